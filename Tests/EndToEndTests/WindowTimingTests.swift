import Foundation
import ProtocolSupport
import TestSupport
import Testing

/// Input after a still moment animates: the window reads the clock before it handles the
/// event that woke it, so cards dealt after a pause fly in instead of jumping into place.
///
/// The game's own frame log (`SET_GAME_FRAME_LOG`: one line per frame presented, its time
/// since launch) tells the flight from the jump whatever the machine's speed: a flight is
/// frames spread over the deal's flight time, a jump is one frame. No `state` is asked
/// while the cards fly (each answer draws a frame of its own).
@Suite("Real window: input after a pause", .serialized, .needsDisplay)
struct WindowTimingTests {
    /// The frames the log holds: the milliseconds since launch of each.
    static func frames(in log: URL) -> [Int] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { $0.split(separator: " ").first.flatMap { Int($0) } }
    }

    /// The frames once no new one has come for `quiet` seconds (`GameProcess.patience` at most).
    static func framesOnceStill(in log: URL, quiet: TimeInterval = 1.5) -> [Int] {
        let deadline = Date(timeIntervalSinceNow: GameProcess.patience)
        var frames = Self.frames(in: log), since = Date()
        while Date() < deadline, Date().timeIntervalSince(since) < quiet {
            Thread.sleep(forTimeInterval: 0.1)
            let now = Self.frames(in: log)
            if now.count != frames.count { (frames, since) = (now, Date()) }
        }
        return frames
    }

    @Test func cardsDealtAfterTwoStillSecondsFlyIn() throws {
        guard WindowTests.display() != nil else { return }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("set-frames-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let home = try DataDirectory()
        let game = try GameProcess(["--seed", "3", "--size", "1000x720", "--commands"],
                                   environment: home.xdgEnvironment.merging(["SET_GAME_FRAME_LOG": log.path]) { $1 })
        let window = try WindowTests.findWindow()
        let landed = try game.state(within: GameProcess.patience) { !$0.animating }
        try #require(!landed.animating && landed.cards.count == 12)
        // Two still seconds at least: no frame drawn since the last one.
        Thread.sleep(forTimeInterval: 2)
        let before = Self.framesOnceStill(in: log)

        let focus = try Tool.run("xdotool", ["windowfocus", "--sync", window, "key", "space"], timeout: 5)
        if focus.status != 0 { try Tool.run("xdotool", ["key", "--window", window, "space"]) }
        let after = Self.framesOnceStill(in: log)
        let flight = Array(after.dropFirst(before.count))
        let dealt = try game.state()
        try #require(dealt.cards.count == 15, "Space did not deal")
        #expect(!dealt.animating)
        // The deal flies for some 0.7 s of the game's clock (26 frames over 696 ms here); with
        // the clock read late the few frames that follow cover some 0.2 s.
        let span = (flight.last ?? 0) - (flight.first ?? 0)
        print("frames after the key: \(flight.count) over \(span) ms")
        #expect(flight.count >= 3 && span >= 500,
                "the dealt cards jumped into place: \(flight.count) frames over \(span) ms after the key (\(flight))")

        game.send("quit")
        #expect(game.waitForExit() == 0)
    }
}
