/// Everything needed to resume a game exactly (B6, "Saved data"): a versioned, `Codable`
/// snapshot that checks itself when decoded, so a damaged file never becomes a game.
///
/// Times are on the game's running clock in milliseconds: 0 when the game began, paused
/// while the game is paused (B3). Cards are stored as their `Card.index` (0..<81).
public struct SavedGame: Hashable, Sendable {
    /// The version written into every saved game; any other version is set aside.
    public static let version = 1

    /// The cards on the table, in layout order.
    public var table: [Card]
    /// The cards not yet dealt, next card first.
    public var deck: [Card]
    public var discarded: [Card]
    /// The selected cards, in the order they were clicked (at most 3, all on the table).
    public var selected: [Card]
    /// The cards a hint has revealed, in the order revealed (at most 3, all on the table).
    public var hint: [Card]
    public var score: Int
    public var setsFound: Int
    public var mismatches: Int
    public var hintsUsed: Int
    /// The game's running time.
    public var elapsedMs: Double
    /// When the last Set was found (0 before the first): the speed bonus counts from here.
    public var lastSetMs: Double
    /// The state of the shuffles: the next New Game deals from `SeededRandom(seed: shuffle)`.
    public var shuffle: UInt64
    /// `.normal` or `.junior` (G4): which cards the game is played with. A file without it is
    /// a normal game.
    public var mode: GameMode
    /// What happened in the game so far (G1). A file without it has an empty log.
    public var log: GameLog
    /// The players of a game with several players (V7); nil, and absent from the file, in a
    /// solo game.
    public var contest: SavedContest?

    public init(table: [Card], deck: [Card], discarded: [Card], selected: [Card] = [], hint: [Card] = [],
                score: Int = 0, setsFound: Int = 0, mismatches: Int = 0, hintsUsed: Int = 0,
                elapsedMs: Double = 0, lastSetMs: Double = 0, shuffle: UInt64 = 0,
                mode: GameMode = .normal, log: GameLog = GameLog(), contest: SavedContest? = nil) {
        self.table = table
        self.deck = deck
        self.discarded = discarded
        self.selected = selected
        self.hint = hint
        self.score = score
        self.setsFound = setsFound
        self.mismatches = mismatches
        self.hintsUsed = hintsUsed
        self.elapsedMs = elapsedMs
        self.lastSetMs = lastSetMs
        self.shuffle = shuffle
        self.mode = mode
        self.log = log
        self.contest = contest
    }

    /// Checks what any real game satisfies (Reliability): the 81 cards (a Junior game: the 27
    /// solid cards, G4) each exactly once across deck, table and discard pile; at most 3
    /// selected and at most 3 hinted, all distinct and on the table; counts not negative;
    /// times finite, the last Set not after the game's time; a log that checks itself
    /// (`GameLog.validate()`) with no more Sets, mismatches or hints than the game counted;
    /// players that check themselves against the game (`SavedContest.validate(in:)`).
    public func validate() throws(SavedDataError) {
        try SavedDataError.require(mode != .daily, "a daily puzzle saved as a dealt game")
        let all = deck + table + discarded
        let expected = mode == .junior ? Card.junior : Card.all
        try SavedDataError.require(all.count == expected.count && Set(all) == Set(expected),
                                   "\(all.count) cards, \(Set(all).count) distinct; expected each of the "
                                       + (mode == .junior ? "27 solid cards once" : "81 once"))
        // Cards come and go in threes, and while the deck has cards the table keeps 12 or
        // more (R1, R6, R8): 13 on the table beside a deck of 68 is no game that was played.
        try SavedDataError.require(table.count % 3 == 0 && discarded.count % 3 == 0,
                                   "\(table.count) on the table and \(discarded.count) discarded, not in threes")
        try SavedDataError.require(deck.isEmpty || table.count >= 12,
                                   "\(table.count) on the table with \(deck.count) in the deck")
        try Self.checkPicked(selected, named: "selected", on: table)
        try Self.checkPicked(hint, named: "hint", on: table)
        for (name, count) in [("setsFound", setsFound), ("mismatches", mismatches), ("hintsUsed", hintsUsed)] {
            try SavedDataError.require(count >= 0, "\(name) is \(count)")
        }
        try SavedDataError.require(elapsedMs.isFinite && elapsedMs >= 0, "elapsedMs is \(elapsedMs)")
        try SavedDataError.require(lastSetMs.isFinite && lastSetMs >= 0 && lastSetMs <= elapsedMs,
                                   "lastSetMs is \(lastSetMs), elapsedMs \(elapsedMs)")
        try log.validate()
        for (name, logged, counted) in [("Sets", log.sets.count, setsFound),
                                        ("mismatches", log.mismatches.count, mismatches),
                                        ("hints", log.hints.count, hintsUsed)] {
            try SavedDataError.require(logged <= counted, "\(logged) \(name) logged, \(counted) counted")
        }
        try contest?.validate(in: self)
    }

