import SetCore
import Testing

// Games with a known deck order, so that each test reads like the rule it checks.

/// A game whose table is exactly `table`, in this order, and whose deck is exactly `deck`,
/// front first. Built with `Deck(ordered:)`: the first 12 cards of the ordered deck become the
/// table. Tables of 15, 18, … cards are reached with "Deal 3 More Cards" (R8), which costs the
/// needless-deal penalty when a Set is among the earlier cards, so such games may start below 0.
/// A table of fewer than 12 cards is only possible with an empty deck.
public func makeGame(table: [Card], deck: [Card] = [], at time: Double = 0,
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
public func makeGame(table: [Card], deckStartingWith deckTop: [Card], at time: Double = 0) -> Game {
    makeGame(table: table, deck: deckTop + Card.all.without(table + deckTop), at: time)
}

extension Game {
    /// Clicks the cards at these table positions, one after another, all at `time`.
    public mutating func click(_ positions: Int..., at time: Double = 0) {
        for position in positions { select(cardAt: position, at: time) }
    }
}

/// Known tables.
public enum Fixture {
    /// Twelve cards with no Set among them.
    public static let noSet: [Card] = cards(
        "1 red striped diamond", "3 purple solid diamond", "1 green striped squiggle", "1 purple open squiggle",
        "2 red striped oval", "2 purple open diamond", "2 purple open oval", "2 green open squiggle",
        "3 red striped oval", "1 red open oval", "2 red open squiggle", "2 red solid squiggle")

    /// Twelve cards with exactly one Set, at positions `oneSetTrio`.
    public static let oneSet: [Card] = cards(
        "1 red solid diamond", "3 red open squiggle", "1 green solid diamond", "1 red striped diamond",
        "2 red solid diamond", "3 green open oval", "3 red striped diamond", "2 green striped diamond",
        "3 red solid diamond", "3 green solid diamond", "2 red solid squiggle", "2 green solid squiggle")
    public static let oneSetTrio = [0, 4, 8]

    /// Twelve cards with exactly two Sets, at positions `twoSetsFirst` and `twoSetsSecond`.
    public static let twoSets: [Card] = cards(
        "1 red solid diamond", "2 purple striped diamond", "3 red open diamond", "1 purple open diamond",
        "2 red solid diamond", "1 green striped oval", "3 purple solid squiggle", "1 green solid squiggle",
        "3 red solid diamond", "1 green striped squiggle", "3 green striped oval", "2 green open squiggle")
    public static let twoSetsFirst = [0, 4, 8]
    public static let twoSetsSecond = [2, 6, 10]

    /// Three cards that are on none of the tables above, used as the top of the deck.
    public static let nextThree: [Card] = cards("1 purple solid diamond", "1 green striped diamond", "1 purple striped diamond")

    /// A game with one of everything the log records (G1), from `twoSets` with `nextThree` on
    /// top of the deck: at 7.5 s the Set 1, 2, 3 red solid diamond (only the number differs;
    /// one other Set on the table); at 9 s a mismatch broken on shading and color; at 10 s a
    /// hint; at 11 s a deal of 3 more with Sets on the table; at 12 s the Set 3 red open
    /// diamond, 3 purple solid squiggle, 3 green striped oval (shape, shading, color differ).
    public static func playedGame() -> Game {
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
