/// Where and how one card is drawn at one moment.
public struct SpriteState: Hashable, Sendable {
    public var frame: Rect
    public var opacity: Double
    /// Clockwise, in degrees.
    public var angle: Double
    /// How far the card has turned over: 0 face down, 1 face up (T1). Halfway it is seen
    /// edge on.
    public var flip: Double

    public init(frame: Rect, opacity: Double = 1, angle: Double = 0, flip: Double = 1) {
        self.frame = frame
        self.opacity = opacity
        self.angle = angle
        self.flip = flip
    }

    /// True when the card shows its face (it has turned more than halfway).
    public var isFaceUp: Bool { flip >= 0.5 }

    /// The frame as seen while turning over: squashed horizontally about its centre, to
    /// nothing halfway (T1).
    public var turnedFrame: Rect {
        guard flip < 1 else { return frame }
        let width = frame.width * abs(2 * flip - 1)
        return Rect(x: frame.midX - width / 2, y: frame.y, width: width, height: frame.height)
    }

    /// The state `progress` of the way from `self` to `other` (progress may overshoot 1).
    public func interpolated(to other: SpriteState, _ progress: Double) -> SpriteState {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return SpriteState(
            frame: Rect(x: mix(frame.x, other.frame.x), y: mix(frame.y, other.frame.y),
                        width: max(0, mix(frame.width, other.frame.width)),
                        height: max(0, mix(frame.height, other.frame.height))),
            opacity: min(1, max(0, mix(opacity, other.opacity))),
            angle: mix(angle, other.angle),
            flip: min(1, max(0, mix(flip, other.flip))))
    }
}
