import Foundation
import SetCore
import TestSupport
import Testing

/// G4: Junior plays the 27 solid cards; rules and scoring are otherwise the same.
@Suite("G4 junior")
struct JuniorTests {
    /// Nine solid cards with no Set among them: the most there can be (a Set is always among
    /// ten solid cards, since they vary in three features only).
    static let nineWithoutASet = cards(
        "2 red solid squiggle", "3 red solid diamond", "2 purple solid diamond", "1 purple solid oval",
        "3 red solid squiggle", "2 red solid diamond", "1 green solid squiggle", "1 purple solid squiggle",
        "3 purple solid diamond")

    @Test func theJuniorDeckIsThe27SolidCardsEachOnce() {
        let deck = Deck.junior
        #expect(deck.count == 27)
        #expect(Set(deck.cards).count == 27)
        #expect(deck.cards.allSatisfy { $0.shading == .solid })
        #expect(deck.cards == Card.all.filter { $0.shading == .solid })
        #expect(Card.junior == deck.cards)
    }

    @Test func aJuniorGameDeals12SolidCardsFromAShuffleOfThe27() {
        var random = SeededRandom(seed: 7)
        let game = Game(random: &random, junior: true)
        #expect(game.mode == .junior && game.isJunior)
        #expect(game.table == cards(
            "2 red solid squiggle", "2 red solid diamond", "2 green solid squiggle", "1 green solid oval",
            "3 purple solid oval", "2 purple solid squiggle", "1 purple solid squiggle", "2 purple solid diamond",
            "3 red solid diamond", "2 green solid oval", "1 green solid diamond", "2 purple solid oval"))
        #expect(game.deck.count == 15)
        #expect(Set(game.allCards) == Set(Card.junior))
    }

    @Test func aClassicGameIsNormalAndKeepsAll81() {
        var random = SeededRandom(seed: 7)
        let game = Game(random: &random)
        #expect(game.mode == .normal && !game.isJunior)
        #expect(game.allCards.count == 81)
    }

    @Test func aJuniorSetScoresAndAJuniorMismatchCostsAsInTheClassicGame() {
        // Ones: diamonds, ovals, squiggles, each red, green, purple; then the three 2 diamonds.
        let table = Array(Card.junior.prefix(12))
        var game = Game(deck: Deck(ordered: table + Card.junior.dropFirst(12)), junior: true)
        game.click(0, 1, 2, at: 4)
        #expect(game.score == Scoring.match(seconds: 4, cardsOnTable: 12))
        game.click(3, 4, 6, at: 5)
        #expect(game.selection == .mismatch)
        #expect(game.score == Scoring.match(seconds: 4, cardsOnTable: 12) + Scoring.mismatch())
        #expect(game.log.sets.first?.table == table.map(\.index))
    }

    @Test func tenSolidCardsAlwaysHoldASet() {
        #expect(SetRule.sets(in: Self.nineWithoutASet).isEmpty)
        for card in Card.junior where !Self.nineWithoutASet.contains(card) {
            #expect(!SetRule.sets(in: Self.nineWithoutASet + [card]).isEmpty, "with \(card)")
        }
    }

    /// A Junior game never needs Deal 3 to find a Set (every table of 10 or more has one), and
    /// holds at most 9 Sets in all (27 cards).
    @Test func aJuniorGamePlayedToTheEndTakesAtMostNineSetsWithoutEverBeingStuck() {
        for seed in UInt64(0)..<100 {
            var random = SeededRandom(seed: seed)
            var game = Game(random: &random, junior: true)
            var time = 0.0
            while let trio = game.setsOnTable.first {
                time += 1
                for position in trio { game.select(cardAt: position, at: time) }
                game.select(cardAt: trio[0], at: time)
                if game.table.count >= 10 { #expect(!game.setsOnTable.isEmpty, "seed \(seed)") }
            }
            #expect(game.isOver)
            #expect(game.setsFound <= 9 && game.setsFound >= 6, "seed \(seed): \(game.setsFound) Sets")
            #expect(game.log.needlessDeals.isEmpty)
        }
    }

    @Test func aJuniorGameIsSavedAndResumedAsJunior() throws {
        var random = SeededRandom(seed: 3)
        var game = Game(random: &random, junior: true)
        game.click(0, 1, 2, at: 2)
        let saved = game.saved(elapsedMs: 3_000, shuffles: random)
        #expect(saved.mode == .junior)
        let data = try JSONEncoder().encode(saved)
        #expect(String(decoding: data, as: UTF8.self).contains(#""mode":"junior""#))
        let resumed = try Game(saved: JSONDecoder().decode(SavedGame.self, from: data))
        #expect(resumed == game)
        #expect(resumed.isJunior)
    }

    @Test func aJuniorSaveMustHoldExactlyThe27SolidCards() {
        var random = SeededRandom(seed: 3)
        let junior = Game(random: &random, junior: true).saved(elapsedMs: 0, shuffles: random)
        #expect(throws: Never.self) { try junior.validate() }
        var striped = junior
        striped.deck[0] = card("1 red striped diamond")
        SavedGameLogTests.expectInconsistent(striped)
        var short = junior
        short.deck.removeFirst()
        SavedGameLogTests.expectInconsistent(short)
        var calledNormal = junior
        calledNormal.mode = .normal
        SavedGameLogTests.expectInconsistent(calledNormal)
        var classic = Game(random: &random).saved(elapsedMs: 0, shuffles: random)
        classic.mode = .junior
        SavedGameLogTests.expectInconsistent(classic)
    }
}
