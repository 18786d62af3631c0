import SetCore
import Layout

/// The size the window opens at: `--size` when given, else the size it had when the game
/// last ran (B7), else landscape fitted to the display (L5).
enum OpeningSize {
    static func choose(asked: Size?, remembered: Settings.WindowSize?, display: Size?) -> Size {
        if let asked { return asked }
        if let remembered {
            return bounded(Size(width: Double(remembered.width), height: Double(remembered.height)), display: display)
        }
        return Orientation.landscape.windowSize(fittingIn: display)
    }

    /// `size` within the bounds of every window (Y6) and, when known, the display's.
    static func bounded(_ size: Size, display: Size?) -> Size {
        var size = WindowBounds.clamped(size)
        if let display, display.width > 0, display.height > 0 {
            let smallest = Double(WindowBounds.minimumSide)
            size = Size(width: max(smallest, min(size.width, display.width)),
                        height: max(smallest, min(size.height, display.height)))
        }
        return Size(width: size.width.rounded(), height: size.height.rounded())
    }
}
