import SetCore

/// What is played in a session: one case per kind of game, each holding its own rules.
/// A new kind of game (several players, say) is a new case here and its actions.
public enum Play: Hashable, Sendable {
    /// A game dealt from the deck (R1–R10): the classic 81 cards, or the 27 of Junior (G4).
    case dealt(Game)
    /// The daily puzzle (G5): twelve cards of a date holding six Sets, all on the table.
    case daily(DailyPuzzle)
    /// A game with several players (V1–V9): hot-seat at one computer, or against the computer.
    case contest(Contest)

    /// The dealt game (a contest's shared one too), nil in the daily puzzle.
    public var game: Game? {
        switch self {
        case .dealt(let game): game
        case .contest(let contest): contest.game
        case .daily: nil
        }
    }

    /// The game with several players, nil in a solo one.
    public var contest: Contest? {
        if case .contest(let contest) = self { contest } else { nil }
    }

    /// The daily puzzle, nil in a dealt game.
    public var puzzle: DailyPuzzle? {
        if case .daily(let puzzle) = self { puzzle } else { nil }
    }

    /// What is played, as `state.mode` names it.
    public var mode: GameMode {
        switch self {
        case .dealt(let game): game.mode
        case .contest(let contest): contest.game.mode
        case .daily: .daily
        }
    }

    /// The cards on the table, in layout order.
    public var table: [Card] {
        switch self {
        case .dealt(let game): game.table
        case .contest(let contest): contest.game.table
        case .daily(let puzzle): puzzle.table
        }
    }

    /// The cards selected, in the order picked.
    public var selectedCards: [Card] {
        switch self {
        case .dealt(let game): game.selected
        case .contest(let contest): contest.selected
        case .daily(let puzzle): puzzle.selected.map { puzzle.table[$0] }
        }
    }

    /// What the selection is (a Set found in the daily puzzle never stays selected).
    public var selection: SelectionState {
        switch self {
        case .dealt(let game): game.selection
        // A contest judges the third pick at once: three picks held are a wrong trio against
        // the computer (a Set leaves at once, V9).
        case .contest(let contest): contest.holdsWrongTrio ? .mismatch : contest.selected.isEmpty ? .none : .partial
        case .daily(let puzzle): puzzle.selection
        }
    }

    /// The game is over (deck empty, no Set on the table) or the puzzle solved.
    public var isOver: Bool {
        switch self {
        case .dealt(let game): game.isOver
        case .contest(let contest): contest.isOver
        case .daily(let puzzle): puzzle.isSolved
        }
    }

    /// Three more cards can be dealt (never in the daily puzzle: its twelve are the game).
    public var canDeal: Bool { game?.canDeal ?? false }

    /// The cards a hint has revealed.
    public var hint: [Card] { game?.hint ?? [] }

    public var deckCount: Int { game?.deck.count ?? 0 }
    public var discardedCount: Int { game?.discarded.count ?? 0 }
    /// The score shown: the solo game's (R10), player 1's in a contest (V4).
    public var score: Int { contest?.players.first?.score ?? game?.score ?? 0 }
    /// The Sets found in this game; in the daily puzzle, those of its six found so far.
    public var setsFound: Int { puzzle?.found.count ?? game?.setsFound ?? 0 }

    /// The Sets on the table, as table indexes.
    public var setsOnTable: [[Int]] {
        switch self {
        case .dealt(let game): game.setsOnTable
        case .contest(let contest): contest.game.setsOnTable
        case .daily(let puzzle): puzzle.sets
        }
    }

    /// What a pick did that the session says on the message line.
    enum PickNews {
        /// In a game with several players: the pick's outcome.
        case contest(PickOutcome)
        /// In the daily puzzle: the trio is a Set found before.
        case foundAgain
    }

    /// A click on the card at `index` (R3–R7; G5: a Set found is listed, its cards stay; V2,
    /// V3: a pick by the caller or the player against the computer). Returns what the pick
    /// did that the session is to say: nil in a solo game.
    @discardableResult
    mutating func select(cardAt index: Int, at time: Double) -> PickNews? {
        switch self {
        case .dealt(var game):
            game.select(cardAt: index, at: time)
            self = .dealt(game)
        case .daily(var puzzle):
            let move = puzzle.select(cardAt: index)
            self = .daily(puzzle)
            if move == .foundAgain { return .foundAgain }
        case .contest(var contest):
            let outcome = contest.pick(cardAt: index, at: time)
            self = .contest(contest)
            return .contest(outcome)
        }
        return nil
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
        case .contest(var contest):
            contest.clearPicks()
            self = .contest(contest)
        }
    }

    /// Changes the contest; nothing in a solo game.
    mutating func updateContest<T>(_ change: (inout Contest) -> T) -> T? {
        guard case .contest(var contest) = self else { return nil }
        let result = change(&contest)
        self = .contest(contest)
        return result
    }

    /// Changes the dealt game; nothing in the daily puzzle or a contest.
    mutating func updateGame<T>(_ change: (inout Game) -> T) -> T? {
        guard case .dealt(var game) = self else { return nil }
        let result = change(&game)
        self = .dealt(game)
        return result
    }
}
