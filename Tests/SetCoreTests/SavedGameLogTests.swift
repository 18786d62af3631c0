import Foundation
import SetCore
import TestSupport
import Testing

/// G1 and G4 in the saved game: the log and the mode are saved with the game, older files
/// without them still load, and a damaged log is refused like any damaged game.
@Suite("G1 G4 saved log and mode")
struct SavedGameLogTests {
    static let saved = Fixture.playedGame().saved(elapsedMs: 13_000, shuffles: SeededRandom(seed: 1))

    static func expectInconsistent(_ game: SavedGame, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) { try game.validate() } throws: { error in
            if case SavedDataError.inconsistent = error { return true }
            return false
        }
    }

    /// `saved` with its log swapped for `log`.
    static func with(_ log: GameLog, mode: GameMode = .normal) -> SavedGame {
        var game = saved
        (game.log, game.mode) = (log, mode)
        return game
    }

    @Test func theLogAndTheModeComeBackThroughJSONAndTheGameGoesOnWithThem() throws {
        let game = Fixture.playedGame()
        #expect(game.log.sets.count == 2 && game.log.mismatches.count == 1)
        #expect(game.log.hints.count == 1 && game.log.needlessDeals.count == 1)
        let data = try JSONEncoder().encode(Self.saved)
        let resumed = try Game(saved: JSONDecoder().decode(SavedGame.self, from: data))
        #expect(resumed.log == game.log)
        #expect(resumed.mode == .normal)
        #expect(resumed == game)
    }

    @Test func theLogIsWrittenWithCardIndexesAndTablePositions() throws {
        let object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.saved)) as? [String: Any])
        #expect(object["mode"] as? String == "normal")
        let log = try #require(object["log"] as? [String: Any])
        let set = try #require((log["sets"] as? [[String: Any]])?.first)
        #expect(set["table"] as? [Int] == Fixture.twoSets.map(\.index))
        #expect(set["taken"] as? [Int] == [0, 4, 8])
        #expect(set["others"] as? [[Int]] == [[2, 6, 10]])
        #expect(set["atMs"] as? Double == 7_500)
        let mismatch = try #require((log["mismatches"] as? [[String: Any]])?.first)
        #expect(mismatch["broken"] as? [String] == ["shading", "color"])
    }

    @Test func aFileWithoutALogOrAModeIsANormalGameWithAnEmptyLog() throws {
        var object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.saved)) as? [String: Any])
        (object["log"], object["mode"]) = (nil, nil)
        let game = try JSONDecoder().decode(SavedGame.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(game.log == GameLog())
        #expect(game.mode == .normal)
        #expect(try Game(saved: game).setsFound == 2)
    }

    @Test func aDamagedLogMakesTheFileInconsistent() throws {
        let set = try #require(Self.saved.log.sets.first)
        let table = set.table
        func setTaken(table: [Int] = table, taken: [Int] = [0, 4, 8], others: [[Int]] = [], atMs: Double = 1) -> GameLog {
            GameLog(sets: [GameLog.SetTaken(atMs: atMs, tookMs: 1, table: table, taken: taken, others: others)])
        }
        Self.expectInconsistent(Self.with(setTaken(table: [81] + table.dropFirst())))
        Self.expectInconsistent(Self.with(setTaken(table: [table[1]] + table.dropFirst())))
        Self.expectInconsistent(Self.with(setTaken(taken: [0, 4, 12])))
        Self.expectInconsistent(Self.with(setTaken(taken: [4, 0, 8])))
        Self.expectInconsistent(Self.with(setTaken(taken: [0, 1, 2])))
        Self.expectInconsistent(Self.with(setTaken(others: [[0, 4, 8]])))
        Self.expectInconsistent(Self.with(setTaken(others: [[2, 6, 11]])))
        Self.expectInconsistent(Self.with(setTaken(atMs: -1)))
        #expect(throws: Never.self) { try Self.with(setTaken(others: [[2, 6, 10]])).validate() }
    }

    @Test func aDamagedMismatchHintOrDealMakesTheFileInconsistent() {
        let trio = Fixture.twoSets[[1, 2, 3]].map(\.index)
        let aSet = Fixture.twoSets[[0, 4, 8]].map(\.index)
        Self.expectInconsistent(Self.with(GameLog(mismatches: [.init(atMs: 1, cards: aSet, broken: [])])))
        Self.expectInconsistent(Self.with(GameLog(mismatches: [.init(atMs: 1, cards: trio, broken: [.color])])))
        Self.expectInconsistent(Self.with(GameLog(mismatches: [.init(atMs: 1, cards: [trio[0], trio[1]], broken: [])])))
        Self.expectInconsistent(Self.with(GameLog(hints: [.init(atMs: 1, card: 0, revealed: 4)])))
        Self.expectInconsistent(Self.with(GameLog(hints: [.init(atMs: 1, card: -1, revealed: 1)])))
        Self.expectInconsistent(Self.with(GameLog(needlessDeals: [.init(atMs: 1, table: Fixture.noSet.map(\.index))])))
        #expect(throws: Never.self) {
            try Self.with(GameLog(mismatches: [.init(atMs: 1, cards: trio, broken: [.shading, .color])],
                                  hints: [.init(atMs: nil, card: 0, revealed: 1)],
                                  needlessDeals: [.init(atMs: 1, table: Fixture.oneSet.map(\.index))])).validate()
        }
    }

    @Test func aLogWithMoreEntriesThanTheGameCountedIsInconsistent() {
        var game = Self.saved
        game.setsFound = 0
        Self.expectInconsistent(game)
        game = Self.saved
        game.hintsUsed = 0
        Self.expectInconsistent(game)
    }

    @Test func aDailyOrUnknownModeIsRefused() throws {
        Self.expectInconsistent(Self.with(Self.saved.log, mode: .daily))
        var object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.saved)) as? [String: Any])
        object["mode"] = "expert"
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(SavedGame.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }
}
