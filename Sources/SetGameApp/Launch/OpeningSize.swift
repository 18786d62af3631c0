import SetCore
import Table

/// The size the window opens at: `--size` when given, else the size it had when the game
/// last ran (B7), else landscape fitted to the display (L5).
enum OpeningSize {
    /// The bounds of every window (Reliability): each side at least 200 points, the longer
    /// at most 7680, the shorter at most 4320.
    static let shortest = 200.0, longestSide = 7680.0, longestShortSide = 4320.0

    static func choose(asked: Size?, remembered: Settings.WindowSize?, display: Size?) -> Size {
        if let asked { return asked }
        if let remembered {
            return bounded(Size(width: Double(remembered.width), height: Double(remembered.height)), display: display)
        }
        return Orientation.landscape.windowSize(fittingIn: display)
    }

    /// `size` within the bounds of every window and, when known, the display's.
    static func bounded(_ size: Size, display: Size?) -> Size {
        var width = min(max(size.width, shortest), longestSide)
        var height = min(max(size.height, shortest), longestSide)
        if width >= height { height = min(height, longestShortSide) } else { width = min(width, longestShortSide) }
        if let display, display.width > 0, display.height > 0 {
            width = max(shortest, min(width, display.width))
            height = max(shortest, min(height, display.height))
        }
        return Size(width: width.rounded(), height: height.rounded())
    }
}
