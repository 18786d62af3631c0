import Foundation
import SetCore
import Testing

/// G5 in the statistics: the best time of each date and the streak of days solved.
@Suite("G5 daily statistics")
struct DailyStatisticsTests {
    static func day(_ text: String) -> PuzzleDate { PuzzleDate(text)! }

    /// Solved on their own days: 2026-11-20, 21 and 22.
    static func threeDays() -> Statistics {
        var stats = Statistics()
        for text in ["2026-11-20", "2026-11-21", "2026-11-22"] {
            stats.dailySolved(day(text), timeMs: 90_000, today: day(text))
        }
        return stats
    }

    @Test func theFirstSolveOfADateIsItsBestAndOnlyAFasterOneBeatsIt() {
        var stats = Statistics()
        let date = Self.day("2026-11-22")
        #expect(stats.dailySolved(date, timeMs: 95_000.4, today: date) == true)
        #expect(stats.dailyBestMs(date) == 95_000)
        #expect(stats.dailySolved(date, timeMs: 95_000, today: date) == false)
        #expect(stats.dailySolved(date, timeMs: 120_000, today: date) == false)
        #expect(stats.dailySolved(date, timeMs: 80_000, today: date.next) == true)
        #expect(stats.dailyResults[date] == .init(bestMs: 80_000, onTheDay: true))
        #expect(stats.dailyBestMs(date.next) == nil)
    }

    @Test func aSolvedPuzzlesTimeIncludesItsPenalties() {
        var puzzle = DailyPuzzle(date: Self.day("2026-11-22"))
        for position in [0, 1, 2] { puzzle.select(cardAt: position) }  // a wrong trio: 10 s
        var stats = Statistics()
        stats.dailySolved(puzzle, elapsedMs: 61_000, today: puzzle.date)
        #expect(stats.dailyBestMs(puzzle.date) == 71_000)
    }

    @Test func dailyPuzzlesKeepTheirOwnRecordWithoutAScore() {
        var stats = Statistics()
        stats.gameStarted(mode: .daily)
        stats.setFound(mode: .daily)
        stats.mismatch(broken: [.shape], mode: .daily)
        stats.dailySolved(Self.day("2026-11-22"), timeMs: 70_000, today: Self.day("2026-11-22"))
        stats.dailySolved(Self.day("2026-11-21"), timeMs: 60_000, today: Self.day("2026-11-22"))
        #expect(stats.dailyPuzzles.gamesStarted == 1 && stats.dailyPuzzles.gamesFinished == 2)
        #expect(stats.dailyPuzzles.totalSets == 1 && stats.dailyPuzzles.totalMismatches == 1)
        #expect(stats.dailyPuzzles.bestTimeMs == 60_000 && stats.dailyPuzzles.bestScore == nil)
        #expect(stats.mismatchesByFeature.shape == 1)
        #expect(stats.normal == Statistics.Record() && stats.recentGames.isEmpty)
    }

    @Test func theStreakCountsTheDaysInARowEndingToday() {
        #expect(Self.threeDays().dailyStreak(today: Self.day("2026-11-22")) == 3)
    }

    @Test func theStreakLivesThroughTheDayUntilTodaysPuzzleIsSolved() {
        var stats = Self.threeDays()
        #expect(stats.dailyStreak(today: Self.day("2026-11-23")) == 3)
        stats.dailySolved(Self.day("2026-11-23"), timeMs: 1, today: Self.day("2026-11-23"))
        #expect(stats.dailyStreak(today: Self.day("2026-11-23")) == 4)
    }

    @Test func aDayWithoutASolveEndsTheStreak() {
        var stats = Self.threeDays()
        #expect(stats.dailyStreak(today: Self.day("2026-11-24")) == 0)
        stats.dailySolved(Self.day("2026-11-24"), timeMs: 1, today: Self.day("2026-11-24"))
        #expect(stats.dailyStreak(today: Self.day("2026-11-24")) == 1)
        #expect(Statistics().dailyStreak(today: Self.day("2026-11-24")) == 0)
    }

    @Test func aPuzzleOfAnotherDayPlayedLaterKeepsItsTimeButMakesNoStreak() {
        var stats = Self.threeDays()
        stats.dailySolved(Self.day("2026-11-19"), timeMs: 50_000, today: Self.day("2026-11-22"))
        stats.dailySolved(Self.day("2026-11-23"), timeMs: 50_000, today: Self.day("2026-11-22"))
        #expect(stats.dailyBestMs(Self.day("2026-11-19")) == 50_000)
        #expect(stats.dailyStreak(today: Self.day("2026-11-22")) == 3)
        #expect(stats.dailyStreak(today: Self.day("2026-11-23")) == 3)
    }

    @Test func theStreakRunsAcrossMonthsAndYears() {
        var stats = Statistics()
        for text in ["2024-12-30", "2024-12-31", "2025-01-01", "2025-02-28", "2025-03-01"] {
            stats.dailySolved(Self.day(text), timeMs: 1, today: Self.day(text))
        }
        #expect(stats.dailyStreak(today: Self.day("2025-01-01")) == 3)
        #expect(stats.dailyStreak(today: Self.day("2025-03-01")) == 2)
    }
}
