import Foundation
import ProtocolSupport
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// B6, B7, B9 in a real window under Xvfb: the game quit by Ctrl+Q, by the window's close
/// button (through a window manager, as a desktop closes it) or by a signal comes back in
/// the next window, with its settings. The files go to the XDG folders of the player's home.
@Suite("Saved data in a real window under Xvfb", .serialized, .needsDisplay)
struct SavedDataWindowTests {
    /// A window game whose home is `home`, its cards landed; nil when no display is there.
    static func launch(_ home: DataDirectory, _ arguments: [String] = ["--size", "1000x720"])
        throws -> (game: GameProcess, window: String, landed: StateJSON)? {
        guard WindowTests.display() != nil else { return nil }
        let game = try GameProcess(["--seed", "5", "--commands"] + arguments, environment: home.xdgEnvironment)
        let window = try WindowTests.findWindow()
        let landed = try game.state(within: GameProcess.patience) { !$0.animating }
        try #require(!landed.animating, "the cards were still moving after \(GameProcess.patience) s")
        return (game, window, landed)
    }

    /// A key chord pressed in the window, focused first (xdotool's `key --window` without it).
    static func press(_ chord: String, in window: String) throws {
        let focused = try Tool.run("xdotool", ["windowfocus", "--sync", window, "key", chord], timeout: 5)
        if focused.status != 0 { try Tool.run("xdotool", ["key", "--window", window, chord]) }
    }

    /// P3: the launch's first frame comes before its saves (neither the saving thread nor
    /// the disk competes with it): a window quit right after that frame (the bench's
    /// `--quit-after-first-frame`) has written nothing, and one left open writes its new
    /// game, settings and statistics by itself soon after.
    @Test func theFirstFrameComesBeforeTheSaves() throws {
        guard WindowTests.display() != nil else { return }
        let quick = try DataDirectory()
        let first = try GameProcess(["--seed", "5", "--size", "1000x720", "--new", "--quit-after-first-frame"],
                                    environment: quick.xdgEnvironment)
        #expect(first.waitForExit(timeout: GameProcess.patience) == 0)
        #expect(quick.allFiles() == [], "saved before the first frame")

        let home = try DataDirectory()
        let game = try GameProcess(["--seed", "5", "--size", "1000x720", "--new", "--commands"], environment: home.xdgEnvironment)
        let expected = ["config/set-game/settings.json", "share/set-game/stats.json", "state/set-game/game.json"]
        let deadline = Date(timeIntervalSinceNow: GameProcess.patience)
        while home.allFiles() != expected, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(home.allFiles() == expected, "the held saves were never written")
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    @Test func B9_ctrlQSavesTheGameAndTheThemeAndTheNextWindowResumesThem() throws {
        let home = try DataDirectory()
        guard let (game, window, landed) = try Self.launch(home) else { return }
        try WindowTests.click(window, landed.cards[0].centre)
        try WindowTests.click(window, landed.cards[1].centre)
        try Self.press("ctrl+t", in: window)
        let quit = try game.state(within: GameProcess.patience) { $0.selected.count == 2 }
        #expect(quit.selected.count == 2)
        try Self.press("ctrl+q", in: window)
        #expect(game.waitForExit(timeout: GameProcess.patience) == 0)
        #expect(home.allFiles() == ["config/set-game/settings.json", "share/set-game/stats.json",
                                    "state/set-game/game.json"])

