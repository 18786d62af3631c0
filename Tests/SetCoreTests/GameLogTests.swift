import SetCore
import TestSupport
import Testing

/// G1: the game log records every Set taken, mismatch, hint and needless deal as it happens;
/// G2: the review's steps and their missed Sets.
@Suite("G1 game log")
struct GameLogTests {
    /// Fixture.twoSets with its Set [0, 4, 8] replaced by Fixture.nextThree: Sets at
    /// [0, 3, 8], [2, 6, 10] and [4, 5, 9].
    static let secondTable = Fixture.twoSets.replacing(Fixture.twoSetsFirst, with: Fixture.nextThree)

    @Test func aNewGameHasAnEmptyLog() {
        let game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree)
        #expect(game.log == GameLog())
        #expect(game.log.reviewSteps.isEmpty)
    }

    @Test func aSetTakenRecordsItsTimeItsDurationTheTableAndTheOtherSets() throws {
        var game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree, at: 100)
        game.click(8, 0, 4, at: 107.5)
        #expect(game.log.sets.count == 1)
        let set = try #require(game.log.sets.first)
        #expect(set.atMs == 7_500)
        #expect(set.tookMs == 7_500)
        #expect(set.table == Fixture.twoSets.map(\.index))
        #expect(set.tableCards == Fixture.twoSets)
        #expect(set.taken == [0, 4, 8])
        #expect(set.takenCards == Fixture.twoSets[[0, 4, 8]])
        #expect(set.others == [[2, 6, 10]])
        #expect(set.missed == 1)
    }

    @Test func theNextSetTookTheTimeSinceThePreviousOneOnTheTableAfterTheReplacement() {
        var game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree, at: 100)
        game.click(0, 4, 8, at: 107.5)
        game.click(2, 6, 10, at: 112)
        #expect(game.table == Self.secondTable)
        let second = game.log.sets[1]
        #expect(second.atMs == 12_000)
        #expect(second.tookMs == 4_500)
        #expect(second.table == Self.secondTable.map(\.index))
        #expect(second.taken == [2, 6, 10])
        #expect(second.others == [[0, 3, 8], [4, 5, 9]])
        #expect(game.log.reviewSteps.map(\.missed) == [1, 2])
    }

    @Test func theReviewOfAWholeGameStepsThroughEverySetTakenWithWhatItMissed() {
        let log = Fixture.playedGame().log
        let dealt = cards("1 green solid diamond", "1 red striped diamond", "1 red open diamond")
        #expect(log.reviewSteps.count == 2)
        #expect(log.reviewSteps.map(\.tookMs) == [7_500, 4_500])
        #expect(log.reviewSteps[1].tableCards == Self.secondTable + dealt)
        #expect(log.reviewSteps[1].others == [[0, 3, 8], [0, 4, 14], [1, 2, 12], [3, 12, 13], [4, 5, 9],
                                              [4, 8, 13], [8, 12, 14], [10, 11, 12]])
        #expect(log.reviewSteps.map(\.missed) == [1, 8])
        #expect(log.mismatches.map(\.atMs) == [9_000] && log.hints.map(\.atMs) == [10_000])
        #expect(log.needlessDeals.map(\.atMs) == [11_000])
    }

    @Test func theOnlySetOnTheTableMissesNothing() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
        game.click(0, 4, 8, at: 3)
        #expect(game.log.reviewSteps.map(\.missed) == [0])
        #expect(game.log.sets[0].others.isEmpty)
    }

    @Test func aMismatchRecordsItsTimeTheCardsInTheOrderPickedAndTheBrokenFeatures() {
        // 2 purple striped diamond, 3 red open diamond, 1 purple open diamond:
        // shading two open, one striped; color two purple, one red.
        var game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree, at: 10)
        game.click(3, 1, 2, at: 14.25)
        #expect(game.log.mismatches == [GameLog.Mismatch(atMs: 4_250, cards: Fixture.twoSets[[3, 1, 2]].map(\.index),
                                                         broken: [.shading, .color])])
        #expect(game.log.sets.isEmpty)
    }

    @Test func eachHintPressThatRevealsACardIsRecordedWithTheCardAndHowManyAreRevealed() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree, at: 1)
        _ = game.revealHint(at: 3)
        _ = game.revealHint(at: 4)
        _ = game.revealHint(at: 5)
        _ = game.revealHint(at: 6)  // complete: nothing revealed, nothing logged
        let cards = Fixture.oneSet[Fixture.oneSetTrio].map(\.index)
        #expect(game.log.hints == [GameLog.Hint(atMs: 2_000, card: cards[0], revealed: 1),
                                   GameLog.Hint(atMs: 3_000, card: cards[1], revealed: 2),
                                   GameLog.Hint(atMs: 4_000, card: cards[2], revealed: 3)])
    }

    @Test func aHintWithNoSetOnTheTableIsNotRecordedAndAPressWithoutATimeHasNone() {
        var none = makeGame(table: Fixture.noSet, deckStartingWith: Fixture.nextThree)
        _ = none.revealHint(at: 2)
        #expect(none.log.hints.isEmpty)
        var untimed = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
        _ = untimed.revealHint()
        #expect(untimed.log.hints == [GameLog.Hint(atMs: nil, card: Fixture.oneSet[0].index, revealed: 1)])
    }

    @Test func aDealWhileASetIsOnTheTableRecordsTheTableBeforeTheDeal() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree, at: 2)
        game.dealThree(at: 9)
        #expect(game.log.needlessDeals == [GameLog.NeedlessDeal(atMs: 7_000, table: Fixture.oneSet.map(\.index))])
        #expect(game.log.needlessDeals[0].sets == [Fixture.oneSetTrio])
    }

    @Test func aDealWithNoSetOnTheTableOrOneReplacingAMatchedTrioIsNotRecorded() {
        var stuck = makeGame(table: Fixture.noSet, deckStartingWith: Fixture.nextThree)
        stuck.dealThree(at: 5)
        #expect(stuck.log.needlessDeals.isEmpty)
        var matched = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree)
        matched.click(0, 4, 8, at: 1)
        matched.dealThree(at: 2)
        #expect(matched.log.needlessDeals.isEmpty)
        #expect(matched.log.sets.count == 1)
    }

    @Test func theLogKeepsTheLatestMismatchesUpToItsLimitWhileTheGameCountsThemAll() {
        var game = makeGame(table: Fixture.noSet, deckStartingWith: Fixture.nextThree)
        for round in 0...GameLog.mismatchLimit {
            game.click(0, 1, 2, at: Double(round))
            game.click(0, at: Double(round))  // the trio leaves the selection, card 0 stays selected
            game.click(0, at: Double(round))
        }
        #expect(game.mismatches == GameLog.mismatchLimit + 1)
        #expect(game.log.mismatches.count == GameLog.mismatchLimit)
        #expect(game.log.mismatches.first?.atMs == 1_000)
        #expect(game.log.mismatches.last?.atMs == Double(GameLog.mismatchLimit) * 1000)
    }

    @Test func aClockBeforeTheStartOrNotANumberIsLoggedAsTheStart() {
        var game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree, at: 50)
        game.click(0, 4, 8, at: 40)
        game.click(1, 2, 3, at: .nan)
        #expect(game.log.sets[0].atMs == 0 && game.log.sets[0].tookMs == 0)
        #expect(game.log.mismatches[0].atMs == 0)
    }

    @Test func aSetTakenKnowsHowManyFeaturesDifferAcrossItsCards() {
        // 1, 2, 3 red solid diamond: only the number differs.
        #expect(GameLog.SetTaken(atMs: 0, tookMs: 0, table: Fixture.twoSets.map(\.index), taken: [0, 4, 8], others: [])
            .differingFeatureCount == 1)
        // 3 red open diamond, 3 purple solid squiggle, 3 green striped oval: shape, shading, color.
        #expect(GameLog.SetTaken(atMs: 0, tookMs: 0, table: Fixture.twoSets.map(\.index), taken: [2, 6, 10], others: [])
            .differingFeatureCount == 3)
    }
}
