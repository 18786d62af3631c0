import SetCore

/// What is played in a session: one case per kind of game, each holding its own rules.
/// A new kind of game (several players, say) is a new case here and its actions.
public enum Play: Hashable, Sendable {
    /// A game dealt from the deck (R1–R10): the classic 81 cards, or the 27 of Junior (G4).
    case dealt(Game)
    /// The daily puzzle (G5): twelve cards of a date holding six Sets, all on the table.
    case daily(DailyPuzzle)

    /// The dealt game, nil in the daily puzzle.
    public var game: Game? {
        if case .dealt(let game) = self { game } else { nil }
    }

    /// The daily puzzle, nil in a dealt game.
    public var puzzle: DailyPuzzle? {
        if case .daily(let puzzle) = self { puzzle } else { nil }
    }

    /// What is played, as `state.mode` names it.
    public var mode: GameMode {
        switch self {
        case .dealt(let game): game.mode
        case .daily: .daily
        }
    }

    /// The cards on the table, in layout order.
    public var table: [Card] {
        switch self {
        case .dealt(let game): game.table
        case .daily(let puzzle): puzzle.table
        }
    }

    /// The cards selected, in the order picked.
    public var selectedCards: [Card] {
        switch self {
        case .dealt(let game): game.selected
        case .daily(let puzzle): puzzle.selected.map { puzzle.table[$0] }
        }
    }

    /// What the selection is (a Set found in the daily puzzle never stays selected).
    public var selection: SelectionState {
        switch self {
        case .dealt(let game): game.selection
        case .daily(let puzzle): puzzle.selection
        }
    }

    /// The game is over (deck empty, no Set on the table) or the puzzle solved.
    public var isOver: Bool {
        switch self {
        case .dealt(let game): game.isOver
        case .daily(let puzzle): puzzle.isSolved
        }
    }

    /// Three more cards can be dealt (never in the daily puzzle: its twelve are the game).
    public var canDeal: Bool { game?.canDeal ?? false }

    /// The cards a hint has revealed.
    public var hint: [Card] { game?.hint ?? [] }

    public var deckCount: Int { game?.deck.count ?? 0 }
    public var discardedCount: Int { game?.discarded.count ?? 0 }
    public var score: Int { game?.score ?? 0 }
    public var setsFound: Int { game?.setsFound ?? 0 }

    /// The Sets on the table, as table indexes.
    public var setsOnTable: [[Int]] {
        switch self {
        case .dealt(let game): game.setsOnTable
        case .daily(let puzzle): puzzle.sets
        }
    }

    /// A click on the card at `index` (R3–R7; G5: a Set found is listed, its cards stay).
    mutating func select(cardAt index: Int, at time: Double) {
        switch self {
        case .dealt(var game):
            game.select(cardAt: index, at: time)
            self = .dealt(game)
        case .daily(var puzzle):
            _ = puzzle.select(cardAt: index)
            self = .daily(puzzle)
        }
    }

    /// Clears a selection.
    mutating func deselectAll() {
        switch self {
        case .dealt(var game):
            game.deselectAll()
            self = .dealt(game)
        case .daily(var puzzle):
            puzzle.deselectAll()
            self = .daily(puzzle)
        }
    }

    /// Changes the dealt game; nothing in the daily puzzle.
    mutating func updateGame<T>(_ change: (inout Game) -> T) -> T? {
        guard case .dealt(var game) = self else { return nil }
        let result = change(&game)
        self = .dealt(game)
        return result
    }
}
