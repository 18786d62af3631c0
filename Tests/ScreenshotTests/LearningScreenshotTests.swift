import Foundation
import GoldenSupport
import Render
import SetCore
import Session
import SetGameApp
import Storage
import Layout
import Testing

/// Frames of G2, G3 and G5 against golden PNGs, in both themes: the review of a finished
/// game with its missed Sets, the statistics overlay filled from a fixed statistics file,
/// and the daily puzzle with Sets found beside the table.
@MainActor @Suite(.serialized) struct LearningScreenshotTests {
    let table = TableScreenshotTests()
    static let date = PuzzleDate("2026-11-22")!
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The daily table of 2026-11-22 dealt as a whole game, played to its end: the Sets of
    /// cards 0,1,6 (5 others on the table), 2,4,11 (1 other), 5,7,9 (none).
    func finishedTwelveCardGame(dark: Bool) -> SessionStore {
        let session = SessionStore(game: Game(deck: Deck(ordered: DailyPuzzle(date: Self.date).table)),
                                  window: TableScreenshotTests.landscape)
        if dark { session.send(.toggleTheme) }
        for (wait, picks) in [(4.0, [[0, 1, 6]]), (6, [[2], [2, 8]]), (3, [[3], [2, 4]])] {
            session.advance(by: wait)
            for pick in picks { for index in pick { session.send(.selectCard(index)) } }
        }
        session.settle()
        return session
    }

    @Test(arguments: [false, true])
    func reviewOfAFinishedGame(dark: Bool) throws {
        let session = finishedTwelveCardGame(dark: dark)
        session.send(.openReview)
        #expect(session.overlay == .review)
        try table.expectFrame(session, "review-first-step-\(dark ? "dark" : "light")")
    }

    @Test func reviewInAPhoneWindow() throws {
        let session = finishedTwelveCardGame(dark: false)
        session.resize(to: Size(width: 360, height: 640))
        session.send(.openReview)
        session.send(.stepReview(by: 1))
        try table.expectFrame(session, "review-phone")
    }

    @Test func summaryWithReviewAndDailyButtons() throws {
        try table.expectFrame(finishedTwelveCardGame(dark: false), "game-over-buttons")
    }

    /// A session whose saved statistics are `Fixtures/stats.json` (twelve finished games,
    /// Junior and three daily puzzles solved up to 2026-11-22), or another fixture: `stats-players.json`
    /// adds games against each level of the computer and seven hot-seat games (V6).
    func sessionWithFixedStatistics(dark: Bool, window: Size, file: String = "stats.json") throws -> SessionStore {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(file))
        let statistics = try JSONDecoder().decode(Statistics.self, from: data)
        let saves = SaveQueue(storage: GameStorage(store: MemoryStore(), locations: SaveLocations(dataDirectory: "/d")))
        let session = SessionStore(seed: 7, window: window,
                                  saved: SavedStart(statistics: statistics, settings: Settings(theme: dark ? .dark : .light),
                                                    saves: saves),
                                  environment: .on(Self.date, wallClock: SessionStore.machine.wallClock))
        session.settle()
        session.send(.toggleStats)
        return session
    }

    @Test(arguments: [false, true])
    func statisticsFromAFixedFile(dark: Bool) throws {
        let session = try sessionWithFixedStatistics(dark: dark, window: TableScreenshotTests.landscape)
        #expect(session.statistics?.dailyStreak(today: Self.date) == 3)
        try table.expectFrame(session, "stats-\(dark ? "dark" : "light")")
    }

    @Test func statisticsInAPhoneWindow() throws {
        try table.expectFrame(try sessionWithFixedStatistics(dark: false, window: Size(width: 360, height: 640)),
                              "stats-phone")
    }

    /// V6: the games against each level, won–lost–tied, and the hot-seat games, beside the
    /// solo figures, in a desktop window and on a phone.
    @Test(arguments: [("", Size(width: 1000, height: 720)), ("-phone", Size(width: 360, height: 640))])
    func statisticsWithGamesAgainstTheComputerAndHotSeat(name: String, window: Size) throws {
        let session = try sessionWithFixedStatistics(dark: name.isEmpty, window: window, file: "stats-players.json")
        #expect(session.statistics?.versus(.hard).lost == 6 && session.statistics?.hotSeatGames == 7)
        try table.expectFrame(session, "stats-players\(name)")
    }

    @Test(arguments: [("light", Size(width: 1000, height: 720)), ("dark", Size(width: 1000, height: 720)),
                      ("portrait", Size(width: 720, height: 1000))])
    func dailyPuzzleWithTwoSetsFound(name: String, window: Size) throws {
        let session = SessionStore(seed: 1, window: window, opening: .daily(Self.date))
        if name == "dark" { session.send(.toggleTheme) }
        session.settle()
        for index in [0, 1, 6, 5, 7, 9, 2] { session.send(.selectCard(index)) }
        session.settle()
        #expect(session.puzzle?.found == [[0, 1, 6], [5, 7, 9]])
        try table.expectFrame(session, "daily-\(name)")
    }
}
