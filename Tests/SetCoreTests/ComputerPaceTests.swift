import Foundation
import SetCore
import Testing

/// V3, V9: the computer's think time: mean (level mean) ÷ k on a table holding k Sets, drawn
/// from the game's generator; the rival plays at the player's own pace and adapts by 10%.
@Suite("V3 the computer's pace")
struct ComputerPaceTests {
    static let draws = 2000

    /// The average of `draws` think times on a table holding `sets` Sets.
    static func averageThink(_ pace: ComputerPace, setsOnTable sets: Int, seed: UInt64 = 7) -> Double {
        var random = SeededRandom(seed: seed)
        let total = (0..<draws).reduce(0.0) { sum, _ in sum + pace.thinkSeconds(setsOnTable: sets, using: &random) }
        return total / Double(draws)
    }

    /// Statistics whose recent solo games took these seconds per Set, oldest first (a file as
    /// the game writes it: 6 Sets a game).
    static func statistics(secondsPerSet: [Double], rivalFactor: Double = 1) throws -> Statistics {
        let games = secondsPerSet.map { seconds -> [String: Any] in
            ["endedAt": 0, "durationMs": Int(seconds * 6000), "sets": 6, "score": 40, "mode": "normal"]
        }
        let object: [String: Any] = ["version": 1, "recentGames": games, "rivalFactor": rivalFactor]
        return try JSONDecoder().decode(Statistics.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test(arguments: [(ComputerLevel.easy, 30.0), (.medium, 12), (.hard, 5)])
    func overManyDrawsTheThinkTimeAveragesTheLevelMeanOverTheSetsOnTheTable(level: ComputerLevel, mean: Double) {
        let pace = ComputerPace(level: level)
        for sets in [1, 2, 4] {
            let expected = mean / Double(sets)
            #expect(pace.meanThinkSeconds(setsOnTable: sets) == expected)
            let average = Self.averageThink(pace, setsOnTable: sets)
            #expect(abs(average - expected) <= expected * 0.25, "\(level) with \(sets) Sets: \(average) s")
        }
    }

    @Test(arguments: ComputerLevel.allCases)
    func fewerSetsOnTheTableMeanALongerThink(level: ComputerLevel) {
        let pace = ComputerPace(level: level)
        let averages = [4, 2, 1].map { Self.averageThink(pace, setsOnTable: $0) }
        #expect(averages == averages.sorted() && Set(averages).count == 3)
    }

    @Test func everyDrawLiesBetweenHalfAndOneAndAHalfTimesTheMean() {
        let pace = ComputerPace(level: .hard)
        var random = SeededRandom(seed: 1)
        let thinks = (0..<Self.draws).map { _ in pace.thinkSeconds(setsOnTable: 2, using: &random) }
        #expect(thinks.allSatisfy { (1.25...3.75).contains($0) })
    }

    @Test func withNoSetOnTheTableTheComputerThinksAsForOneThenDeals() {
        #expect(ComputerPace(level: .medium).meanThinkSeconds(setsOnTable: 0) == 12)
    }

    @Test func theSameSeedGivesTheSameThinkTimesAndMarks() {
        var first = SeededRandom(seed: 99), second = SeededRandom(seed: 99)
        let pace = ComputerPace(level: .easy)
        #expect(pace.thinkSeconds(setsOnTable: 3, using: &first) == pace.thinkSeconds(setsOnTable: 3, using: &second))
        #expect(ComputerPace.markSeconds(using: &first) == ComputerPace.markSeconds(using: &second))
    }

    @Test func theMarkLastsHalfASecondToASecondAndAHalf() {
        var random = SeededRandom(seed: 3)
        let marks = (0..<Self.draws).map { _ in ComputerPace.markSeconds(using: &random) }
        #expect(marks.allSatisfy { (0.5...1.5).contains($0) })
        #expect(abs(marks.reduce(0, +) / Double(marks.count) - 1) < 0.05)
    }

    @Test func theRivalPlaysAtTheMedianSecondsPerSetOfTheLastTenSoloGames() throws {
        // The two oldest (100 s per Set) are beyond the last ten; the median of 4…13 is 8.5.
        let stats = try Self.statistics(secondsPerSet: [100, 100] + [13, 4, 12, 5, 11, 6, 10, 7, 9, 8])
        #expect(ComputerPace.rivalSecondsPerSet(stats) == 8.5)
        #expect(ComputerPace(level: .rival, statistics: stats).meanThinkSeconds(setsOnTable: 2) == 4.25)
        let odd = try Self.statistics(secondsPerSet: [9, 3, 6])
        #expect(ComputerPace.rivalSecondsPerSet(odd) == 6)
    }

    @Test func withoutSoloGamesTheRivalPlaysAsMedium() {
        #expect(ComputerPace(level: .rival).secondsPerSet == 12)
    }

    @Test func theRivalIsTenPercentFasterAfterAGameThePlayerWinsAndSlowerAfterOneItWins() throws {
        var stats = try Self.statistics(secondsPerSet: [10, 10, 10])
        stats.contestFinished(ContestStatisticsTests.playerWins(.rival))
        #expect(abs(ComputerPace.rivalSecondsPerSet(stats) - 9) < 1e-9)
        stats.contestFinished(ContestStatisticsTests.computerWins(.rival))
        stats.contestFinished(ContestStatisticsTests.computerWins(.rival))
        #expect(abs(ComputerPace.rivalSecondsPerSet(stats) - 10 * 0.9 * 1.1 * 1.1) < 1e-9)
        stats.contestFinished(ContestStatisticsTests.tie(.rival))
        #expect(abs(stats.rivalFactor - 0.9 * 1.1 * 1.1) < 1e-12)
    }

    @Test func otherLevelsLeaveTheRivalAlone() {
        var stats = Statistics()
        stats.contestFinished(ContestStatisticsTests.playerWins(.hard))
        #expect(stats.rivalFactor == 1)
    }
}
