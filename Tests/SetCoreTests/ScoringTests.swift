import PropertyBased
import SetCore
import TestSupport
import Testing

/// R10: the score. Standard table: a Set earns 10, plus a speed bonus of 10 less one point per
/// 3 seconds since the previous Set (or the start), plus 2 per 3 cards fewer than 18 on the
/// table; a mismatch costs 5, a needless deal 5, a hint 8.
@Suite("R10 scoring")
struct ScoringTests {
    // MARK: - The scoring functions

    @Test func aSetFoundAtOnceWithTwelveCardsEarns24() {
        #expect(Scoring.match(seconds: 0, cardsOnTable: 12) == 24)
        #expect(Scoring.match(seconds: 0, cardsOnTable: 12, table: .standard) == 24)
    }

    @Test func aFasterSetEarnsMore() {
        #expect(Scoring.match(seconds: 2.9, cardsOnTable: 12) == 24)
        #expect(Scoring.match(seconds: 3, cardsOnTable: 12) == 23)
        #expect(Scoring.match(seconds: 6, cardsOnTable: 12) == 22)
        #expect(Scoring.match(seconds: 29.9, cardsOnTable: 12) == 15)
        #expect(Scoring.match(seconds: 30, cardsOnTable: 12) == 14)
        #expect(Scoring.match(seconds: 3600, cardsOnTable: 12) == 14)
    }

    @Test func aSetNeverEarnsASpeedBonusAboveTheMaximum() {
        #expect(Scoring.match(seconds: -10, cardsOnTable: 12) == 24)
    }

    @Test func aSetFoundAmongFewerCardsEarnsMore() {
        #expect(Scoring.match(seconds: 0, cardsOnTable: 3) == 30)
        #expect(Scoring.match(seconds: 0, cardsOnTable: 9) == 26)
        #expect(Scoring.match(seconds: 0, cardsOnTable: 15) == 22)
        #expect(Scoring.match(seconds: 0, cardsOnTable: 18) == 20)
        #expect(Scoring.match(seconds: 0, cardsOnTable: 21) == 20)
        #expect(Scoring.match(seconds: 0, cardsOnTable: 81) == 20)
    }

    @Test func aMismatchANeedlessDealAndAHintCostPoints() {
        #expect(Scoring.mismatch() == -5)
        #expect(Scoring.deal(setOnTable: true) == -5)
        #expect(Scoring.deal(setOnTable: false) == 0)
        #expect(Scoring.hint() == -8)
    }

    /// An absurd wait (a broken clock) earns no speed bonus, and never traps.
    @Test func aSetFoundAfterAnAbsurdlyLongWaitEarnsNoSpeedBonus() {
        #expect(Scoring.match(seconds: 1e300, cardsOnTable: 12) == 14)
        #expect(Scoring.match(seconds: .infinity, cardsOnTable: 12) == 14)
        #expect(Scoring.match(seconds: .nan, cardsOnTable: 12) == 14)
        #expect(Scoring.match(seconds: -5, cardsOnTable: 12) == 24)
    }

    @Test func aCustomScoreTableIsUsed() {
        var table = ScoreTable()
        table.matchBase = 100
        table.speedBonusMax = 4
        table.secondsPerSpeedPoint = 1
        table.crowdedTable = 12
        table.pointsPerThreeFewerCards = 7
        table.mismatchPenalty = 1
        table.needlessDealPenalty = 2
        table.hintPenalty = 3
        #expect(Scoring.match(seconds: 2.5, cardsOnTable: 6, table: table) == 100 + 2 + 14)
        #expect(Scoring.match(seconds: 9, cardsOnTable: 15, table: table) == 100)
        #expect(Scoring.mismatch(table: table) == -1)
        #expect(Scoring.deal(setOnTable: true, table: table) == -2)
        #expect(Scoring.hint(table: table) == -3)
        #expect(table != .standard)
    }

    @Test func fasterNeverEarnsLessAndFewerCardsNeverEarnLess() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0...120), Gen.double(in: 0...120),
                            Gen.int(in: 1...27), Gen.int(in: 1...27)) { s1, s2, n1, n2 in
            let (fast, slow) = (min(s1, s2), max(s1, s2))
            let (few, many) = (min(n1, n2) * 3, max(n1, n2) * 3)
            #expect(Scoring.match(seconds: fast, cardsOnTable: many) >= Scoring.match(seconds: slow, cardsOnTable: many))
            #expect(Scoring.match(seconds: slow, cardsOnTable: few) >= Scoring.match(seconds: slow, cardsOnTable: many))
            #expect(Scoring.match(seconds: slow, cardsOnTable: many) >= ScoreTable.standard.matchBase)
        }
    }

    // MARK: - Scoring during a game

    @Test func aSetFoundSixSecondsAfterTheStartEarns22() {
        var game = makeGame(table: Fixture.oneSet, deck: Card.all.without(Fixture.oneSet), at: 100)
        game.click(0, 4, at: 103)
        game.click(8, at: 106)
        #expect(game.score == 22)
    }

    @Test func theSpeedBonusCountsFromThePreviousSet() {
        var game = makeGame(table: Fixture.twoSets, deck: Card.all.without(Fixture.twoSets))
        game.click(0, 4, 8, at: 3)      // 10 + 9 + 4
        #expect(game.score == 23)
        game.click(2, at: 9)            // replaces the trio; the second Set stays at 2, 6, 10
        #expect(game.table[[2, 6, 10]] == Fixture.twoSets[Fixture.twoSetsSecond])
        game.click(6, 10, at: 15)       // 12 seconds after the first Set: 10 + 6 + 4
        #expect(game.selection == .match)
        #expect(game.score == 23 + 20)
        #expect(game.setsFound == 2)
    }

    @Test func aMismatchDoesNotRestartTheSpeedClock() {
        var game = makeGame(table: Fixture.oneSet, deck: Card.all.without(Fixture.oneSet))
        game.click(1, 2, 3, at: 20)
        #expect(game.score == -5)
        game.click(0, 4, 8, at: 21)     // 21 seconds after the start: 10 + 3 + 4
        #expect(game.score == -5 + 17)
    }

    @Test func aSetOnAFifteenCardTableEarnsLessThanOnTwelve() {
        // The oneSet table plus three cards; dealing them with a Set showing cost 5.
        var game = makeGame(table: Fixture.oneSet + Fixture.nextThree,
                            deck: Card.all.without(Fixture.oneSet + Fixture.nextThree))
        #expect(game.score == -5)
        game.click(0, 4, 8)
        #expect(game.selection == .match)
        #expect(game.score == -5 + 22)
    }

    @Test func aSetOnANineCardTableEarnsMoreThanOnTwelve() {
        var game = makeGame(table: Array(Fixture.oneSet.prefix(9)), deck: [])
        game.click(0, 4, 8)
        #expect(game.score == 26)
    }

    @Test func aGameCanUseItsOwnScoreTable() {
        var table = ScoreTable()
        table.mismatchPenalty = 1
        var game = makeGame(table: Fixture.oneSet, deck: [], scoreTable: table)
        game.click(1, 2, 3)
        #expect(game.score == -1)
        #expect(game.scoreTable == table)
    }

    @Test func scoreCanGoBelowZero() {
        var game = makeGame(table: Fixture.noSet, deck: [])
        game.click(0, 1, 2)
        game.click(3, 4, 5)
        #expect(game.score == -10)
    }
}
