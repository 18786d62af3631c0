import SetCore
import TestSupport
import Testing

/// R8: "Deal 3 More Cards".
@Suite("R8 deal three more cards")
struct DealRuleTests {
    let replacements = Fixture.nextThree

    @Test func dealingWithAMatchedTrioReplacesItInPlaceWithoutPenalty() {
        // A second Set (positions 2, 6, 10) stays on the table: had the deal counted as
        // needless, it would cost points.
        let table = Fixture.twoSets
        var game = makeGame(table: table, deckStartingWith: replacements)
        game.click(0, 4, 8, at: 1)
        #expect(game.selection == .match)
        let score = game.score
        game.dealThree(at: 2)
        #expect(game.table == table.replacing([0, 4, 8], with: replacements))
        #expect(game.selected.isEmpty)
        #expect(game.selection == .none)
        #expect(game.deck.count == 66)
        #expect(game.discarded == table[Fixture.twoSetsFirst])
        #expect(game.score == score)
    }

    @Test func dealingWithoutAMatchedTrioAddsThreeCardsAtTheEndAndKeepsTheSelection() {
        let table = Fixture.noSet
        var game = makeGame(table: table, deckStartingWith: replacements)
        game.click(3, 7)
        game.dealThree(at: 1)
        #expect(game.table == table + replacements)
        #expect(game.selected == table[[3, 7]])
        #expect(game.selection == .partial)
        #expect(game.deck.count == 66)
        #expect(game.deck.cards == Card.all.without(table + replacements))
        #expect(game.discarded.isEmpty)
    }

    @Test func dealingKeepsAMismatchedTrioSelected() {
        let table = Fixture.oneSet
        var game = makeGame(table: table, deckStartingWith: replacements)
        game.click(1, 2, 3)
        game.dealThree(at: 1)
        #expect(game.table == table + replacements)
        #expect(game.selected == table[[1, 2, 3]])
        #expect(game.selection == .mismatch)
    }

    @Test func dealingWhileASetIsOnTheTableCostsPoints() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: replacements)
        game.dealThree(at: 1)
        #expect(game.score == -5)
        #expect(game.table.count == 15)
    }

    @Test func dealingWhenNoSetIsOnTheTableIsFree() {
        var game = makeGame(table: Fixture.noSet, deckStartingWith: replacements)
        game.dealThree(at: 1)
        #expect(game.score == 0)
        #expect(game.table.count == 15)
    }

    @Test func dealingWithOnlyASelectedPartOfASetStillCostsPoints() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: replacements)
        game.click(0, 4)
        game.dealThree(at: 1)
        #expect(game.score == -5)
    }

    @Test func dealingIsANoOpWhenTheDeckIsEmpty() {
        var game = makeGame(table: Fixture.oneSet, deck: [])
        #expect(!game.canDeal)
        game.click(1)
        let before = game
        game.dealThree(at: 1)
        #expect(game == before)
    }

    @Test func dealingWithAMatchedTrioAndAnEmptyDeckIsANoOp() {
        var game = makeGame(table: Fixture.oneSet, deck: [])
        game.click(0, 4, 8)
        let before = game
        game.dealThree(at: 1)
        #expect(game == before)
        #expect(game.selection == .match)
    }

    @Test func dealingIsPossibleExactlyUntilTheDeckIsEmpty() {
        var game = Game(deck: Deck(ordered: Card.all))
        var deals = 0
        while game.canDeal {
            game.dealThree(at: Double(deals))
            deals += 1
            #expect(deals <= 23)
        }
        #expect(deals == 23)
        #expect(game.table == Card.all)
        #expect(game.deck.isEmpty)
    }
}
