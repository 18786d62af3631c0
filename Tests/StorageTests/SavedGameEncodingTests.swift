import SetCore
import Storage
import TestSupport
import Testing

/// P4, "Saved data": a save encodes only the new entries of the game's log, and still writes
/// what `SaveCodec` writes for the whole game, byte for byte.
@Suite struct SavedGameEncodingTests {
    /// Saves `game` through `storage` and returns the bytes written.
    static func written(_ game: SavedGame, _ storage: inout GameStorage, _ store: MemoryStore) throws -> [UInt8]? {
        #expect(storage.saveGame(game) == nil)
        return try store.read(storage.locations.path(of: .game), limit: GameStorage.sizeLimit)
    }

    @Test func aGamePlayedSaveAfterSaveIsWrittenAsItsWholeEncoding() throws {
        let store = MemoryStore()
        var storage = GameStorage(store: store, locations: SaveLocations(dataDirectory: "/data"))
        var random = SeededRandom(seed: 23)
        var game = Game(random: &random, at: 0)
        var kinds: Set<String> = []
        for step in 1...400 {
            let time = Double(step)
            switch random.below(10) {
            case 0: _ = game.revealHint(at: time)
            case 1: game.dealThree(at: time)
            case 2: if let trio = game.setsOnTable.first { game.take(trio.map { game.table[$0] }, at: time) }
            default: game.select(cardAt: random.below(game.table.count), at: time)
            }
            if game.isOver { break }
            let saved = game.saved(elapsedMs: time * 1000, shuffles: random)
            #expect(try Self.written(saved, &storage, store) == SaveCodec.encode(saved), "step \(step)")
            for (kind, count) in [("sets", saved.log.sets.count), ("mismatches", saved.log.mismatches.count),
                                  ("hints", saved.log.hints.count), ("deals", saved.log.needlessDeals.count)] where count > 0 {
                kinds.insert(kind)
            }
        }
        #expect(kinds == ["sets", "mismatches", "hints", "deals"])
    }

    @Test func aLogThatDropsItsOldestMismatchesIsWrittenWhole() throws {
        let store = MemoryStore()
        var storage = GameStorage(store: store, locations: SaveLocations(dataDirectory: "/data"))
        var random = SeededRandom(seed: 5)
        var game = Game(random: &random, at: 0)
        var step = 0.0
        while game.log.mismatches.count < 12 {
            step += 1
            game.select(cardAt: random.below(game.table.count), at: step)
        }
        let whole = game.saved(elapsedMs: step * 1000, shuffles: random)
        let all = whole.log.mismatches
        // As the log does past its limit: the oldest go, new ones come; then one comes back.
        for (first, last) in [(0, 6), (0, 8), (2, 10), (5, 12), (0, 12), (11, 12), (0, 0), (3, 9)] {
            var saved = whole
            saved.log = GameLog(sets: whole.log.sets, mismatches: Array(all[first..<last]), hints: whole.log.hints,
                                needlessDeals: whole.log.needlessDeals)
            #expect(try Self.written(saved, &storage, store) == SaveCodec.encode(saved), "mismatches \(first)..<\(last)")
        }
    }

    @Test func aGameWithSeveralPlayersIsWrittenWhole() throws {
        let store = MemoryStore()
        var storage = GameStorage(store: store, locations: SaveLocations(dataDirectory: "/data"))
        var contest = Contest(opponents: .hotSeat(players: 3),
                              game: makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree))
        contest.callAndPick(by: 1, Fixture.twoSetsFirst, at: 4)
        contest.callAndPick(by: 0, try #require(Trios.firstNonSet(in: contest.game.table)), at: 9)
        let saved = contest.saved(elapsedMs: 13_000, shuffles: SeededRandom(seed: 5))
        #expect(saved.contest != nil && !saved.log.sets.isEmpty)
        for _ in 0..<2 {
            #expect(try Self.written(saved, &storage, store) == SaveCodec.encode(saved))
        }
    }
}
