/// What the current selection is (R3–R5).
public enum SelectionState: String, Codable, Sendable {
    case none, partial, match, mismatch
}

/// What a press of Hint did (B1).
public enum HintOutcome: Equatable, Sendable {
    /// One more card of a Set was revealed; `count` cards of it are revealed now (1–3).
    case revealed(count: Int)
    /// All three cards of the Set were already revealed: nothing changed, nothing was charged.
    case complete
    /// No Set is on the table: nothing changed, nothing was charged.
    case noSet
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
    /// Trios selected that were not a Set (B2).
    public private(set) var mismatches = 0
    /// Presses of Hint that revealed a card (B1, B2).
    public private(set) var hintsUsed = 0
    /// The cards of one Set on the table revealed by Hint so far (0–3), in the order revealed
    /// (B1). Kept through selections and deals; cleared when a Set leaving the table takes one
    /// of them, or leaves them part of no Set.
    public private(set) var hint: [Card] = []
    public private(set) var startTime: Double
    /// When the last Set was found (or the game began): the speed bonus counts from here.
    private(set) var lastSetTime: Double
    public let scoreTable: ScoreTable
    /// `.normal` (81 cards) or `.junior` (the 27 solid cards, G4); never `.daily`.
    public let mode: GameMode
    /// Every Set taken, mismatch, hint and needless deal so far (G1), recorded by the actions.
    public private(set) var log = GameLog()

    /// A game dealt from `deck` in its given order (R2: 12 cards on the table); a Junior game
    /// (G4) when `junior`, whose deck is then the 27 solid cards.
    public init(deck: Deck, at time: Double = 0, scoreTable: ScoreTable = .standard, junior: Bool = false) {
        var deck = deck
        self.table = deck.deal(Self.openingDeal)
        self.deck = deck
        self.startTime = time
        self.lastSetTime = time
        self.scoreTable = scoreTable
        self.mode = junior ? .junior : .normal
    }

    /// A freshly shuffled game (R1, R9); with `junior`, of the 27 solid cards (G4).
    public init(random: inout SeededRandom, at time: Double = 0, junior: Bool = false) {
        self.init(deck: .shuffled(junior: junior, using: &random), at: time, junior: junior)
    }

    /// The game `saved` was taken from (B6), on its running clock: it began at 0 and the speed
    /// bonus counts from its last Set (`SavedGame.lastSetMs`).
    public init(saved: SavedGame, scoreTable: ScoreTable = .standard) throws(SavedDataError) {
        try saved.validate()
        (deck, table, discarded, selected, hint) = (Deck(ordered: saved.deck), saved.table, saved.discarded,
                                                    saved.selected, saved.hint)
        (score, setsFound, mismatches, hintsUsed) = (saved.score, saved.setsFound, saved.mismatches, saved.hintsUsed)
        (startTime, lastSetTime) = (0, saved.lastSetMs / 1000)
        self.scoreTable = scoreTable
        (mode, log) = (saved.mode, saved.log)
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

    /// A Junior game (G4): the 27 solid cards.
    public var isJunior: Bool { mode == .junior }

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

    /// "Deal 3 More Cards" (R8): replaces a matched trio, else adds 3 cards. With `charged`
    /// false (a game with several players, V9) a deal costs nothing; it is logged all the same.
    public mutating func dealThree(at time: Double, charged: Bool = true) {
        guard canDeal else { return }
        if selection == .match {
            clearMatchedTrio()
            selected = []
        } else {
            let setOnTable = !setsOnTable.isEmpty
            if setOnTable { log.recordNeedlessDeal(on: table, at: time - startTime) }
            if charged { score += Scoring.deal(setOnTable: setOnTable, table: scoreTable) }
            table += deck.deal(3)
        }
    }

    /// A Set taken at once (V9, games with several players): `trio` is logged (G1) and counted
    /// and leaves the table now, replaced from the deck or closed up as R6 says. It is not
    /// selected first and changes no score (the players' scores are `Contest`'s); the selection
    /// keeps only the cards still on the table.
    public mutating func take(_ trio: [Card], at time: Double) {
        precondition(trio.count == 3 && SetRule.isSet(trio) && trio.allSatisfy(table.contains),
                     "not a Set on the table: \(trio)")
        log.recordSet(trio, on: table, at: time - startTime, took: time - lastSetTime)
        setsFound += 1
        lastSetTime = time
        let picked = selected.filter { !trio.contains($0) }
        selected = trio
        clearMatchedTrio()
        selected = picked
    }

    /// Escape (B9): the selection is cleared. A wrong trio is let go as a click lets it go
    /// (R7), and a Set leaves the table as a click on one of its cards takes it (R6): replaced
    /// from the deck, or closed up. No card is picked after either.
    public mutating func deselectAll() {
        if selection == .match { clearMatchedTrio() }
        selected = []
    }

    /// A press of Hint (B1): reveals one more card of the same Set, for a price.
    ///
    /// The Set is the first one on the table that holds the most of the cards revealed so far
    /// (all of them while their Set is on the table); revealed cards outside it are no longer
    /// marked, so each press that costs reveals a card not marked before. A hint already
    /// complete, or a table without a Set, costs nothing. A press that reveals a card
    /// is logged (G1) at `time`, or without a time when none is given.
    public mutating func revealHint(at time: Double? = nil) -> HintOutcome {
        let sets = setsOnTable.map { trio in trio.map { table[$0] } }
        func marked(_ trio: [Card]) -> Int { hint.filter(trio.contains).count }
        guard let trio = sets.max(by: { marked($0) < marked($1) }) else {
            hint = []
            return .noSet
        }
        hint = hint.filter(trio.contains)
        guard let next = trio.first(where: { !hint.contains($0) }) else { return .complete }
        hint.append(next)
        log.recordHint(next, revealed: hint.count, at: time.map { $0 - startTime })
        hintsUsed += 1
        score += Scoring.hint(table: scoreTable)
        return .revealed(count: hint.count)
    }

    // MARK: - Private

    private mutating func scoreTrio(at time: Double) {
        if SetRule.isSet(selected) {
            log.recordSet(selected, on: table, at: time - startTime, took: time - lastSetTime)
            score += Scoring.match(seconds: time - lastSetTime, cardsOnTable: table.count, table: scoreTable)
            setsFound += 1
            lastSetTime = time
        } else {
            log.recordMismatch(selected, at: time - startTime)
            score += Scoring.mismatch(table: scoreTable)
            mismatches += 1
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
        keepPaidMarks()
    }

    /// The hint's marks after a Set found left the table (B1): they were paid for, so each
    /// one that is still on the table in a Set stays. A mark whose card left with the Set
    /// goes, and so do marks no longer in one Set with the others: those of the first Set
    /// holding the most of them stay, as the next press would keep them.
    private mutating func keepPaidMarks() {
        let marks = hint.filter(table.contains)
        func held(_ trio: [Int]) -> Int { marks.count { trio.contains(table.firstIndex(of: $0)!) } }
        guard !marks.isEmpty, let best = SetRule.sets(in: table).max(by: { held($0) < held($1) }), held(best) > 0 else {
            hint = []
            return
        }
        hint = marks.filter { best.contains(table.firstIndex(of: $0)!) }
    }
}
