import Foundation
import ProtocolSupport
import Testing

/// Y5 through the real binary: no `advance` is too large, and once the game is over its
/// score and time are final, whatever is clicked or pressed under the game-over panel.
@Suite("Bounded time and a final game over")
struct TimeBoundsTests {
    /// A game of seed 5 played to its end by the protocol player; the state at game over.
    static func finishedGame() throws -> (FuzzSession, StateJSON) {
        let session = try FuzzSession(seed: 5)
        try session.step("settle")
        try session.playToGameOver()
        let over = try session.step("settle")
        try #require(over.gameOver)
        return (session, over)
    }

    @Test func advancingPastAnyClockTwiceLeavesAValidState() throws {
        let session = try FuzzSession(seed: 5)
        // Before the clock saturated, the second one made the clock infinite and `state` printed `{}`.
        try session.step("advance 1.7e308")
        let state = try session.step("advance 1.7e308")  // the session checks the line is a whole state
        #expect(state.cards.count == 12)
        #expect(!state.animating, "every flight has long landed")
        try session.finish()
    }

    @Test func cardsDealtOnASaturatedClockStillLand() throws {
        let session = try FuzzSession(seed: 5)
        try session.step("settle")
        try session.step("advance 1.7e308")
        #expect(try session.step("key Space").cards.count == 15)
        // The session checks that nothing moves after `settle`: cards that fly in on a clock
        // that cannot move on must land all the same, or nothing ever settles again.
        let landed = try session.step("settle")
        #expect(landed.everyCardInsideTheWindow)
        try session.finish()
    }

    @Test func advancingPastAnyClockAtGameOverKeepsTheFinalTime() throws {
        let (session, over) = try Self.finishedGame()
        #expect(over.overlay == "gameOver")
        // Before the clock saturated, 1e22 ms at game over trapped (SIGILL) formatting the time.
        for line in ["advance 1e22", "advance 1.7e308", "advance 1.7e308"] {
            let state = try session.step(line)
            #expect(state.gameOver && state.elapsedMs == over.elapsedMs && state.score == over.score, "after \(line)")
        }
        try session.finish()
    }

    @Test func underTheGameOverPanelClicksAndKeysChangeNeitherScoreNorTime() throws {
        let (session, over) = try Self.finishedGame()
        let deal = try over.button("deal"), hint = try over.button("hint")
        var lines = over.cards.map { "click \($0.centre.x) \($0.centre.y)" }
        lines += ["click \(deal.centre.x) \(deal.centre.y)", "click \(hint.centre.x) \(hint.centre.y)"]
        lines += ["key Space", "key Ctrl+H", "key Escape", "key 1", "key q", "key a", "key z", "key PageDown",
                  "advance 60000", "settle"]
        for line in lines {
            let state = try session.step(line)
            #expect(state.gameOver && state.score == over.score && state.elapsedMs == over.elapsedMs,
                    "'\(line)' changed the game over: score \(over.score) → \(state.score), time \(over.elapsedMs) → \(state.elapsedMs) ms")
            #expect(state.selection == over.selection && state.deck == 0 && state.cards.map(\.features) == over.cards.map(\.features))
        }
        try session.finish()
    }
}
