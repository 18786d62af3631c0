import SetCore
@testable import Session
import Testing

/// B8: the help's scoring rows say what the scoring (R10) gives.
@Suite("The help's scoring")
struct HelpScoringTests {
    /// A Set earns from its base to what one found at once with three cards on the table
    /// earns: the help said "+10 to +24", the most on a full table of 12, and a Set on a
    /// smaller table earned more than the help allowed.
    @Test(arguments: [0, 1])
    func aSetsRangeRunsToTheMostASetCanEarn(variant: Int) {
        var table = ScoreTable.standard
        if variant == 1 { (table.matchBase, table.speedBonusMax, table.crowdedTable) = (3, 6, 15) }
        let row = HelpContent.scoring(table)[0]
        let most = Scoring.match(seconds: 0, cardsOnTable: 3, table: table)
        #expect(row.value == "+\(table.matchBase) to +\(most)")
        #expect(Scoring.match(seconds: 1000, cardsOnTable: 21, table: table) == table.matchBase)
    }

    @Test func theStandardRangeIsTenToThirty() {
        #expect(HelpContent.scoring(.standard)[0].value == "+10 to +30")
    }
}
