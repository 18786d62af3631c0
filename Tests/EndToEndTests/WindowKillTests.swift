import Foundation
import ProtocolSupport
import TestSupport
import Testing

/// Y3, B6 in a real window under Xvfb: a window destroyed from outside (`xdotool
/// windowkill`, as xkill does it: the X server drops the game's connection) ends the game
/// with one clear line and exit status 1, the game saved, instead of Xlib's lines.
@Suite("Real window: killed from outside", .serialized, .needsDisplay)
struct WindowKillTests {
    @Test func aWindowKilledFromOutsideEndsInOneLineAndResumes() throws {
        let home = try DataDirectory()
        guard let (game, window, landed) = try SavedDataWindowTests.launch(home) else { return }
        game.click(landed.cards[7])
        let picked = try game.state(within: GameProcess.patience) { $0.selected.count == 1 }
        try #require(picked.selected.count == 1)

        let kill = try Tool.run("xdotool", ["windowkill", window])
        #expect(kill.status == 0, "xdotool windowkill failed")
        #expect(game.waitForExit(timeout: GameProcess.patience) == 1)
        let lines = game.stderr.rest(timeout: 2)
        // Before, Xlib's default handler printed "XIO: fatal IO error …" over several lines.
        #expect(lines == ["set-game: the connection to the display was lost (the window was closed from outside); "
                          + "the game is saved"])

        guard let (again, _, resumed) = try SavedDataWindowTests.launch(home) else { return }
        #expect(resumed.selected.map(\.features) == picked.selected.map(\.features))
        again.send("quit")
        #expect(again.waitForExit() == 0)
    }
}
