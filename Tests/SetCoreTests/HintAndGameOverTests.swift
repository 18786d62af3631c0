import SetCore
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

    // MARK: - B1 hint

    @Test func hintShowsASetOnTheTableAndCostsPoints() {
        var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
        let hint = game.hint()
        #expect(hint == Fixture.oneSet[Fixture.oneSetTrio])
        #expect(game.score == -8)
        #expect(game.selected.isEmpty)
        #expect(game.table == Fixture.oneSet)
    }

    @Test func hintFindsNothingAndIsFreeWhenNoSetIsOnTheTable() {
        var game = makeGame(table: Fixture.noSet, deckStartingWith: Fixture.nextThree)
        #expect(game.hint() == nil)
        #expect(game.score == 0)
    }

    @Test func hintDoesNotShowTheMatchedTrioAlreadyFound() {
        var game = makeGame(table: Fixture.twoSets, deck: [])
        game.click(0, 4, 8)
        let score = game.score
        #expect(game.hint() == Fixture.twoSets[Fixture.twoSetsSecond])
        #expect(game.score == score - 8)

        var only = makeGame(table: Fixture.oneSet, deck: [])
        only.click(0, 4, 8)
        let onlyScore = only.score
        #expect(only.hint() == nil)
        #expect(only.score == onlyScore)
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
