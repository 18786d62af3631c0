import Foundation
import ProtocolSupport
import Render
import SetCore
import Session
import SetGameApp
import Layout
import TestSupport
import Testing

/// G1–G5 in play: the review of a finished game with the Sets missed, the statistics
/// overlay and its figures, Junior and the daily puzzle, each through the session as a
/// player drives it and as `state` reports it.
@MainActor @Suite("Learn from every game (G1–G5)")
struct LearnFromEveryGameTests {
    static let window = Size(width: 1000, height: 720)
    static let date = PuzzleDate("2026-11-22")!

    /// The daily table of 2026-11-22 as a whole deck: twelve cards, six Sets —
    /// (0,1,6) (1,2,9) (1,4,5) (1,7,11) (2,4,11) (5,7,9).
    static func twelveCardGame() -> Game { Game(deck: Deck(ordered: DailyPuzzle(date: date).table)) }

    /// Plays the twelve-card game to its end: the Sets of cards 0,1,6, then 2,4,11, then 5,7,9,
    /// each picked by table position (a click on a card outside a found Set starts the next one).
    static func playTwelveCardGame(_ session: SessionStore) {
        session.advance(by: 4)
        session.pick([0, 1, 6])
        session.advance(by: 6)
        session.pick([2])        // card 2, on the table before the Set leaves
        session.pick([2, 8])     // cards 4 and 11, after the table closed up
        session.advance(by: 3)
        session.pick([3])        // card 5
        session.pick([2, 4])     // cards 7 and 9
    }

    static func state(_ session: SessionStore) throws -> [String: Any] { try StateJSON.keys(session.stateJSON()) }

    // MARK: - G1, G2

