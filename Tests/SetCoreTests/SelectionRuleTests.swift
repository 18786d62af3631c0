import SetCore
import TestSupport
import Testing

/// R3–R7: clicking cards.
///
/// The table `Fixture.oneSet` has exactly one Set, at positions 0, 4 and 8:
/// `1 red solid diamond`, `2 red solid diamond`, `3 red solid diamond`.
@Suite("R3–R7 selecting cards")
struct SelectionRuleTests {
    let table = Fixture.oneSet
    let trio = Fixture.oneSetTrio
    let replacements = Fixture.nextThree
    /// Positions 1, 2, 3: `3 red open squiggle`, `1 green solid diamond`, `1 red striped diamond`.
    let mismatch = [1, 2, 3]

    func game() -> Game { makeGame(table: table, deckStartingWith: replacements) }
    func gameWithEmptyDeck() -> Game { makeGame(table: table, deck: []) }

    // MARK: - R3 select up to 3 cards

    @Test func clickingACardSelectsIt() {
        var game = game()
        game.click(5)
        #expect(game.selected == [table[5]])
        #expect(game.isSelected(table[5]))
        #expect(!game.isSelected(table[6]))
        #expect(game.selection == .partial)
    }

    @Test func selectedCardsAreKeptInTheOrderTheyWereClicked() {
        var game = game()
        game.click(7, 2)
        #expect(game.selected == [table[7], table[2]])
        #expect(game.selection == .partial)
    }

    @Test func clickingSelectsNothingButTheCardAndChangesNothingElse() {
        let before = game()
        var game = before
        game.click(5, 9)
        #expect(game.table == before.table)
        #expect(game.deck == before.deck)
        #expect(game.discarded.isEmpty)
        #expect(game.score == 0)
    }

    @Test func clickingOutsideTheTableDoesNothing() {
        let before = game()
        var game = before
        game.click(-1, 12, 80)
        #expect(game == before)
        game.click(3, 12)
        #expect(game.selected == [table[3]])
    }

    // MARK: - R4 deselect

    @Test func clickingTheOnlySelectedCardDeselectsIt() {
        var game = game()
        game.click(5, 5)
        #expect(game.selected.isEmpty)
        #expect(game.selection == .none)
    }

    @Test func withTwoSelectedClickingASelectedCardDeselectsOnlyThatCard() {
        var game = game()
        game.click(5, 9, 5)
        #expect(game.selected == [table[9]])
        game.click(1, 9)
        #expect(game.selected == [table[1]])
        #expect(game.score == 0)
    }

    // MARK: - R5 match or mismatch at once

    @Test func threeSelectedCardsThatAreASetShowAsAMatchAtOnce() {
        var game = game()
        game.click(0, 4)
        #expect(game.selection == .partial)
        game.click(8)
        #expect(game.selection == .match)
        #expect(game.selected == table[trio])
        #expect(game.setsFound == 1)
        #expect(game.score == 24)
        // The trio waits on the table until the next action.
        #expect(game.table == table)
        #expect(game.deck.count == 69)
        #expect(game.discarded.isEmpty)
    }

    @Test func threeSelectedCardsThatAreNotASetShowAsAMismatchAtOnce() {
        var game = game()
        game.click(1, 2, 3)
        #expect(game.selection == .mismatch)
        #expect(game.selected == table[mismatch])
        #expect(game.setsFound == 0)
        #expect(game.score == -5)
        #expect(game.table == table)
    }

    @Test func mismatchSaysWhichFeaturesAreTwoOfOneAndOneOfAnother() {
        var game = game()
        game.click(1, 2, 3)
        #expect(game.mismatchReasons == [.number, .shape, .color])
        // Only the shape is two of one and one of another: two diamonds and an oval.
        let shapeOnly = cards("1 red solid diamond", "2 red solid diamond", "3 red solid oval")
        var other = makeGame(table: shapeOnly + Fixture.noSet.prefix(9), deck: [])
        other.click(0, 1, 2)
        #expect(other.mismatchReasons == [.shape])
    }

    @Test func mismatchReasonsAreEmptyUnlessTheTrioIsAMismatch() {
        var game = game()
        #expect(game.mismatchReasons.isEmpty)
        game.click(1, 2)
        #expect(game.mismatchReasons.isEmpty)
        game.click(1, 2)
        game.click(0, 4, 8)
        #expect(game.selection == .match)
        #expect(game.mismatchReasons.isEmpty)
    }

    // MARK: - R6 clicking while a matched trio is selected

    @Test func matchedTrioIsReplacedWhenAnotherCardIsClicked() {
        var game = game()
        game.click(0, 4, 8, at: 1)
        let score = game.score
        game.click(5, at: 2)
        #expect(game.table == table.replacing([0, 4, 8], with: replacements))
        #expect(game.selected == [table[5]])
        #expect(game.selection == .partial)
        #expect(game.deck.count == 66)
        #expect(game.deck.cards == Card.all.without(table + replacements))
        #expect(game.discarded == table[trio])
        #expect(game.score == score)
    }

