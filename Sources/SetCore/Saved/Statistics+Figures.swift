/// The figures of the statistics overlay (G3): recent games, mismatches by feature, time per
/// Set by how many features differ; each recorded from the game's log or the finished game.
extension Statistics {
    /// A finished game in `recentGames`.
    public struct FinishedGame: Hashable, Codable, Sendable {
        /// When it ended, in seconds since 1970-01-01 00:00 UTC (the caller's clock).
        public var endedAt: Double
        /// Its running time.
        public var durationMs: Int
        public var sets: Int
        public var score: Int
        public var mode: GameMode

        public init(endedAt: Double, durationMs: Int, sets: Int, score: Int, mode: GameMode) {
            (self.endedAt, self.durationMs, self.sets, self.score, self.mode) = (endedAt, durationMs, sets, score, mode)
        }

        /// Sets taken per minute of running time (0 for a game that took no time).
        public var setsPerMinute: Double {
            durationMs > 0 ? Double(sets) / (Double(durationMs) / 60_000) : 0
        }
    }

    /// A count for each of the four features (`state.stats.mismatchesByFeature`).
    public struct FeatureCounts: Hashable, Sendable {
        public var number = 0
        public var shape = 0
        public var shading = 0
        public var color = 0

        public init() {}

        public subscript(feature: SetRule.Feature) -> Int {
            get { self[keyPath: Self.count(of: feature)] }
            set { self[keyPath: Self.count(of: feature)] = newValue }
        }

        private static func count(of feature: SetRule.Feature) -> WritableKeyPath<FeatureCounts, Int> {
            switch feature {
            case .number: \.number
            case .shape: \.shape
            case .shading: \.shading
            case .color: \.color
            }
        }
    }

    /// The time Sets took, kept as a sum and a count for each number of features that differ
    /// across a Set's cards (1–4), so an average is one division away.
    public struct SetTimes: Hashable, Sendable {
        /// The Sets in one bucket and the milliseconds they took together.
        public struct Bucket: Hashable, Codable, Sendable {
            public var sets = 0
            public var totalMs = 0.0
            public init(sets: Int = 0, totalMs: Double = 0) {
                (self.sets, self.totalMs) = (sets, totalMs)
            }
        }

        /// The buckets for 1, 2, 3 and 4 differing features, in that order.
        public internal(set) var buckets = Array(repeating: Bucket(), count: 4)

        public init() {}

        /// The bucket of Sets whose cards differ in `differing` features (1–4).
        public subscript(differing: Int) -> Bucket {
            (1...4).contains(differing) ? buckets[differing - 1] : Bucket()
        }

        /// The average seconds per Set whose cards differ in `differing` features; nil while
        /// there is none.
        public func averageSeconds(differing: Int) -> Double? {
            let bucket = self[differing]
            return bucket.sets > 0 ? bucket.totalMs / Double(bucket.sets) / 1000 : nil
        }

        /// A Set of `differing` features that took `ms`.
        mutating func add(differing: Int, ms: Double) {
            guard (1...4).contains(differing) else { return }
            buckets[differing - 1].sets.addOne()
            let total = buckets[differing - 1].totalMs + (ms.isFinite ? max(ms, 0) : 0)
            buckets[differing - 1].totalMs = min(total, .greatestFiniteMagnitude)
        }
    }

    // MARK: - Recording

    /// A Set taken in a game of `mode` (G1's entry): counts it, and its time in its bucket.
    public mutating func setTaken(_ entry: GameLog.SetTaken, mode: GameMode = .normal) {
        setFound(mode: mode)
        setTimes.add(differing: entry.differingFeatureCount, ms: entry.tookMs)
    }

    /// A trio broken on `features` in a game of `mode` (a daily puzzle's wrong trio too):
    /// counts it, and each broken feature.
    public mutating func mismatch(broken features: [SetRule.Feature], mode: GameMode = .normal) {
        mismatch(mode: mode)
        for feature in Set(features) { mismatchesByFeature[feature].addOne() }
    }

    /// A mismatch in a game of `mode` (G1's entry).
    public mutating func mismatch(_ entry: GameLog.Mismatch, mode: GameMode = .normal) {
        mismatch(broken: entry.broken, mode: mode)
    }

    /// `game` is over after `elapsedMs` of running time, at `endedAt` seconds since 1970 (B2,
    /// G3): counts it in its mode's record, keeps the bests it beats, and adds it to
    /// `recentGames` (the oldest leaves beyond `recentGameLimit`).
    @discardableResult
    public mutating func gameFinished(_ game: Game, elapsedMs: Double, endedAt: Double) -> NewBests {
        let time = Self.wholeMilliseconds(elapsedMs)
        let bests = self[game.mode].finish(timeMs: time, score: game.score)
        recentGames.append(FinishedGame(endedAt: endedAt.isFinite ? endedAt : 0, durationMs: time,
                                        sets: game.setsFound, score: game.score, mode: game.mode))
        if recentGames.count > Self.recentGameLimit { recentGames.removeFirst(recentGames.count - Self.recentGameLimit) }
        return bests
    }

    /// Sets per minute of each recent game of `mode` (every mode when nil), oldest first: the
    /// points of G3's chart.
    public func setsPerMinute(mode: GameMode? = nil) -> [Double] {
        recentGames.filter { mode == nil || $0.mode == mode }.map(\.setsPerMinute)
    }
}
