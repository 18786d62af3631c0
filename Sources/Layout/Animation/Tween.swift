/// One card's movement from one state to another over a span of clock time.
public struct Tween: Hashable, Sendable {
    public var from: SpriteState
    public var to: SpriteState
    /// Clock time (seconds) when the movement starts; before it the card rests at `from`.
    public var start: Double
    public var duration: Double
    public var easing: Easing

    public init(from: SpriteState, to: SpriteState, start: Double, duration: Double, easing: Easing = .easeInOut) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.easing = easing
    }

    /// A tween that is already at rest at `state`.
    public static func resting(at state: SpriteState) -> Tween {
        Tween(from: state, to: state, start: 0, duration: 0)
    }

    public var end: Double { start + duration }

    public func isFinished(at now: Double) -> Bool { now >= end }

    public func value(at now: Double) -> SpriteState {
        guard duration > 0 else { return now >= start ? to : from }
        if now >= end { return to }
        return from.interpolated(to: to, easing((now - start) / duration))
    }
}
