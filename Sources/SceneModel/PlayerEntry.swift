import Layout

/// One player's entry in the players bar of a game with several players (V5): who they
/// are, their Sets and score, and what they are doing now.
public struct PlayerEntry: Equatable, Sendable {
    /// What the player is doing, shown on their entry.
    public enum Status: Equatable, Sendable {
        /// Nothing special: waiting for a Set like everyone.
        case waiting
        /// Calling Set (hot-seat, V2): seconds left to pick three cards, and that as a share
        /// of the call's whole time (1 at the call, 0 when it runs out).
        case calling(secondsLeft: Double, share: Double)
        /// Locked out after a wrong trio or an expired call, until another player takes a Set
        /// or 3 cards are dealt (V2).
        case locked
        /// The computer is looking for a Set (V3).
        case thinking
        /// The computer has found a Set and is marking its cards (V3).
        case takingASet

        /// Calling, or marking the Set it is about to take: `state`'s `calling` (V2, V3).
        public var isCalling: Bool {
            switch self {
            case .calling, .takingASet: true
            case .waiting, .locked, .thinking: false
            }
        }
    }

    /// 1 for the first player…: their colour and their badge.
    public var number: Int
    public var name: String
    /// The name says no more than the number on the badge ("Player 2"): an entry too narrow
    /// for it beside a score leaves it out. A computer's name says its level, and stays.
    public var isNumbered: Bool
    /// A computer's name in two parts, "Computer" and its level ("Hard"): an entry too narrow
    /// for the whole of it at the name's size shows the first and puts the level on its last
    /// line (under the Sets, or beside them), rather than shrinking the whole name. Nil for a
    /// person.
    public var nameParts: NameParts?
    public var sets: Int
    public var score: Int
    /// Has the best score (alone or tied), once anyone has scored.
    public var isLeader: Bool
    public var status: Status
    public var frame: Rect

    /// A name that can be shown in two parts (`nameParts`).
    public struct NameParts: Equatable, Sendable {
        public var name: String
        public var detail: String

        public init(name: String, detail: String) {
            self.name = name
            self.detail = detail
        }
    }

    public init(number: Int, name: String, isNumbered: Bool = false, nameParts: NameParts? = nil, sets: Int, score: Int,
                isLeader: Bool = false, status: Status = .waiting, frame: Rect) {
        self.number = number
        self.name = name
        self.isNumbered = isNumbered
        self.nameParts = nameParts
        self.sets = sets
        self.score = score
        self.isLeader = isLeader
        self.status = status
        self.frame = frame
    }
}
