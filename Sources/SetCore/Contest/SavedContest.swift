/// The players of a game with several players in the saved game (V7, `SavedGame.contest`):
/// every player's name, kind, score, Sets and lock, and who took each Set of the game's log.
/// The table, deck, discard pile and log are the saved game's own; the player's picks against
/// the computer are its `selected`. A running call is not saved: a resumed game has none, and
/// the caller's picks are dropped, without a penalty.
///
/// Versioned on its own (a file of another version is set aside) and checked against the game
/// it belongs to, so a damaged file never becomes a game.
public struct SavedContest: Hashable, Sendable {
    /// The version written into every saved contest; any other version is set aside.
    public static let version = 1

    public var players: [Player]
    /// Who took each Set of `SavedGame.log.sets`, as player indexes, in the same order.
    public var takers: [Int]

    public init(players: [Player], takers: [Int]) {
        (self.players, self.takers) = (players, takers)
    }

    /// Checks what any real game with several players satisfies: 2–4 people named "Player 1"…
    /// in order, or "Player 1" then the computer; each player's Sets the ones the log gives
    /// them, and a score no higher than them; one taker per Set logged; nobody locked out
    /// against the computer, and never everyone in hot-seat; no solo score, no hint; fewer than
    /// 3 cards picked, none in hot-seat (the call is not saved).
    public func validate(in game: SavedGame) throws(SavedDataError) {
        let opponents = Opponents(players: players)
        try SavedDataError.require(!opponents.isHotSeat || Opponents.hotSeatPlayers.contains(players.count),
                                   "a hot-seat game of \(players.count) players")
        try SavedDataError.require(players.map(\.name) == opponents.startingPlayers.map(\.name)
                                       && players.map(\.kind) == opponents.startingPlayers.map(\.kind),
                                   "players \(players.map(\.name))")
        try SavedDataError.require(takers.count == game.log.sets.count && takers.count == game.setsFound,
                                   "\(takers.count) takers of \(game.log.sets.count) Sets logged, \(game.setsFound) counted")
        for (index, player) in players.enumerated() {
            let taken = takers.filter { $0 == index }.count
            try SavedDataError.require(player.sets == taken, "\(player.name) has \(player.sets) Sets, took \(taken)")
            try SavedDataError.require(player.score <= player.sets, "\(player.name) scores \(player.score) with \(player.sets) Sets")
        }
        try SavedDataError.require(takers.allSatisfy(players.indices.contains), "takers \(takers)")
        let locked = players.filter(\.locked).count
        try SavedDataError.require(opponents.isHotSeat ? locked < players.count : locked == 0, "\(locked) players locked out")
        try SavedDataError.require(game.score == 0 && game.hintsUsed == 0 && game.hint.isEmpty,
                                   "a solo score of \(game.score) or a hint in a game with several players")
        // Against the computer a wrong trio stays picked (R5); a Set never does (V9).
        let picksHeld = opponents.isHotSeat ? game.selected.isEmpty : game.selected.count < 3 || !SetRule.isSet(game.selected)
        try SavedDataError.require(picksHeld, "\(game.selected.count) cards picked outside a call or a Set left picked")
    }
}

extension SavedContest: Codable {
    private enum CodingKeys: String, CodingKey { case version, players, takers }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        try SavedDataError.check(version: keys.decode(Int.self, forKey: .version), expected: Self.version)
        self.init(players: try keys.decode([Player].self, forKey: .players),
                  takers: try keys.decode([Int].self, forKey: .takers))
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(Self.version, forKey: .version)
        try keys.encode(players, forKey: .players)
        try keys.encode(takers, forKey: .takers)
    }
}

extension Contest {
    /// This game as a saved game (V7): the game's table, deck, log and clock
    /// (`Game.saved(elapsedMs:shuffles:)`), the player's picks against the computer, and the
    /// players. A running call is left out, and with it the caller's picks.
    public func saved(elapsedMs: Double, shuffles: SeededRandom) -> SavedGame {
        var saved = game.saved(elapsedMs: elapsedMs, shuffles: shuffles)
        saved.selected = opponents.isHotSeat ? [] : selected
        saved.contest = SavedContest(players: players, takers: takers)
        return saved
    }

    /// The game with several players `saved` was taken from (V7), with no call running; a
    /// solo game, or one that does not check (`SavedGame.validate()`), is refused.
    public init(saved: SavedGame) throws(SavedDataError) {
        guard let contest = saved.contest else { throw .inconsistent("a solo game, not one with several players") }
        try saved.validate()
        var shared = saved
        shared.selected = []
        self.init(opponents: Opponents(players: contest.players), game: try Game(saved: shared),
                  players: contest.players, selected: saved.selected, takers: contest.takers)
    }
}
