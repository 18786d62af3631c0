@testable import Session
@testable import SetCore
import Testing

/// G3, V9: the statistics' charts follow the games played alone. A player who has played
/// only against the computer or at one computer with others was told "Nothing here yet.
/// Find some Sets and finish a game…" beside the won–lost–tied of those very games.
@Suite("What the empty statistics say")
struct StatsEmptyMessageTests {
    @Test func nothingPlayedYetAsksForAGame() {
        #expect(StatsContent.emptyMessage(Statistics()).hasPrefix("Nothing here yet."))
    }

    @Test func gamesWithOthersOnlyAreToldTheChartsFollowGamesAlone() {
        var hotSeat = Statistics()
        hotSeat.hotSeatGames = 1
        var versus = Statistics()
        versus.versusComputer[.easy] = Statistics.ContestRecord(won: 1)
        for figures in [hotSeat, versus] {
            #expect(StatsContent.emptyMessage(figures).hasPrefix("These charts follow your games alone"))
        }
    }
}
