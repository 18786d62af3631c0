/// Y6: the window sizes the game plays at, in logical points: each side at least 200, the
/// longer side at most 7680 and the shorter at most 4320 (an 8K screen either way round).
/// `--size` outside them is a usage error, a protocol `resize` outside them an `error:` line.
public enum WindowBounds {
    /// The shortest a side may be.
    public static let minimumSide = 200
    /// The longest the longer side may be.
    public static let maximumLongerSide = 7680
    /// The longest the shorter side may be.
    public static let maximumShorterSide = 4320

    /// The bounds in words, for messages.
    public static let rule = "each side at least \(minimumSide), the longer at most \(maximumLongerSide), "
        + "the shorter at most \(maximumShorterSide)"

    public static func contains(width: Int, height: Int) -> Bool {
        min(width, height) >= minimumSide && max(width, height) <= maximumLongerSide
            && min(width, height) <= maximumShorterSide
    }

    /// The nearest size inside the bounds, for a window the desktop made larger or smaller.
    public static func clamped(_ size: Size) -> Size {
        let shorterMax = Double(maximumShorterSide), longerMax = Double(maximumLongerSide)
        var width = min(max(size.width, Double(minimumSide)), longerMax)
        var height = min(max(size.height, Double(minimumSide)), longerMax)
        if size.width < size.height { width = min(width, shorterMax) } else { height = min(height, shorterMax) }
        return Size(width: width, height: height)
    }
}
