/// Where the panels over the table go (B2, B8, T5), in logical points.
public enum OverlayLayout {
    /// The help panel: centred, nearly the whole window on a phone-sized one, at most
    /// 820×600 on a large one (times the chrome scale).
    public static func helpPanel(in window: Size) -> Rect {
        centred(in: window, width: 820, height: 600)
    }

    /// The help panel's button that opens the settings (T5), at its bottom right.
    public static func helpSettingsButton(in window: Size) -> Rect {
        let panel = helpPanel(in: window), u = ScreenLayout.chromeScale(for: window)
        let size = Size(width: min(120 * u, panel.width / 3), height: min(34 * u, panel.height / 10))
        return Rect(x: panel.maxX - size.width - 16 * u, y: panel.maxY - size.height - 12 * u,
                    width: size.width, height: size.height)
    }

    /// The settings panel (T5): a title, one row per setting, a footer.
    public static func settingsPanel(in window: Size, rows: Int) -> Rect {
        centred(in: window, width: 460, height: 96 + Double(rows) * rowHeight)
    }

    /// Height of one settings row before the chrome scale.
    public static let rowHeight = 46.0

    /// The clickable rows of the settings panel, top to bottom.
    public static func settingsRows(_ count: Int, in window: Size) -> [Rect] {
        let panel = settingsPanel(in: window, rows: count)
        let natural = 96 + Double(count) * rowHeight
        let k = panel.height / natural
        return (0..<count).map { i in
            Rect(x: panel.minX + 16 * k, y: panel.minY + (56 + Double(i) * rowHeight) * k,
                 width: panel.width - 32 * k, height: (rowHeight - 4) * k)
        }
    }

    /// The game-over panel, centred on the table.
    public static func gameOverPanel(in table: Rect, lines: Int, chromeScale u: Double = 1) -> Rect {
        let width = min(table.width - 32, 440 * u)
        let height = min(table.height - 16, (110 + Double(lines) * 30) * u)
        return Rect.centered(at: table.center, size: Size(width: max(0, width), height: max(0, height)))
    }

    /// A panel of `width`×`height` points times the chrome scale, shrunk to fit the window
    /// with a margin, centred.
    static func centred(in window: Size, width: Double, height: Double) -> Rect {
        let u = ScreenLayout.chromeScale(for: window)
        let margin = min(24 * u, window.width * 0.03)
        let w = min(width * u, window.width - 2 * margin), h = min(height * u, window.height - 2 * margin)
        return Rect.centered(at: Point(x: window.width / 2, y: window.height / 2),
                             size: Size(width: max(0, w), height: max(0, h)))
    }
}
