import Foundation
import ProtocolSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// "Saved data", B6, B3, B7 through the real binary and the headless protocol: quit in any
/// way, launch again with the same `--data-dir`, and the game, the statistics and the
/// settings are there.
@Suite("Saved data end to end")
struct SavedDataEndToEndTests {
    /// A wrong trio, then one card picked, a hint, time, a deal: everything a save holds.
    static func playSome(_ game: GameProcess) throws -> [String] {
        game.send("settle")
        let start = try game.state()
        let trio = try #require(start.firstNonSet)
        let other = try #require(start.cards.indices.first { !trio.contains($0) })
        let clicks = (trio + [other]).map { "click \(start.cards[$0].centre.x) \(start.cards[$0].centre.y)" }
        let moves = clicks + ["key Ctrl+H", "advance 4321", "key Space", "settle"]
        game.send(moves)
        return ["settle"] + moves
    }

    @Test func B6_aQuitGameComesBackWithItsTableDeckSelectionHintScoreAndTime() throws {
        let folder = try DataDirectory()
        let first = try GameProcess.headless(seed: 11, folder: folder)
        let moves = try Self.playSome(first)
        let quit = try first.snapshot()
        #expect(quit.state.selected.count == 1 && quit.saved.hint?.count == 1 && quit.state.deck == 66)
        first.quit()

        let second = try GameProcess.headless(seed: 99, folder: folder)
        let launch = try second.snapshot()
        #expect(launch.state.animating, "the resumed table flies in")
        #expect(launch.saved.elapsedMs == quit.saved.elapsedMs)
        #expect(launch.saved.hint == quit.saved.hint)
        #expect(launch.saved.message == "Welcome back")
        #expect(launch.state.score == quit.state.score)
        #expect(launch.state.deck == quit.state.deck && launch.state.discarded == quit.state.discarded)
        second.send("settle")
        let landed = try second.state()
        #expect(landed.cards.map(\.features) == quit.state.cards.map(\.features))
        #expect(landed.cards.map(\.frame) == quit.state.cards.map(\.frame))
        #expect(landed.selected.map(\.features) == quit.state.selected.map(\.features))

        // The deck in its order: the next deal is the one the game would have dealt.
        let next = ["key Escape", "key Space", "settle"]
        second.send(next)
        let resumedDeal = try second.state()
        let unbroken = try GameProcess.headless(seed: 11, folder: nil)
        unbroken.send(moves + next)
        let unbrokenDeal = try unbroken.state()
        #expect(resumedDeal.cards.map(\.features) == unbrokenDeal.cards.map(\.features))
        #expect(resumedDeal.deck == 63)
        second.quit()
        unbroken.quit()
    }

    @Test func B6_theEndOfInputSavesToo() throws {
        let folder = try DataDirectory()
        let first = try GameProcess.headless(seed: 12, folder: folder)
        _ = try Self.playSome(first)
        let quit = try first.snapshot()
        first.closeInput()
        #expect(first.waitForExit() == 0)
        let second = try GameProcess.headless(seed: 12, folder: folder)
        #expect(try second.snapshot().saved.elapsedMs == quit.saved.elapsedMs)
        second.quit()
    }

    @Test func B6_newDealsAFreshGameEvenWithOneSaved() throws {
        let folder = try DataDirectory()
        let first = try GameProcess.headless(seed: 11, folder: folder)
        _ = try Self.playSome(first)
        first.quit()
        let fresh = try GameProcess.headless(seed: 5, folder: folder, ["--new"])
        let state = try fresh.snapshot()
        let unsaved = try GameProcess.headless(seed: 5, folder: nil)
        #expect(state.state.cards.map(\.features) == (try unsaved.state()).cards.map(\.features))
        #expect(state.state.deck == 69 && state.state.score == 0 && state.state.selected.isEmpty)
        #expect(state.saved.elapsedMs == 0 && state.saved.message == nil)
        #expect(state.saved.stats?.gamesStarted == 2)
        fresh.quit()
        unsaved.quit()
    }

    /// The last Set of a saved game, picked: the game is over, counted and not resumed; the
    /// statistics add up over two such games.
    @Test func B2_aFinishedGameIsNotResumedAndTheStatisticsSpanTwoGames() throws {
        let folder = try DataDirectory()
        var finishes: [Snapshot] = []
        for (elapsed, wait) in [(300_000, 1000), (200_000, 500)] {
            try folder.write(DataDirectory.savedGame(table: DataDirectory.lastSet, elapsedMs: elapsed), to: "game.json")
            let game = try GameProcess.headless(seed: 3, folder: folder)
            game.send("settle")
            game.send("advance \(wait)")
            let table = try game.state()
            #expect(table.cards.count == 3 && table.deck == 0)
            table.cards.forEach(game.click)
            let over = try game.snapshot()
            #expect(over.state.gameOver && over.saved.overlay == "gameOver")
            finishes.append(over)
            game.quit()
            #expect(!folder.exists("game.json"), "a finished game's file is removed")
        }
        let stats = try #require(finishes.last?.saved.stats)
        #expect(stats.gamesFinished == 2 && stats.totalSets == 2 && stats.gamesStarted == 0)
        #expect(stats.bestTimeMs == finishes[1].saved.elapsedMs)
        #expect(stats.bestScore == finishes.map(\.state.score).max())

        let next = try GameProcess.headless(seed: 3, folder: folder)
        let fresh = try next.snapshot()
        #expect(fresh.state.cards.count == 12 && fresh.state.deck == 69 && !fresh.state.gameOver)
        #expect(fresh.saved.message == nil)
        #expect(fresh.saved.stats?.gamesStarted == 1)
        #expect(fresh.saved.stats?.gamesFinished == 2)
        next.quit()
    }

    @Test func B3_statsAreLiveAndNullWithoutADataFolder() throws {
        let folder = try DataDirectory()
        let game = try GameProcess.headless(seed: 11, folder: folder)
        game.send("settle")
        let start = try game.state()
        let trio = try #require(start.firstNonSet)
        trio.forEach { game.click(start.cards[$0]) }
        let stats = try #require(try game.snapshot().saved.stats)
        #expect(stats == SavedDataJSON.Stats(gamesStarted: 1, gamesFinished: 0, bestTimeMs: nil, bestScore: nil,
                                             totalSets: 0, totalMismatches: 1))
        game.quit()

        let home = try DataDirectory()
        let unsaved = try GameProcess(["--headless", "--seed", "11"], environment: home.xdgEnvironment)
        let line = try unsaved.snapshot().line
        #expect(try SavedDataJSON.statsIsNull(in: line))
        unsaved.send("key Ctrl+T")
        unsaved.quit()
        #expect(home.allFiles().isEmpty, "headless without --data-dir touches no file: \(home.allFiles())")
    }

    @Test func B7_theSettingsAndTheWindowSizeAreRemembered() throws {
        let folder = try DataDirectory()
        let first = try GameProcess(["--headless", "--seed", "4", "--data-dir", folder.path])
        first.send(["key Ctrl+T", "key Ctrl+P", "key Ctrl+L", "resize 900 650"])
        first.quit()
        let second = try GameProcess(["--headless", "--seed", "4", "--data-dir", folder.path])
        let state = try second.snapshot()
        #expect(state.saved.theme == "dark" && state.saved.palette == "colorblind" && state.saved.keyLabels)
        #expect(state.state.window == [900, 650])
        second.quit()
        let asked = try GameProcess(["--headless", "--size", "1000x720", "--data-dir", folder.path])
        #expect(try asked.state().window == [1000, 720], "--size wins over the remembered size")
        asked.quit()
    }
}
