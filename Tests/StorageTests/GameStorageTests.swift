import Foundation
import SetCore
import Storage
import TestSupport
import Testing

/// "Saved data", B6, Reliability: loading and saving the three files, damaged files set
/// aside with one message, a folder that cannot be written never stopping the game.
@Suite struct GameStorageTests {
    static let damagedGame =
        "Your saved game was damaged and has been set aside as game.json.corrupt; a new game has started"

    /// The saved game's JSON with `changes` made to its fields.
    static func gameJSON(changing changes: [String: Any] = [:]) throws -> [UInt8] {
        var object = try #require(JSONSerialization.jsonObject(with: Data(SaveCodec.encode(Sample.game))) as? [String: Any])
        for (key, value) in changes { object[key] = value }
        return Array(try JSONSerialization.data(withJSONObject: object))
    }

    /// Every way a saved game's file can be damaged, by name.
    static func damagedGameFiles() throws -> [(String, [UInt8])] {
        let valid = try SaveCodec.encode(Sample.game)
        var huge = valid
        huge.append(contentsOf: [UInt8](repeating: UInt8(ascii: " "), count: GameStorage.sizeLimit))
        return [
            ("empty", []),
            ("truncated", Array(valid.prefix(valid.count / 2))),
            ("garbage", ([0x7B, 0x00, 0xFF, 0x13, 0x22, 0x7D])),
            ("another version", try gameJSON(changing: ["version": 2])),
            ("a card twice", try gameJSON(changing: ["discarded": [15, 16, 16]])),
            ("a card missing", try gameJSON(changing: ["discarded": [15, 16]])),
            ("4 selected", try gameJSON(changing: ["selected": [0, 1, 2, 3]])),
            ("selected not on the table", try gameJSON(changing: ["selected": [40]])),
            ("hint not on the table", try gameJSON(changing: ["hint": [0, 70]])),
            ("over 1 MB", huge),
        ]
    }

    @Test func aFirstLaunchFindsNothingAndSaysNothing() throws {
        let folder = try TemporaryFolder()
        let storage = GameStorage(locations: SaveLocations(dataDirectory: folder.file("data")))
        #expect(storage.loadGame() == Loaded(nil))
        #expect(storage.loadStats() == Loaded(Statistics()))
        #expect(storage.loadSettings() == Loaded(Settings()))
        #expect(folder.names().isEmpty, "loading creates nothing")
    }

    @Test func eachFileComesBackAsItWasSaved() throws {
        let folder = try TemporaryFolder()
        var storage = GameStorage(locations: SaveLocations(dataDirectory: folder.path))
        var stats = Statistics()
        stats.gameStarted()
        stats.setFound()
        let settings = Settings(theme: .dark, palette: .colorblind, keyLabels: true, window: .init(width: 1000, height: 720))
        #expect(storage.saveGame(Sample.game) == nil)
        #expect(storage.saveStats(stats) == nil)
        #expect(storage.saveSettings(settings) == nil)
        let again = GameStorage(locations: SaveLocations(dataDirectory: folder.path))
        #expect(again.loadGame() == Loaded(Sample.game))
        #expect(again.loadStats() == Loaded(stats))
        #expect(again.loadSettings() == Loaded(settings))
        #expect(folder.names() == ["game.json", "settings.json", "stats.json"])
    }

    @Test func aRemovedGameIsNotResumed() throws {
        let folder = try TemporaryFolder()
        var storage = GameStorage(locations: SaveLocations(dataDirectory: folder.path))
        _ = storage.saveGame(Sample.game)
        #expect(storage.removeGame() == nil)
        #expect(storage.loadGame() == Loaded(nil))
    }

    @Test func aFinishedGameIsNotResumedAndNothingIsSaid() throws {
        let folder = try TemporaryFolder()
        var storage = GameStorage(locations: SaveLocations(dataDirectory: folder.path))
        let table = Array(Card.all[0..<6]).filter { $0.color != .purple }.prefix(3).map { $0 }
        // Three cards in two colors: they neither share a color nor differ in it, so no Set.
        let over = SavedGame(table: table, deck: [], discarded: Card.all.filter { !table.contains($0) })
        #expect(over.isFinished)
        #expect(storage.saveGame(over) == nil)
        #expect(storage.loadGame() == Loaded(nil))
        #expect(folder.names() == ["game.json"])
    }

    @Test func eachDamagedGameFileIsSetAsideOnceAndANewGameStarts() throws {
        for (damage, bytes) in try Self.damagedGameFiles() {
            let folder = try TemporaryFolder()
            try Data(bytes).write(to: URL(fileURLWithPath: folder.file("game.json")))
            let storage = GameStorage(locations: SaveLocations(dataDirectory: folder.path))
            #expect(storage.loadGame() == Loaded(nil, message: Self.damagedGame), "\(damage)")
            #expect(folder.names() == ["game.json.corrupt"], "\(damage)")
            #expect(folder.contents(of: "game.json.corrupt") == Data(bytes), "\(damage)")
            #expect(storage.loadGame() == Loaded(nil), "\(damage): the next launch is quiet")
        }
    }

