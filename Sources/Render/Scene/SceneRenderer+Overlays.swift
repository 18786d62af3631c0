import CSDL2
import SceneModel
import SetCore
import Layout
import Localization

/// The game-over summary (B2).
extension SceneRenderer {
    /// The summary centred on the table: a title, a row per figure (bests in the accent
    /// colour), and how to play again.
    func drawSummary(_ panel: SummaryPanel, over table: Rect, _ s: Double) throws {
        fill(table, theme.scrim, s)
        let frame = panel.frame
        try blitRoundedRect(frame, radius: 18 * frame.width / 440, color: theme.panel, s)
        let k = OverlayLayout.gameOverScale(of: frame, lines: panel.lines)
        let fit = try summaryFit(panel, s)
        try drawLines(fit.title, in: fit.titleBox, size: fit.titleSize, weight: .bold, color: theme.panelText, s)
        for (i, row) in panel.rows.enumerated() {
            let y = frame.minY + (84 + Double(i) * 30) * k
            let color = row.highlighted ? theme.highlight : theme.panelText
            try drawText(row.label, at: Point(x: fit.left, y: y), size: fit.labelSize, weight: .regular,
                         color: row.highlighted ? theme.highlight : theme.panelTextDim, anchor: .left, s)
            try drawText(row.value, at: Point(x: fit.right, y: y), size: fit.valueSize, weight: .bold, color: color,
                         anchor: .right, s)
        }
        for button in panel.buttons { try drawPanelButton(button.title, in: button.frame, lit: button.highlighted, s) }
        try drawText(panel.footer, at: Point(x: frame.midX, y: frame.maxY - 26 * k), size: 15 * k, weight: .regular,
                     color: theme.panelTextDim, anchor: .center, s, maxWidth: frame.width - 24)
    }

    /// How the game-over summary's text fits its panel (I2): the title on one line, or on two
    /// where one would be smaller than the rows' text (a tie of four players in a phone's
    /// window), then no larger than the room above the rows; the rows' labels and values at one size, the largest at
    /// which each label keeps clear of its value.
    struct SummaryFit {
        var title: [String], titleBox: Rect, titleSize: Double
        var left: Double, right: Double, labelSize: Double, valueSize: Double
    }

    func summaryFit(_ panel: SummaryPanel, _ s: Double) throws -> SummaryFit {
        let frame = panel.frame, k = OverlayLayout.gameOverScale(of: frame, lines: panel.lines)
        let titleBox = Rect(x: frame.minX + 12, y: frame.minY + 14 * k, width: frame.width - 24, height: 52 * k)
        var (title, titleSize) = try lines(panel.title, width: titleBox.width, size: 28 * k, twoLines: false,
                                           weight: .bold, s)
        if titleSize < 18 * k {
            (title, titleSize) = try lines(panel.title, width: titleBox.width, size: 28 * k, twoLines: true, weight: .bold, s)
            if title.count > 1 { titleSize = min(titleSize, 21 * k) }
        }
        let left = frame.minX + 32 * k, right = frame.maxX - 32 * k, gap = 12 * k
        // The share of full size at which the widest row fits: its widths at full size scaled,
        // then made smaller while the glyphs' rounding at that size still crowds a row.
        func widest(at size: Double) throws -> Double {
            try panel.rows.map { row in
                try textWidth(row.label, size: size, weight: .regular, s) + textWidth(row.value, size: size, weight: .bold, s)
            }.max() ?? 0
        }
        let room = right - left - gap, full = try widest(at: 18 * k)
        var share = full > room ? room / full : 1
        while share > 0.3, try widest(at: 18 * k * share) > room { share *= 0.97 }
        return SummaryFit(title: title, titleBox: titleBox, titleSize: titleSize, left: left, right: right,
                          labelSize: 18 * k * share, valueSize: 18 * k * share)
    }
}

