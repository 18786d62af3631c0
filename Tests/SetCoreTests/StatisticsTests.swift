import Foundation
import SetCore
import Testing

/// B3 and "Saved data": the player's figures across games.
@Suite("B3 statistics")
struct StatisticsTests {
    @Test func aNewPlayerHasNoBests() {
        let stats = Statistics()
        #expect(stats.gamesStarted == 0 && stats.gamesFinished == 0)
        #expect(stats.bestTimeMs == nil && stats.bestScore == nil)
        #expect(stats.totalSets == 0 && stats.totalMismatches == 0)
    }

    @Test func gamesSetsAndMismatchesAreCounted() {
        var stats = Statistics()
        stats.gameStarted()
        stats.setFound()
        stats.setFound()
        stats.mismatch()
        #expect(stats.gamesStarted == 1 && stats.totalSets == 2 && stats.totalMismatches == 1)
        #expect(stats.gamesFinished == 0)
    }

    /// "Saved data": `state.stats` is live in every mode, its counts those of every solo
    /// mode together, its bests the mode's own.
    @Test func theStateReportsEveryModesCountsAndTheModesOwnBests() {
        var stats = Statistics()
        stats.gameStarted(mode: .normal)
        stats.setFound(mode: .normal)
        stats.gameFinished(elapsedMs: 400_000, score: 120, mode: .normal)
        stats.gameStarted(mode: .junior)
        stats.setFound(mode: .junior)
        stats.mismatch(mode: .junior)
        stats.gameFinished(elapsedMs: 90_000, score: 60, mode: .junior)
        stats.gameStarted(mode: .daily)
        stats.setFound(mode: .daily)
        for mode in GameMode.allCases {
            let reported = stats.reported(playing: mode)
            #expect(reported.gamesStarted == 3 && reported.gamesFinished == 2, "\(mode)")
            #expect(reported.totalSets == 3 && reported.totalMismatches == 1, "\(mode)")
        }
        #expect(stats.reported(playing: .normal).bestTimeMs == 400_000 && stats.reported(playing: .normal).bestScore == 120)
        #expect(stats.reported(playing: .junior).bestTimeMs == 90_000 && stats.reported(playing: .junior).bestScore == 60)
        #expect(stats.reported(playing: .daily).bestTimeMs == nil && stats.reported(playing: .daily).bestScore == nil)
        stats.normal.totalSets = .max
        #expect(stats.reported(playing: .normal).totalSets == .max, "counts saturate")
    }

    @Test func theFirstFinishedGameSetsBothBests() {
        var stats = Statistics()
        #expect(stats.gameFinished(elapsedMs: 402_000.4, score: 210) == .init(time: true, score: true))
        #expect(stats.bestTimeMs == 402_000 && stats.bestScore == 210 && stats.gamesFinished == 1)
    }

    @Test func aFasterGameBeatsTheTimeAndAHigherScoreBeatsTheScore() {
        var stats = Statistics()
        stats.gameFinished(elapsedMs: 400_000, score: 200)
        #expect(stats.gameFinished(elapsedMs: 300_000, score: 150) == .init(time: true, score: false))
        #expect(stats.gameFinished(elapsedMs: 350_000, score: 250) == .init(time: false, score: true))
        #expect(stats.bestTimeMs == 300_000 && stats.bestScore == 250 && stats.gamesFinished == 3)
    }

    @Test func equallingABestIsNotANewBest() {
        var stats = Statistics()
        stats.gameFinished(elapsedMs: 1000, score: 10)
        #expect(stats.gameFinished(elapsedMs: 1000, score: 10) == .init(time: false, score: false))
    }

    @Test func anEndlessClockIsTheLongestTimeAndNoTrap() {
        var stats = Statistics()
        stats.gameFinished(elapsedMs: 1e22, score: 5)
        #expect(stats.bestTimeMs == .max)
        #expect(stats.gameFinished(elapsedMs: .nan, score: 1).time == false)
    }

    @Test func countsStopAtTheirLargestInsteadOfOverflowing() throws {
        let data = Data(#"{"version":1,"totalSets":9223372036854775807}"#.utf8)
        var stats = try JSONDecoder().decode(Statistics.self, from: data)
        stats.setFound()
        #expect(stats.totalSets == .max)
    }

    @Test func everyFieldComesBackFromJSON() throws {
        var stats = Statistics()
        stats.gameStarted()
        stats.gameStarted()
        stats.setFound()
        stats.mismatch()
        stats.gameFinished(elapsedMs: 90_000, score: -12)
        let data = try JSONEncoder().encode(stats)
        #expect(try JSONDecoder().decode(Statistics.self, from: data) == stats)
        #expect(String(decoding: data, as: UTF8.self).contains(#""version":1"#))
    }

    @Test func missingFieldsStartFromZeroAndUnknownFieldsAreIgnored() throws {
        let data = Data(#"{"version":1,"gamesStarted":4,"dailyStreak":3,"favouriteShape":{"oval":1}}"#.utf8)
        var expected = Statistics()
        expected.gamesStarted = 4
        #expect(try JSONDecoder().decode(Statistics.self, from: data) == expected)
    }

    @Test func anotherVersionOrANegativeCountIsRefused() {
        #expect(throws: SavedDataError.otherVersion(found: 0, expected: 1)) {
            try JSONDecoder().decode(Statistics.self, from: Data(#"{"version":0}"#.utf8))
        }
        #expect(throws: SavedDataError.inconsistent("totalSets is -1")) {
            try JSONDecoder().decode(Statistics.self, from: Data(#"{"version":1,"totalSets":-1}"#.utf8))
        }
    }
}
