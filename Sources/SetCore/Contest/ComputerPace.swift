/// How long the computer thinks before it takes a Set (V3, V9), and how long it marks one.
///
/// On a table holding k Sets the mean think time is `secondsPerSet` ÷ k: the more Sets, the
/// sooner it finds one. `secondsPerSet` is the level's (easy 30 s, medium 12 s, hard 5 s) or,
/// for `rival`, the player's own pace from their solo games (`rivalSecondsPerSet(_:)`). Each
/// draw is uniform between 0.5 and 1.5 times the mean, from the game's `SeededRandom`, so a
/// seed gives the same game. Pure: the generator is passed in.
public struct ComputerPace: Hashable, Sendable {
    /// The mean think time on a table holding one Set.
    public let secondsPerSet: Double

    /// The level means on a table holding one Set.
    public static func levelSeconds(_ level: ComputerLevel) -> Double {
        switch level {
        case .easy: 30
        case .medium, .rival: 12
        case .hard: 5
        }
    }

    /// How many of the player's latest finished solo games set the rival's pace.
    public static let rivalGames = 10
    /// The rival's pace changes by this factor after each game it loses (× 0.9, faster) or
    /// wins (× 1.1, slower); the factor is kept in `Statistics.rivalFactor`.
    public static let rivalWinFactor = 1.1
    public static let rivalLossFactor = 0.9
    /// The bounds of the rival's factor, so that no run of games makes it instant or asleep.
    public static let rivalFactorRange = 0.1...10.0
    /// How long the computer's mark of its Set lasts, in seconds (V9).
    public static let markSeconds = 0.5...1.5

    public init(secondsPerSet: Double) { self.secondsPerSet = secondsPerSet }

    /// The pace of `level`; `rival`'s comes from `statistics` (`rivalSecondsPerSet(_:)`).
    public init(level: ComputerLevel, statistics: Statistics = Statistics()) {
        self.init(secondsPerSet: level == .rival ? Self.rivalSecondsPerSet(statistics) : Self.levelSeconds(level))
    }

    /// The rival's mean on a table holding one Set: the median seconds per Set of the player's
    /// last `rivalGames` finished solo games that took a Set (medium's 12 s without any),
    /// times the factor its wins and losses have made.
    public static func rivalSecondsPerSet(_ statistics: Statistics) -> Double {
        let paces = statistics.recentGames.filter { $0.sets > 0 && $0.mode != .daily }.suffix(rivalGames)
            .map { Double($0.durationMs) / 1000 / Double($0.sets) }.sorted()
        let median: Double = switch paces.count {
        case 0: levelSeconds(.medium)
        case let count where count % 2 == 1: paces[count / 2]
        case let count: (paces[count / 2 - 1] + paces[count / 2]) / 2
        }
        return median * statistics.rivalFactor
    }

    /// The mean think time on a table holding `sets` Sets; with none, as for one (the
    /// computer then deals 3).
    public func meanThinkSeconds(setsOnTable sets: Int) -> Double { secondsPerSet / Double(max(sets, 1)) }

    /// A think time drawn for a table holding `sets` Sets: uniform in 0.5–1.5 × the mean.
    public func thinkSeconds(setsOnTable sets: Int, using random: inout SeededRandom) -> Double {
        meanThinkSeconds(setsOnTable: sets) * Self.uniform(in: 0.5...1.5, using: &random)
    }

    /// How long the computer marks its Set before it takes it: uniform in 0.5–1.5 s.
    public static func markSeconds(using random: inout SeededRandom) -> Double {
        uniform(in: markSeconds, using: &random)
    }

    /// A uniform number in `range` from the generator's next 53 bits (the same on every machine).
    static func uniform(in range: ClosedRange<Double>, using random: inout SeededRandom) -> Double {
        let unit = Double(random.next() >> 11) / Double(UInt64(1) << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}