    @Test func clickingACardOfTheMatchedTrioReplacesItAndSelectsNothing() {
        var game = game()
        game.click(0, 4, 8, at: 1)
        let score = game.score
        game.click(4, at: 2)
        #expect(game.table == table.replacing([0, 4, 8], with: replacements))
        #expect(game.selected.isEmpty)
        #expect(game.selection == .none)
        #expect(game.deck.count == 66)
        #expect(game.discarded == table[trio])
        #expect(game.score == score)
    }

    @Test func withAnEmptyDeckTheMatchedTrioLeavesAndTheOtherCardsCloseUpInOrder() {
        var game = gameWithEmptyDeck()
        game.click(0, 4, 8)
        game.click(9)
        let remaining = table.without(table[trio])
        #expect(game.table == remaining)
        #expect(game.table == table[[1, 2, 3, 5, 6, 7, 9, 10, 11]])
        // The clicked card moved from position 9 to 6 and is still the one selected.
        #expect(game.selected == [table[9]])
        #expect(game.table[6] == table[9])
        #expect(game.deck.isEmpty)
        #expect(game.discarded == table[trio])
    }

    @Test func withAnEmptyDeckClickingACardOfTheMatchedTrioLeavesNothingSelected() {
        var game = gameWithEmptyDeck()
        game.click(0, 4, 8)
        game.click(8)
        #expect(game.table == table[[1, 2, 3, 5, 6, 7, 9, 10, 11]])
        #expect(game.selected.isEmpty)
        #expect(game.discarded == table[trio])
    }

    @Test func matchedTrioCountsForItsClickOrder() {
        // The trio clicked in another order is the same Set and leaves the same way.
        var game = game()
        game.click(8, 0, 4)
        #expect(game.selection == .match)
        game.click(11)
        #expect(game.discarded == table[[8, 0, 4]])
        #expect(game.table[[0, 4, 8]] == replacements)
    }

    // MARK: - R7 clicking while a mismatched trio is selected

    @Test func clickingACardOutsideTheMismatchedTrioMakesItTheOnlySelection() {
        var game = game()
        game.click(1, 2, 3, at: 1)
        game.click(10, at: 2)
        #expect(game.selected == [table[10]])
        #expect(game.selection == .partial)
        #expect(game.table == table)
        #expect(game.deck.count == 69)
        #expect(game.discarded.isEmpty)
        #expect(game.score == -5)
    }

    @Test func clickingACardOfTheMismatchedTrioMakesItTheOnlySelection() {
        var game = game()
        game.click(1, 2, 3, at: 1)
        game.click(2, at: 2)
        #expect(game.selected == [table[2]])
        #expect(game.selection == .partial)
        #expect(game.table == table)
        #expect(game.score == -5)
    }

    @Test func afterAMismatchTheClickedCardStartsTheNextTrio() {
        var game = game()
        game.click(1, 2, 3)
        game.click(0, 4, 8)
        #expect(game.selection == .match)
        #expect(game.score == -5 + 24)
    }

    // MARK: - Escape clears the selection (Keys, B9)

    @Test func escapeClearsOneOrTwoSelectedCards() {
        var game = game()
        game.click(5, 9)
        game.deselectAll()
        #expect(game.selected.isEmpty && game.selection == .none)
        #expect(game.table == table && game.score == 0)
    }

    @Test func escapeLetsAMismatchedTrioGoAsAClickWouldAndPicksNothing() {
        var game = game()
        game.click(1, 2, 3, at: 1)
        game.deselectAll()
        #expect(game.selected.isEmpty && game.selection == .none)
        #expect(game.table == table && game.deck.count == 69 && game.discarded.isEmpty)
        #expect(game.score == -5, "the wrong trio cost its points once, when it was picked")
    }

    @Test func escapeTakesAMatchedTrioAsAClickOnOneOfItsCardsDoes() {
        var game = game()
        game.click(0, 4, 8, at: 1)
        let score = game.score
        game.deselectAll()
        #expect(game.table == table.replacing([0, 4, 8], with: replacements))
        #expect(game.selected.isEmpty && game.selection == .none)
        #expect(game.deck.count == 66 && game.discarded == table[trio])
        #expect(game.score == score && game.setsFound == 1)
    }

    @Test func escapeWithAnEmptyDeckTakesTheMatchedTrioAndClosesUp() {
        var game = gameWithEmptyDeck()
        game.click(0, 4, 8)
        game.deselectAll()
        #expect(game.table == table[[1, 2, 3, 5, 6, 7, 9, 10, 11]])
        #expect(game.selected.isEmpty && game.discarded == table[trio])
    }
}

