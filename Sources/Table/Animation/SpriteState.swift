/// Where and how one card is drawn at one moment.
public struct SpriteState: Hashable, Sendable {
    public var frame: Rect
    public var opacity: Double
    /// Clockwise, in degrees.
    public var angle: Double

    public init(frame: Rect, opacity: Double = 1, angle: Double = 0) {
        self.frame = frame
        self.opacity = opacity
        self.angle = angle
    }

    /// The state `progress` of the way from `self` to `other` (progress may overshoot 1).
    public func interpolated(to other: SpriteState, _ progress: Double) -> SpriteState {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return SpriteState(
            frame: Rect(x: mix(frame.x, other.frame.x), y: mix(frame.y, other.frame.y),
                        width: max(0, mix(frame.width, other.frame.width)),
                        height: max(0, mix(frame.height, other.frame.height))),
            opacity: min(1, max(0, mix(opacity, other.opacity))),
            angle: mix(angle, other.angle))
    }
}
