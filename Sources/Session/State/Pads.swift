/// Where a pad's focus ring is (C1): a card of the table, by its index, or a button on
/// screen, by its name in the protocol's `buttons` (the bar's, the open panel's).
public enum FocusPlace: Hashable, Sendable {
    case card(Int)
    case button(String)
}

/// The gamepads of a session (C1, C2): each pad's player, in the order the pads were first
/// used, where its ring is, and its left stick held in a direction (repeated on the
/// session's clock like a menu's key).
public struct Pads: Hashable, Sendable {
    /// One pad in use.
    struct Pad: Hashable, Sendable {
        var id: Int
        /// Its player, counted from 0: the first free seat when it was first used.
        var seat: Int
        var place: FocusPlace?
        /// The direction the left stick is held in, and when it moves the ring again.
        var held: Direction?
        var repeatAt = 0.0
    }

    /// The pads in use, the one used last at the end.
    private(set) var inUse: [Pad] = []
    /// True from a pad's use until the mouse moves (C1).
    public internal(set) var ringShows = false

    /// The stick is held past this share of its travel to move the ring.
    public static let deadZone = 0.5
    /// A held stick moves the ring again after this long, then at this interval (seconds).
    public static let repeatDelay = 0.4
    public static let repeatInterval = 0.12

    /// The pad used last, whose ring `state.focus` reports.
    public var last: Int? { inUse.last?.id }

    /// The player of pad `id`, counted from 0; nil for a pad not in use.
    public func seat(of id: Int) -> Int? { inUse.first { $0.id == id }?.seat }

    func pad(_ id: Int) -> Pad? { inUse.first { $0.id == id } }

    /// The ids of the pads in use, the one used last at the end.
    public var ids: [Int] { inUse.map(\.id) }

    /// Pad `id` is used now: plugged in at the first free seat if it was not in use, and
    /// moved to the end (used last).
    mutating func use(_ id: Int) {
        ringShows = true
        if let index = inUse.firstIndex(where: { $0.id == id }) {
            inUse.append(inUse.remove(at: index))
            return
        }
        let taken = Set(inUse.map(\.seat))
        let seat = (0...inUse.count).first { !taken.contains($0) } ?? inUse.count
        inUse.append(Pad(id: id, seat: seat))
    }

    /// Pad `id` is unplugged: its seat is free for the next pad. With the last one gone no
    /// ring shows (nor does the window hold the screen saver off for a pad, P1).
    mutating func unplug(_ id: Int) {
        inUse.removeAll { $0.id == id }
        if inUse.isEmpty { ringShows = false }
    }

    mutating func update(_ id: Int, _ change: (inout Pad) -> Void) {
        guard let index = inUse.firstIndex(where: { $0.id == id }) else { return }
        change(&inUse[index])
    }

    /// The next moment a held stick moves a ring, and whose; nil when no stick is held.
    var nextRepeat: (id: Int, at: Double)? {
        inUse.filter { $0.held != nil }.min { $0.repeatAt < $1.repeatAt }.map { ($0.id, $0.repeatAt) }
    }

    /// Held sticks whose repeat is due by `time` repeat next after it.
    mutating func postponeRepeats(past time: Double) {
        for index in inUse.indices where inUse[index].held != nil && inUse[index].repeatAt <= time {
            inUse[index].repeatAt = time + Self.repeatInterval
        }
    }

    /// The stick's direction at this position: the axis pushed furthest, past the dead zone.
    static func direction(x: Double, y: Double) -> Direction? {
        let x = x.isFinite ? x : 0, y = y.isFinite ? y : 0
        guard max(abs(x), abs(y)) > deadZone else { return nil }
        return abs(x) >= abs(y) ? (x > 0 ? .right : .left) : (y > 0 ? .down : .up)
    }
}
