/// Where the panels over the table go (B2, B8, T5), in logical points.
public enum OverlayLayout {
    /// The help panel: centred, nearly the whole window on a phone-sized one, at most
    /// 820×600 on a large one (times the chrome scale). A window narrower than that gives it
    /// as much more height as it has less width, up to the window's own (a portrait one), for
    /// the lines its narrower columns break into.
    public static func helpPanel(in window: Size) -> Rect {
        let natural = centred(in: window, width: 820, height: 600), u = ScreenLayout.chromeScale(for: window)
        guard natural.width > 0 else { return natural }
        return centred(in: window, width: 820, height: 600 * max(1, 820 * u / natural.width))
    }

    /// The help panel's button that opens the settings (T5), at its bottom right: 120 points
    /// wide, or as wide as its `label` needs at full size (German "Einstellungen…"), up to
    /// half the panel.
    public static func helpSettingsButton(in window: Size, label: String) -> Rect {
        let panel = helpPanel(in: window), u = ScreenLayout.chromeScale(for: window)
        let height = min(34 * u, panel.height / 10)
        // A twentieth more than the font's advances: drawn at a few pixels' size, each glyph's
        // advance is rounded to a whole pixel.
        let needed = LabelWidth.ems(label) * 1.05 * height * panelButtonLabelSize / panelButtonLabelRoom
        let size = Size(width: max(min(120 * u, panel.width / 3), min(needed, panel.width / 2)), height: height)
        return Rect(x: panel.maxX - size.width - 16 * u, y: panel.maxY - size.height - 12 * u,
                    width: size.width, height: size.height)
    }

    /// A panel's button's label: its size as a share of the button's height, and the share
    /// of the button's width it may take.
    public static let panelButtonLabelSize = 0.45
    public static let panelButtonLabelRoom = 0.85

    /// The settings panel (T5): a title, one row per setting, a footer.
    public static func settingsPanel(in window: Size, rows: Int) -> Rect {
        centred(in: window, width: 460, height: 96 + Double(rows) * rowHeight)
    }

    /// Height of one settings row before the chrome scale.
    public static let rowHeight = 46.0

    /// How much the settings panel of `rows` rows is drawn larger than its natural size:
    /// its rows, text and pills all grow by this.
    public static func settingsScale(of panel: Rect, rows: Int) -> Double {
        panel.height / (96 + Double(rows) * rowHeight)
    }

    /// The clickable rows of the settings panel, top to bottom.
    public static func settingsRows(_ count: Int, in window: Size) -> [Rect] {
        let panel = settingsPanel(in: window, rows: count)
        let k = settingsScale(of: panel, rows: count)
        return (0..<count).map { i in
            Rect(x: panel.minX + 16 * k, y: panel.minY + (56 + Double(i) * rowHeight) * k,
                 width: panel.width - 32 * k, height: (rowHeight - 4) * k)
        }
    }

    /// The radius of a settings row's rounded corners (its highlight, a pad's ring around it).
    public static func settingsRowRadius(_ row: Rect) -> Double { row.height * 10 / (rowHeight - 4) }

    /// The game-over panel, centred on the table.
    public static func gameOverPanel(in table: Rect, lines: Int, chromeScale u: Double = 1) -> Rect {
        let width = min(table.width - 32, 440 * u)
        let height = min(table.height - 16, (110 + Double(lines) * 30) * u)
        return Rect.centered(at: table.center, size: Size(width: max(0, width), height: max(0, height)))
    }

    /// The game-over panel's lines: its title, its rows and, with buttons, their line.
    public static func gameOverLines(rows: Int, buttons: Int) -> Int { rows + 1 + (buttons == 0 ? 0 : 1) }

    /// How much the game-over panel of `lines` lines is drawn larger than its natural size.
    public static func gameOverScale(of panel: Rect, lines: Int) -> Double {
        panel.height / (110 + Double(lines) * 30)
    }

    /// The buttons along the bottom of the game-over panel (G2 Review, G5 Daily), left to
    /// right, above its footer; `lines` as for `gameOverPanel`.
    public static func gameOverButtons(_ count: Int, in panel: Rect, lines: Int) -> [Rect] {
        guard count > 0 else { return [] }
        let k = gameOverScale(of: panel, lines: lines)
        let gap = 12 * k, height = 34 * k
        let width = min(130 * k, (panel.width - 48 * k - gap * Double(count - 1)) / Double(count))
        let total = width * Double(count) + gap * Double(count - 1)
        let y = panel.minY + (84 + Double(lines - 2) * 30 + 8) * k - height / 2
        return (0..<count).map { i in
            Rect(x: panel.midX - total / 2 + Double(i) * (width + gap), y: y, width: width, height: height)
        }
    }

