/// How a card on the table is marked (R3, R5, B1): each look unmistakable.
public enum CardLook: String, CaseIterable, Hashable, Sendable {
    /// Not selected.
    case plain
    /// One of 1–2 selected cards: a warm amber border.
    case selected
    /// Part of a trio that is a Set: green border and a green tint.
    case matched
    /// Part of a trio that is not a Set: red border and a red tint.
    case mismatched
    /// Shown by a hint: a blue border.
    case hinted
    /// Marked by the computer as part of the Set it is about to take (V3): its colour.
    case markedByComputer
    /// Face down: the back of every card, the same for all (T1).
    case back
}
