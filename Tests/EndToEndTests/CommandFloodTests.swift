import Foundation
import ProtocolSupport
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Y7 in a real window under Xvfb: however fast protocol lines come (`yes 'click 1 1' |
/// set-game --commands`), memory stays level and the window's own events still end the
/// game, saved (how long that takes on a busy machine is not judged here).
@Suite("Real window: a flood of commands", .serialized, .needsDisplay)
struct CommandFloodTests {
    /// What ends the game in the middle of the flood.
    enum Ending: String, CaseIterable, Sendable {
        case sigterm, sigint, ctrlQ
    }

    /// Writes `click 1 1` lines (a corner where nothing is) as fast as the game takes them,
    /// until it no longer reads them.
    final class Flood: @unchecked Sendable {
        private let thread: Thread
        init(into game: GameProcess) {
            let chunk = Data(String(repeating: "click 1 1\n", count: 2000).utf8)
            thread = Thread { while game.write(chunk) {} }
            thread.name = "flood"
            thread.start()
        }
    }

    @Test(arguments: Ending.allCases)
    func aFloodOfCommandsNeitherGrowsMemoryNorHidesTheQuit(ending: Ending) throws {
        let home = try DataDirectory()
        guard let (game, window, landed) = try SavedDataWindowTests.launch(home) else { return }
        game.click(landed.cards[4])
        let picked = try game.state(within: GameProcess.patience) { $0.selected.count == 1 }
        try #require(picked.selected.count == 1)

        _ = Flood(into: game)
        Thread.sleep(forTimeInterval: 0.5)
        var samples: [Double] = []
        for _ in 0..<12 {
            samples.append(try #require(game.residentMB, "the game died in the flood"))
            Thread.sleep(forTimeInterval: 0.25)
        }
        // Before the inbox was bounded it grew by some 25 MB a second.
        #expect(samples.last! - samples.first! < 15, "resident memory during the flood (MB): \(samples)")

        // The flood goes on as long as the game reads: a quit hidden behind it never ends the game.
        switch ending {
        case .sigterm: game.sendSignal(SIGTERM)
        case .sigint: game.sendSignal(SIGINT)
        case .ctrlQ: try SavedDataWindowTests.press("ctrl+q", in: window)
        }
        let status = game.waitForExit(timeout: GameProcess.patience)
        #expect(status == 0, "the game did not end well under the flood; it said: \(game.stderr.rest(timeout: 2))")

        guard let (again, _, resumed) = try SavedDataWindowTests.launch(home) else { return }
        #expect(resumed.selected.map(\.features) == picked.selected.map(\.features), "the flood's game was not saved")
        again.send("quit")
        #expect(again.waitForExit() == 0)
    }
}
