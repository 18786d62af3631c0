import SetCore
import TestSupport
import Testing

/// V3, V4, V9: what every game with several players shares: a Set leaves the table at once,
/// anyone deals 3 at no cost, the game ends as soon as the deck is empty and no Set is left,
/// the best score wins; against the computer the player picks without a call and the computer
/// takes Sets without ever erring.
@Suite("V3 V9 games with several players")
struct ContestPlayTests {
    let table = Fixture.twoSets
    var first: [Card] { table[Fixture.twoSetsFirst] }
    var second: [Card] { table[Fixture.twoSetsSecond] }

    @Test func aSetTakenWithTheDeckEmptyLeavesItsPlacesClosedUp() {
        var contest = makeHotSeat(table: table)
        contest.callAndPick(by: 0, Fixture.twoSetsFirst, at: 1)
        #expect(contest.game.table == table.without(first))
        #expect(contest.game.table.count == 9 && contest.game.discarded == first)
    }

    @Test func anyoneDealsThreeAtAnyTimeWithoutACallAndAtNoCost() {
        var contest = makeHotSeat(table: table, deck: Fixture.nextThree)
        contest.callAndPick(by: 1, [0, 4], at: 1)
        let deal = contest.dealThree(at: 2)
        #expect(deal)
        #expect(contest.game.table == table + Fixture.nextThree)
        #expect(contest.players.map(\.score) == [0, 0] && contest.game.score == 0)
        #expect(contest.call?.player == 1 && contest.selected == table[[0, 4]])
        let deal2 = contest.dealThree(at: 3)
        #expect(!deal2)
        #expect(contest.game.table.count == 15)
    }

    @Test func theGameEndsAsSoonAsTheDeckIsEmptyAndNoSetIsLeftAndTheBestScoreWins() {
        var contest = makeHotSeat(3, table: Fixture.oneSet)
        contest.callAndPick(by: 0, Trios.firstNonSet(in: Fixture.oneSet)!, at: 1)
        #expect(contest.winner == nil && contest.leaders == [1, 2])
        contest.callAndPick(by: 2, Fixture.oneSetTrio, at: 2)
        #expect(contest.isOver)
        #expect(contest.winner == [2])
        #expect(contest.players.map(\.score) == [-1, 0, 1])
    }

    @Test func equalBestScoresAreATie() {
        var contest = makeHotSeat(table: table)
        contest.callAndPick(by: 0, Fixture.twoSetsFirst, at: 1)
        #expect(!contest.isOver)
        let secondNow = contest.game.setsOnTable[0]
        #expect(secondNow.map { contest.game.table[$0] } == second)
        contest.callAndPick(by: 1, secondNow, at: 2)
        #expect(contest.winner == [0, 1])
        #expect(contest.takers == [0, 1])
    }

    @Test func actionsAfterTheEndDoNothing() {
        var contest = makeHotSeat(table: Fixture.noSet)
        let pick = contest.pick(cardAt: 0, at: 0)
        #expect(pick == .ignored)
        #expect(contest.winner == [0, 1])
    }

    @Test func againstTheComputerThePlayerPicksWithoutACall() {
        var contest = makeVersus(.medium, table: table, deck: Fixture.nextThree)
        #expect(contest.players.map(\.name) == ["Player 1", "Computer (medium)"])
        #expect(contest.players[1].kind == .computer(.medium) && contest.computerIndex == 1)
        let pick = contest.pick(Fixture.twoSetsFirst, at: 3)
        #expect(pick == .set(player: 0, cards: first))
        #expect(contest.game.table == table.replacing(Fixture.twoSetsFirst, with: Fixture.nextThree))
        #expect(contest.players[0].score == 1 && contest.takers == [0])
    }

    @Test func againstTheComputerAWrongTrioCostsOneButLocksNobodyOut() {
        var contest = makeVersus(table: table)
        guard case .notASet(player: 0, _, _) = contest.pick(Trios.firstNonSet(in: table)!, at: 1) else {
            Issue.record("a wrong trio was not judged")
            return
        }
        #expect(contest.players[0].score == -1 && !contest.players[0].locked)
        let pick = contest.pick(cardAt: 11, at: 2)
        #expect(pick == .selected(count: 1))
    }

