import Foundation
import SetCore
import TestSupport
import Testing

/// B1 (hint, Sets on the table) and B2 (game over).
@Suite("B1 hint and B2 game over")
struct HintAndGameOverTests {
    // MARK: - Sets on the table

    @Test func setsOnTableAreTheIndexTriplesOfTheSetsShowing() {
        #expect(makeGame(table: Fixture.noSet, deck: []).setsOnTable.isEmpty)
        #expect(makeGame(table: Fixture.oneSet, deck: []).setsOnTable == [[0, 4, 8]])
        #expect(makeGame(table: Fixture.twoSets, deck: []).setsOnTable == [[0, 4, 8], [2, 6, 10]])
    }

    @Test func aMatchedTrioWaitingToLeaveIsNotCountedAsASetOnTheTable() {
        var game = makeGame(table: Fixture.twoSets, deck: [])
        game.click(0, 4, 8)
        #expect(game.setsOnTable == [[2, 6, 10]])
        game = makeGame(table: Fixture.twoSets, deck: [])
        game.click(2, 6)
        #expect(game.setsOnTable == [[0, 4, 8], [2, 6, 10]])
    }

    // MARK: - B1 hint, one card per press

    @Test func eachHintPressRevealsOneMoreCardOfTheSameSetAndCostsPoints() {
        let table = Fixture.oneSet
        var game = makeGame(table: table, deckStartingWith: Fixture.nextThree)
        #expect(game.revealHint() == .revealed(count: 1))
        #expect(game.hint == table[[0]])
        #expect(game.score == -8)
        #expect(game.revealHint() == .revealed(count: 2))
        #expect(game.hint == table[[0, 4]])
        #expect(game.score == -16)
        #expect(game.revealHint() == .revealed(count: 3))
        #expect(game.hint == table[Fixture.oneSetTrio])
        #expect(game.score == -24)
        #expect(game.hintsUsed == 3)
        #expect(game.selected.isEmpty)
        #expect(game.table == table)
    }

