import Foundation
import SetCore
import TestSupport
import Testing

/// V6, V9: statistics keep, per computer level, the games won, lost and tied, and the number of
/// hot-seat games; the solo figures are left alone; the file reads without these figures.
@Suite("V6 statistics of games with several players")
struct ContestStatisticsTests {
    /// Finished games against `level` on the one-Set table with the deck empty.
    static func playerWins(_ level: ComputerLevel) -> Contest {
        var contest = makeVersus(level, table: Fixture.oneSet)
        contest.pick(Fixture.oneSetTrio, at: 3)
        return contest
    }

    static func computerWins(_ level: ComputerLevel) -> Contest {
        var contest = makeVersus(level, table: Fixture.oneSet)
        contest.computerTakes(set: Fixture.oneSet[Fixture.oneSetTrio], at: 3)
        return contest
    }

    static func tie(_ level: ComputerLevel) -> Contest { makeVersus(level, table: Fixture.noSet) }

    static func everything() -> Statistics {
        var stats = StatisticsFileTests.everything()
        for contest in [playerWins(.easy), playerWins(.easy), computerWins(.hard), tie(.hard), playerWins(.rival),
                        makeHotSeat(3, table: Fixture.noSet)] {
            stats.contestFinished(contest)
        }
        return stats
    }

    @Test func aWinALossAndATieAreCountedAgainstTheirLevel() {
        let stats = Self.everything()
        #expect(stats.versus(.easy) == Statistics.ContestRecord(won: 2))
        #expect(stats.versus(.hard) == Statistics.ContestRecord(lost: 1, tied: 1))
        #expect(stats.versus(.rival) == Statistics.ContestRecord(won: 1))
        #expect(stats.versus(.medium) == Statistics.ContestRecord())
        #expect(stats.hotSeatGames == 1)
    }

    @Test func aGameNotOverCountsNothing() {
        var stats = Statistics()
        stats.contestFinished(makeVersus(table: Fixture.twoSets))
        stats.contestFinished(makeHotSeat(table: Fixture.twoSets))
        #expect(stats == Statistics())
    }

    @Test func gamesWithSeveralPlayersLeaveTheSoloFiguresAlone() {
        var stats = StatisticsFileTests.everything()
        let before = stats
        stats.contestFinished(Self.playerWins(.easy))
        stats.contestFinished(makeHotSeat(table: Fixture.noSet))
        #expect(stats.normal == before.normal && stats.junior == before.junior)
        #expect(stats.recentGames == before.recentGames && stats.setTimes == before.setTimes)
        #expect(stats.mismatchesByFeature == before.mismatchesByFeature)
    }

    @Test func everyFigureComesBackFromJSON() throws {
        let stats = Self.everything()
        #expect(try JSONDecoder().decode(Statistics.self, from: JSONEncoder().encode(stats)) == stats)
        let object = try StatisticsFileTests.object(stats)
        #expect((object["versusComputer"] as? [String: Any])?["hard"] as? [String: Int]
            == ["won": 0, "lost": 1, "tied": 1])
        #expect(object["hotSeatGames"] as? Int == 1)
        #expect(object["rivalFactor"] as? Double == 0.9)
    }

    @Test func aFileWrittenBeforeTheseFiguresReadsThemAsNone() throws {
        let old = #"{"version":1,"gamesStarted":4,"totalSets":50}"#
        let stats = try JSONDecoder().decode(Statistics.self, from: Data(old.utf8))
        #expect(stats.versusComputer.isEmpty && stats.hotSeatGames == 0 && stats.rivalFactor == 1)
        var object = try StatisticsFileTests.object(Statistics())
        object["versusComputer"] = ["easy": ["won": 2]]
        #expect(try StatisticsFileTests.decode(object).versus(.easy) == Statistics.ContestRecord(won: 2))
    }

    @Test func figuresNoPlayCouldGiveAreRefused() throws {
        let good = try StatisticsFileTests.object(Self.everything())
        let damaged: [String: Any] = [
            "versusComputer": ["hard": ["lost": -1]],
            "hotSeatGames": -3,
            "rivalFactor": 0,
        ]
        for (key, value) in damaged {
            var object = good
            object[key] = value
            #expect(throws: (any Error).self, "\(key)") { try StatisticsFileTests.decode(object) }
        }
        var unknownLevel = good
        unknownLevel["versusComputer"] = ["impossible": ["won": 1]]
        #expect(throws: (any Error).self) { try StatisticsFileTests.decode(unknownLevel) }
    }
}
