/// The whole scoring rule (R10) as pure functions with their table as a default argument.
public struct ScoreTable: Hashable, Codable, Sendable {
    /// Points for any Set.
    public var matchBase = 10
    /// Extra points for a fast Set: `speedBonusMax` minus one point per `secondsPerSpeedPoint`
    /// since the previous Set (or the start of the game), never below zero.
    public var speedBonusMax = 10
    public var secondsPerSpeedPoint = 3.0
    /// Extra points for each 3 cards fewer than `crowdedTable` on the table.
    public var crowdedTable = 18
    public var pointsPerThreeFewerCards = 2
    /// Points taken for a trio that is not a Set.
    public var mismatchPenalty = 5
    /// Points taken for dealing 3 more cards while a Set is on the table.
    public var needlessDealPenalty = 5
    /// Points taken for a hint.
    public var hintPenalty = 8

    public init() {}
    public static let standard = ScoreTable()
}

public enum Scoring {
    /// Points for a Set found `seconds` after the previous one with `cardsOnTable` showing.
    public static func match(seconds: Double, cardsOnTable: Int, table: ScoreTable = .standard) -> Int {
        // In Double until it is small: an absurd or broken clock earns no bonus, and no trap.
        let steps = (seconds.isNaN ? .infinity : max(0, seconds)) / table.secondsPerSpeedPoint
        let speed = steps >= Double(table.speedBonusMax) ? 0 : table.speedBonusMax - Int(steps)
        let fewer = max(0, (table.crowdedTable - cardsOnTable) / 3) * table.pointsPerThreeFewerCards
        return table.matchBase + speed + fewer
    }

    public static func mismatch(table: ScoreTable = .standard) -> Int { -table.mismatchPenalty }

    /// Points for dealing 3 more cards; a penalty only when a Set was there to be found.
    public static func deal(setOnTable: Bool, table: ScoreTable = .standard) -> Int {
        setOnTable ? -table.needlessDealPenalty : 0
    }

    public static func hint(table: ScoreTable = .standard) -> Int { -table.hintPenalty }
}
