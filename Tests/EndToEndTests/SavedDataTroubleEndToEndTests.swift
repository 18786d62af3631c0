import Foundation
import ProtocolSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// "Saved data", Reliability, through the real binary: damaged files, a folder that cannot
/// be written, and the signals that end a game — the game plays on, says so once, saves
/// and exits 0.
@Suite("Saved data in trouble end to end")
struct SavedDataTroubleEndToEndTests {
    /// A damaged file of each kind, and the words its message begins with.
    static let damagedFiles: [(file: String, content: String, message: String)] = [
        ("game.json", "", "Your saved game was damaged"),
        ("game.json", #"{"version":1,"table":[0,1"#, "Your saved game was damaged"),
        ("game.json", DataDirectory.savedGame(table: [0, 1, 2, 2], elapsedMs: 1000), "Your saved game was damaged"),
        ("stats.json", "\u{0}\u{7f}garbage", "Your statistics were damaged"),
        ("settings.json", #"{"version":99,"theme":"dark"}"#, "Your settings were damaged"),
        ("game.json", String(repeating: " ", count: (1 << 20) + 1), "Your saved game was damaged"),
    ]

    @Test(arguments: damagedFiles.indices)
    func aDamagedFileIsSetAsideAndToldOnTheLaunchThatFoundItOnly(case index: Int) throws {
        let (file, content, message) = Self.damagedFiles[index]
        let folder = try DataDirectory()
        try folder.write(content, to: file)
        let first = try GameProcess.headless(seed: 6, folder: folder)
        let found = try first.snapshot()
        #expect(found.saved.message?.hasPrefix(message) == true, "\(found.saved.message ?? "no message")")
        #expect(found.state.cards.count == 12 && found.state.deck == 69)
        first.quit()
        #expect(folder.exists(file + ".corrupt"))
        #expect(first.stderr.rest(timeout: 2).isEmpty)

        let second = try GameProcess.headless(seed: 6, folder: folder)
        let quiet = try second.snapshot().saved.message
        #expect(quiet == "Welcome back", "the next launch says nothing of the damage: \(quiet ?? "nil")")
        second.quit()
    }

    /// Reliability: a statistics file whose figures are absurd but well formed (a recent game
    /// of 9×10¹⁸ Sets in a millisecond) opens the statistics without a crash; the pace
    /// chart's top, 5.4×10²³ Sets a minute, trapped as it was turned into an `Int`.
    @Test func absurdFiguresInTheStatisticsDrawTheirChart() throws {
        let folder = try DataDirectory()
        try folder.write(#"{"version":1,"gamesFinished":1,"recentGames":[{"endedAt":1,"durationMs":1,"#
                         + #""sets":9000000000000000000,"score":1,"mode":"normal"}]}"#, to: "stats.json")
        let game = try GameProcess.headless(seed: 6, folder: folder)
        game.send("settle")
        game.send("key F3")
        game.send("advance 16")  // draws a frame of the panel
        #expect(try game.snapshot().state.overlay == "stats")
        game.quit()
        #expect(game.stderr.rest(timeout: 2).isEmpty)
    }

    /// A data folder that cannot be created (a file stands where it should be): the game
    /// plays, says once that nothing will be saved, and exits 0.
    @Test func anUnwritableFolderIsToldOnceAndTheGameExitsZero() throws {
        let folder = try DataDirectory()
        try folder.write("not a folder", to: "blocker")
        let game = try GameProcess.headless(seed: 6, folder: nil, ["--data-dir", folder.file("blocker/set-game")])
        let first = try game.snapshot()
        #expect(first.saved.message?.hasSuffix("nothing will be saved") == true, "\(first.saved.message ?? "nil")")
        game.send("settle")
        let table = try game.state()
        game.click(table.cards[0])
        let played = try game.snapshot()
        #expect(played.state.selected.count == 1)
        #expect(played.saved.message == nil, "said once")
        game.send("key Space")
        #expect(try game.snapshot().saved.message == nil)
        game.quit()
        #expect(game.stderr.rest(timeout: 2).isEmpty)
        #expect(folder.allFiles() == ["blocker"])
    }

    /// B6, Reliability: a signal ends the game as `quit` does — saved, exit 0 — even while
    /// it waits for its next command; the next launch finds the state the last answer showed.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalSavesAndExitsZero(signal number: Int32) throws {
        let folder = try DataDirectory()
        let game = try GameProcess.headless(seed: 8, folder: folder)
        game.send("settle")
        let table = try game.state()
        game.click(table.cards[2])
        game.send("key Ctrl+H")
        game.send("advance 1234")
        let shown = try game.snapshot()
        game.sendSignal(number)
        #expect(game.waitForExit(timeout: 5) == 0)

        let again = try GameProcess.headless(seed: 8, folder: folder)
        let resumed = try again.snapshot()
        #expect(resumed.saved.elapsedMs == shown.saved.elapsedMs)
        #expect(resumed.saved.hint == shown.saved.hint)
        #expect(resumed.state.score == shown.state.score)
        again.send("settle")
        let landed = try again.state()
        #expect(landed.cards.map(\.features) == shown.state.cards.map(\.features))
        #expect(landed.selected.map(\.features) == [table.cards[2].features])
        again.quit()
    }

    /// A signal during the launch, before any command was read, still exits 0.
    @Test func aSignalBeforeAnyCommandExitsZero() throws {
        let folder = try DataDirectory()
        let game = try GameProcess.headless(seed: 8, folder: folder)
        // The new game is saved as it starts: the game is up, and has read nothing yet.
        let deadline = Date(timeIntervalSinceNow: 10)
        while !folder.exists("game.json"), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        try #require(folder.exists("game.json"), "the new game was not saved within 10 s")
        game.sendSignal(SIGTERM)
        #expect(game.waitForExit(timeout: 5) == 0)
    }
}
