#if canImport(Glibc)
import Glibc
#endif

/// A source of small random integers for the flights (the game's seeded generator).
public protocol RandomSource {
    /// A uniform integer in 0..<upperBound.
    mutating func below(_ upperBound: Int) -> Int
}

/// Where cards come from and go to when they fly in and out of the table (A1, A3, A4).
public enum Flights {
    /// A random place just outside the window, in any direction, for a card of `size`.
    public static func offScreen(size: Size, window: Size, random: inout some RandomSource) -> Rect {
        let angle = Double(random.below(3600)) / 3600 * 2 * Double.pi
        let reach = hypot(window.width, window.height) / 2 + hypot(size.width, size.height)
        let centre = Point(x: window.width / 2 + cos(angle) * reach, y: window.height / 2 + sin(angle) * reach)
        return Rect.centered(at: centre, size: size)
    }

    /// Where a card leaving the table flies to: off-screen; spinning half a turn or more
    /// and shrinking when it is one of a few (`flourish`, a Set), straight when a whole
    /// table leaves (New Game), which the software renderer draws many times faster.
    public static func exit(from current: SpriteState, window: Size, flourish: Bool,
                            random: inout some RandomSource) -> SpriteState {
        let spin = flourish ? (random.below(2) == 0 ? -1.0 : 1.0) * Double(180 + random.below(180)) : 0
        let shrink = flourish ? 0.7 : 1
        let size = Size(width: current.frame.width * shrink, height: current.frame.height * shrink)
        return SpriteState(frame: offScreen(size: size, window: window, random: &random), opacity: 1,
                           angle: current.angle + spin)
    }
}
