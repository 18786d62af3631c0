import SetCore

// Cards written the way a rule is read aloud, so that a test builds the exact table it needs.

/// The card written the way `Card.description` writes it: "2 green striped oval".
public func card(_ text: String) -> Card {
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
public func cards(_ texts: String...) -> [Card] { texts.map(card) }

extension Array where Element == Card {
    /// These cards, in their order, leaving out `others`.
    public func without(_ others: [Card]) -> [Card] { filter { !others.contains($0) } }

    /// The cards at these positions, in the order of the positions.
    public subscript(positions: [Int]) -> [Card] { positions.map { self[$0] } }

    /// This table with the cards at `positions` swapped for `cards`, in order: how a found
    /// Set is replaced from the deck (R6, R8).
    public func replacing(_ positions: [Int], with cards: [Card]) -> [Card] {
        var table = self
        for (position, card) in zip(positions, cards) { table[position] = card }
        return table
    }
}
