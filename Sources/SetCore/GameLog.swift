/// What happened in a game, for the review and the statistics (G1, G2, G3): every Set taken,
/// every mismatch, every press of Hint that revealed a card and every deal of 3 more cards
/// made while a Set was on the table. `Game` keeps it as it plays, so it always agrees with
/// the game; it is saved with the game (`SavedGame.log`).
///
/// Times are milliseconds on the game's running clock: 0 when the game began, as in
/// `SavedGame`. Cards are their `Card.index` (0..<81); places on a table are positions in the
/// table's layout order (0 first). Each list is in the order things happened.
public struct GameLog: Hashable, Codable, Sendable {
    /// The most mismatches kept (the latest ones): a game's count of mismatches has no end,
    /// a saved file must stay small. `Game.mismatches` still counts every one.
    public static let mismatchLimit = 1000

    /// A Set taken (G1), and one step of the review (G2).
    public struct SetTaken: Hashable, Codable, Sendable {
        /// When its third card was picked.
        public let atMs: Double
        /// How long it took: since the previous Set was taken, or since the game began.
        public let tookMs: Double
        /// The table at the moment its third card was picked, as card indexes in layout order.
        public let table: [Int]
        /// The Set taken, as the table positions of its cards, ascending.
        public let taken: [Int]
        /// The other Sets on that table, each as ascending table positions, in the order of
        /// `SetRule.sets(in:)`.
        public let others: [[Int]]

        public init(atMs: Double, tookMs: Double, table: [Int], taken: [Int], others: [[Int]]) {
            (self.atMs, self.tookMs, self.table, self.taken, self.others) = (atMs, tookMs, table, taken, others)
        }

        /// The number of Sets on the table other than the one taken (G2, `review.missed`).
        public var missed: Int { others.count }

        /// The cards of the table as it was.
        public var tableCards: [Card] { table.compactMap(Card.init(index:)) }

        /// The three cards of the Set taken.
        public var takenCards: [Card] { taken.compactMap { table.indices.contains($0) ? Card(index: table[$0]) : nil } }

        /// How many features differ across the three cards (1–4; G3's time per Set by it).
        public var differingFeatureCount: Int {
            let cards = takenCards
            return cards.count == 3 ? SetRule.differingFeatures(cards[0], cards[1], cards[2]).count : 0
        }
    }

    /// A trio picked that was not a Set (G1).
    public struct Mismatch: Hashable, Codable, Sendable {
        public let atMs: Double
        /// The three cards, as card indexes, in the order they were picked.
        public let cards: [Int]
        /// The features on which two cards agree and the third differs (B5), in the order
        /// number, shape, shading, color.
        public let broken: [SetRule.Feature]

        public init(atMs: Double, cards: [Int], broken: [SetRule.Feature]) {
            (self.atMs, self.cards, self.broken) = (atMs, cards, broken)
        }
    }

    /// A press of Hint that revealed a card (G1, B1).
    public struct Hint: Hashable, Codable, Sendable {
        /// When it was pressed; nil when the press came without a time (`Game.revealHint()`).
        public let atMs: Double?
        /// The card revealed, as its card index.
        public let card: Int
        /// How many cards of the Set are revealed after this press (1–3).
        public let revealed: Int

        public init(atMs: Double?, card: Int, revealed: Int) {
            (self.atMs, self.card, self.revealed) = (atMs, card, revealed)
        }
    }

    /// 3 more cards dealt while a Set was on the table (G1, R10's needless deal).
    public struct NeedlessDeal: Hashable, Codable, Sendable {
        public let atMs: Double
        /// The table just before the deal, as card indexes in layout order.
        public let table: [Int]

        public init(atMs: Double, table: [Int]) {
            (self.atMs, self.table) = (atMs, table)
        }

        /// The Sets that were on that table, each as ascending table positions.
        public var sets: [[Int]] { SetRule.sets(in: table.compactMap(Card.init(index:))) }
    }

    public private(set) var sets: [SetTaken]
    public private(set) var mismatches: [Mismatch]
    public private(set) var hints: [Hint]
    public private(set) var needlessDeals: [NeedlessDeal]

    /// A log holding exactly these entries (a game's own log is built by `Game`).
    public init(sets: [SetTaken] = [], mismatches: [Mismatch] = [], hints: [Hint] = [],
                needlessDeals: [NeedlessDeal] = []) {
        (self.sets, self.mismatches, self.hints, self.needlessDeals) = (sets, mismatches, hints, needlessDeals)
    }

    /// The steps of the review (G2): the Sets taken, in the order they were taken.
    public var reviewSteps: [SetTaken] { sets }
}

// MARK: - Recording (called by `Game` as it plays; times in the game's seconds)

extension GameLog {
    /// `trio` was taken from `table` at `seconds`, `took` seconds after the previous Set.
    mutating func recordSet(_ trio: [Card], on table: [Card], at seconds: Double, took: Double) {
        let taken = trio.compactMap { table.firstIndex(of: $0) }.sorted()
        sets.append(SetTaken(atMs: Self.milliseconds(seconds), tookMs: Self.milliseconds(took),
                             table: table.map(\.index), taken: taken,
                             others: SetRule.sets(in: table).filter { $0 != taken }))
    }

    /// `trio`, picked in this order at `seconds`, is not a Set.
    mutating func recordMismatch(_ trio: [Card], at seconds: Double) {
        guard trio.count == 3 else { return }
        mismatches.append(Mismatch(atMs: Self.milliseconds(seconds), cards: trio.map(\.index),
                                   broken: SetRule.brokenFeatures(trio[0], trio[1], trio[2])))
        if mismatches.count > Self.mismatchLimit { mismatches.removeFirst(mismatches.count - Self.mismatchLimit) }
    }

    /// Hint revealed `card`, the `revealed`-th card of its Set, at `seconds` (nil: unknown).
    mutating func recordHint(_ card: Card, revealed: Int, at seconds: Double?) {
        hints.append(Hint(atMs: seconds.map(Self.milliseconds), card: card.index, revealed: revealed))
    }

    /// 3 more cards were dealt at `seconds` onto `table`, which held a Set.
    mutating func recordNeedlessDeal(on table: [Card], at seconds: Double) {
        needlessDeals.append(NeedlessDeal(atMs: Self.milliseconds(seconds), table: table.map(\.index)))
    }

    /// Seconds as milliseconds that a saved file can hold: not a number or negative is 0,
    /// endless is the longest there is.
    static func milliseconds(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : min(max(seconds * 1000, 0), .greatestFiniteMagnitude)
    }
}
