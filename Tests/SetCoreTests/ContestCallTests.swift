import SetCore
import TestSupport
import Testing

/// V2, V4: hot-seat calls: a call gives the caller 5 s to pick three cards; a Set scores +1,
/// a wrong trio or the time running out −1 and a lock-out; refusals cost nothing.
@Suite("V2 calling Set")
struct ContestCallTests {
    let table = Fixture.twoSets
    var wrongTrio: [Int] { Trios.firstNonSet(in: table)! }

    @Test func aGameStartsWithEveryPlayerAtZeroAndNoCall() {
        let contest = makeHotSeat(3, table: table)
        #expect(contest.players.map(\.name) == ["Player 1", "Player 2", "Player 3"])
        #expect(contest.players.allSatisfy { $0.kind == .human && $0.score == 0 && $0.sets == 0 && !$0.locked })
        #expect(contest.call == nil && contest.winner == nil)
    }

    @Test func aCallGivesTheCallerFiveSecondsOnTheGamesClock() {
        var contest = makeHotSeat(table: table)
        let call = contest.call(by: 1, at: 10)
        #expect(call == .accepted(deadline: 15))
        #expect(contest.call?.player == 1)
        #expect(contest.call?.remainingSeconds(at: 11.5) == 3.5)
    }

    @Test func aCardPickedWithoutACallSelectsNothing() {
        var contest = makeHotSeat(table: table)
        let pick = contest.pick(cardAt: 0, at: 1)
        #expect(pick == .callFirst)
        #expect(contest.selected.isEmpty)
    }

    @Test func theCallersSetScoresOneAndLeavesTheTableAtOnceReplacedFromTheDeck() {
        var contest = makeHotSeat(table: table, deck: Fixture.nextThree)
        contest.call(by: 1, at: 2)
        let pick = contest.pick(cardAt: 0, at: 3)
        #expect(pick == .selected(count: 1))
        let pick2 = contest.pick(cardAt: 4, at: 3.5)
        #expect(pick2 == .selected(count: 2))
        let pick3 = contest.pick(cardAt: 8, at: 4)
        #expect(pick3 == .set(player: 1, cards: table[Fixture.twoSetsFirst]))
        #expect(contest.game.table == table.replacing(Fixture.twoSetsFirst, with: Fixture.nextThree))
        #expect(contest.game.discarded == table[Fixture.twoSetsFirst])
        #expect(contest.players[1].score == 1 && contest.players[1].sets == 1 && contest.players[0].score == 0)
        #expect(contest.takers == [1] && contest.game.log.sets.count == 1)
        #expect(contest.call == nil && contest.selected.isEmpty)
        #expect(contest.game.score == 0)
    }

    @Test func pickingAPickedCardUnpicksIt() {
        var contest = makeHotSeat(table: table)
        contest.call(by: 0, at: 0)
        contest.pick([0, 4], at: 1)
        let pick = contest.pick(cardAt: 0, at: 2)
        #expect(pick == .selected(count: 1))
        #expect(contest.selected == [table[4]])
    }