    @Test func pressingHintOnceTheSetIsWhollyRevealedIsFree() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
        for _ in 0..<3 { _ = game.revealHint() }
        #expect(game.revealHint() == .complete)
        #expect(game.revealHint() == .complete)
        #expect(game.hint == Fixture.oneSet[Fixture.oneSetTrio])
        #expect(game.score == -24)
        #expect(game.hintsUsed == 3)
    }

    @Test func hintFindsNothingAndIsFreeWhenNoSetIsOnTheTable() {
        var game = makeGame(table: Fixture.noSet, deckStartingWith: Fixture.nextThree)
        #expect(game.revealHint() == .noSet)
        #expect(game.hint.isEmpty)
        #expect(game.score == 0)
        #expect(game.hintsUsed == 0)
    }

    @Test func hintDoesNotRevealTheMatchedTrioAlreadyFound() {
        var game = makeGame(table: Fixture.twoSets, deck: [])
        game.click(0, 4, 8)
        let score = game.score
        #expect(game.revealHint() == .revealed(count: 1))
        #expect(game.hint == Fixture.twoSets[[2]])
        #expect(game.score == score - 8)

        var only = makeGame(table: Fixture.oneSet, deck: [])
        only.click(0, 4, 8)
        let onlyScore = only.score
        #expect(only.revealHint() == .noSet)
        #expect(only.score == onlyScore)
    }

    @Test func hintStartsOverWhenTheRevealedCardsAreNoLongerPartOfASetOnTheTable() {
        // The whole first Set is revealed, then taken: the next press starts on the other Set.
        var game = makeGame(table: Fixture.twoSets, deck: [])
        for _ in 0..<3 { _ = game.revealHint() }
        #expect(game.hint == Fixture.twoSets[Fixture.twoSetsFirst])
        game.click(0, 4, 8)
        let score = game.score
        #expect(game.revealHint() == .revealed(count: 1))
        #expect(game.hint == Fixture.twoSets[[2]])
        #expect(game.score == score - 8)
    }

    @Test func theHintStaysWithTheSetOfTheCardsAlreadyRevealed() {
        // A hint begun on the second Set finishes it after the first Set has been replaced.
        var game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree)
        game.click(0, 4, 8)
        #expect(game.revealHint() == .revealed(count: 1))
        game.click(1)
        #expect(game.table == Fixture.twoSets.replacing([0, 4, 8], with: Fixture.nextThree))
        #expect(game.hint == Fixture.twoSets[[2]])
        #expect(game.revealHint() == .revealed(count: 2))
        #expect(game.revealHint() == .revealed(count: 3))
        #expect(game.hint == Fixture.twoSets[Fixture.twoSetsSecond])
    }

    @Test func theHintIsClearedWhenItsSetIsTakenAndReplaced() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
        for _ in 0..<3 { _ = game.revealHint() }
        game.click(0, 4, 8)
        #expect(game.hint == Fixture.oneSet[Fixture.oneSetTrio])
        game.click(1)
        #expect(game.hint.isEmpty)
        #expect(game.hintsUsed == 3)
    }

    @Test func theHintIsClearedWhenItsSetIsReplacedByDealingThree() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
        _ = game.revealHint()
        game.click(0, 4, 8)
        game.dealThree(at: 1)
        #expect(game.hint.isEmpty)
    }

    @Test func theHintIsClearedWhenItsSetLeavesWithAnEmptyDeck() {
        var game = makeGame(table: Fixture.twoSets, deck: [])
        _ = game.revealHint()
        game.click(0, 4, 8, 1)
        #expect(game.table.count == 9)
        #expect(game.hint.isEmpty)
    }

    /// B1: the marks were paid for. Two cards of a Set are marked and a Set found takes the
    /// card that completed them; no Set holds both any more, so the marks of the first Set
    /// holding one of them stay (the first card's), and the next press shows a new card.
    @Test func aSetLeavingWithTheCardThatCompletesTheHintKeepsTheMarkStillInASet() {
        // Two Sets share the card at 2: [0, 1, 2] and [2, 3, 4].
        let table = cards(
            "1 red solid diamond", "2 red solid diamond", "3 red solid diamond", "1 green striped oval",
            "2 purple open squiggle", "3 red open squiggle", "3 purple solid diamond", "1 green open diamond",
            "2 green solid oval", "2 green open diamond", "3 purple striped squiggle", "3 red solid squiggle")
        let replacements = cards("3 purple open oval", "3 purple striped diamond", "3 purple open squiggle")
        var game = makeGame(table: table, deckStartingWith: replacements)
        #expect(game.setsOnTable == [[0, 1, 2], [2, 3, 4]])
        _ = game.revealHint()
        _ = game.revealHint()
        #expect(game.hint == table[[0, 1]])
        game.click(2, 3, 4, 5)
        let after = table.replacing([2, 3, 4], with: replacements)
        #expect(game.table == after)
        #expect(SetRule.sets(in: after).first { $0.contains(0) || $0.contains(1) }?.contains(0) == true)
        #expect(!SetRule.sets(in: after).contains { $0.contains(0) && $0.contains(1) })
        #expect(game.hint == table[[0]])
        let score = game.score, trio = SetRule.sets(in: after).first { $0.contains(0) }!
        #expect(game.revealHint() == .revealed(count: 2))
        #expect(game.hint == [after[0], after[trio[1]]] && game.score == score - 8)
    }

    /// A table holding seven Sets: [0, 1, 2], [0, 5, 6], [2, 3, 4], [2, 7, 8], [2, 10, 11],
    /// [4, 6, 10], [7, 9, 11].
    static let sevenSets = cards(
        "1 red solid diamond", "2 red solid diamond", "3 red solid diamond", "3 green striped oval",
        "3 purple open squiggle", "1 green solid diamond", "1 purple solid diamond", "2 green open oval",
        "1 purple striped squiggle", "3 green open diamond", "2 purple striped oval", "1 green open squiggle")

    /// B1: every press that costs reveals a card not marked before. Two cards of a Set are
    /// marked, then a Set found takes its third card; the first Set left holds one of the two.
    /// The hint keeps that one and reveals another card of its new Set (it used to start over
    /// on that Set and reveal the card already marked, for the price of a new one).
    @Test func aHintPartedByASetFoundKeepsTheCardStillInASetAndRevealsANewOne() {
        let table = Self.sevenSets
        var game = makeGame(table: table, deckStartingWith: Fixture.nextThree)
        _ = game.revealHint()
        _ = game.revealHint()
        #expect(game.hint == table[[0, 1]])
        game.click(2, 3, 4)  // found: [0, 1, 2] is no longer a Set to find
        #expect(game.setsOnTable == [[0, 5, 6], [7, 9, 11]])
        let score = game.score
        #expect(game.revealHint() == .revealed(count: 2))
        #expect(game.hint == table[[0, 5]], "the card still in a Set stays marked, a new one shows")
        #expect(game.score == score - 8)
        #expect(game.hintsUsed == 3)
        #expect(game.revealHint() == .revealed(count: 3))
        #expect(game.hint == table[[0, 5, 6]])
    }

    /// B1: a Set found takes one of two marked cards; the other is still in a Set on the
    /// table and keeps its mark, so the next press pays for a card not marked before (the
    /// mark used to go, and the next press sold the same card again).
    @Test func aSetFoundTakingAMarkedCardKeepsTheOtherMarkWhileItIsInASet() {
        // Sets: [0, 1, 2], [0, 3, 4], [1, 6, 11], [3, 6, 10], [6, 7, 9].
        let table = cards(
            "2 green open oval", "3 red striped oval", "1 purple solid oval", "3 red striped diamond",
            "1 purple solid squiggle", "3 purple solid oval", "3 green striped diamond", "2 green solid squiggle",
            "2 red solid oval", "1 green open oval", "3 purple striped diamond", "3 purple striped squiggle")
        var game = makeGame(table: table, deckStartingWith: Fixture.nextThree)
        _ = game.revealHint()
        _ = game.revealHint()
        #expect(game.hint == table[[0, 1]])
        game.click(1, 6, 11, 5)  // [1, 6, 11] found: the marked 1 leaves, 0 is still in [0, 3, 4]
        #expect(game.table == table.replacing([1, 6, 11], with: Fixture.nextThree))
        #expect(game.hint == table[[0]])
        let score = game.score
        #expect(game.revealHint() == .revealed(count: 2))
        #expect(game.hint == table[[0, 3]] && game.score == score - 8)
        #expect(game.hintsUsed == 3)
    }

    /// B1: marks whose cards left with a Set found go; a marked card that stays in a Set on
    /// the table keeps its mark (a hint is always part of a Set on the table:
    /// `GamePropertyTests` checks it all through random play).
    @Test func marksLeaveWithTheirCards() {
        let table = Self.sevenSets
        var both = makeGame(table: table, deckStartingWith: Fixture.nextThree)
        _ = both.revealHint()
        _ = both.revealHint()
        both.click(1, 2, 0, 3)  // [0, 1, 2] found: both marks leave with it
        #expect(both.hint.isEmpty)
        var one = makeGame(table: table, deckStartingWith: Fixture.nextThree)
        _ = one.revealHint()
        _ = one.revealHint()
        one.click(0, 5, 6, 3)  // [0, 5, 6] found: the marked 0 leaves, 1 is in [1, 6, 9] with new cards
        #expect(SetRule.sets(in: one.table).contains([1, 6, 9]))
        #expect(one.hint == table[[1]])
    }

    @Test func theHintStaysWhenAnotherSetLeavesTheTable() {
        var game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree)
        _ = game.revealHint()
        game.click(2, 6, 10, 1)
        #expect(game.table == Fixture.twoSets.replacing([2, 6, 10], with: Fixture.nextThree))
        #expect(game.hint == Fixture.twoSets[[0]])
    }

    @Test func dealingThreeMoreCardsKeepsTheHint() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
        _ = game.revealHint()
        _ = game.revealHint()
        game.dealThree(at: 1)
        #expect(game.table == Fixture.oneSet + Fixture.nextThree)
        #expect(game.hint == Fixture.oneSet[[0, 4]])
        #expect(game.revealHint() == .revealed(count: 3))
        #expect(game.hint == Fixture.oneSet[Fixture.oneSetTrio])
    }

    @Test func selectingCardsKeepsTheHint() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
        _ = game.revealHint()
        game.click(1, 2)
        #expect(game.hint == Fixture.oneSet[[0]])
        game.click(3)
        #expect(game.selection == .mismatch)
        game.click(0)
        #expect(game.hint == Fixture.oneSet[[0]])
    }

    @Test func aNewGameHasNoHintAndNoCounts() {
        var random = SeededRandom(seed: 7)
        let game = Game(random: &random)
        #expect(game.hint.isEmpty)
        #expect(game.hintsUsed == 0)
        #expect(game.mismatches == 0)
    }

    // MARK: - B2 counters

    @Test func everyWrongTrioCountsAsAMismatchAndASetDoesNot() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
        game.click(1, 2, 3)
        #expect(game.mismatches == 1)
        game.click(5, 6, 7)
        #expect(game.mismatches == 2)
        game.click(0, 4, 8)
        #expect(game.selection == .match)
        #expect(game.mismatches == 2)
        #expect(game.setsFound == 1)
    }

    @Test func hintCountersAndMismatchesSurviveSavingAndLoading() throws {
        var game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree)
        _ = game.revealHint()
        _ = game.revealHint()
        game.click(1, 2, 3)
        let data = try JSONEncoder().encode(game)
        let loaded = try JSONDecoder().decode(Game.self, from: data)
        #expect(loaded == game)
        #expect(loaded.hint == Fixture.twoSets[[0, 4]])
        #expect(loaded.hintsUsed == 2)
        #expect(loaded.mismatches == 1)
    }

    // MARK: - B2 game over

    @Test func gameIsOverWhenTheDeckIsEmptyAndNoSetIsOnTheTable() {
        #expect(makeGame(table: Fixture.noSet, deck: []).isOver)
        #expect(makeGame(table: Array(Fixture.noSet.prefix(6)), deck: []).isOver)
        #expect(makeGame(table: [], deck: []).isOver)
    }

    @Test func gameIsNotOverWhileASetIsOnTheTable() {
        #expect(!makeGame(table: Fixture.oneSet, deck: []).isOver)
    }

    @Test func gameIsNotOverWhileTheDeckHasCards() {
        #expect(!makeGame(table: Fixture.noSet, deckStartingWith: Fixture.nextThree).isOver)
        #expect(!makeGame(table: Fixture.noSet, deck: Fixture.nextThree).isOver)
    }

    @Test func gameIsOverOnceTheLastSetIsMatchedAndStaysOverWhenItLeaves() {
        var game = makeGame(table: Fixture.oneSet, deck: [])
        game.click(0, 4, 8)
        #expect(game.selection == .match)
        #expect(game.isOver)
        game.click(1)
        #expect(game.table.count == 9)
        #expect(game.isOver)
    }

    @Test func gameIsNotOverWhenTheLastCardsDealtMakeASet() {
        // noSet plus three cards that make a Set with two of it.
        let third = SetRule.completion(Fixture.noSet[0], Fixture.noSet[1])
        var game = makeGame(table: Fixture.noSet, deck: [third] + Array(Fixture.nextThree.prefix(2)))
        #expect(!game.isOver)
        game.dealThree(at: 1)
        #expect(game.score == 0)
        #expect(game.deck.isEmpty)
        #expect(!game.isOver)
        #expect(game.setsOnTable.contains([0, 1, 12]))
    }
}
