/// The player's figures across games (B3, G3, G5, "Saved data"): a versioned, `Codable` value
/// with pure updates. Counts saturate instead of overflowing.
///
/// Each mode keeps its own record (`Record`: games, bests, Sets, mismatches), so Junior games
/// and daily puzzles never mix with the classic game's bests (G4): the classic game's record
/// is `normal`, whose fields are also the top-level `gamesStarted`, `bestScore`, ... (and the
/// top-level keys of the file, as before); `junior` and `dailyPuzzles` are beside it. The
/// figures of the player's weak spots (`mismatchesByFeature`, `setTimes`) count every mode;
/// `recentGames` holds the last 20 finished games of any mode but the daily puzzle, each
/// with its mode; `dailyResults` the best time of each daily puzzle solved. Games with several
/// players keep their own figures (`versusComputer`, `hotSeatGames`, `rivalFactor`) and leave
/// every other one alone (V6, V9).
///
/// Decoding fills a missing field with its starting value, so files written before a figure
/// existed read without a new version.
public struct Statistics: Hashable, Sendable {
    /// The version written into every statistics file; any other version is set aside.
    public static let version = 1
    /// How many finished games `recentGames` keeps (G3: Sets per minute over the last 20).
    public static let recentGameLimit = 20

    /// One mode's games, bests, Sets and mismatches.
    public struct Record: Hashable, Sendable {
        public var gamesStarted = 0
        public var gamesFinished = 0
        /// The shortest running time of a finished game; nil until a game is finished.
        public var bestTimeMs: Int?
        /// The highest score of a finished game; nil until a game is finished (and always for
        /// the daily puzzle, which has no score).
        public var bestScore: Int?
        public var totalSets = 0
        public var totalMismatches = 0

        public init() {}
    }

    /// The classic game's record (its fields are also the top-level ones below).
    public var normal = Record()
    /// Junior games' record (G4).
    public var junior = Record()
    /// Daily puzzles' record (G5): started, solved, the fastest solve, Sets found, wrong trios.
    public var dailyPuzzles = Record()
    /// The last `recentGameLimit` finished games, oldest first (G3).
    public internal(set) var recentGames: [FinishedGame] = []
    /// Mismatches by broken feature, every mode (G3, `state.stats.mismatchesByFeature`).
    public internal(set) var mismatchesByFeature = FeatureCounts()
    /// Time per Set by how many features differ across its cards, every dealt game (G3).
    public internal(set) var setTimes = SetTimes()
    /// Each daily puzzle solved: its best time and whether it was solved on its own day (G5).
    public internal(set) var dailyResults: [PuzzleDate: DailyResult] = [:]
    /// Games against the computer finished, per level: won, lost, tied (V6).
    public internal(set) var versusComputer: [ComputerLevel: ContestRecord] = [:]
    /// Hot-seat games finished (V6).
    public internal(set) var hotSeatGames = 0
    /// The rival's pace factor (V3, `ComputerPace.rivalSecondsPerSet(_:)`): 1 at first.
    public internal(set) var rivalFactor = 1.0

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

    /// The record of `mode`.
    public subscript(mode: GameMode) -> Record {
        get { self[keyPath: Self.record(of: mode)] }
        set { self[keyPath: Self.record(of: mode)] = newValue }
    }

    private static func record(of mode: GameMode) -> WritableKeyPath<Statistics, Record> {
        switch mode {
        case .normal: \.normal
        case .junior: \.junior
        case .daily: \.dailyPuzzles
        }
    }

    // MARK: - The classic game's record, as before

    public var gamesStarted: Int { get { normal.gamesStarted } set { normal.gamesStarted = newValue } }
    public var gamesFinished: Int { get { normal.gamesFinished } set { normal.gamesFinished = newValue } }
    public var bestTimeMs: Int? { get { normal.bestTimeMs } set { normal.bestTimeMs = newValue } }
    public var bestScore: Int? { get { normal.bestScore } set { normal.bestScore = newValue } }
    public var totalSets: Int { get { normal.totalSets } set { normal.totalSets = newValue } }
    public var totalMismatches: Int { get { normal.totalMismatches } set { normal.totalMismatches = newValue } }

    /// The figures `state.stats` reports while a game of `mode` is played: the games, Sets
    /// and mismatches of every solo mode together, so that this game's count as they happen
    /// whatever its mode (as `mismatchesByFeature` does), and the bests of `mode`'s own record:
    /// Junior games are not timed against classic ones, and a daily puzzle has no score.
    public func reported(playing mode: GameMode) -> Record {
        let records = [normal, junior, dailyPuzzles]
        func total(_ count: KeyPath<Record, Int>) -> Int {
            records.reduce(0) { sum, record in
                let (added, overflow) = sum.addingReportingOverflow(record[keyPath: count])
                return overflow ? .max : added
            }
        }
        var reported = Record()
        reported.gamesStarted = total(\.gamesStarted)
        reported.gamesFinished = total(\.gamesFinished)
        reported.totalSets = total(\.totalSets)
        reported.totalMismatches = total(\.totalMismatches)
        reported.bestTimeMs = self[mode].bestTimeMs
        reported.bestScore = self[mode].bestScore
        return reported
    }

    // MARK: - Counting as play goes

    /// A game was dealt (a new game, not a resumed one), or a daily puzzle opened.
    public mutating func gameStarted(mode: GameMode = .normal) { self[mode].gamesStarted.addOne() }

    /// The player took a Set.
    public mutating func setFound(mode: GameMode = .normal) { self[mode].totalSets.addOne() }

    /// The player picked a trio that is not a Set.
    public mutating func mismatch(mode: GameMode = .normal) { self[mode].totalMismatches.addOne() }

    /// The game is over after `elapsedMs` of running time with `score` (B2): counts it in
    /// `mode`'s record and keeps whichever figure beats the best so far (the first finished
    /// game sets both). `gameFinished(_:elapsedMs:endedAt:)` also adds it to `recentGames`.
    @discardableResult
    public mutating func gameFinished(elapsedMs: Double, score: Int, mode: GameMode = .normal) -> NewBests {
        self[mode].finish(timeMs: Self.wholeMilliseconds(elapsedMs), score: score)
    }

    /// Milliseconds rounded to a whole number; anything beyond `Int` (or not a number) is the
    /// longest time there is.
    static func wholeMilliseconds(_ ms: Double) -> Int {
        guard ms.isFinite, ms < Double(Int.max) else { return .max }
        return max(0, Int(ms.rounded()))
    }
}

extension Statistics.Record {
    /// Counts a finished game and keeps the figures that beat the bests (a nil `score`, as
    /// for a daily puzzle, leaves the best score alone).
    mutating func finish(timeMs: Int, score: Int?) -> Statistics.NewBests {
        gamesFinished.addOne()
        let bests = Statistics.NewBests(time: bestTimeMs.map { timeMs < $0 } ?? true,
                                        score: score.map { new in bestScore.map { new > $0 } ?? true } ?? false)
        if bests.time { bestTimeMs = timeMs }
        if bests.score { bestScore = score }
        return bests
    }
}

extension Int {
    /// One more, stopping at the largest count instead of overflowing.
    mutating func addOne() { if self < .max { self += 1 } }
}
