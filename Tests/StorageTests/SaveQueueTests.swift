import Dispatch
import Foundation
import SetCore
import Synchronization
import Storage
import Testing

/// Saving in the background: a click never waits for the disk, and `flush()` (quit) leaves
/// the latest of everything on disk.
@Suite struct SaveQueueTests {
    static let folder = SaveLocations(dataDirectory: "/data")

    static func saved<Value: Decodable>(_ type: Value.Type, _ file: SaveFile, in store: MemoryStore) -> Value? {
        store[folder.path(of: file)].flatMap { try? SaveCodec.decode(type, from: $0) }
    }

    @Test func afterAFlushTheLatestOfEachFileIsOnDisk() {
        let store = MemoryStore()
        let queue = SaveQueue(storage: GameStorage(store: store, locations: Self.folder))
        var stats = Statistics()
        for score in 0..<50 {
            var game = Sample.game
            game.score = score
            queue.saveGame(game)
            stats.setFound()
            queue.saveStats(stats)
        }
        queue.saveSettings(Settings(theme: .dark))
        queue.flush()
        #expect(Self.saved(SavedGame.self, .game, in: store)?.score == 49)
        #expect(Self.saved(Statistics.self, .stats, in: store) == stats)
        #expect(Self.saved(Settings.self, .settings, in: store) == Settings(theme: .dark))
    }

    @Test func aRemovedGameStaysRemovedAfterAFlush() {
        let store = MemoryStore()
        let queue = SaveQueue(storage: GameStorage(store: store, locations: Self.folder))
        queue.saveGame(Sample.game)
        queue.removeGame()
        queue.flush()
        #expect(store.contents.isEmpty)
    }

    @Test func aSaveReturnsWhileTheDiskIsStillBusy() {
        let disk = SlowStore()
        let queue = SaveQueue(storage: GameStorage(store: disk, locations: Self.folder))
        queue.saveGame(Sample.game)
        #expect(disk.started.wait(timeout: .now() + 10) == .success, "the save began in the background")
        queue.saveSettings(Settings())
        #expect(disk.memory.contents.isEmpty, "both saves returned before the first write finished")
        disk.release.signal()
        disk.release.signal()
        queue.flush()
        #expect(disk.memory.contents.keys.sorted() == ["/data/game.json", "/data/settings.json"])
    }

    @Test func aFailedWriteGivesItsMessageOnce() {
        let store = MemoryStore()
        store.fail("/data/stats.json", .write, with: .unwritable("cannot write /data/stats.json: Read-only file system"))
        let queue = SaveQueue(storage: GameStorage(store: store, locations: Self.folder))
        #expect(queue.takeMessage() == nil)
        queue.saveStats(Statistics())
        queue.flush()
        #expect(queue.takeMessage() == "Cannot write /data/stats.json: Read-only file system; nothing will be saved")
        #expect(queue.takeMessage() == nil)
        queue.saveStats(Statistics())
        queue.flush()
        #expect(queue.takeMessage() == nil)
    }
}

extension SaveQueueTests {
    /// P4: saves asked for faster than the gap are written together, the latest of each
    /// file; without a flush the latest still reaches the disk soon after.
    @Test func savesCloserThanTheGapAreWrittenTogetherAndTheLatestArrives() {
        let store = CountingStore()
        let queue = SaveQueue(storage: GameStorage(store: store, locations: Self.folder), gap: 0.5)
        let started = DispatchTime.now()
        for score in 0..<50 {
            var game = Sample.game
            game.score = score
            queue.saveGame(game)
            Thread.sleep(forTimeInterval: 0.002)
        }
        let asked = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let deadline = Date(timeIntervalSinceNow: 10)
        while Self.saved(SavedGame.self, .game, in: store.memory)?.score != 49, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(Self.saved(SavedGame.self, .game, in: store.memory)?.score == 49, "the latest arrived without a flush")
        // One write at once, then one per gap while the saves kept coming, and the last.
        #expect(store.writes <= Int(asked / 0.5) + 2, "\(store.writes) writes for 50 saves in \(asked) s")
    }

    /// P3: the window's launch holds its first saves until its first frame is shown; held,
    /// nothing is written but by a flush, and the release writes what waited.
    @Test func heldSavesWaitForTheReleaseOrAFlush() {
        let disk = SlowStore()
        let queue = SaveQueue(storage: GameStorage(store: disk, locations: Self.folder))
        queue.hold()
        queue.saveGame(Sample.game)
        queue.saveSettings(Settings())
        #expect(disk.started.wait(timeout: .now() + 0.3) == .timedOut, "a held save began")
        queue.release()
        #expect(disk.started.wait(timeout: .now() + 10) == .success, "the release wrote what waited")
        disk.release.signal()
        disk.release.signal()
        queue.flush()
        #expect(disk.memory.contents.keys.sorted() == ["/data/game.json", "/data/settings.json"])

        let store = CountingStore()
        let held = SaveQueue(storage: GameStorage(store: store, locations: Self.folder))
        held.hold()
        held.saveSettings(Settings(theme: .dark))
        held.flush()
        #expect(Self.saved(Settings.self, .settings, in: store.memory) == Settings(theme: .dark), "a flush writes while held")
    }

    @Test func aFlushWritesAtOnceWhateverTheGap() {
        let store = CountingStore()
        let queue = SaveQueue(storage: GameStorage(store: store, locations: Self.folder), gap: 3600)
        queue.saveSettings(Settings())
        queue.flush()
        var game = Sample.game
        game.score = 7
        queue.saveGame(game)
        queue.flush()
        #expect(Self.saved(SavedGame.self, .game, in: store.memory)?.score == 7)
        #expect(store.writes == 2)
    }
}

/// A disk that counts its writes.
final class CountingStore: SaveStore, @unchecked Sendable {
    let memory = MemoryStore()
    private let count = Mutex(0)
    var writes: Int { count.withLock { $0 } }

    func read(_ path: String, limit: Int) throws(StoreError) -> [UInt8]? { try memory.read(path, limit: limit) }

    func write(_ data: [UInt8], to path: String) throws(StoreError) {
        count.withLock { $0 += 1 }
        try memory.write(data, to: path)
    }

    func setAside(_ path: String) throws(StoreError) { try memory.setAside(path) }
    func remove(_ path: String) throws(StoreError) { try memory.remove(path) }
}

/// A disk whose every write waits until the test lets it go on.
final class SlowStore: SaveStore {
    let memory = MemoryStore()
    /// Signalled when a write begins.
    let started = DispatchSemaphore(value: 0)
    /// Each signal lets one write finish.
    let release = DispatchSemaphore(value: 0)

    func read(_ path: String, limit: Int) throws(StoreError) -> [UInt8]? { try memory.read(path, limit: limit) }

    func write(_ data: [UInt8], to path: String) throws(StoreError) {
        started.signal()
        release.wait()
        try memory.write(data, to: path)
    }

    func setAside(_ path: String) throws(StoreError) { try memory.setAside(path) }
    func remove(_ path: String) throws(StoreError) { try memory.remove(path) }
}
