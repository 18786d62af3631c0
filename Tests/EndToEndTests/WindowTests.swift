import Foundation
import ProtocolSupport
import TestSupport
import Testing

/// The game in a real window under Xvfb (`make test` runs the tests with `Tests/with-xvfb.sh`),
/// played with real mouse and keyboard events from xdotool. `--commands` lets the test read
/// the state on standard output.
@Suite("Real window under Xvfb", .serialized, .needsDisplay)
struct WindowTests {
    /// The X display, or nil after recording why the test cannot run.
    static func display() -> String? {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            Issue.record("DISPLAY is not set: this test needs the Xvfb server of `make test` (Tests/with-xvfb.sh swift test …)")
            return nil
        }
        guard Tool.path("xdotool") != nil else {
            Issue.record("xdotool is not installed: `make deps-test` installs it")
            return nil
        }
        return display
    }

    /// The window id of the game's window.
    static func findWindow() throws -> String {
        let search = try Tool.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Set$"], timeout: 10)
        let id = search.output.split(whereSeparator: \.isNewline).first.map(String.init)
        return try #require(id, "no visible window named Set (xdotool search: status \(String(describing: search.status)))")
    }

    /// A left click with the real pointer at (x, y) in the window.
    static func click(_ window: String, _ point: (x: Double, y: Double)) throws {
        let x = Int(point.x.rounded()), y = Int(point.y.rounded())
        let result = try Tool.run("xdotool", ["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
        #expect(result.status == 0, "xdotool click at \(x),\(y) failed")
    }

    @Test func playWithRealMouseAndKeyboard() throws {
        guard Self.display() != nil else { return }
        var chosen: (game: GameProcess, window: String, state: StateJSON, trio: [Int])?
        for seed in 1...50 {
            let game = try GameProcess(["--seed", "\(seed)", "--size", "1000x720", "--commands"])
            let window = try Self.findWindow()
            // The cards fly in for about 1.5 s.
            let landed = try game.state(within: GameProcess.patience) { !$0.animating }
            try #require(!landed.animating, "the cards were still moving after \(GameProcess.patience) s")
            if let trio = landed.firstSet { chosen = (game, window, landed, trio); break }
            game.send("quit")
            #expect(game.waitForExit() == 0)
        }
        let (game, window, start, trio) = try #require(chosen, "no seed in 1…50 deals a Set")
        #expect(start.window == [1000, 720])
        #expect(start.everyCardInsideTheWindow)
        #expect(start.deck == 69)

        // Three cards forming a Set, clicked with the mouse.
        for i in trio { try Self.click(window, start.cards[i].centre) }
        let matched = try game.state(within: GameProcess.patience) { $0.selection == "match" }
        #expect(matched.selection == "match", "selected: \(matched.selected.map(\.features))")
        #expect(matched.score > 0)

        // Deal 3 More Cards with a Set selected replaces it.
        try Self.click(window, try start.button("deal").centre)
        let dealt = try game.state(within: GameProcess.patience) { $0.deck == 66 }
        #expect(dealt.deck == 66)
        #expect(dealt.discarded == 3)
        #expect(dealt.cards.count == 12)

        // Ctrl+R turns the window to portrait.
        let focus = try Tool.run("xdotool", ["windowfocus", "--sync", window, "key", "ctrl+r"], timeout: 5)
        if focus.status != 0 {
            try Tool.run("xdotool", ["key", "--window", window, "ctrl+r"])
        }
        let portrait = try game.state(within: GameProcess.patience) { $0.window[1] > $0.window[0] }
        #expect(portrait.window[1] > portrait.window[0], "window still \(portrait.window) after Ctrl+R")
        let relaid = try game.state(within: GameProcess.patience) { !$0.animating }
        #expect(relaid.everyCardInsideTheWindow, "cards outside the \(relaid.window) window")

        game.send("quit")
        #expect(game.waitForExit() == 0)
        let errors = game.stderr.rest(timeout: 2).filter { $0.hasPrefix("error:") || $0.hasPrefix("set-game:") }
        #expect(errors.isEmpty, "\(errors)")
    }
}