    private static func checkPicked(_ cards: [Card], named name: String, on table: [Card]) throws(SavedDataError) {
        try SavedDataError.require(cards.count <= 3, "\(cards.count) \(name) cards")
        try SavedDataError.require(Set(cards).count == cards.count, "a \(name) card twice")
        try SavedDataError.require(cards.allSatisfy(table.contains), "a \(name) card not on the table")
    }
}

extension SavedGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, table, deck, discarded, selected, hint, score, setsFound, mismatches, hintsUsed
        case elapsedMs, lastSetMs, shuffle, mode, log, contest
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        try SavedDataError.check(version: keys.decode(Int.self, forKey: .version), expected: Self.version)
        func cards(_ key: CodingKeys) throws -> [Card] {
            try keys.decode([Int].self, forKey: key).map { index throws(SavedDataError) in
                guard let card = Card(index: index) else { throw .inconsistent("card \(index) in \(key.stringValue)") }
                return card
            }
        }
        self.init(table: try cards(.table), deck: try cards(.deck), discarded: try cards(.discarded),
                  selected: try cards(.selected), hint: try cards(.hint),
                  score: try keys.decode(Int.self, forKey: .score),
                  setsFound: try keys.decode(Int.self, forKey: .setsFound),
                  mismatches: try keys.decode(Int.self, forKey: .mismatches),
                  hintsUsed: try keys.decode(Int.self, forKey: .hintsUsed),
                  elapsedMs: try keys.decode(Double.self, forKey: .elapsedMs),
                  lastSetMs: try keys.decode(Double.self, forKey: .lastSetMs),
                  shuffle: try keys.decode(UInt64.self, forKey: .shuffle),
                  mode: try keys.decodeIfPresent(GameMode.self, forKey: .mode) ?? .normal,
                  log: try keys.decodeIfPresent(GameLog.self, forKey: .log) ?? GameLog(),
                  contest: try keys.decodeIfPresent(SavedContest.self, forKey: .contest))
        try validate()
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(Self.version, forKey: .version)
        for (key, cards) in [(CodingKeys.table, table), (.deck, deck), (.discarded, discarded),
                             (.selected, selected), (.hint, hint)] {
            try keys.encode(cards.map(\.index), forKey: key)
        }
        try keys.encode(score, forKey: .score)
        try keys.encode(setsFound, forKey: .setsFound)
        try keys.encode(mismatches, forKey: .mismatches)
        try keys.encode(hintsUsed, forKey: .hintsUsed)
        try keys.encode(elapsedMs, forKey: .elapsedMs)
        try keys.encode(lastSetMs, forKey: .lastSetMs)
        try keys.encode(shuffle, forKey: .shuffle)
        try keys.encode(mode, forKey: .mode)
        try keys.encode(log, forKey: .log)
        try keys.encodeIfPresent(contest, forKey: .contest)
    }
}
