/// The cards not yet dealt. Cards are dealt from the front.
public struct Deck: Hashable, Codable, Sendable {
    public private(set) var cards: [Card]

    /// A deck in exactly this order (tests build known tables this way).
    public init(ordered cards: [Card]) { self.cards = cards }

    /// The 27 solid cards in `Card.all` order: a Junior game's deck before the shuffle (G4).
    public static let junior = Deck(ordered: Card.junior)

    /// All 81 cards (or, for a Junior game, the 27 solid ones), shuffled with a Fisher–Yates
    /// shuffle driven by `random`. The full deck's shuffle for a seed never changes (R1).
    public static func shuffled(junior: Bool = false, using random: inout SeededRandom) -> Deck {
        var cards = junior ? Card.junior : Card.all
        for i in stride(from: cards.count - 1, to: 0, by: -1) {
            cards.swapAt(i, random.below(i + 1))
        }
        return Deck(ordered: cards)
    }

    public var count: Int { cards.count }
    public var isEmpty: Bool { cards.isEmpty }

    /// Removes and returns up to `n` cards from the front.
    public mutating func deal(_ n: Int) -> [Card] {
        let dealt = Array(cards.prefix(n))
        cards.removeFirst(dealt.count)
        return dealt
    }
}
