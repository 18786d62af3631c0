/// Where the panels over the table go (B2, B8), in logical points.
public enum OverlayLayout {
    /// The help panel: centred, nearly the whole window on a phone-sized one, at most
    /// 820×760 on a large one.
    public static func helpPanel(in window: Size) -> Rect {
        let margin = min(24, window.width * 0.03)
        let width = min(820, window.width - 2 * margin), height = min(760, window.height - 2 * margin)
        return Rect.centered(at: Point(x: window.width / 2, y: window.height / 2),
                             size: Size(width: max(0, width), height: max(0, height)))
    }

    /// The game-over panel, centred on the table.
    public static func gameOverPanel(in table: Rect, lines: Int) -> Rect {
        let width = min(table.width - 32, 440.0)
        let height = min(table.height - 16, 110 + Double(lines) * 30)
        return Rect.centered(at: table.center, size: Size(width: max(0, width), height: max(0, height)))
    }
}
