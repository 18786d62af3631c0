/// What the current selection is (R3–R5).
public enum SelectionState: String, Codable, Sendable {
    case none, partial, match, mismatch
}

/// A game of Set in progress: deck, table, discard pile, selection and score.
///
/// Pure value type. Every action takes the time it happens at (seconds on any clock) so
/// that scoring is reproducible in tests.
public struct Game: Hashable, Codable, Sendable {
    public static let openingDeal = 12

    public private(set) var deck: Deck
    /// The cards on the table, in layout order.
    public private(set) var table: [Card]
    public private(set) var discarded: [Card] = []
    /// Selected cards, in the order they were clicked (at most 3).
    public private(set) var selected: [Card] = []
    public private(set) var score = 0
    public private(set) var setsFound = 0
    public private(set) var startTime: Double
    /// When the last Set was found (or the game began): the speed bonus counts from here.
    private var lastSetTime: Double
    public let scoreTable: ScoreTable

    /// A game dealt from `deck` in its given order (R2: 12 cards on the table).
    public init(deck: Deck, at time: Double = 0, scoreTable: ScoreTable = .standard) {
        var deck = deck
        self.table = deck.deal(Self.openingDeal)
        self.deck = deck
        self.startTime = time
        self.lastSetTime = time
        self.scoreTable = scoreTable
    }

    /// A freshly shuffled game (R1, R9).
    public init(random: inout SeededRandom, at time: Double = 0) {
        self.init(deck: .shuffled(using: &random), at: time)
    }

    // MARK: - Reading the state

    public var selection: SelectionState {
        switch selected.count {
        case 0: .none
        case 1, 2: .partial
        default: SetRule.isSet(selected) ? .match : .mismatch
        }
    }

    public func isSelected(_ card: Card) -> Bool { selected.contains(card) }

    /// "Deal 3 More Cards" works only while the deck has cards (R8).
    public var canDeal: Bool { !deck.isEmpty }

    /// Index triples of the Sets on the table, leaving out a matched trio waiting to leave.
    public var setsOnTable: [[Int]] {
        let pending = selection == .match ? Set(selected) : []
        return SetRule.sets(in: table).filter { trio in !trio.contains { pending.contains(table[$0]) } }
    }

    /// The deck is empty and no Set is left to find (B2).
    public var isOver: Bool { deck.isEmpty && setsOnTable.isEmpty }

    /// For a mismatched trio, the features that are two of one and one of another (B5).
    public var mismatchReasons: [SetRule.Feature] {
        guard selection == .mismatch else { return [] }
        return SetRule.brokenFeatures(selected[0], selected[1], selected[2])
    }

    /// Every card accounted for: deck, table and discard pile together.
    public var allCards: [Card] { deck.cards + table + discarded }

    // MARK: - Actions

    /// A click on the card at `index` on the table (R3, R4, R6, R7).
    public mutating func select(cardAt index: Int, at time: Double) {
        guard table.indices.contains(index) else { return }
        let card = table[index]
        switch selection {
        case .match:
            let trio = selected
            clearMatchedTrio()
            selected = trio.contains(card) ? [] : [card]
        case .mismatch:
            selected = [card]
        case .none, .partial:
            if let position = selected.firstIndex(of: card) {
                selected.remove(at: position)
            } else {
                selected.append(card)
                if selected.count == 3 { scoreTrio(at: time) }
            }
        }
    }

    /// "Deal 3 More Cards" (R8): replaces a matched trio, else adds 3 cards.
    public mutating func dealThree(at time: Double) {
        guard canDeal else { return }
        if selection == .match {
            clearMatchedTrio()
            selected = []
        } else {
            score += Scoring.deal(setOnTable: !setsOnTable.isEmpty, table: scoreTable)
            table += deck.deal(3)
        }
    }

    /// A hint (B1): the first Set on the table, for a price. Nil when there is none.
    public mutating func hint() -> [Card]? {
        guard let trio = setsOnTable.first else { return nil }
        score += Scoring.hint(table: scoreTable)
        return trio.map { table[$0] }
    }

    // MARK: - Private

    private mutating func scoreTrio(at time: Double) {
        if SetRule.isSet(selected) {
            score += Scoring.match(seconds: time - lastSetTime, cardsOnTable: table.count, table: scoreTable)
            setsFound += 1
            lastSetTime = time
        } else {
            score += Scoring.mismatch(table: scoreTable)
        }
    }

    /// The matched trio goes to the discard pile; deck cards take its places, or, with the
    /// deck empty, the remaining cards close up (R6).
    private mutating func clearMatchedTrio() {
        let trio = selected
        discarded += trio
        var replacements = deck.deal(trio.count)
        var next: [Card] = []
        for card in table {
            if trio.contains(card) {
                if !replacements.isEmpty { next.append(replacements.removeFirst()) }
            } else {
                next.append(card)
            }
        }
        table = next
    }
}
