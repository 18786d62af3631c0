import Foundation
import ProtocolSupport
import SetCore
import Session
import SetGameApp
import Storage
import Layout
import Testing

/// B6: a game quit in any way comes back exactly — the table and the deck in order, the
/// discard pile, the selection, the hint, the score, the counts and the running time — and
/// goes on as if it had never stopped. `saveNow()` is what every way of quitting does.
@Suite("Resume a saved game (B6)")
struct ResumeSessionTests {
    /// A little of everything: a wrong trio, a hint, a deal, one card picked, time passing.
    static func playSome(_ session: SessionStore) {
        session.settle()
        session.advance(by: 3)
        session.pick(session.firstNonSet)
        session.send(.hint)
        session.send(.dealThree)
        session.pick([0])
        session.advance(by: 9.25)
    }

    @Test func B6_aQuitGameComesBackExactlyAndFliesIn() throws {
        let folder = DataFolder()
        let first = folder.session(seed: 7)
        Self.playSome(first)
        #expect(first.game.selected.count == 1 && first.game.hint.count == 1 && first.game.deck.count == 66)
        let shown = try first.stateLine, shownData = try first.savedData
        first.saveNow()

        let second = folder.session(seed: 1234)
        #expect(second.game.table == first.game.table)
        #expect(second.game.deck == first.game.deck)
        #expect(second.game.discarded == first.game.discarded)
        #expect(second.game.selected == first.game.selected)
        #expect(second.game.hint == first.game.hint)
        func counts(_ game: Game) -> [Int] { [game.score, game.setsFound, game.mismatches, game.hintsUsed] }
        #expect(counts(second.game) == counts(first.game))
        let resumed = try second.savedData
        #expect(resumed.elapsedMs == shownData.elapsedMs)
        #expect(resumed.hint == shownData.hint)
        #expect(resumed.message == "Welcome back")

        // A1: the first state is the launch of the resumed table, every card still to fly in.
        let launch = try second.stateLine
        #expect(launch.animating)
        #expect(launch.cards.allSatisfy { !$0.rect.overlaps(launch.windowBox) })
        second.settle()
        let landed = try second.stateLine
        #expect(landed.cards.map(\.features) == shown.cards.map(\.features))
        #expect(landed.cards.map(\.frame) == shown.cards.map(\.frame))
        #expect(landed.selected.map(\.features) == shown.selected.map(\.features))
        func counts(_ state: StateJSON) -> [Int] { [state.score, state.deck, state.discarded] }
        #expect(counts(landed) == counts(shown))
    }

    /// The speed bonus counts from the last Set on the running clock, and the next New Game
    /// deals what it would have dealt: resuming changes nothing.
    @Test func B6_theResumedGameGoesOnAsIfItHadNeverStopped() throws {
        let folder = DataFolder()
        let original = folder.session(seed: 7)
        Self.playSome(original)
        original.saveNow()
        let resumed = folder.session(seed: 99)
        for session in [original, resumed] {
            session.advance(by: 4)
            session.send(.escape)
            session.pick(try #require(session.game.setsOnTable.first))
        }
        #expect(resumed.game.selection == .match)
        #expect(resumed.game.score == original.game.score)
        #expect(try resumed.savedData.elapsedMs == original.savedData.elapsedMs)
        for session in [original, resumed] { session.send(.newGame) }
        #expect(resumed.game.table == original.game.table)
        #expect(resumed.game.deck == original.game.deck)
    }

    @Test func B6_newStartsAFreshGameEvenWithOneSaved() throws {
        let folder = DataFolder()
        let first = folder.session(seed: 7)
        Self.playSome(first)
        first.saveNow()
        let fresh = folder.session(seed: 8, resume: false)
        #expect(fresh.game.table == SessionStore(seed: 8, window: DataFolder.landscape).game.table)
        #expect(fresh.game.deck.count == 69 && fresh.game.score == 0 && fresh.game.selected.isEmpty)
        #expect(try fresh.savedData.message == nil)
        #expect(try fresh.savedData.elapsedMs == 0)
        #expect(fresh.statistics?.gamesStarted == 2)
        folder.flush()
        #expect(folder.savedGame?.table == fresh.game.table, "a new game is saved as it starts")
    }

    @Test func B6_everyActionThatChangesTheGameIsSavedAtOnce() throws {
        let folder = DataFolder()
        let session = folder.session(seed: 7)
        session.settle()
        folder.flush()
        #expect(folder.savedGame?.table == session.game.table, "the new game, as it starts")
        session.pick([0, 1])
        folder.flush()
        #expect(folder.savedGame?.selected == [session.game.table[0], session.game.table[1]])
        session.send(.dealThree)
        folder.flush()
        #expect(folder.savedGame?.table.count == 15)
        let saved = folder.contents(of: .game)
        session.send(.toggleHelp)
        session.send(.toggleHelp)
        session.send(.scrollBy(notches: -1))
        folder.flush()
        #expect(folder.contents(of: .game) == saved, "actions that leave the game as it was write nothing")
    }

    @Test func B2_aFinishedGameIsNotResumed() throws {
        let folder = DataFolder()
        let session = folder.session(playing: SavedTables.oneSetGame())
        session.pick([0, 1, 2])
        #expect(session.isOver)
        session.saveNow()
        #expect(folder.contents(of: .game) == nil, "the finished game's file is removed")
        let next = folder.session(seed: 5)
        #expect(next.game.table.count == 12 && next.game.deck.count == 69 && next.game.score == 0)
        #expect(try next.savedData.message == nil)
    }

    @Test func B2_aNewGameAfterGameOverIsSavedAsItStarts() throws {
        let folder = DataFolder()
        let session = folder.session(playing: SavedTables.oneSetGame())
        session.pick([0, 1, 2])
        session.send(.newGame)
        folder.flush()
        #expect(folder.savedGame?.table == session.game.table)
        #expect(folder.savedGame?.deck.count == 69)
        #expect(folder.savedStatistics?.gamesStarted == 2)
    }

    /// What `state` shows is on disk before the answer: a client that kills the game right
    /// after reading it (even with SIGKILL) finds that game again.
    @MainActor @Test func B6_whatStateShowsIsOnDiskBeforeItIsAnswered() throws {
        let folder = DataFolder()
        let session = folder.session(seed: 7)
        var lines: [String] = []
        let driver = HeadlessDriver(store: session, fonts: HeadlessDriverTests.fonts,
                                    output: { lines.append($0) }, errors: { _ in })
        session.settle()
        session.send(.hint)
        session.advance(by: 2.5)
        #expect(driver.handle(line: "state"))
        let shown = try SavedDataJSON.decode(try #require(lines.first))
        let resumed = try folder.session(seed: 1).savedData
        #expect(resumed.elapsedMs == shown.elapsedMs)
        #expect(resumed.hint == shown.hint)
        #expect(shown.elapsedMs > 2500)
    }
}
