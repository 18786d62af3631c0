/// A game with several players (V1–V9): one shared `Game` (its table and deck, R1–R9) and the
/// players who race for its Sets. Hot-seat players call Set before they pick (V2); against the
/// computer the player picks as in solo and the computer takes Sets when its think time is up
/// (V3, `ComputerPace`). A Set taken leaves the table at once; anyone may deal 3 at no cost;
/// the game ends as soon as the deck is empty and no Set is on the table (V9).
///
/// Pure value type. Every action takes the time it happens at, in seconds on the game's clock
/// (as `Game` does). The players' scores are the contest's: the game's own solo score stays 0
/// and there are no hints (V4).
public struct Contest: Hashable, Sendable {
    /// How long a hot-seat call lasts (V2).
    public static let callSeconds = 5.0

    /// A hot-seat call running (V2): who called and when their time runs out.
    public struct Call: Hashable, Sendable {
        public let player: Int
        /// On the game's clock; at this time or later the call has expired.
        public let deadline: Double

        /// The time left at `time`, never below 0 (`state.call.remainingMs`).
        public func remainingSeconds(at time: Double) -> Double { max(0, deadline - time) }
    }

    public let opponents: Opponents
    /// The shared table, deck and discard pile, and the log of every Set taken (G1).
    public internal(set) var game: Game
    /// In order; against the computer the player first and the computer second.
    public internal(set) var players: [Player]
    /// The running hot-seat call; nil when none runs (always nil against the computer).
    public internal(set) var call: Call?
    /// The cards picked, in order: the caller's in hot-seat (at most 2 between picks: a third
    /// is judged at once), the player's against the computer, whose wrong trio stays picked
    /// until the next pick lets it go, as in solo (`holdsWrongTrio`, R5, R7, V3).
    public internal(set) var selected: [Card] = []
    /// Who took each Set of `game.log.sets`, in the same order (the review, V6).
    public internal(set) var takers: [Int] = []

    /// A game of `opponents` played on `game` (a fresh game: its log and counts start empty).
    public init(opponents: Opponents, game: Game) {
        if case .hotSeat(let count) = opponents {
            precondition(Opponents.hotSeatPlayers.contains(count), "a hot-seat game of \(count) players")
        }
        self.opponents = opponents
        self.game = game
        self.players = opponents.startingPlayers
    }

    /// A freshly shuffled game of `opponents` (R1, R9); with `junior`, of the 27 solid cards.
    public init(opponents: Opponents, random: inout SeededRandom, at time: Double = 0, junior: Bool = false) {
        self.init(opponents: opponents, game: Game(random: &random, at: time, junior: junior))
    }

    /// A contest in exactly this state (a resumed one, `Contest(saved:)`).
    init(opponents: Opponents, game: Game, players: [Player], selected: [Card], takers: [Int]) {
        (self.opponents, self.game, self.players) = (opponents, game, players)
        (self.selected, self.takers) = (selected, takers)
    }

    // MARK: - Reading the state

    /// Against the computer, the player's last three picks were not a Set and stay picked
    /// (R5); the next pick lets them go and picks its card alone (R7).
    public var holdsWrongTrio: Bool { selected.count == 3 }

    /// The deck is empty and no Set is on the table (V9).
    public var isOver: Bool { game.isOver }

    /// The indexes of the players with the best score now (the leader marked, V5).
    public var leaders: [Int] {
        let best = players.map(\.score).max()
        return players.indices.filter { players[$0].score == best }
    }

    /// Nil until the game is over, then the indexes of the players with the best score: one
    /// winner, or two or more on a tie (V6, `state.winner`).
    public var winner: [Int]? { isOver ? leaders : nil }

    /// The index of the computer against the computer; nil in hot-seat.
    public var computerIndex: Int? { players.firstIndex(where: \.isComputer) }

    /// The Set the computer takes when its think time is up (V3): the first on the table, in
    /// table order; nil when the table holds none (it deals instead). It never errs.
    public var computersSet: [Card]? {
        game.setsOnTable.first.map { trio in trio.map { game.table[$0] } }
    }

    /// Whether `cards` are a Set lying on the table now (the computer's marked Set may have
    /// been taken or dealt over meanwhile).
    public func isSetOnTable(_ cards: [Card]) -> Bool {
        cards.count == 3 && Set(cards).count == 3 && SetRule.isSet(cards) && cards.allSatisfy(game.table.contains)
    }
}