    @Test func G2_theReviewStepsThroughEverySetTakenWithTheSetsMissedOnItsTable() throws {
        let session = SessionStore(game: Self.twelveCardGame(), window: Self.window)
        Self.playTwelveCardGame(session)
        session.settle()
        #expect(session.isOver && session.overlay == .gameOver)
        #expect(session.reviewSteps.map(\.missed) == [5, 1, 0], "5 other Sets, then 1, then none")
        #expect(session.reviewSteps.map(\.tookMs) == [4000, 6000, 3000])
        let summary = try Self.state(session)
        let buttons = try #require(summary["buttons"] as? [String: [Double]])
        let review = try #require(buttons["review"])
        #expect(summary["review"] is NSNull)
        session.click(at: Point(x: review[0] + review[2] / 2, y: review[1] + review[3] / 2))
        var state = try Self.state(session)
        #expect(state["overlay"] as? String == "review")
        #expect(state["review"] as? [String: Int] == ["step": 0, "steps": 3, "missed": 5])
        session.key(KeyChord("right"))
        #expect(try Self.state(session)["review"] as? [String: Int] == ["step": 1, "steps": 3, "missed": 1])
        session.key(KeyChord("right"))
        session.key(KeyChord("right"))
        #expect(try Self.state(session)["review"] as? [String: Int] == ["step": 2, "steps": 3, "missed": 0],
                "the last step stays")
        session.key(KeyChord("left"))
        #expect(try Self.state(session)["review"] as? [String: Int] == ["step": 1, "steps": 3, "missed": 1])
        session.key(KeyChord("escape"))
        state = try Self.state(session)
        #expect(state["overlay"] as? String == "gameOver" && state["review"] is NSNull, "Escape returns to the summary")
    }

    @Test func G2_theReviewDrawsTheTableAsItWasWithTheSetTakenAndTheSetsMissed() throws {
        let session = SessionStore(game: Self.twelveCardGame(), window: Self.window)
        Self.playTwelveCardGame(session)
        session.settle()
        session.send(.openReview)
        guard case .review(let panel)? = session.scene().overlay else { throw TestFailure("no review panel") }
        #expect(panel.cards == DailyPuzzle(date: Self.date).table)
        #expect(panel.taken == [0, 1, 6])
        #expect(panel.missed == [[1, 2, 9], [1, 4, 5], [1, 7, 11], [2, 4, 11], [5, 7, 9]])
        #expect(panel.previousButton == nil && panel.nextButton != nil)
        #expect(panel.cardFrames.allSatisfy { panel.frame.contains($0.center) })
        let sizes = Set(panel.cardFrames.map(\.size))
        #expect(sizes.count == 1 && abs(sizes.first!.width / sizes.first!.height - 5.0 / 7.0) < 0.01)
    }

    /// G2: the Sets missed on a step's table are ringed one at a time, in the order the log
    /// keeps them: `Down`/`Up` and the arrows beside their line go round, `End`/`Home` stop at
    /// the ends, and each step opens on its first.
    @Test func G2_theSetsMissedAreShownOneAtATime() throws {
        let session = SessionStore(game: Self.twelveCardGame(), window: Self.window)
        Self.playTwelveCardGame(session)
        session.settle()
        session.send(.openReview)
        func shown() throws -> (ringed: [Int]?, label: String, arrows: Bool) {
            guard case .review(let panel)? = session.scene().overlay else { throw TestFailure("no review panel") }
            return (panel.ringedMissed, panel.missedLabel, panel.previousMissedButton != nil && panel.nextMissedButton != nil)
        }
        #expect(try shown().ringed == [1, 2, 9] && shown().label == "Set missed 1 of 5" && shown().arrows)
        session.key(KeyChord("down"))
        #expect(try shown().ringed == [1, 4, 5] && shown().label == "Set missed 2 of 5")
        session.key(KeyChord("up"))
        session.key(KeyChord("up"))
        #expect(try shown().ringed == [5, 7, 9], "Up from the first goes round to the last")
        session.key(KeyChord("down"))
        #expect(try shown().ringed == [1, 2, 9], "and Down from the last to the first")
        session.key(KeyChord("end"))
        session.key(KeyChord("pagedown"))
        #expect(try shown().ringed == [5, 7, 9], "End and PageDown stop at the last")
        session.key(KeyChord("home"))
        #expect(try shown().ringed == [1, 2, 9])
        let row = OverlayLayout.reviewMissedRow(in: Self.window)
        session.click(at: row.next.center)
        session.click(at: row.next.center)
        #expect(try shown().ringed == [1, 7, 11], "the arrow under the table shows the next")
        session.click(at: row.previous.center)
        #expect(try shown().ringed == [1, 4, 5])
        let state = try Self.state(session)
        let buttons = try #require(state["buttons"] as? [String: [Double]])
        #expect(buttons["previousMissed"] != nil && buttons["nextMissed"] != nil)
        session.send(.pointerMoved(row.next.center))
        guard case .review(let lit)? = session.scene().overlay else { throw TestFailure("no review panel") }
        #expect(lit.litButton == row.next, "the arrow under the pointer is lit, as the bar's buttons are")
        session.send(.pointerMoved(Point(x: 1, y: 1)))
        guard case .review(let unlit)? = session.scene().overlay else { throw TestFailure("no review panel") }
        #expect(unlit.litButton == nil)
        #expect(state["review"] as? [String: Int] == ["step": 0, "steps": 3, "missed": 5], "the protocol's review is as it was")

        session.key(KeyChord("right"))
        let only = try shown().ringed
        #expect(only == [3, 4, 6], "the next step opens on its only Set missed: cards 5, 7, 9 of the first table")
        #expect(try shown().label == "1 other Set was there" && !shown().arrows, "with no arrows to go round")
        session.key(KeyChord("down"))
        #expect(try shown().ringed == only)
        let next = try #require(try Self.state(session)["buttons"] as? [String: [Double]])
        #expect(next["previousMissed"] == nil && next["nextMissed"] == nil)
        session.key(KeyChord("right"))
        #expect(try shown().ringed == nil && shown().label == "no Set missed")
        session.key(KeyChord("left"))
        session.key(KeyChord("left"))
        #expect(try shown().ringed == [1, 2, 9], "back on the first step, its first Set missed again")
    }

    /// G2: a click on a card of the review's table shows the next Set missed that holds it;
    /// a card in none (here card 0, only in the Set taken) does nothing and shows no hand.
    @Test func G2_aClickOnACardShowsTheNextSetMissedThatHoldsIt() throws {
        let session = SessionStore(game: Self.twelveCardGame(), window: Self.window)
        Self.playTwelveCardGame(session)
        session.settle()
        session.send(.openReview)
        let cards = OverlayLayout.reviewCardFrames(12, in: Self.window)
        func ringed() throws -> [Int]? {
            guard case .review(let panel)? = session.scene().overlay else { throw TestFailure("no review panel") }
            return panel.ringedMissed
        }
        #expect(try ringed() == [1, 2, 9])
        session.click(at: cards[7].center)
        #expect(try ringed() == [1, 7, 11], "the first after the one shown that holds card 7")
        session.click(at: cards[7].center)
        #expect(try ringed() == [5, 7, 9])
        session.click(at: cards[7].center)
        #expect(try ringed() == [1, 7, 11], "going round")
        #expect(session.state.isClickable(at: cards[7].center) && !session.state.isClickable(at: cards[0].center))
        session.click(at: cards[0].center)
        #expect(try ringed() == [1, 7, 11] && session.overlay == .review, "a card in no Set missed changes nothing")
    }

    @Test func G2_theReviewIsModalAndClicksStepOrReturn() throws {
        let session = SessionStore(game: Self.twelveCardGame(), window: Self.window)
        Self.playTwelveCardGame(session)
        session.settle()
        session.send(.openReview)
        let arrows = OverlayLayout.reviewArrows(in: Self.window)
        session.click(at: arrows.next.center)
        #expect(session.reviewStep == 1)
        session.click(at: arrows.previous.center)
        #expect(session.reviewStep == 0)
        session.key(KeyChord("space"))
        session.key(KeyChord("1"))
        #expect(session.overlay == .review && session.game.selected.count == 3, "nothing reaches the table")
        session.click(at: Point(x: 3, y: 360))
        #expect(session.overlay == .gameOver)
    }

    @Test func G2_leftAndRightDoNothingOutsideTheReview() throws {
        let session = SessionStore(seed: 7, window: Self.window)
        session.settle()
        let before = session.stateJSON()
        session.key(KeyChord("right"))
        session.key(KeyChord("left"))
        #expect(session.stateJSON() == before)
        let review = try Self.state(session)["review"]
        #expect(session.reviewSteps.isEmpty && review is NSNull)
    }

    // MARK: - G3

    @Test func G3_f3OpensTheStatisticsModalAndHoldsTheTimer() throws {
        let session = SessionStore(seed: 7, window: Self.window)
        session.settle()
        let time = session.gameTime
        session.key(KeyChord("f3"))
        #expect(session.overlay == .stats)
        session.advance(by: 5)
        session.key(KeyChord("space"))
        #expect(session.gameTime == time && session.game.deck.count == 69)
        guard case .stats(let panel)? = session.scene().overlay else { throw TestFailure("no statistics panel") }
        #expect(panel.title == "Statistics (this session)" && panel.emptyMessage != nil, "nothing yet: a friendly line")
        session.key(KeyChord("f3"))
        #expect(session.overlay == .none)
        session.key(KeyChord("f3"))
        session.click(at: Point(x: 2, y: 2))
        #expect(session.overlay == .none, "a click outside the panel closes it")
    }

    @Test func G3_theStatisticsCountMismatchesByFeatureAndTimesBySetWithoutADataFolder() throws {
        let session = SessionStore(game: Self.twelveCardGame(), window: Self.window)
        session.pick([0, 1, 2])  // 1 green solid oval, 2 green solid squiggles, 2 purple striped squiggles
        session.pick([3])
        session.send(.escape)
        Self.playTwelveCardGame(session)
        session.settle()
        #expect(session.statistics == nil, "state.stats stays null without a data folder")
        let figures = session.sessionStatistics
        #expect(figures.mismatchesByFeature[.number] == 1 && figures.mismatchesByFeature[.shape] == 1)
        #expect(figures.mismatchesByFeature[.shading] == 1 && figures.mismatchesByFeature[.color] == 1)
        #expect(figures.recentGames.count == 1 && figures.recentGames[0].sets == 3)
        // 0,1,6: number, shape differ (2); 2,4,11: all four; 5,7,9: all four.
        #expect(figures.setTimes.averageSeconds(differing: 2) == 4)
        #expect(figures.setTimes.averageSeconds(differing: 4) == 4.5)
        session.key(KeyChord("f3"))
        guard case .stats(let panel)? = session.scene().overlay else { throw TestFailure("no statistics panel") }
        #expect(panel.emptyMessage == nil && panel.line.count == 1)
        #expect(panel.bars.map(\.values) == [[1, 1, 1, 1], [0, 4, 0, 4.5]])
    }

    @Test func G3_stateStatsHasMismatchesByFeatureAndTheDailyStreak() throws {
        let folder = DataFolder()
        let session = folder.session(seed: 7)
        session.settle()
        session.pick(session.firstNonSet)
        let stats = try #require(try Self.state(session)["stats"] as? [String: Any])
        let byFeature = try #require(stats["mismatchesByFeature"] as? [String: Int])
        #expect(Set(byFeature.keys) == ["number", "shape", "shading", "color"])
        #expect(byFeature.values.reduce(0, +) == session.game.mismatchReasons.count)
        #expect(stats["dailyStreak"] as? Int == 0)
    }

    // MARK: - G4

    @Test func G4_juniorPlaysTheTwentySevenSolidCardsAndKeepsItsOwnRecord() throws {
        let folder = DataFolder()
        let session = SessionStore(seed: 3, window: Self.window, saved: folder.launch(), opening: .junior)
        session.settle()
        let state = try Self.state(session)
        #expect(state["mode"] as? String == "junior")
        #expect(state["deck"] as? Int == 15)
        #expect(session.game.allCards.count == 27 && session.game.allCards.allSatisfy { $0.shading == .solid })
        #expect(session.sessionStatistics.junior.gamesStarted == 1 && session.sessionStatistics.gamesStarted == 0)
        session.saveNow()
        let resumed = SessionStore(seed: 9, window: Self.window, saved: folder.launch(), opening: .junior)
        #expect(resumed.game == session.game, "a saved Junior game is resumed by --junior")
        let classic = SessionStore(seed: 9, window: Self.window, saved: folder.launch())
        #expect(classic.mode == .junior, "and by a launch without flags")
    }

    /// "Saved data": `state.stats` is live in a Junior game and a daily puzzle too: the game
    /// started, its Sets and mismatches count as they happen.
    @Test(arguments: [false, true])
    func G4_G5_stateStatsCountsThisGameInEveryMode(daily: Bool) throws {
        let opening: SessionState.Opening = daily ? .daily(Self.date) : .junior
        let session = SessionStore(seed: 3, window: Self.window, saved: DataFolder().launch(), opening: opening,
                                   environment: .on(Self.date, wallClock: SessionStore.machine.wallClock))
        session.settle()
        func stats() throws -> [String: Any] { try #require(try Self.state(session)["stats"] as? [String: Any]) }
        #expect(try stats()["gamesStarted"] as? Int == 1 && stats()["totalSets"] as? Int == 0)
        session.pick(try #require(Trios.firstNonSet(in: session.state.play.table)))
        session.send(.escape)
        session.pick(try #require(session.state.play.setsOnTable.first))
        #expect(try stats()["totalMismatches"] as? Int == 1 && stats()["totalSets"] as? Int == 1)
        #expect(try stats()["gamesFinished"] as? Int == 0 && stats()["bestScore"] is NSNull)
    }

    @Test func G4_juniorDoesNotResumeAClassicGameButDealsAJuniorOne() throws {
        let folder = DataFolder()
        folder.session(seed: 7).saveNow()
        let session = SessionStore(seed: 3, window: Self.window, saved: folder.launch(), opening: .junior)
        #expect(session.mode == .junior && session.game.deck.count == 15)
    }

    // MARK: - G5

    static func dailySession(today: PuzzleDate = date) -> SessionStore {
        SessionStore(seed: 1, window: Self.window, saved: DataFolder().launch(), opening: .daily(Self.date),
                     environment: .on(today, wallClock: SessionStore.machine.wallClock))
    }

    @Test func G5_theDailyPuzzleIsTheDatesTwelveCardsWithNothingInTheDeck() throws {
        let session = Self.dailySession()
        session.settle()
        let state = try Self.state(session)
        #expect(state["mode"] as? String == "daily")
        #expect(state["deck"] as? Int == 0 && state["discarded"] as? Int == 0)
        #expect(state["puzzle"] as? NSDictionary == ["date": "2026-11-22", "found": [[Int]](), "total": 6, "solved": false])
        #expect(session.state.play.table == DailyPuzzle(date: Self.date).table)
        let buttons = try #require(state["buttons"] as? [String: Any])
        #expect(buttons["deckPile"] == nil, "no deck pile in the puzzle")
        #expect(state["dealEnabled"] as? Bool == false)
    }

    @Test func G5_aSetFoundIsListedTheCardsStayAndTheSelectionClears() throws {
        let session = Self.dailySession()
        session.settle()
        session.pick([1, 4, 5])
        var puzzle = try #require(try Self.state(session)["puzzle"] as? [String: Any])
        #expect(puzzle["found"] as? [[Int]] == [[1, 4, 5]])
        #expect(session.selection == .none && session.state.play.table.count == 12)
        session.pick([5, 1, 4])
        puzzle = try #require(try Self.state(session)["puzzle"] as? [String: Any])
        #expect(puzzle["found"] as? [[Int]] == [[1, 4, 5]], "a Set found twice counts once")
        #expect(session.state.message == "You found that Set already: it is in your list", "and the player is told why")
        guard let found = session.scene().foundSets.first else { throw TestFailure("no list of Sets found") }
        #expect(found.cards == [1, 4, 5].map { session.state.play.table[$0] })
        #expect(session.scene().foundSets.count == 6)
    }

    @Test func G5_aWrongTrioCostsTenSecondsNotThePuzzle() throws {
        let session = Self.dailySession()
        session.settle()
        let before = try #require(try Self.state(session)["elapsedMs"] as? Int)
        session.pick([0, 1, 2])
        let state = try Self.state(session)
        #expect(state["selection"] as? String == "mismatch")
        #expect(state["elapsedMs"] as? Int == before + 10_000)
        #expect((state["message"] as? String)?.hasPrefix("Not a Set") == true)
        session.pick([0])
        #expect(session.selection == .partial && !session.isOver)
    }

    @Test func G5_findingAllSixSolvesItKeepsTheDatesBestAndTheStreak() throws {
        let session = Self.dailySession()
        session.settle()
        session.advance(by: 30)
        for set in [[0, 1, 6], [1, 2, 9], [1, 4, 5], [1, 7, 11], [2, 4, 11], [5, 7, 9]] { session.pick(set) }
        session.settle()
        let state = try Self.state(session)
        #expect(state["gameOver"] as? Bool == true && state["overlay"] as? String == "gameOver")
        #expect((state["puzzle"] as? [String: Any])?["solved"] as? Bool == true)
        let stats = try #require(state["stats"] as? [String: Any])
        #expect(stats["dailyStreak"] as? Int == 1)
        #expect(session.sessionStatistics.dailyBestMs(Self.date) == state["elapsedMs"] as? Int)
        let buttons = try #require(state["buttons"] as? [String: Any])
        #expect(buttons["review"] == nil && buttons["daily"] == nil, "no review, no second daily from the puzzle")
        session.send(.selectCard(3))
        #expect(session.selection == .none, "a solved puzzle takes no more clicks")
    }

    @Test func G5_aPuzzleInProgressIsSavedAndResumedByItsDateAndForgottenOnceSolved() throws {
        let folder = DataFolder()
        let session = SessionStore(seed: 1, window: Self.window, saved: folder.launch(), opening: .daily(Self.date))
        session.settle()
        session.advance(by: 20)
        session.pick([0, 1, 6])
        session.pick([0, 1, 2])
        session.saveNow()
        #expect(folder.contents(of: .daily) != nil && folder.savedGame == nil, "the puzzle is kept apart from the game")
        let resumed = SessionStore(seed: 1, window: Self.window, saved: folder.launch(), opening: .daily(Self.date))
        #expect(resumed.puzzle == session.puzzle && resumed.puzzle?.found == [[0, 1, 6]])
        #expect(try Self.state(resumed)["elapsedMs"] as? Int == (try Self.state(session)["elapsedMs"] as? Int))
        #expect(resumed.selection == .mismatch, "the wrong trio is still picked")
        let otherDay = SessionStore(seed: 1, window: Self.window, saved: folder.launch(), opening: .daily(Self.date.next))
        #expect(otherDay.puzzle?.found == [], "another date starts afresh, and is the one kept now")
        otherDay.saveNow()
        let again = SessionStore(seed: 1, window: Self.window, saved: folder.launch(), opening: .daily(Self.date))
        #expect(again.puzzle?.found == [])
        for set in [[0, 1, 6], [1, 2, 9], [1, 4, 5], [1, 7, 11], [2, 4, 11], [5, 7, 9]] { again.pick(set) }
        #expect(again.isOver)
        again.saveNow()
        #expect(folder.contents(of: .daily) == nil, "a solved puzzle is not kept")
    }

    /// B6: quitting a puzzle in progress and launching again without flags goes back to it;
    /// once a game is played after it, a launch without flags resumes that game, and a
    /// solved puzzle is not resumed.
    @Test func B6_aLaunchWithoutFlagsGoesBackToThePuzzlePlayedLast() throws {
        let folder = DataFolder()
        let classic = folder.session(seed: 4)
        classic.settle()
        classic.saveNow()
        let puzzle = SessionStore(seed: 1, window: Self.window, saved: folder.launch(), opening: .daily(Self.date))
        puzzle.settle()
        puzzle.pick([0, 1, 6])
        puzzle.saveNow()
        #expect(folder.savedSettings?.dailyInPlay == true)
        let back = folder.session(seed: 9)
        #expect(back.puzzle == puzzle.puzzle && back.message == "Welcome back")
        back.send(.newGame)
        back.settle()
        back.saveNow()
        let next = back.game
        #expect(folder.savedSettings?.dailyInPlay == false)
        #expect(folder.session(seed: 9).state.play.game == next, "the game played after it")
        #expect(folder.session(seed: 9, resume: false).puzzle == nil, "--new deals a game")

        let solved = SessionStore(seed: 1, window: Self.window, saved: folder.launch(), opening: .daily(Self.date))
        for set in [[0, 1, 6], [1, 2, 9], [1, 4, 5], [1, 7, 11], [2, 4, 11], [5, 7, 9]] { solved.pick(set) }
        #expect(solved.isOver)
        solved.saveNow()
        #expect(folder.session(seed: 9).puzzle == nil, "a solved puzzle is not resumed")
    }

    @Test func G5_theDailyButtonOfAFinishedGameOpensTodaysPuzzle() throws {
        let session = SessionStore(game: Self.twelveCardGame(), window: Self.window,
                                   environment: .on(Self.date, wallClock: SessionStore.machine.wallClock))
        Self.playTwelveCardGame(session)
        session.settle()
        let buttons = try #require(try Self.state(session)["buttons"] as? [String: [Double]])
        let daily = try #require(buttons["daily"])
        session.click(at: Point(x: daily[0] + daily[2] / 2, y: daily[1] + daily[3] / 2))
        session.settle()
        #expect(session.mode == .daily && session.puzzle?.date == Self.date && session.overlay == .none)
        #expect(session.gameTime < 3, "the puzzle's clock starts anew (the game took 13 s)")
        session.send(.newGame)
        #expect(session.mode == .normal && session.puzzle == nil && session.game.deck.count == 69)
    }
}
