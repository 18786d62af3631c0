import CSDL2
import CSDL2Gfx
import SceneModel
import SetCore
import Layout
import Localization

/// The review of a finished game (G2) and the statistics (G3).
extension SceneRenderer {
    /// The table of one step with the Set taken ringed in the match colour and the Set
    /// missed shown in the hint's (a card in both gets both rings), the other cards faded
    /// so that the two Sets stand out; under it the line of the Sets missed.
    func drawReview(_ panel: ReviewPanel, window: Size, _ s: Double) throws {
        fill(Rect(x: 0, y: 0, width: window.width, height: window.height), theme.scrim, s)
        let frame = panel.frame, u = ScreenLayout.chromeScale(for: window)
        try blitRoundedRect(frame, radius: 18 * u, color: theme.panel, s)
        try drawText(panel.title, at: Point(x: frame.midX, y: frame.minY + 26 * u), size: 22 * u, weight: .bold,
                     color: theme.panelText, anchor: .center, s, maxWidth: frame.width - 140 * u)
        // The caption keeps clear of the arrows at the title's ends, or goes under them.
        let text = OverlayLayout.reviewText(in: window)
        try drawLines(panel.caption, in: text.caption, size: 15 * u, twoLines: text.hasTwoLines, weight: .regular,
                      color: theme.panelTextDim, s)
        let sets = [(panel.taken, theme.matched)] + (panel.ringedMissed.map { [($0, theme.hinted)] } ?? [])
        for (position, cardFrame) in panel.cardFrames.enumerated() {
            let rings = sets.filter { $0.0.contains(position) }.map(\.1)
            let ring = max(2, cardFrame.width * 0.05)
            // A card in both Sets: the panel's colour parts its two rings, so that at a phone's
            // size green beside blue does not read as one band of a third colour.
            let gap = max(1, ring * 0.5)
            let corner = cardFrame.width * CardShape.cornerRatio
            for (i, color) in rings.enumerated().reversed() {
                let grow = ring * Double(i + 1) + gap * Double(i)
                try blitRoundedRect(cardFrame.insetBy(dx: -grow, dy: -grow), radius: corner + grow, color: color, s)
                if i > 0 {
                    let inside = grow - ring
                    try blitRoundedRect(cardFrame.insetBy(dx: -inside, dy: -inside), radius: corner + inside, color: theme.panel, s)
                }
            }
            try drawCard(panel.cards[position], look: .plain, in: cardFrame, s)
            if rings.isEmpty { try blitRoundedRect(cardFrame, radius: corner, color: theme.panel.withAlpha(150), s) }
        }
        let arrows = [(panel.previousButton, "◀"), (panel.nextButton, "▶"), (panel.previousMissedButton, "▲"),
                      (panel.nextMissedButton, "▼")]
        for case let (frame?, arrow) in arrows { try drawPanelButton(arrow, in: frame, lit: frame == panel.litButton, s) }
        try drawText(panel.missedLabel, at: panel.missedLabelFrame.center, size: 15 * u, weight: .bold,
                     color: panel.ringedMissed == nil ? theme.panelTextDim : theme.panelText, anchor: .center, s,
                     maxWidth: panel.missedLabelFrame.width)
        try drawLines(panel.footer, in: text.footer, size: 13 * u, twoLines: text.hasTwoLines, weight: .regular,
                      color: theme.panelTextDim, s)
    }

