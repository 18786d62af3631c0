import SetCore
import Testing

// Helpers that let a test build the exact table it needs from a known deck order,
// so that each test reads like the rule it checks.

/// The card written the way `Card.description` writes it: "2 green striped oval".
func card(_ text: String) -> Card {
    let words = text.split(separator: " ").map(String.init)
    guard words.count == 4,
          let number = Int(words[0]).flatMap(Card.Number.init(rawValue:)),
          let color = Card.Color(rawValue: words[1]),
          let shading = Card.Shading(rawValue: words[2]),
          let shape = Card.Shape(rawValue: words[3])
    else { preconditionFailure("not a card: \(text)") }
    return Card(number, shape, shading, color)
}

/// Several cards, each written as in `card(_:)`.
func cards(_ texts: String...) -> [Card] { texts.map(card) }

extension Array where Element == Card {
    /// These cards, in their order, leaving out `others`.
    func without(_ others: [Card]) -> [Card] { filter { !others.contains($0) } }

    /// The cards at these positions, in the order of the positions.
    subscript(positions: [Int]) -> [Card] { positions.map { self[$0] } }
}

/// A game whose table is exactly `table`, in this order, and whose deck is exactly `deck`,
/// front first. Built with `Deck(ordered:)`: the first 12 cards of the ordered deck become the
/// table. Tables of 15, 18, … cards are reached with "Deal 3 More Cards" (R8), which costs the
/// needless-deal penalty when a Set is among the earlier cards, so such games may start below 0.
/// A table of fewer than 12 cards is only possible with an empty deck.
func makeGame(table: [Card], deck: [Card] = [], at time: Double = 0,
              scoreTable: ScoreTable = .standard) -> Game {
    precondition(table.count >= Game.openingDeal || deck.isEmpty, "short table needs an empty deck")
    precondition(table.count <= Game.openingDeal || (table.count - Game.openingDeal) % 3 == 0)
    var game = Game(deck: Deck(ordered: table + deck), at: time, scoreTable: scoreTable)
    for _ in 0..<(max(0, table.count - Game.openingDeal) / 3) { game.dealThree(at: time) }
    if game.table != table || game.deck.cards != deck {
        Issue.record("could not build the table \(table) with the deck \(deck)")
    }
    return game
}

/// A game with this table whose deck starts with `deckTop` and holds every other card of the
/// 81 after it (in `Card.all` order), as in a real game.
func makeGame(table: [Card], deckStartingWith deckTop: [Card], at time: Double = 0) -> Game {
    makeGame(table: table, deck: deckTop + Card.all.without(table + deckTop), at: time)
}

extension Game {
    /// Clicks the cards at these table positions, one after another, all at `time`.
    mutating func click(_ positions: Int..., at time: Double = 0) {
        for position in positions { select(cardAt: position, at: time) }
    }
}

/// Known tables.
enum Fixture {
    /// Twelve cards with no Set among them.
    static let noSet: [Card] = cards(
        "1 red striped diamond", "3 purple solid diamond", "1 green striped squiggle", "1 purple open squiggle",
        "2 red striped oval", "2 purple open diamond", "2 purple open oval", "2 green open squiggle",
        "3 red striped oval", "1 red open oval", "2 red open squiggle", "2 red solid squiggle")

    /// Twelve cards with exactly one Set, at positions `oneSetTrio`.
    static let oneSet: [Card] = cards(
        "1 red solid diamond", "3 red open squiggle", "1 green solid diamond", "1 red striped diamond",
        "2 red solid diamond", "3 green open oval", "3 red striped diamond", "2 green striped diamond",
        "3 red solid diamond", "3 green solid diamond", "2 red solid squiggle", "2 green solid squiggle")
    static let oneSetTrio = [0, 4, 8]

    /// Twelve cards with exactly two Sets, at positions `twoSetsFirst` and `twoSetsSecond`.
    static let twoSets: [Card] = cards(
        "1 red solid diamond", "2 purple striped diamond", "3 red open diamond", "1 purple open diamond",
        "2 red solid diamond", "1 green striped oval", "3 purple solid squiggle", "1 green solid squiggle",
        "3 red solid diamond", "1 green striped squiggle", "3 green striped oval", "2 green open squiggle")
    static let twoSetsFirst = [0, 4, 8]
    static let twoSetsSecond = [2, 6, 10]

    /// Three cards that are on none of the tables above, used as the top of the deck.
    static let nextThree: [Card] = cards("1 purple solid diamond", "1 green striped diamond", "1 purple striped diamond")

    /// A game with one of everything the log records (G1), from `twoSets` with `nextThree` on
    /// top of the deck: at 7.5 s the Set 1, 2, 3 red solid diamond (only the number differs;
    /// one other Set on the table); at 9 s a mismatch broken on shading and color; at 10 s a
    /// hint; at 11 s a deal of 3 more with Sets on the table; at 12 s the Set 3 red open
    /// diamond, 3 purple solid squiggle, 3 green striped oval (shape, shading, color differ).
    static func playedGame() -> Game {
        var game = makeGame(table: twoSets, deckStartingWith: nextThree)
        game.click(0, 4, 8, at: 7.5)
        game.click(1, 2, 3, at: 9)
        game.click(1, 1, at: 9.5)
        _ = game.revealHint(at: 10)
        game.dealThree(at: 11)
        game.click(2, 6, 10, at: 12)
        return game
    }
}

extension Array where Element == Card {
    /// This table with the cards at `positions` swapped for `cards`, in order: how a found
    /// Set is replaced from the deck (R6, R8).
    func replacing(_ positions: [Int], with cards: [Card]) -> [Card] {
        var table = self
        for (position, card) in zip(positions, cards) { table[position] = card }
        return table
    }
}