    @Test func aWrongTrioCostsOneClearsThePicksAndLocksTheCallerOut() {
        var contest = makeHotSeat(table: table)
        let trio = table[wrongTrio]
        let pick = contest.callAndPick(by: 0, wrongTrio, at: 1)
        #expect(pick
            == .notASet(player: 0, cards: trio, broken: SetRule.brokenFeatures(trio[0], trio[1], trio[2])))
        #expect(contest.players[0].score == -1 && contest.players[0].locked)
        #expect(contest.selected.isEmpty && contest.call == nil)
        #expect(contest.game.table == table)
    }

    @Test func theCallRunsOutAtFiveSecondsCostingOneAndLockingTheCallerOut() {
        var contest = makeHotSeat(table: table)
        contest.call(by: 0, at: 0)
        contest.pick(cardAt: 0, at: 1)
        let expiry = contest.expireCall(at: 4.9)
        #expect(expiry == nil)
        let expiry2 = contest.expireCall(at: 5)
        #expect(expiry2 == 0)
        #expect(contest.players[0].score == -1 && contest.players[0].locked)
        #expect(contest.selected.isEmpty && contest.call == nil)
    }

    @Test func aPickAfterTheDeadlineExpiresTheCallAndSelectsNothing() {
        var contest = makeHotSeat(table: table)
        contest.call(by: 1, at: 0)
        let pick = contest.pick(cardAt: 0, at: 5.5)
        #expect(pick == .callExpired(player: 1))
        #expect(contest.selected.isEmpty && contest.players[1].score == -1 && contest.players[1].locked)
    }

    @Test func aCallWhileAnotherRunsIsRefusedAndCostsNothing() {
        var contest = makeHotSeat(table: table)
        contest.call(by: 0, at: 0)
        let call = contest.call(by: 1, at: 1)
        #expect(call == .refused(.callRunning(player: 0)))
        let call2 = contest.call(by: 0, at: 1)
        #expect(call2 == .refused(.callRunning(player: 0)))
        #expect(contest.players.map(\.score) == [0, 0] && contest.call?.player == 0)
    }

    @Test func aCallAfterAnotherRanOutExpiresItFirst() {
        var contest = makeHotSeat(table: table)
        contest.call(by: 0, at: 0)
        let call = contest.call(by: 1, at: 6)
        #expect(call == .accepted(deadline: 11))
        #expect(contest.players[0].score == -1 && contest.players[0].locked)
    }

    @Test func aLockedOutPlayersCallIsRefusedAndCostsNothing() {
        var contest = makeHotSeat(table: table)
        contest.callAndPick(by: 0, wrongTrio)
        let call = contest.call(by: 0, at: 1)
        #expect(call == .refused(.locked))
        #expect(contest.players[0].score == -1 && contest.call == nil)
    }

    @Test func callsAreRefusedAgainstTheComputerForNobodyAndOnceTheGameIsOver() {
        var versus = makeVersus(table: table)
        let call = versus.call(by: 0, at: 0)
        #expect(call == .refused(.notHotSeat))
        var contest = makeHotSeat(table: table)
        let call2 = contest.call(by: 2, at: 0)
        #expect(call2 == .refused(.noSuchPlayer))
        var over = makeHotSeat(table: Fixture.noSet)
        let call3 = over.call(by: 0, at: 0)
        #expect(over.isOver && call3 == .refused(.gameOver))
    }

    @Test func locksClearWhenAnotherPlayerTakesASet() {
        var contest = makeHotSeat(3, table: table, deck: Fixture.nextThree)
        contest.callAndPick(by: 0, wrongTrio, at: 1)
        contest.callAndPick(by: 1, Fixture.twoSetsFirst, at: 2)
        #expect(contest.players.map(\.locked) == [false, false, false])
        #expect(contest.players.map(\.score) == [-1, 1, 0])
    }

    @Test func locksClearWhenThreeCardsAreDealt() {
        var contest = makeHotSeat(table: table, deck: Fixture.nextThree)
        contest.callAndPick(by: 0, wrongTrio, at: 1)
        let deal = contest.dealThree(at: 2)
        #expect(deal)
        #expect(!contest.players[0].locked && contest.players[0].score == -1)
    }

    @Test func whenEveryPlayerIsLockedOutEveryLockClears() {
        var contest = makeHotSeat(3, table: table)
        contest.callAndPick(by: 0, wrongTrio, at: 1)
        contest.callAndPick(by: 1, wrongTrio, at: 2)
        #expect(contest.players.map(\.locked) == [true, true, false])
        contest.call(by: 2, at: 3)
        let expiry = contest.expireCall(at: 8)
        #expect(expiry == 2)
        #expect(contest.players.map(\.locked) == [false, false, false])
        #expect(contest.players.map(\.score) == [-1, -1, -1])
    }

    @Test func aCancelledCallCostsNothingAndDropsTheCallersPicks() {
        var contest = makeHotSeat(table: table)
        contest.callAndPick(by: 1, [0, 4], at: 1)
        contest.cancelCall()
        #expect(contest.call == nil && contest.selected.isEmpty)
        #expect(contest.players.map(\.score) == [0, 0] && !contest.players[1].locked)
        let call = contest.call(by: 1, at: 2)
        #expect(call == .accepted(deadline: 7))
    }
}
