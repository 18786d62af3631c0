import Foundation
import SetCore
import TestSupport
import Testing

/// "Saved data": the statistics file keeps every G3–G5 figure, reads files written before
/// them, and refuses figures no play could give.
@Suite("G3 G5 statistics file")
struct StatisticsFileTests {
    static func everything() -> Statistics {
        var stats = StatisticsFiguresTests.recorded(Fixture.playedGame())
        stats.gameFinished(Fixture.playedGame(), elapsedMs: 90_000, endedAt: 1_790_000_000.5)
        stats.gameStarted(mode: .junior)
        stats.gameFinished(elapsedMs: 40_000, score: 33, mode: .junior)
        stats.dailySolved(PuzzleDate("2026-11-22")!, timeMs: 71_000, today: PuzzleDate("2026-11-22")!)
        return stats
    }

    static func object(_ stats: Statistics) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(stats)) as? [String: Any])
    }

    static func decode(_ object: [String: Any]) throws -> Statistics {
        try JSONDecoder().decode(Statistics.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test func everyFigureComesBackFromJSON() throws {
        let stats = Self.everything()
        #expect(try JSONDecoder().decode(Statistics.self, from: JSONEncoder().encode(stats)) == stats)
    }

    @Test func theClassicRecordStaysAtTheTopAndTheFiguresAreWrittenAsTheyAreShown() throws {
        let object = try Self.object(Self.everything())
        #expect(object["version"] as? Int == 1)
        #expect(object["gamesStarted"] as? Int == 1 && object["totalSets"] as? Int == 2)
        #expect(object["bestTimeMs"] as? Int == 90_000)
        #expect((object["junior"] as? [String: Any])?["bestScore"] as? Int == 33)
        #expect(object["mismatchesByFeature"] as? [String: Int] == ["number": 0, "shape": 0, "shading": 1, "color": 1])
        let buckets = try #require(object["setTimes"] as? [[String: Any]])
        #expect(buckets.map { $0["sets"] as? Int } == [1, 0, 1, 0])
        #expect(((object["dailyResults"] as? [String: Any])?["2026-11-22"] as? [String: Any])?["bestMs"] as? Int == 71_000)
        #expect((object["recentGames"] as? [[String: Any]])?.first?["mode"] as? String == "normal")
    }

    @Test func aFileWrittenBeforeTheseFiguresReadsThemAsEmpty() throws {
        let old = #"{"version":1,"gamesStarted":4,"gamesFinished":2,"bestTimeMs":300000,"bestScore":90,"#
            + #""totalSets":50,"totalMismatches":3}"#
        let stats = try JSONDecoder().decode(Statistics.self, from: Data(old.utf8))
        #expect(stats.gamesStarted == 4 && stats.bestScore == 90 && stats.totalMismatches == 3)
        #expect(stats.junior == Statistics.Record() && stats.dailyPuzzles == Statistics.Record())
        #expect(stats.recentGames.isEmpty && stats.dailyResults.isEmpty)
        #expect(stats.mismatchesByFeature == Statistics.FeatureCounts())
        #expect(stats.setTimes == Statistics.SetTimes())
    }

    @Test func aFeatureMissingFromTheMismatchCountsIsZero() throws {
        var object = try Self.object(Statistics())
        object["mismatchesByFeature"] = ["color": 2]
        #expect(try Self.decode(object).mismatchesByFeature == StatisticsFiguresTests.counts(color: 2))
    }

    @Test func figuresNoPlayCouldGiveAreRefused() throws {
        let good = try Self.object(Self.everything())
        let damaged: [String: Any] = [
            "setTimes": [["sets": 1, "totalMs": 5]],
            "mismatchesByFeature": ["shape": -1],
            "junior": ["totalSets": -2],
            "dailyResults": ["2026-02-30": ["bestMs": 1, "onTheDay": true]],
            "recentGames": Array(repeating: ["endedAt": 0, "durationMs": 1, "sets": 0, "score": 0, "mode": "normal"],
                                 count: 21),
        ]
        for (key, value) in damaged {
            var object = good
            object[key] = value
            #expect(throws: (any Error).self, "\(key)") { try Self.decode(object) }
        }
        var negativeBucket = good
        negativeBucket["setTimes"] = Array(repeating: ["sets": -1, "totalMs": 0], count: 4)
        #expect(throws: (any Error).self) { try Self.decode(negativeBucket) }
    }
}
