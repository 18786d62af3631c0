import Foundation
import SetCore
import TestSupport
import Testing

/// G3 and G4: the statistics overlay's figures, recorded from the game's log and the finished
/// game; Junior games kept apart.
@Suite("G3 G4 statistics figures")
struct StatisticsFiguresTests {
    static func recorded(_ game: Game, mode: GameMode = .normal) -> Statistics {
        var stats = Statistics()
        stats.gameStarted(mode: mode)
        for set in game.log.sets { stats.setTaken(set, mode: mode) }
        for mismatch in game.log.mismatches { stats.mismatch(mismatch, mode: mode) }
        return stats
    }

    @Test func eachSetTakenCountsAndItsTimeGoesToTheBucketOfItsDifferingFeatures() {
        let stats = Self.recorded(Fixture.playedGame())
        #expect(stats.totalSets == 2)
        #expect(stats.setTimes[1] == .init(sets: 1, totalMs: 7_500))
        #expect(stats.setTimes[3] == .init(sets: 1, totalMs: 4_500))
        #expect(stats.setTimes[2] == .init() && stats.setTimes[4] == .init())
        #expect(stats.setTimes.averageSeconds(differing: 1) == 7.5)
        #expect(stats.setTimes.averageSeconds(differing: 3) == 4.5)
        #expect(stats.setTimes.averageSeconds(differing: 2) == nil)
    }

    @Test func theAverageIsTheSumOverTheCount() {
        var stats = Statistics()
        let table = Fixture.twoSets.map(\.index)
        for tookMs in [2_000.0, 3_000, 7_000] {
            stats.setTaken(.init(atMs: 0, tookMs: tookMs, table: table, taken: [0, 4, 8], others: []))
        }
        #expect(stats.setTimes[1] == .init(sets: 3, totalMs: 12_000))
        #expect(stats.setTimes.averageSeconds(differing: 1) == 4)
    }

    @Test func eachMismatchCountsAndSoDoesEachFeatureItBroke() {
        var stats = Self.recorded(Fixture.playedGame())
        #expect(stats.totalMismatches == 1)
        #expect(stats.mismatchesByFeature == Self.counts(shading: 1, color: 1))
        stats.mismatch(broken: [.number, .color])
        #expect(stats.mismatchesByFeature == Self.counts(number: 1, shading: 1, color: 2))
        #expect(stats.totalMismatches == 2)
    }

    @Test func aFinishedGameJoinsTheRecentGamesWithItsSetsPerMinute() {
        let game = Fixture.playedGame()
        var stats = Self.recorded(game)
        let bests = stats.gameFinished(game, elapsedMs: 120_000, endedAt: 1_790_000_000)
        #expect(bests == .init(time: true, score: true))
        #expect(stats.gamesFinished == 1 && stats.bestTimeMs == 120_000 && stats.bestScore == game.score)
        #expect(stats.recentGames == [.init(endedAt: 1_790_000_000, durationMs: 120_000, sets: 2,
                                            score: game.score, mode: .normal)])
        #expect(stats.setsPerMinute() == [1])
    }

    @Test func onlyTheLastTwentyGamesAreKeptOldestFirst() {
        var stats = Statistics()
        let game = Fixture.playedGame()
        for minutes in 1...25 { stats.gameFinished(game, elapsedMs: Double(minutes) * 60_000, endedAt: Double(minutes)) }
        #expect(stats.recentGames.count == Statistics.recentGameLimit)
        #expect(stats.recentGames.map(\.endedAt) == (6...25).map(Double.init))
        #expect(stats.setsPerMinute().first == 2.0 / 6)
        #expect(stats.gamesFinished == 25)
    }

    @Test func juniorGamesKeepTheirOwnRecord() {
        var random = SeededRandom(seed: 7)
        var junior = Game(random: &random, junior: true)
        let trio = junior.setsOnTable[0]
        for position in trio { junior.select(cardAt: position, at: 3) }
        var stats = Self.recorded(junior, mode: junior.mode)
        stats.gameFinished(junior, elapsedMs: 30_000, endedAt: 5)
        #expect(stats.junior.gamesStarted == 1 && stats.junior.totalSets == 1 && stats.junior.gamesFinished == 1)
        #expect(stats.junior.bestTimeMs == 30_000 && stats.junior.bestScore == junior.score)
        #expect(stats[.junior] == stats.junior)
        #expect(stats.normal == Statistics.Record())
        #expect(stats.gamesStarted == 0 && stats.bestTimeMs == nil && stats.totalSets == 0)
        #expect(stats.setsPerMinute(mode: .normal).isEmpty && stats.setsPerMinute(mode: .junior) == [2])
    }

    @Test func theTopLevelFiguresAreTheClassicGamesRecord() {
        var stats = Statistics()
        stats.gameStarted()
        stats.setFound()
        stats.gameFinished(elapsedMs: 5_000, score: 12)
        #expect(stats.normal.gamesStarted == 1 && stats.normal.totalSets == 1)
        #expect(stats.normal.bestTimeMs == 5_000 && stats.normal.bestScore == 12)
        stats.totalMismatches = 4
        #expect(stats[.normal].totalMismatches == 4)
    }

    static func counts(number: Int = 0, shape: Int = 0, shading: Int = 0, color: Int = 0) -> Statistics.FeatureCounts {
        var counts = Statistics.FeatureCounts()
        (counts.number, counts.shape, counts.shading, counts.color) = (number, shape, shading, color)
        return counts
    }
}
