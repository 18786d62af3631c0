import SetCore

/// What the computer is doing in a game against it (V3, V9), on the game's clock (which
/// stands still while a panel is open or the window is hidden, so its thinking pauses too).
/// It is state like any other: the clock's actions fire it, no timer of its own.
public struct ComputerPlan: Sendable {
    /// How fast it finds Sets.
    public let pace: ComputerPace
    /// The generator its think and mark times are drawn from (seeded with the game).
    var random: SeededRandom
    /// When, in game time, it has found a Set (or, with none on the table, deals 3).
    public internal(set) var readyAt: Double
    /// The Set it is marking card by card, from `markStart` to `markEnd` (game time); nil
    /// while it thinks.
    public internal(set) var marking: [Card]?
    var markStart = 0.0
    var markEnd = 0.0

    init(pace: ComputerPace, random: SeededRandom, readyAt: Double) {
        self.pace = pace
        self.random = random
        self.readyAt = readyAt
    }

    /// The cards of its Set marked by `time`: one by one over the mark.
    func markedCards(at time: Double) -> [Card] {
        guard let marking else { return [] }
        let share = markEnd > markStart ? (time - markStart) / (markEnd - markStart) : 1
        return Array(marking.prefix(min(3, max(1, Int(share * 3) + 1))))
    }
}
