import Foundation
import TestSupport
import Testing

/// The `set-game` command line: usage, bad arguments, no display.
@Suite("set-game command line")
struct CommandLineTests {
    @Test func helpPrintsUsageAndExitsZero() throws {
        let run = try GameProcess.run(["--help"])
        #expect(run.status == 0)
        let text = run.stdout.joined(separator: "\n")
        for option in ["--seed", "--size", "--headless"] {
            #expect(text.contains(option), "--help does not mention \(option):\n\(text)")
        }
        #expect(text.lowercased().contains("usage"))
    }

    @Test(arguments: [["--size", "banana"], ["--size", "1000"], ["--size", "10x10"], ["--seed", "-3"]])
    func badValueExits64WithUsage(arguments: [String]) throws {
        let run = try GameProcess.run(arguments + ["--headless"])
        #expect(run.status == 64)
        let text = run.stderr.joined(separator: "\n")
        #expect(text.contains("Usage:") || text.contains("usage:"), "no usage on stderr:\n\(text)")
        #expect(text.contains(arguments[0]) || text.contains(arguments[1]), "the error does not name the bad value:\n\(text)")
        #expect(run.stdout.isEmpty, "bad arguments must not start a game: \(run.stdout)")
    }

    /// Y6: `--size` is exactly `WxH` with each side at least 200, the longer at most 7680 and
    /// the shorter at most 4320.
    @Test(arguments: ["500x500x", "x500x500", "500xx500", "500x", "+500x500", "500x 500", "199x600", "600x199",
                      "7681x300", "4321x4321", "16384x16384", "99999999999999999999x500"])
    func sizeOutsideTheBoundsOrMalformedExits64_Y6(size: String) throws {
        let run = try GameProcess.run(["--headless", "--size", size])
        #expect(run.status == 64)
        let text = run.stderr.joined(separator: "\n")
        #expect(text.contains("'\(size)'") && text.contains("--size"), "the error does not name the bad value:\n\(text)")
        #expect(text.contains("at least 200"), "the error does not give the bounds:\n\(text)")
        #expect(text.contains("Usage:"), "no usage on stderr:\n\(text)")
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [("200x200", [200.0, 200.0]), ("7680x4320", [7680, 4320]), ("4320X7680", [4320, 7680])])
    func sizesAtTheBoundsPlay_Y6(size: String, window: [Double]) throws {
        let game = try GameProcess(["--headless", "--seed", "3", "--size", size])
        let state = try game.state()
        #expect(state.window == window)
        #expect(state.cards.count == 12)
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    /// G4, G5: `--junior` and `--daily [YYYY-MM-DD]` open their modes; a date that is not a
    /// day, a date without `--daily`, or both modes at once are usage errors.
    @Test(arguments: [(["--junior"], "junior", 15), (["--daily"], "daily", 0), (["--daily", "2026-11-22"], "daily", 0)])
    func modesOpenFromTheCommandLine(arguments: [String], mode: String, deck: Int) throws {
        let game = try GameProcess(["--headless", "--seed", "3"] + arguments)
        let state = try game.state()
        #expect(state.deck == deck && state.cards.count == 12)
        game.send("state")
        let line = try #require(game.line())
        #expect(line.contains("\"mode\":\"\(mode)\""))
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    @Test(arguments: [["--daily", "2026-02-30"], ["--daily", "tomorrow"], ["2026-11-22"], ["--daily", "--junior"]])
    func badModeArgumentsExit64(arguments: [String]) throws {
        let run = try GameProcess.run(["--headless"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.joined(separator: "\n").contains("Usage:"))
        #expect(run.stdout.isEmpty)
    }

    /// V8: bad combinations of players are usage errors that say why.
    @Test(arguments: [(["--players", "5"], "1 to 4"), (["--players", "0"], "1 to 4"), (["--players", "two"], "players"),
                      (["--versus", "expert"], "easy, medium, hard or rival"),
                      (["--players", "2", "--versus", "hard"], "hot-seat"), (["--daily", "--versus", "easy"], "solo"),
                      (["--daily", "--players", "3"], "solo")])
    func badPlayersExit64SayingWhy_V8(arguments: [String], why: String) throws {
        let run = try GameProcess.run(["--headless"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.joined(separator: "\n").contains(why), "\(run.stderr)")
    }

    /// V1, V8: the flags open a game with those players; `--players 1` is solo.
    @Test(arguments: [(["--players", "1"], 0), (["--players", "3"], 3), (["--versus", "rival"], 2),
                      (["--players", "1", "--versus", "easy"], 2)])
    func playersOpenFromTheCommandLine_V1(arguments: [String], players: Int) throws {
        let game = try GameProcess(["--headless", "--seed", "3"] + arguments)
        game.send("state")
        let line = try #require(game.line())
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect((json["players"] as? [[String: Any]])?.count ?? 0 == players)
        #expect(json["call"] is NSNull && json["winner"] is NSNull)
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    /// L2, Y6: in a short window (637×237, found by the soak) twelve cards at the smallest
    /// size do not fit under the status bar; the table scrolls, and every rule holds.
    @Test func aShortWindowScrollsItsTableAndKeepsEveryRule() throws {
        let game = try GameProcess(["--headless", "--seed", "2", "--size", "637x237"])
        game.send("settle")
        game.send("state")
        let line = try #require(game.line())
        #expect(StateInvariants.violations(line).isEmpty, "\(StateInvariants.violations(line))")
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    /// A negative seed is a bad value, not a missing one.
    @Test func negativeSeedSaysWhatASeedIs() throws {
        let run = try GameProcess.run(["--seed", "-1", "--headless"])
        #expect(run.status == 64)
        let text = run.stderr.joined(separator: "\n")
        #expect(!text.contains("Missing value"), "\(text)")
        #expect(text.contains("'-1'") && text.contains("--seed"), "\(text)")
        #expect(text.contains("a whole number from 0 to 18446744073709551615"), "\(text)")
        #expect(run.stdout.isEmpty)
    }

    /// `--commands` makes a window read the protocol; headless reads it anyway.
    @Test func commandsWithHeadlessIsAUsageError() throws {
        let run = try GameProcess.run(["--headless", "--commands", "--seed", "1"])
        #expect(run.status == 64)
        let text = run.stderr.joined(separator: "\n")
        #expect(text.contains("--commands") && text.contains("window"), "\(text)")
        #expect(text.contains("Usage:"), "\(text)")
        #expect(run.stdout.isEmpty)
    }

    @Test func unknownOptionExits64() throws {
        let run = try GameProcess.run(["--bogus"])
        #expect(run.status == 64)
        let text = run.stderr.joined(separator: "\n")
        #expect(text.contains("--bogus"), "stderr does not name the unknown option:\n\(text)")
        #expect(text.contains("Usage:") || text.contains("usage:"))
    }

    @Test func noDisplayExits1WithOneLine() throws {
        let run = try GameProcess.run(["--seed", "1"], environment: [
            "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil,
        ], timeout: 8)
        #expect(run.status == 1)
        #expect(run.stderr.count == 1, "expected exactly one line on stderr, got: \(run.stderr)")
        #expect(run.stderr.first?.hasPrefix("set-game:") == true, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// Headless needs no display at all.
    @Test func headlessRunsWithoutADisplay() throws {
        let game = try GameProcess(["--headless", "--seed", "2"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(try game.state().cards.count == 12)
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    /// With a window, the fonts are looked for while SDL's video starts (P3); a missing font is
    /// still what is reported when there is no display either.
    @Test func missingAssetsAreReportedBeforeAMissingDisplay() throws {
        let lines = try Self.linesWithoutAssets(["--seed", "1"], ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("SET_GAME_ASSETS") == true, "the font, not the display: \(lines)")
    }

    @Test func missingAssetsExit1WithOneLine() throws {
        let lines = try Self.linesWithoutAssets(["--headless"])
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("set-game:") == true)
        #expect(lines.first?.contains("SET_GAME_ASSETS") == true, "the message should say how to fix it: \(lines)")
    }

    /// What a game that finds no assets says on standard error; it must exit with 1. The binary
    /// finds its Assets folder by walking up from its own location; a copy in an empty folder,
    /// with SET_GAME_ASSETS pointing nowhere, finds none.
    static func linesWithoutAssets(_ arguments: [String], _ environment: [String: String?] = [:]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-lonely-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("set-game")
        try copyProgram(from: GameProcess.binary(), to: copy)
        let lonely: [String: String?] = ["SET_GAME_BINARY": nil, "SET_GAME_ASSETS": folder.appendingPathComponent("nothing").path]
        let game = try GameProcess(arguments, environment: lonely.merging(environment) { $1 }, executable: copy, directory: folder)
        game.closeInput()
        #expect(game.waitForExit() == 1)
        return game.stderr.rest(timeout: 2)
    }
}