    /// V3 "as in solo": the wrong trio stays picked (R5) until the next pick lets it go and
    /// picks its card alone, one of the trio or another (R7); Escape lets it go at no cost.
    @Test(arguments: [0, 11])
    func againstTheComputerAWrongTrioStaysPickedUntilTheNextPick(next: Int) {
        var contest = makeVersus(table: table, deck: Fixture.nextThree)
        let trio = Trios.firstNonSet(in: table)!
        #expect(trio.contains(0) && !trio.contains(11))
        contest.pick(trio, at: 1)
        #expect(contest.selected == table[trio] && contest.holdsWrongTrio)
        let dealt = contest.dealThree(at: 2)
        #expect(dealt && contest.selected == table[trio], "a deal leaves it (R8)")
        let pick = contest.pick(cardAt: next, at: 3)
        #expect(pick == .selected(count: 1))
        #expect(contest.selected == [table[next]] && contest.players[0].score == -1)
        contest.clearPicks()
        contest.pick(trio, at: 4)
        #expect(contest.holdsWrongTrio && contest.players[0].score == -2)
        contest.clearPicks()
        #expect(contest.selected.isEmpty && contest.players[0].score == -2)
    }

    @Test func theComputersSetTakesAHeldWrongTrioAwayWholeWhenItSharesACard() throws {
        var contest = makeVersus(table: table, deck: Fixture.nextThree)
        let trio = try #require(Trios.first(among: 12) { a, b, c in
            [a, b, c].contains(Fixture.twoSetsSecond[0]) && !SetRule.isSet(table[a], table[b], table[c])
                && !Fixture.twoSetsFirst.contains(where: [a, b, c].contains)
        })
        contest.pick(trio, at: 1)
        #expect(contest.holdsWrongTrio)
        contest.computerTakes(set: second, at: 2)
        #expect(contest.selected.isEmpty, "two cards of a wrong trio are no pick of two")
        contest.pick(Fixture.twoSetsFirst.prefix(2).map { $0 } + [11], at: 3)
        contest.computerTakes(set: contest.game.table[Fixture.twoSetsFirst], at: 4)
        #expect(contest.selected.isEmpty)
    }

    @Test func escapeLetsThePicksGoAtNoCostAgainstTheComputerAndInACall() {
        var versus = makeVersus(table: table)
        _ = versus.pick([0, 4], at: 1)
        versus.clearPicks()
        #expect(versus.selected.isEmpty && versus.players.map(\.score) == [0, 0])
        var hotSeat = makeHotSeat(table: table)
        hotSeat.callAndPick(by: 1, [0], at: 1)
        hotSeat.clearPicks()
        #expect(hotSeat.selected.isEmpty && hotSeat.call?.player == 1, "the call runs on")
        #expect(hotSeat.players.map(\.score) == [0, 0] && hotSeat.players.allSatisfy { !$0.locked })
    }

    @Test func theComputerTakesItsSetAtOnceAndThePlayersPicksAmongItGoWithIt() {
        var contest = makeVersus(table: table, deck: Fixture.nextThree)
        contest.pick([0, 2], at: 1)
        #expect(contest.isSetOnTable(second))
        contest.computerTakes(set: second, at: 4)
        #expect(contest.game.table == table.replacing(Fixture.twoSetsSecond, with: Fixture.nextThree))
        #expect(contest.players.map(\.score) == [0, 1] && contest.players[1].sets == 1)
        #expect(contest.takers == [1] && contest.selected == [table[0]])
        #expect(!contest.isSetOnTable(second))
    }

    @Test func takingASetInASoloGameLogsItAndScoresNothing() {
        var game = makeGame(table: table, deckStartingWith: Fixture.nextThree)
        game.click(0, 1, at: 0.5)
        game.take(second, at: 6)
        #expect(game.table == table.replacing(Fixture.twoSetsSecond, with: Fixture.nextThree))
        #expect(game.setsFound == 1 && game.score == 0 && game.log.sets.first?.taken == Fixture.twoSetsSecond)
        #expect(game.selected == table[[0, 1]])
    }

    @Test func theComputerTakesTheFirstSetInTableOrderAndDealsWhenThereIsNone() {
        #expect(makeVersus(table: table).computersSet == first)
        #expect(makeVersus(table: Fixture.oneSet).computersSet == Fixture.oneSet[Fixture.oneSetTrio])
        #expect(makeVersus(table: Fixture.noSet).computersSet == nil)
    }
}