/// The settings overlay (T5).
extension SceneRenderer {
    /// A title, then a row per setting: its name on the left, a pill with its value on the
    /// right, lit when on; every row is a click target.
    func drawSettings(_ panel: SettingsPanel, window: Size, _ s: Double) throws {
        fill(Rect(x: 0, y: 0, width: window.width, height: window.height), theme.scrim, s)
        let frame = panel.frame
        let k = OverlayLayout.settingsScale(of: frame, rows: panel.toggles.count)
        try blitRoundedRect(frame, radius: 18 * k, color: theme.panel, s)
        try drawText(panel.title, at: Point(x: frame.midX, y: frame.minY + 30 * k), size: 24 * k, weight: .bold,
                     color: theme.panelText, anchor: .center, s, maxWidth: frame.width - 24 * k)
        // Every name at one size, the largest at which the longest fits left of its pill, with
        // its key beside it; where that would draw the names small (a narrow window, a long
        // language), each key goes under its name instead and the names keep their size.
        let pillWidth = try settingsPillWidth(panel, k, s)
        let room = (panel.toggles.first?.frame.width ?? 0) - (12 + 14 + 8) * k - pillWidth
        let beside = panel.toggles.map { toggle in toggle.key.map { "\(toggle.label)  (\($0))" } ?? toggle.label }
        let besideSize = try fittingSize(beside, size: 16 * k, weight: .bold, maxWidth: room, s)
        let keysBelow = besideSize < 16 * k * Self.keysBesideShare
        let nameSize = keysBelow
            ? try fittingSize(panel.toggles.map(\.label), size: 16 * k, weight: .bold, maxWidth: room, s) : besideSize
        // A name and its key under it, as a block of two lines centred on the row.
        let keySize = min(nameSize, 12 * k), block = (nameSize + keySize) * 1.2
        for (i, toggle) in panel.toggles.enumerated() {
            let row = toggle.frame, x = row.minX + 12 * k
            if i == panel.highlighted { try blitRoundedRect(row, radius: OverlayLayout.settingsRowRadius(row), color: theme.panelRule, s) }
            if keysBelow, let key = toggle.key {
                try drawText(toggle.label, at: Point(x: x, y: row.midY - block / 2 + nameSize * 0.6), size: nameSize,
                             weight: .bold, color: theme.panelText, anchor: .left, s)
                try drawText(key, at: Point(x: x, y: row.midY + block / 2 - keySize * 0.6), size: keySize,
                             weight: .regular, color: theme.panelTextDim, anchor: .left, s, maxWidth: room)
            } else {
                try drawText(beside[i], at: Point(x: x, y: row.midY), size: nameSize,
                             weight: .bold, color: theme.panelText, anchor: .left, s)
            }
            let pill = Rect(x: row.maxX - 8 * k - pillWidth, y: row.midY - 15 * k, width: pillWidth, height: 30 * k)
            // An off pill on the row under the pointer takes the panel's colour, not the row's.
            let off = i == panel.highlighted ? theme.panel : theme.panelRule
            try blitRoundedRect(pill, radius: pill.height / 2, color: toggle.isOn ? theme.highlight : off, s)
            try drawText(toggle.value, at: pill.center, size: 14 * k, weight: .bold,
                         color: toggle.isOn ? theme.panel : theme.panelText, anchor: .center, s,
                         maxWidth: pill.width - 12 * k)
        }
        // Under the rows, on two lines where one would be drawn small (a narrow window).
        let footer = Rect(x: frame.minX + 12 * k, y: frame.maxY - 37 * k, width: frame.width - 24 * k, height: 34 * k)
        try drawLines(panel.footer, in: footer, size: 13 * k, twoLines: true, weight: .regular,
                      color: theme.panelTextDim, s)
    }

    /// The least share of their size the settings' names are drawn at with their keys beside
    /// them; below it the keys go on a line of their own.
    static let keysBesideShare = 0.85

    /// The settings' pills' width: 120 points at the panel's scale `k`, or what the longest
    /// value any pill may show needs at full size ("contra Intermedio"), up to 45 % of a row.
    func settingsPillWidth(_ panel: SettingsPanel, _ k: Double, _ s: Double) throws -> Double {
        let widest = try panel.choices.map { try textWidth($0, size: 14 * k, weight: .bold, s) }.max() ?? 0
        return min(max(120 * k, widest + 14 * k), 0.45 * (panel.toggles.first?.frame.width ?? 0))
    }

    /// A button on a panel: the summary's, the help's to the settings, the review's arrows.
    func drawPanelButton(_ title: String, in frame: Rect, lit: Bool = false, _ s: Double) throws {
        // Lit as the bar's buttons are under the pointer.
        try blitRoundedRect(frame, radius: frame.height / 2, color: lit ? theme.lit(theme.panelButton) : theme.panelButton, s)
        try drawText(title, at: frame.center, size: frame.height * OverlayLayout.panelButtonLabelSize, weight: .bold,
                     color: theme.panelButtonText, anchor: .center, s, maxWidth: frame.width * OverlayLayout.panelButtonLabelRoom)
    }
}