    /// Figures in two columns, then Sets per minute over the last games as a line, then
    /// the bar charts side by side (stacked in a narrow window).
    func drawStats(_ panel: StatsPanel, window: Size, _ s: Double) throws {
        fill(Rect(x: 0, y: 0, width: window.width, height: window.height), theme.scrim, s)
        let frame = panel.frame, u = ScreenLayout.chromeScale(for: window)
        let k = min(u, frame.height / 560)
        try blitRoundedRect(frame, radius: 18 * k, color: theme.panel, s)
        try drawText(panel.title, at: Point(x: frame.midX, y: frame.minY + 26 * k), size: 22 * k, weight: .bold,
                     color: theme.panelText, anchor: .center, s, maxWidth: frame.width - 24 * k)
        let inner = frame.insetBy(dx: 20 * k, dy: 0)
        var y = frame.minY + 52 * k
        let half = (inner.width - 16 * k) / 2
        // The labels at one size, the largest at which the longest fits.
        let labelSize = try fittingSize(panel.figures.map(\.label), size: 14 * k, weight: .regular,
                                        maxWidth: half * 0.62, s)
        for (i, row) in panel.figures.enumerated() {
            let x = inner.minX + (i % 2 == 0 ? 0 : half + 16 * k)
            let rowY = y + Double(i / 2) * 22 * k + 11 * k
            try drawText(row.label, at: Point(x: x, y: rowY), size: labelSize, weight: .regular,
                         color: row.highlighted ? theme.highlight : theme.panelTextDim, anchor: .left, s,
                         maxWidth: half * 0.62)
            try drawText(row.value, at: Point(x: x + half, y: rowY), size: 14 * k, weight: .bold,
                         color: theme.panelText, anchor: .right, s, maxWidth: half * 0.36)
        }
        y += Double((panel.figures.count + 1) / 2) * 22 * k + 10 * k
        let bottom = frame.maxY - 30 * k
        if let empty = panel.emptyMessage {
            for (i, line) in try wrap(empty, size: 16 * k, weight: .regular, width: inner.width, s).enumerated() {
                try drawText(line, at: Point(x: inner.midX, y: (y + bottom) / 2 + Double(i) * 22 * k), size: 16 * k,
                             weight: .regular, color: theme.panelText, anchor: .center, s)
            }
        } else {
            // The line over half the room, the bar charts side by side under it; in a narrow
            // panel, the two bar charts stacked take two thirds of it.
            let wide = inner.width >= 440 * k
            let chartHeight = (bottom - y) / (wide ? 2 : 3) - 8 * k
            try drawLineChart(panel.lineTitle, panel.line, in: Rect(x: inner.minX, y: y, width: inner.width,
                                                                      height: chartHeight), k, s)
            let barsTop = y + chartHeight + 16 * k
            // Each chart's title on one line or two, whichever draws it larger; side by side,
            // both charts start under the taller title.
            let titles = try panel.bars.map { bars in
                try LineBreaks.oneOrTwoLines(bars.title, width: wide ? half : inner.width) {
                    try textWidth($0, size: 14 * k, weight: .bold, s)
                }
            }
            for (i, bars) in panel.bars.enumerated() {
                let box = wide
                    ? Rect(x: inner.minX + Double(i) * (half + 16 * k), y: barsTop, width: half, height: bottom - barsTop)
                    : Rect(x: inner.minX, y: barsTop + Double(i) * (bottom - barsTop) / 2, width: inner.width,
                           height: (bottom - barsTop) / 2 - 6 * k)
                let titleLines = wide ? titles.map(\.count).max() ?? 1 : titles[i].count
                try drawBars(bars, title: titles[i], titleLines: titleLines, in: box, k, s)
            }
        }
        try drawText(panel.footer, at: Point(x: frame.midX, y: frame.maxY - 14 * k), size: 12 * k, weight: .regular,
                     color: theme.panelTextDim, anchor: .center, s, maxWidth: frame.width - 24 * k)
    }

