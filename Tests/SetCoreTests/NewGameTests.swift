import SetCore
import TestSupport
import Testing

/// R1 (shuffled for every game, `--seed` reproducible), R2 (12 cards) and R9 (New Game).
@Suite("R1 shuffle, R2 opening deal, R9 new game")
struct NewGameTests {
    // MARK: - R2

    @Test func newGameDealsTwelveCardsFromTheFrontOfTheDeck() {
        let game = Game(deck: Deck(ordered: Card.all))
        #expect(game.table == Array(Card.all.prefix(12)))
        #expect(game.deck.cards == Array(Card.all.dropFirst(12)))
        #expect(game.deck.count == 69)
        #expect(game.discarded.isEmpty)
        #expect(game.selected.isEmpty)
        #expect(game.selection == .none)
        #expect(game.score == 0)
        #expect(game.setsFound == 0)
        #expect(game.canDeal)
    }

    @Test func shuffledNewGameDealsTwelveOfItsShuffledDeck() {
        var random = SeededRandom(seed: 9)
        var same = SeededRandom(seed: 9)
        let deck = Deck.shuffled(using: &same)
        let game = Game(random: &random, at: 5)
        #expect(game.table == Array(deck.cards.prefix(12)))
        #expect(game.deck.cards == Array(deck.cards.dropFirst(12)))
        #expect(game.startTime == 5)
        #expect(game.score == 0)
    }

    // MARK: - R1 seeded shuffle

    @Test func sameSeedGivesTheSameShuffle() {
        var first = SeededRandom(seed: 2024)
        var second = SeededRandom(seed: 2024)
        let a = Game(random: &first)
        let b = Game(random: &second)
        #expect(a.table == b.table)
        #expect(a.deck == b.deck)
        #expect(a == b)
    }

    @Test func differentSeedsGiveDifferentShuffles() {
        var orders = Set<[Card]>()
        for seed in UInt64(0)..<50 {
            var random = SeededRandom(seed: seed)
            orders.insert(Deck.shuffled(using: &random).cards)
        }
        #expect(orders.count == 50)
        var one = SeededRandom(seed: 1)
        var two = SeededRandom(seed: 2)
        #expect(Game(random: &one).table != Game(random: &two).table)
    }

    /// The shuffle for `--seed 42`, computed independently (SplitMix64, unbiased `below`,
    /// Fisher–Yates from the back over `Card.all`): a seed gives the same game on every machine
    /// and in every version.
    @Test func seed42AlwaysDealsTheSameTable() {
        var random = SeededRandom(seed: 42)
        let game = Game(random: &random)
        #expect(game.table == cards(
            "1 red solid oval", "2 green striped oval", "1 green open oval", "2 red striped diamond",
            "2 purple solid squiggle", "1 purple solid squiggle", "1 red solid diamond", "1 purple striped oval",
            "3 red striped squiggle", "2 red solid squiggle", "3 purple striped squiggle", "1 green solid squiggle"))
    }

    // MARK: - R9

    @Test func newGameHasAFreshShuffleTwelveCardsAndScoreZero() throws {
        var random = SeededRandom(seed: 3)
        var game = Game(random: &random, at: 0)
        // Find a Set and clear it, so that there is a score, a discard pile and a selection to reset.
        let trio = try #require(game.setsOnTable.first)
        for position in trio { game.select(cardAt: position, at: 1) }
        let other = try #require(game.table.indices.first { !trio.contains($0) })
        game.select(cardAt: other, at: 2)
        #expect(game.score > 0)
        #expect(game.discarded.count == 3)
        #expect(game.selected.count == 1)
        let oldDeal = game.table

        game = Game(random: &random, at: 10)
        #expect(game.table.count == 12)
        #expect(game.deck.count == 69)
        #expect(game.discarded.isEmpty)
        #expect(game.selected.isEmpty)
        #expect(game.score == 0)
        #expect(game.setsFound == 0)
        #expect(game.startTime == 10)
        #expect(game.table != oldDeal)
        #expect(Set(game.allCards) == Set(Card.all))
    }

    @Test func eachNewGameFromOneGeneratorIsShuffledAnew() {
        var random = SeededRandom(seed: 11)
        let first = Game(random: &random)
        let second = Game(random: &random)
        #expect(first.deck != second.deck)
    }
}
