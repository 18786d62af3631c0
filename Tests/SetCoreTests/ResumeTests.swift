import Foundation
import SetCore
import TestSupport
import Testing

/// B6: a game saved and resumed is the same game, down to the speed bonus of its next Set.
@Suite("B6 resume")
struct ResumeTests {
    /// A game after a Set at 7.5 s, a mismatch and two hints, with a partial selection.
    static func gameInPlay() -> Game {
        var game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree)
        game.click(0, 4, 8, at: 7.5)
        game.click(1, at: 9)
        game.click(2, 3, at: 10)
        _ = game.revealHint()
        _ = game.revealHint()
        game.click(5, at: 11)
        return game
    }

    @Test func aResumedGameIsTheGameThatWasSaved() throws {
        let game = Self.gameInPlay()
        #expect(game.setsFound == 1 && game.mismatches == 1 && game.hintsUsed == 2)
        let saved = game.saved(elapsedMs: 12_000, shuffles: SeededRandom(seed: 3))
        #expect(saved.elapsedMs == 12_000)
        #expect(saved.lastSetMs == 7_500)
        #expect(saved.selected == [game.table[5]])
        #expect(saved.hint.count == 2)
        #expect(try Game(saved: saved) == game)
    }

    @Test func aResumedGameComesBackThroughJSON() throws {
        let game = Self.gameInPlay()
        let data = try JSONEncoder().encode(game.saved(elapsedMs: 12_000, shuffles: SeededRandom(seed: 3)))
        #expect(try Game(saved: JSONDecoder().decode(SavedGame.self, from: data)) == game)
    }

    @Test func theNextSetEarnsTheSameSpeedBonusAfterAResume() throws {
        var game = makeGame(table: Fixture.twoSets, deckStartingWith: Fixture.nextThree)
        game.click(0, 4, 8, at: 1.001)
        var resumed = try Game(saved: game.saved(elapsedMs: 2_000, shuffles: SeededRandom(seed: 0)))
        game.click(2, 6, 10, at: 4.001)
        resumed.click(2, 6, 10, at: 4.001)
        #expect(resumed.score == game.score)
        #expect(resumed == game)
    }

    @Test func theTimeOfTheLastSetSurvivesMillisecondsExactly() throws {
        var random = SeededRandom(seed: 5)
        for _ in 0..<2000 {
            let ms = Double(random.below(10_000_000)) / Double([1, 3, 60][random.below(3)])
            var game = makeGame(table: Fixture.oneSet, deckStartingWith: Fixture.nextThree)
            game.click(0, 4, 8, at: ms / 1000)
            let resumed = try Game(saved: game.saved(elapsedMs: ms, shuffles: SeededRandom(seed: 0)))
            #expect(resumed == game, "a Set at \(ms) ms")
        }
    }

    @Test func theNextNewGameShufflesAsItWouldHave() {
        var shuffles = SeededRandom(seed: 42)
        _ = Game(random: &shuffles)
        let saved = Self.gameInPlay().saved(elapsedMs: 0, shuffles: shuffles)
        var resumedShuffles = saved.shuffles
        #expect(Game(random: &resumedShuffles) == Game(random: &shuffles))
    }

    @Test func aClockThatIsNotATimeIsSavedAsOne() {
        let game = Self.gameInPlay()
        let shuffles = SeededRandom(seed: 0)
        #expect(game.saved(elapsedMs: .nan, shuffles: shuffles).elapsedMs == 0)
        #expect(game.saved(elapsedMs: -5, shuffles: shuffles).elapsedMs == 0)
        #expect(game.saved(elapsedMs: .infinity, shuffles: shuffles).elapsedMs == .greatestFiniteMagnitude)
        let early = game.saved(elapsedMs: 3_000, shuffles: shuffles)
        #expect(early.lastSetMs == 3_000, "the last Set is never after the clock")
        #expect(throws: Never.self) { try early.validate() }
    }

    @Test func aFinishedGameIsKnownFromItsSave() throws {
        let over = SavedGame(table: Fixture.noSet, deck: [], discarded: Card.all.without(Fixture.noSet))
        #expect(over.isFinished)
        #expect(!Self.gameInPlay().saved(elapsedMs: 0, shuffles: SeededRandom(seed: 0)).isFinished)
    }

    @Test func anInconsistentSaveIsNoGame() {
        var saved = Self.gameInPlay().saved(elapsedMs: 12_000, shuffles: SeededRandom(seed: 0))
        saved.deck.append(saved.table[0])
        #expect(throws: SavedDataError.self) { try Game(saved: saved) }
        #expect(!saved.isFinished)
    }

    /// "Saved data": a table no game could have left (13 cards beside a deck of 68, 9 while
    /// the deck has cards) is inconsistent, though every card is there once; it was resumed.
    @Test func aTableNoGameCouldLeaveIsNoGame() throws {
        let saved = Self.gameInPlay().saved(elapsedMs: 12_000, shuffles: SeededRandom(seed: 0))
        #expect(saved.table.count == 12 && !saved.deck.isEmpty)
        var thirteen = saved
        thirteen.table.append(thirteen.deck.removeFirst())
        var nine = saved
        nine.deck += nine.table.suffix(3)
        nine.table.removeLast(3)
        var oddPile = saved
        oddPile.discarded.append(oddPile.deck.removeFirst())
        for broken in [thirteen, nine, oddPile] {
            #expect(throws: SavedDataError.self) { try Game(saved: broken) }
        }
        var ended = saved
        ended.discarded += ended.deck + ended.table.prefix(9)
        (ended.deck, ended.table) = ([], Array(ended.table.suffix(3)))
        ended.selected = ended.selected.filter(ended.table.contains)
        ended.hint = []
        #expect(throws: Never.self) { try ended.validate() }
    }
}
