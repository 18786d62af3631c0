/// Where the panels over the table go (B2, B8), in logical points.
public enum OverlayLayout {
    /// The help panel: centred, nearly the whole window on a phone-sized one, at most
    /// 820×600 on a large one (times the chrome scale).
    public static func helpPanel(in window: Size) -> Rect {
        let u = ScreenLayout.chromeScale(for: window)
        let margin = min(24 * u, window.width * 0.03)
        let width = min(820 * u, window.width - 2 * margin), height = min(600 * u, window.height - 2 * margin)
        return Rect.centered(at: Point(x: window.width / 2, y: window.height / 2),
                             size: Size(width: max(0, width), height: max(0, height)))
    }

    /// The game-over panel, centred on the table.
    public static func gameOverPanel(in table: Rect, lines: Int, chromeScale u: Double = 1) -> Rect {
        let width = min(table.width - 32, 440 * u)
        let height = min(table.height - 16, (110 + Double(lines) * 30) * u)
        return Rect.centered(at: table.center, size: Size(width: max(0, width), height: max(0, height)))
    }
}