    /// G5: the daily puzzle in progress comes back as it was, is removed once solved, and a
    /// damaged one (a Set found that is not on the table, a solved one, another version) is
    /// set aside with one message while the puzzle starts again.
    @Test func theDailyPuzzleInProgressComesBackOrIsSetAside() throws {
        let folder = try TemporaryFolder()
        var storage = GameStorage(locations: SaveLocations(dataDirectory: folder.path))
        var puzzle = DailyPuzzle(date: PuzzleDate("2026-11-22")!)
        puzzle.select(cardAt: 0)
        puzzle.select(cardAt: 1)
        puzzle.select(cardAt: 6)
        let daily = SavedDaily(puzzle: puzzle, elapsedMs: 12_345)
        #expect(storage.saveDaily(daily) == nil)
        #expect(storage.loadDaily() == Loaded(daily))
        #expect(storage.removeDaily() == nil && storage.loadDaily() == Loaded(nil))
        let damaged = [#"{"version":1,"elapsedMs":5,"puzzle":{"date":"2026-11-22","found":[[0,1,2]]}}"#,
                       #"{"version":2,"elapsedMs":5,"puzzle":{"date":"2026-11-22"}}"#,
                       #"{"version":1,"elapsedMs":-5,"puzzle":{"date":"2026-11-22"}}"#,
                       #"{"version":1,"elapsedMs":5,"puzzle":{"date":"2026-02-30"}}"#]
        for text in damaged {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder.file("daily.json")))
            #expect(storage.loadDaily() == Loaded(nil, message: "Your daily puzzle was damaged and has been set aside as "
                                                      + "daily.json.corrupt; the puzzle starts again"), "\(text)")
            #expect(folder.names() == ["daily.json.corrupt"], "\(text)")
        }
    }

    @Test func anUnreadableGameFileIsSetAside() throws {
        let folder = try TemporaryFolder()
        // As root every file is readable; a folder in the file's place cannot be read as one.
        try FileManager.default.createDirectory(atPath: folder.file("game.json"), withIntermediateDirectories: false)
        let storage = GameStorage(locations: SaveLocations(dataDirectory: folder.path))
        #expect(storage.loadGame() == Loaded(nil, message: Self.damagedGame))
        #expect(folder.names() == ["game.json.corrupt"])
        #expect(storage.loadGame() == Loaded(nil))
    }

    @Test func damagedStatisticsAndSettingsStartAfresh() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"version":1,"totalSets":"#, to: "stats.json")
        try folder.write(#"{"version":7,"theme":"dark"}"#, to: "settings.json")
        let storage = GameStorage(locations: SaveLocations(dataDirectory: folder.path))
        #expect(storage.loadStats() == Loaded(Statistics(), message:
            "Your statistics were damaged and have been set aside as stats.json.corrupt; they start again from zero"))
        #expect(storage.loadSettings() == Loaded(Settings(), message:
            "Your settings were damaged and have been set aside as settings.json.corrupt; the defaults are back"))
        #expect(folder.names() == ["settings.json.corrupt", "stats.json.corrupt"])
        #expect(storage.loadStats().message == nil && storage.loadSettings().message == nil)
    }

    @Test func aFolderThatCannotBeCreatedSaysOnceThatNothingWillBeSaved() throws {
        let folder = try TemporaryFolder()
        try folder.write("a file", to: "blocker")
        var storage = GameStorage(locations: SaveLocations(dataDirectory: folder.file("blocker/set-game")))
        #expect(storage.saveGame(Sample.game)
            == "Cannot create \(folder.file("blocker/set-game")): Not a directory; nothing will be saved")
        #expect(storage.saveStats(Statistics()) == nil)
        #expect(storage.saveSettings(Settings()) == nil)
        #expect(storage.saveGame(Sample.game) == nil)
        #expect(storage.removeGame() == nil)
        #expect(storage.hasReportedFailure)
        #expect(storage.loadGame() == Loaded(nil), "nothing to load, nothing to say")
    }

    @Test func anInconsistentGameIsNeverWritten() throws {
        let store = MemoryStore()
        var storage = GameStorage(store: store, locations: SaveLocations(dataDirectory: "/data"))
        var game = Sample.game
        game.selected = Array(game.table[0..<4])
        #expect(storage.saveGame(game) == "Cannot save game.json: 4 selected cards; nothing will be saved")
        #expect(store.contents.isEmpty)
    }

    // MARK: - Through the in-memory store

    @Test func aFileThatFailsToReadIsSetAside() {
        let store = MemoryStore(files: ["/data/stats.json": Array("{}".utf8)])
        store.fail("/data/stats.json", .read, with: .unreadable("Input/output error"))
        let storage = GameStorage(store: store, locations: SaveLocations(dataDirectory: "/data"))
        #expect(storage.loadStats().message?.hasPrefix("Your statistics were damaged and have been set aside") == true)
        #expect(store.contents == ["/data/stats.json.corrupt": Array("{}".utf8)])
    }

    @Test func aDamagedFileThatCannotBeSetAsideStillStartsAfresh() {
        let store = MemoryStore(files: ["/data/game.json": Array("garbage".utf8)])
        store.fail("/data/game.json", .setAside, with: .unwritable("cannot rename /data/game.json: Read-only file system"))
        let storage = GameStorage(store: store, locations: SaveLocations(dataDirectory: "/data"))
        #expect(storage.loadGame() == Loaded(nil, message: "Your saved game was damaged and cannot be set aside "
            + "(cannot rename /data/game.json: Read-only file system); a new game has started"))
    }

    @Test func onlyTheFirstFailedWriteIsReportedAndLaterWritesStillTry() {
        let store = MemoryStore()
        store.fail("/data/settings.json", .write, with: .unwritable("cannot write /data/settings.json: No space left on device"))
        var storage = GameStorage(store: store, locations: SaveLocations(dataDirectory: "/data"))
        #expect(storage.saveSettings(Settings()) == "Cannot write /data/settings.json: No space left on device; nothing will be saved")
        #expect(storage.saveSettings(Settings()) == nil)
        #expect(storage.saveGame(Sample.game) == nil)
        #expect(store.contents.keys.sorted() == ["/data/game.json"])
    }
}