    private func drawLineChart(_ title: String, _ values: [Double], in box: Rect, _ k: Double, _ s: Double) throws {
        try drawText(title, at: Point(x: box.minX, y: box.minY + 9 * k), size: 14 * k, weight: .bold,
                     color: theme.panelText, anchor: .left, s, maxWidth: box.width)
        // The plot's top, labelled with its value, clear of the title.
        let plot = Rect(x: box.minX + 30 * k, y: box.minY + 30 * k, width: box.width - 36 * k, height: box.height - 38 * k)
        guard !values.isEmpty else {
            try drawText(tr("Finish a game to see your pace here"), at: plot.center, size: 14 * k, weight: .regular,
                         color: theme.panelTextDim, anchor: .center, s, maxWidth: plot.width)
            return
        }
        fill(Rect(x: plot.minX, y: plot.maxY, width: plot.width, height: max(1, k)), theme.panelRule, s)
        fill(Rect(x: plot.minX, y: plot.minY, width: plot.width, height: max(1, k)), theme.panelRule.withAlpha(110), s)
        // A round top (at least 1 Set a minute), labelled as it is: "60", "2.5".
        let top = max(1, ChartScale.top(above: values.max() ?? 0))
        try drawText(wholeOrOneDecimal(top), at: Point(x: plot.minX - 4 * k, y: plot.minY), size: 11 * k,
                     weight: .regular, color: theme.panelTextDim, anchor: .right, s)
        try drawText("0", at: Point(x: plot.minX - 4 * k, y: plot.maxY), size: 11 * k, weight: .regular,
                     color: theme.panelTextDim, anchor: .right, s)
        let step = values.count > 1 ? plot.width / Double(values.count - 1) : 0
        let points = values.enumerated().map { i, v in
            Point(x: plot.minX + (values.count > 1 ? Double(i) * step : plot.width / 2),
                  y: plot.maxY - v / top * plot.height)
        }
        let color = theme.chartLine
        // Each stretch of the line a thin quadrilateral with smooth edges, the dots over its joints.
        let half = max(1, 2.5 * k * s) / 2, gfx = Gfx(renderer: renderer)
        for (a, b) in zip(points, points.dropFirst()) {
            let (ax, ay, bx, by) = (a.x * s, a.y * s, b.x * s, b.y * s)
            let length = max(1e-9, hypot(bx - ax, by - ay))
            let (nx, ny) = (-(by - ay) / length * half, (bx - ax) / length * half)
            gfx.fillSmooth(Polygon([Point(x: ax + nx, y: ay + ny), Point(x: bx + nx, y: by + ny),
                                    Point(x: bx - nx, y: by - ny), Point(x: ax - nx, y: ay - ny)]), color)
        }
        let dot = 8.5 * k
        for point in points {
            try blitRoundedRect(Rect.centered(at: point, size: Size(width: dot, height: dot)), radius: dot / 2,
                                color: color, s)
        }
    }

    /// A bar chart under its `title`, one line or two, its bars under `titleLines` lines.
    private func drawBars(_ bars: StatsPanel.Bars, title: [String], titleLines: Int, in box: Rect, _ k: Double,
                          _ s: Double) throws {
        let titleSize = try fittingSize(title, size: 14 * k, weight: .bold, maxWidth: box.width, s)
        let lineHeight = 17 * k, below = lineHeight * Double(titleLines - 1)
        for (i, line) in title.enumerated() {
            try drawText(line, at: Point(x: box.minX, y: box.minY + 9 * k + Double(i) * lineHeight), size: titleSize,
                         weight: .bold, color: theme.panelText, anchor: .left, s, maxWidth: box.width)
        }
        let plot = Rect(x: box.minX, y: box.minY + 36 * k + below, width: box.width,
                        height: box.height - 56 * k - below)
        let top = max(1e-9, bars.values.max() ?? 1)
        let slot = plot.width / Double(max(1, bars.values.count))
        let labelSize = try fittingSize(bars.labels, size: 12 * k, weight: .regular, maxWidth: slot, s)
        for (i, value) in bars.values.enumerated() {
            let height = max(1, value / top * plot.height)
            let bar = Rect(x: plot.minX + Double(i) * slot + slot * 0.2, y: plot.maxY - height, width: slot * 0.6,
                           height: height)
            fill(bar, theme.chartBar, s)
            try drawText(bars.valueTexts[i], at: Point(x: bar.midX, y: bar.minY - 8 * k), size: 12 * k, weight: .bold,
                         color: theme.panelText, anchor: .center, s, maxWidth: slot)
            try drawText(bars.labels[i], at: Point(x: bar.midX, y: plot.maxY + 10 * k), size: labelSize,
                         weight: .regular, color: theme.panelTextDim, anchor: .center, s, maxWidth: slot)
        }
    }
}
