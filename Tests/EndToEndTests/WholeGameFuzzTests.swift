import Foundation
import ProtocolSupport
import Testing

/// The whole-game fuzzer: games played to the end through the real binary (Sets found in
/// `state` and clicked) with hostile lines mixed in, every state checked as the protocol
/// fuzzer checks it; once the game is over, nothing but a new game changes its score or
/// its time (Y5, B2).
@Suite("Whole-game fuzzer", .serialized)
struct WholeGameFuzzTests {
    static let seeds: [UInt64] = [11, 12]
    /// Hostile lines after each move of the player, in percent of moves.
    static let hostilePercent = 35
    static var linesAfterGameOver: Int { 60 * FuzzScale.factor }

    @Test(arguments: seeds)
    func gamesPlayedToTheEndWithHostileLinesKeepEveryRule(seed: UInt64) throws {
        try Self.play(seed: seed)
    }

    /// Games of one seed to the end, each followed by its checks; throws the first broken rule.
    static func play(seed: UInt64) throws {
        let session = try FuzzSession(seed: seed, players: FuzzSession.players(seed: seed))
        var random = FuzzRandom(seed: seed)
        var hostile = FuzzCommands(seed: seed ^ 0xF022, keepGame: true)
        var games = 0, hostileLines = 0
        for _ in 0..<FuzzScale.factor {
            try session.step("settle")
            try session.playToGameOver {
                guard random.chance(Self.hostilePercent) else { return }
                for _ in 0...random.below(3) { try session.step(hostile.next(after: session.last)); hostileLines += 1 }
            }
            try Self.nothingChangesAfterGameOver(session, &hostile)
            hostileLines += Self.linesAfterGameOver
            games += 1
            try session.step("key Ctrl+N")
        }
        try session.finish()
        print("whole-game fuzzer, seed \(seed): \(games) games to the end, \(session.sent.count) lines "
              + "(\(hostileLines) hostile), \(session.states) states checked, \(session.errorLines) error lines")
    }

    /// Under the game-over overlay: clicks on every card, hostile lines and huge
    /// `advance`s leave the score, the time and the cards as they were.
    static func nothingChangesAfterGameOver(_ session: FuzzSession, _ hostile: inout FuzzCommands) throws {
        let over = try session.step("settle")
        func unchanged(_ state: StateJSON, after line: String) throws {
            let same = state.gameOver && state.score == over.score && state.elapsedMs == over.elapsedMs
                && state.deck == over.deck && state.cards.map(\.features) == over.cards.map(\.features)
            if !same {
                throw session.failure("after game over, '\(line)' changed the game: score \(over.score) → \(state.score), "
                                      + "time \(over.elapsedMs) → \(state.elapsedMs) ms, gameOver \(state.gameOver)")
            }
        }
        // A card's centre under a button of the overlay that starts another game is left out.
        let leaving = over.buttons.filter { FuzzCommands.newGameButtons.contains($0.key) }.values.map(Box.init)
        for card in over.cards where !leaving.contains(where: { $0.contains(x: card.centre.x, y: card.centre.y) }) {
            let line = "click \(card.centre.x) \(card.centre.y)"
            try unchanged(try session.step(line), after: line)
        }
        for _ in 0..<linesAfterGameOver {
            let line = hostile.next(after: session.last)
            try unchanged(try session.step(line), after: line)
        }
        for line in ["advance 1e22", "advance 1.7e308", "advance 1.7e308"] {
            try unchanged(try session.step(line), after: line)
        }
    }
}
