import Foundation
import ProtocolSupport
import TestSupport
import Testing

/// P1, T3 in the real window: the audio device closes on a still table, so that SDL's audio
/// thread, which wakes for every buffer whether it plays or not, no longer runs, and a click's
/// sound opens it again. SDL's dummy driver stands for a desktop's sound server: its thread
/// wakes as a real device's does.
@Suite("Real window: the audio device rests", .serialized, .needsDisplay)
struct SoundDeviceWindowTests {
    /// How many of the process's threads are SDL's audio threads (named "SDLAudio…").
    static func audioThreads(of pid: Int32) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.filter { task in
            let name = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8)) ?? ""
            return name.hasPrefix("SDLAudio")
        }.count
    }

    /// Whether `condition` holds within `timeout` seconds, asked every 20 ms.
    static func holds(within timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    @Test func theDeviceRestsOnAStillTableAndOpensForTheNextSound() throws {
        guard WindowTests.display() != nil else { return }
        let game = try GameProcess(["--seed", "1", "--size", "1000x720", "--commands"],
                                   environment: ["SDL_AUDIODRIVER": "dummy", "SET_GAME_SOUND_LINGER": "2"])
        let pid = game.process.processIdentifier
        _ = try WindowTests.findWindow()
        let landed = try game.state(within: GameProcess.patience) { !$0.animating }
        try #require(landed.cards.count == 12)
        // The device opened after the first frames; a still table lets it go (here 2 s after
        // the last sound, half a minute unless told). Before, SDL's audio thread ran for as
        // long as the game.
        #expect(Self.holds(within: GameProcess.patience) { Self.audioThreads(of: pid) == 0 },
                "SDL's audio thread still runs on a still table")
        // A card picked ticks: the device opens again, and rests again after.
        game.send("click \(landed.cards[0].centre.x) \(landed.cards[0].centre.y)")
        let picked = try game.state()
        #expect(picked.selected.count == 1)
        #expect(Self.holds(within: 5) { Self.audioThreads(of: pid) == 1 }, "the pick's sound opened no device")
        #expect(Self.holds(within: GameProcess.patience) { Self.audioThreads(of: pid) == 0 },
                "the device did not rest after the pick's sound")
        game.send("quit")
        #expect(game.waitForExit() == 0)
        #expect(game.stderr.rest(timeout: 1).isEmpty)
    }
}
