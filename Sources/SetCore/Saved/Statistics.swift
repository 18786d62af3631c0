/// The player's figures across games (B3, "Saved data"): a versioned, `Codable` value
/// with pure updates. Counts saturate instead of overflowing.
///
/// Decoding fills a missing field with its starting value, so figures added later
/// (mismatches by feature, daily streak) read older files without a new version.
public struct Statistics: Hashable, Sendable {
    /// The version written into every statistics file; any other version is set aside.
    public static let version = 1

    public var gamesStarted = 0
    public var gamesFinished = 0
    /// The shortest running time of a finished game; nil until a game is finished.
    public var bestTimeMs: Int?
    /// The highest score of a finished game; nil until a game is finished.
    public var bestScore: Int?
    public var totalSets = 0
    public var totalMismatches = 0

    /// Which of a finished game's figures are personal bests (B2).
    public struct NewBests: Hashable, Sendable {
        public var time: Bool
        public var score: Bool
        public init(time: Bool, score: Bool) {
            self.time = time
            self.score = score
        }
    }

    public init() {}

    /// A game was dealt (a new game, not a resumed one).
    public mutating func gameStarted() { gamesStarted = Self.plusOne(gamesStarted) }

    /// The player took a Set.
    public mutating func setFound() { totalSets = Self.plusOne(totalSets) }

    /// The player picked a trio that is not a Set.
    public mutating func mismatch() { totalMismatches = Self.plusOne(totalMismatches) }

    /// The game is over after `elapsedMs` of running time with `score` (B2): counts it and
    /// keeps whichever figure beats the best so far (the first finished game sets both).
    @discardableResult
    public mutating func gameFinished(elapsedMs: Double, score: Int) -> NewBests {
        gamesFinished = Self.plusOne(gamesFinished)
        let time = Self.wholeMilliseconds(elapsedMs)
        let bests = NewBests(time: bestTimeMs.map { time < $0 } ?? true,
                             score: bestScore.map { score > $0 } ?? true)
        if bests.time { bestTimeMs = time }
        if bests.score { bestScore = score }
        return bests
    }

    private static func plusOne(_ count: Int) -> Int { count == .max ? count : count + 1 }

    /// Milliseconds rounded to a whole number; anything beyond `Int` (or not a number) is the
    /// longest time there is.
    private static func wholeMilliseconds(_ ms: Double) -> Int {
        guard ms.isFinite, ms < Double(Int.max) else { return .max }
        return max(0, Int(ms.rounded()))
    }
}

extension Statistics: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, gamesStarted, gamesFinished, bestTimeMs, bestScore, totalSets, totalMismatches
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        try SavedDataError.check(version: keys.decode(Int.self, forKey: .version), expected: Self.version)
        gamesStarted = try keys.decodeIfPresent(Int.self, forKey: .gamesStarted) ?? 0
        gamesFinished = try keys.decodeIfPresent(Int.self, forKey: .gamesFinished) ?? 0
        bestTimeMs = try keys.decodeIfPresent(Int.self, forKey: .bestTimeMs)
        bestScore = try keys.decodeIfPresent(Int.self, forKey: .bestScore)
        totalSets = try keys.decodeIfPresent(Int.self, forKey: .totalSets) ?? 0
        totalMismatches = try keys.decodeIfPresent(Int.self, forKey: .totalMismatches) ?? 0
        for (name, count) in [("gamesStarted", gamesStarted), ("gamesFinished", gamesFinished),
                              ("bestTimeMs", bestTimeMs ?? 0), ("totalSets", totalSets),
                              ("totalMismatches", totalMismatches)] {
            try SavedDataError.require(count >= 0, "\(name) is \(count)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(Self.version, forKey: .version)
        try keys.encode(gamesStarted, forKey: .gamesStarted)
        try keys.encode(gamesFinished, forKey: .gamesFinished)
        try keys.encodeIfPresent(bestTimeMs, forKey: .bestTimeMs)
        try keys.encodeIfPresent(bestScore, forKey: .bestScore)
        try keys.encode(totalSets, forKey: .totalSets)
        try keys.encode(totalMismatches, forKey: .totalMismatches)
    }
}