    /// The statistics panel (G3): figures, a line chart and two bar charts.
    public static func statsPanel(in window: Size) -> Rect {
        centred(in: window, width: 720, height: 600)
    }

    /// The review panel (G2): a title and a caption, the table of one step, arrows.
    public static func reviewPanel(in window: Size) -> Rect {
        centred(in: window, width: 900, height: 640)
    }

    /// The review's arrows to the previous and the next step, at the title's ends.
    public static func reviewArrows(in window: Size) -> (previous: Rect, next: Rect) {
        let panel = reviewPanel(in: window), u = ScreenLayout.chromeScale(for: window)
        let side = min(44 * u, panel.width / 6)
        let y = panel.minY + 12 * u
        return (Rect(x: panel.minX + 12 * u, y: y, width: side, height: side),
                Rect(x: panel.maxX - 12 * u - side, y: y, width: side, height: side))
    }

    /// Where the review's caption and footer are written, and whether each may take two
    /// lines. A wide panel has its caption on one line between the arrows and its footer on
    /// one line. A narrow one (under 560 points, a phone's window) has room for neither at a
    /// size that reads: its caption goes under the arrows across the panel, and each may take
    /// two lines.
    public struct ReviewText: Equatable, Sendable {
        public var caption: Rect
        public var footer: Rect
        public var hasTwoLines: Bool
    }

    /// The review's caption and footer in `window`: under the arrows and on up to two lines
    /// each in a panel under 560 points wide, as `ReviewText` says.
    public static func reviewText(in window: Size) -> ReviewText {
        let panel = reviewPanel(in: window), u = ScreenLayout.chromeScale(for: window)
        let inner = panel.insetBy(dx: 12 * u, dy: 0)
        guard panel.width < 560 * u else {
            let arrow = reviewArrows(in: window).previous
            let side = arrow.maxX - panel.minX + 8 * u
            return ReviewText(caption: Rect(x: panel.minX + side, y: panel.minY + 44 * u,
                                            width: max(0, panel.width - 2 * side), height: 20 * u),
                              footer: Rect(x: inner.minX, y: panel.maxY - 28 * u, width: inner.width, height: 24 * u),
                              hasTwoLines: false)
        }
        return ReviewText(caption: Rect(x: inner.minX, y: panel.minY + 60 * u, width: inner.width, height: 40 * u),
                          footer: Rect(x: inner.minX, y: panel.maxY - 44 * u, width: inner.width, height: 36 * u),
                          hasTwoLines: true)
    }

    /// The review's line of the Sets missed, above its footer: their count, or which one is
    /// ringed, between the arrows to the previous and the next.
    public struct ReviewMissedRow: Equatable, Sendable {
        public var previous: Rect
        public var label: Rect
        public var next: Rect
    }

    public static func reviewMissedRow(in window: Size) -> ReviewMissedRow {
        let panel = reviewPanel(in: window), u = ScreenLayout.chromeScale(for: window)
        let side = min(30 * u, panel.width / 8), gap = 8 * u
        let y = reviewText(in: window).footer.minY - 4 * u - side
        let labelWidth = max(0, min(260 * u, panel.width - 24 * u - 2 * (side + gap)))
        let label = Rect(x: panel.midX - labelWidth / 2, y: y, width: labelWidth, height: side)
        return ReviewMissedRow(previous: Rect(x: label.minX - gap - side, y: y, width: side, height: side), label: label,
                               next: Rect(x: label.maxX + gap, y: y, width: side, height: side))
    }

    /// Where the review draws the table of a step: the panel below its caption, above the
    /// line of the Sets missed, with room around the cards for the rings of the Sets.
    public static func reviewTable(in window: Size) -> Rect {
        let panel = reviewPanel(in: window), u = ScreenLayout.chromeScale(for: window)
        let top = reviewText(in: window).caption.maxY + 10 * u, bottom = reviewMissedRow(in: window).label.minY - 6 * u
        return Rect(x: panel.minX + 12 * u, y: top, width: max(0, panel.width - 24 * u), height: max(0, bottom - top))
    }

    /// The cards of a review step's table of `count` cards: one 5:7 size, gaps wide enough
    /// for the rings of the Sets drawn around them, never scrolling.
    public static func reviewCardFrames(_ count: Int, in window: Size) -> [Rect] {
        GridLayout(gapRatio: 0.36, minimumCardWidth: 8).layout(count: count, in: reviewTable(in: window)).frames
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