        // No --size: the window opens at the size it had.
        guard let (again, _, resumed) = try Self.launch(home, []) else { return }
        let saved = try again.snapshot().saved
        #expect(saved.theme == "dark")
        #expect(resumed.window == [1000, 720])
        #expect(resumed.cards.map(\.features) == landed.cards.map(\.features))
        #expect(resumed.selected.map(\.features) == [landed.cards[0].features, landed.cards[1].features])
        again.send("quit")
        #expect(again.waitForExit() == 0)
    }

    /// The close button as a desktop's window manager delivers it (WM_DELETE_WINDOW, through
    /// matchbox and `wmctrl -c`): the game saves and exits 0, and comes back. What comes back
    /// is the game played, not a new one of the same seed: a card selected, and the time
    /// played after the last `state` (which saves) that only the save on close can keep.
    @Test func B6_theCloseButtonSavesAndTheNextWindowResumes() throws {
        guard WindowTests.display() != nil else { return }
        let manager = try WindowManager()
        defer { manager.stop() }
        let home = try DataDirectory()
        guard let (game, window, landed) = try Self.launch(home) else { return }
        try WindowTests.click(window, landed.cards[3].centre)
        let picked = try game.state(within: GameProcess.patience) { $0.selected.count == 1 }
        try #require(picked.selected.map(\.features) == [landed.cards[3].features], "the click on a card was lost")
        if !manager.waitUntilItManages("Set") {
            let running = (try? Tool.run("wmctrl", ["-m"]))?.output ?? "", windows = (try? Tool.run("wmctrl", ["-l"]))?.output ?? ""
            Issue.record("matchbox does not list the window after 10 s (wmctrl -m: \(running); wmctrl -l: \(windows))")
            return
        }
        // The game's clock runs on: a second and a half more than the last save holds.
        Thread.sleep(forTimeInterval: 1.5)
        let close = try Tool.run("wmctrl", ["-c", "Set"])
        #expect(close.status == 0, "wmctrl -c failed")
        #expect(game.waitForExit(timeout: GameProcess.patience) == 0)
        manager.stop()
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: home.file("state/set-game/game.json")))) as? [String: Any]
        let savedMs = try #require((file?["elapsedMs"] as? NSNumber)?.intValue, "no saved game's time")
        #expect(savedMs >= picked.elapsedMs + 1500,
                "the saved game's time is \(savedMs) ms, \(picked.elapsedMs) at the last state 1.5 s before the close: the close did not save")

        guard let (again, _, resumed) = try Self.launch(home) else { return }
        #expect(resumed.message == "Welcome back")
        #expect(resumed.selected.map(\.features) == picked.selected.map(\.features))
        #expect(resumed.cards.map(\.features) == picked.cards.map(\.features))
        #expect(resumed.elapsedMs >= savedMs, "the clock goes on from the saved time")
        again.send("quit")
        #expect(again.waitForExit() == 0)
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalToTheWindowSavesAndExitsZero(signal number: Int32) throws {
        let home = try DataDirectory()
        guard let (game, window, landed) = try Self.launch(home) else { return }
        try WindowTests.click(window, landed.cards[5].centre)
        _ = try game.state(within: GameProcess.patience) { $0.selected.count == 1 }
        game.sendSignal(number)
        #expect(game.waitForExit(timeout: GameProcess.patience) == 0)
        guard let (again, _, resumed) = try Self.launch(home) else { return }
        #expect(resumed.selected.map(\.features) == [landed.cards[5].features])
        again.send("quit")
        #expect(again.waitForExit() == 0)
    }
}

/// matchbox, a small window manager from Debian, on the test's display: it turns `wmctrl -c`
/// into the WM_DELETE_WINDOW message a close button sends.
final class WindowManager {
    private var process = Process()

    /// Starts matchbox and waits until it manages the screen. A window manager may quit at
    /// once when a window vanishes while it looks the screen over (the previous test's game
    /// closing): it is started again, three times at most.
    init() throws {
        let path = try #require(Tool.path("matchbox-window-manager"),
                                "matchbox-window-manager is not installed: `make deps-test` installs it")
        for _ in 0..<3 {
            process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["-use_titlebar", "no"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if waitUntilItRuns() { return }
            stop()
        }
        Issue.record("matchbox did not start (last exit status \(process.terminationStatus))")
    }

    /// True once wmctrl names it and it is still running half a second later.
    private func waitUntilItRuns() -> Bool {
        let deadline = Date(timeIntervalSinceNow: 5)
        while Date() < deadline, process.isRunning {
            if (try? Tool.run("wmctrl", ["-m"]))?.status == 0 {
                Thread.sleep(forTimeInterval: 0.5)
                return process.isRunning
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// True once the window titled `title` is among the windows it manages (a busy machine
    /// may take a moment), false after 10 s or when it has quit.
    func waitUntilItManages(_ title: String) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 10)
        while Date() < deadline, process.isRunning {
            let list = (try? Tool.run("wmctrl", ["-l"]))?.output ?? ""
            if list.split(separator: "\n").contains(where: { $0.hasSuffix(" \(title)") }) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// Ends it at once (it may have inherited a blocked SIGTERM from the test runner).
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
