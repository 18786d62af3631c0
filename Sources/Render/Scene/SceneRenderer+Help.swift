import CSDL2
import SceneModel
import SetCore
import Layout
import Localization

/// The help over the game (B8): its fit to the window and its page, measured and drawn.
extension SceneRenderer {
    /// The help over the whole window: drawn at the largest scale at which it fits the panel
    /// (`helpFit`), in one column in a narrow panel, two in a wide one. Where even its
    /// smallest text does not fit (a window under about 340 points), it scrolls (`helpShown`).
    func drawHelp(_ panel: HelpPanel, window: Size, _ s: Double) throws {
        fill(Rect(x: 0, y: 0, width: window.width, height: window.height), theme.scrim, s)
        try blitRoundedRect(panel.frame, radius: 18, color: theme.panel, s)
        let shown = try helpShown(panel, window: window, s)
        _ = try shown.page.layout(drawing: true)
        if let thumb = shown.thumb { try drawScrollThumb(thumb, color: theme.panelTextDim.withAlpha(140), s) }
        if let button = panel.settingsButton { try drawPanelButton(panel.settingsLabel, in: button, s) }
    }

    /// The help's page as it is drawn in `window`: at its fit, and where it overflows the room
    /// it shows in, scrolled `panel.scroll` of the overflow (0 at its top, 1 at its end), with
    /// the thumb at the panel's right edge that says where (nil when it fits).
    func helpShown(_ panel: HelpPanel, window: Size, _ s: Double) throws -> (page: HelpPage, thumb: Rect?) {
        let u = ScreenLayout.chromeScale(for: window)
        let inner = panel.frame.insetBy(dx: 20 * u, dy: 14 * u)
        let fit = try helpFit(panel, in: inner, chromeScale: u, s)
        var page = HelpPage(renderer: self, panel: panel, area: inner, chromeScale: u, k: u * fit.scale,
                            wrapsRows: fit.wrapsRows, twoColumns: fit.twoColumns, s: s)
        let overflow = try page.overflow()
        guard overflow > 0 else { return (page, nil) }
        page.offset = overflow * min(1, max(0, panel.scroll))
        // The thumb's track is as tall as the room the content shows in, at the panel's edge.
        let track = Rect(x: inner.maxX + 8 * u, y: inner.minY, width: 5 * u, height: max(0, page.contentBottom - inner.minY))
        return (page, Scroll.thumb(in: track, shownShare: track.height / (track.height + overflow),
                                   position: panel.scroll, minHeight: 24 * u))
    }

    /// The largest share of its size, down to `helpSmallestScale`, at which the help fits
    /// `inner`; and whether a row too long for one line puts its words under its key, which
    /// it does where the help with them keeps `helpRowsWrapDownTo` of its size or more (in a
    /// small window it keeps one line, shrunk, as the whole help is). Each try lays the help out at that size,
    /// its paragraphs and rows wrapped anew, so the help fills the panel as far as it can.
    /// A wide panel has two columns; a narrower one has one, or two where one would be cut
    /// off and two show more of it (a small landscape window, 640×360).
    func helpFit(_ panel: HelpPanel, in inner: Rect, chromeScale u: Double, _ s: Double) throws -> HelpFit {
        // How far it is scrolled does not change how it fits.
        var unscrolled = panel
        unscrolled.scroll = 0
        let key = HelpFitKey(panel: unscrolled, inner: inner, pixelScale: s)
        if let last = lastHelpFit, last.key == key { return last.fit }
        func page(_ fit: HelpFit) -> HelpPage {
            HelpPage(renderer: self, panel: panel, area: inner, chromeScale: u, k: u * fit.scale,
                     wrapsRows: fit.wrapsRows, twoColumns: fit.twoColumns, s: s)
        }
        func fits(_ fit: HelpFit) throws -> Bool {
            let page = page(fit)
            return try page.layout(drawing: false) <= page.contentBottom
        }
        func largestScale(wrapsRows: Bool, twoColumns: Bool) throws -> Double {
            func fitsAt(_ scale: Double) throws -> Bool {
                try fits(HelpFit(scale: scale, wrapsRows: wrapsRows, twoColumns: twoColumns))
            }
            var low = Self.helpSmallestScale, high = 1.0
            if try fitsAt(high) { return high }
            guard try fitsAt(low) else { return low }
            for _ in 0..<6 {
                let middle = (low + high) / 2
                if try fitsAt(middle) { low = middle } else { high = middle }
            }
            return low
        }
        func bestFit(twoColumns: Bool) throws -> HelpFit {
            let wrapped = HelpFit(scale: try largestScale(wrapsRows: true, twoColumns: twoColumns), wrapsRows: true,
                                  twoColumns: twoColumns)
            guard wrapped.scale < Self.helpRowsWrapDownTo else { return wrapped }
            let oneLine = HelpFit(scale: try largestScale(wrapsRows: false, twoColumns: twoColumns), wrapsRows: false,
                                  twoColumns: twoColumns)
            // Rows shrunk on one line, unless even the smallest text would run a key into its
            // words (two columns in a 240-point window): then the words go under their keys,
            // legible, and the help scrolls to show what does not fit (`helpShown`).
            return try page(oneLine).rowsAreLegible() ? oneLine : wrapped
        }
        let wide = HelpPage.isWide(inner, chromeScale: u)
        var fit = try bestFit(twoColumns: wide)
        if !wide, try !fits(fit) {
            let two = try bestFit(twoColumns: true)
            if try fits(two) || two.scale > fit.scale { fit = two }
        }
        lastHelpFit = (key, fit)
        return fit
    }

    /// What the help's fit was worked out for.
    struct HelpFitKey: Equatable {
        var panel: HelpPanel
        var inner: Rect
        var pixelScale: Double
    }

    /// The share of its size the help is drawn at, and whether its long rows put their words
    /// under their keys.
    struct HelpFit {
        var scale: Double
        var wrapsRows: Bool
        var twoColumns: Bool
    }

    /// The smallest share of its size the help is drawn at; what does not fit at it scrolls.
    static let helpSmallestScale = 0.55
    /// The smallest share of its size the help is drawn at with its long rows' words under their keys.
    static let helpRowsWrapDownTo = 0.85
}

/// One pass over the help's content at scale `k`: measures where it ends, and draws it when asked.
@MainActor
struct HelpPage {
    let renderer: SceneRenderer
    let panel: HelpPanel
    let area: Rect
    /// The chrome scale, which sets the columns (`twoColumns`) whatever size the text is drawn at.
    let chromeScale: Double
    let k: Double
    /// Whether a row whose label and value do not fit one line at full size puts its value
    /// on the lines under its label.
    let wrapsRows: Bool
    /// The rule, its examples and the scoring in the left column, the controls in the
    /// right; else all in one (`SceneRenderer.helpFit` chooses).
    let twoColumns: Bool
    let s: Double
    /// How far the content is scrolled up, in points (0 unless the help overflows its panel).
    var offset = 0.0

    var theme: Theme { renderer.theme }
    /// A panel wide enough for two columns side by side at the help's full size.
    static func isWide(_ area: Rect, chromeScale: Double) -> Bool { area.width >= 620 * chromeScale }
    /// Each column's width, and the gap between two.
    var columnWidth: Double { twoColumns ? (area.width - Self.gutter) / 2 : area.width }
    static let gutter = 24.0

    /// The footer's height.
    var footer: Double { 24 * k }

    /// How far down the content may go: above the footer and the settings button.
    var contentBottom: Double { min(area.maxY - footer, (panel.settingsButton?.minY ?? .infinity) - 4 * k) }

    /// Returns where the content ends, in points, scrolled up by `offset`. In a window too
    /// small for all of it (Y6: down to 200×200) it is clipped above the footer
    /// (`contentBottom`), never drawn over it, and scrolled into view.
    func layout(drawing: Bool) throws -> Double {
        if drawing { clipContent() }
        var y = area.minY - offset
        y += try title(at: y, drawing: drawing)
        let leftX = area.minX, rightX = twoColumns ? area.minX + columnWidth + Self.gutter : area.minX
        var left = y
        left += try paragraph(panel.rule, x: leftX, y: left, width: columnWidth, drawing: drawing)
        for example in panel.examples {
            left += try self.example(example, x: leftX, y: left, width: columnWidth, drawing: drawing)
        }
        var right = twoColumns ? y : left
        right += try heading(tr("Controls"), x: rightX, y: right, width: columnWidth, drawing: drawing)
        right += try rows(panel.controls, x: rightX, y: right, width: columnWidth, drawing: drawing)
        var scoring = twoColumns ? left : right
        scoring += try heading(tr("Scoring"), x: leftX, y: scoring, width: columnWidth, drawing: drawing)
        scoring += try rows(panel.scoring, x: leftX, y: scoring, width: columnWidth, drawing: drawing)
        let bottom = twoColumns ? max(scoring, right) : scoring
        if drawing {
            SDL_RenderSetClipRect(renderer.renderer, nil)
            try drawFooter()
        }
        return bottom
    }

    /// How far the content, unscrolled, reaches below the room it shows in (0 when it fits).
    func overflow() throws -> Double {
        var top = self
        top.offset = 0
        return max(0, try top.layout(drawing: false) - contentBottom)
    }

    /// Clips what follows to the panel above its footer and the settings button.
    private func clipContent() {
        var clip = renderer.pixelRect(Rect(x: area.minX, y: area.minY, width: area.width,
                                           height: max(0, contentBottom - area.minY)), s)
        SDL_RenderSetClipRect(renderer.renderer, &clip)
    }

    /// Draws the footer's lines (`footerLines`).
    private func drawFooter() throws {
        let footer = try footerLines()
        try renderer.drawLines(footer.lines, in: footer.box, size: footer.size, weight: .regular,
                               color: theme.panelTextDim, s)
    }

    /// The footer: one line, centred under the content; in a narrow panel, centred in the room
    /// left of the settings button, on two lines as tall as the button where one would be
    /// shrunk to fit that room (German at 360 points). Returns its lines, the box they are
    /// centred in and the size they are drawn at.
    func footerLines() throws -> (lines: [String], box: Rect, size: Double) {
        let size = 13 * k, width = try renderer.textWidth(panel.footer, size: size, weight: .regular, s)
        guard let button = panel.settingsButton, area.midX + width / 2 > button.minX - 8 * k else {
            let box = Rect(x: area.minX, y: area.maxY - footer, width: area.width, height: footer)
            return ([panel.footer], box, try renderer.fittingSize([panel.footer], size: size, weight: .regular,
                                                                  maxWidth: box.width, s))
        }
        let box = Rect(x: area.minX, y: button.minY, width: max(0, button.minX - 8 * k - area.minX),
                       height: button.height)
        let (lines, fitting) = try renderer.lines(panel.footer, width: box.width, size: size,
                                                  twoLines: width > box.width, weight: .regular, s)
        return (lines, box, fitting)
    }

    private func title(at y: Double, drawing: Bool) throws -> Double {
        let height = 40 * k
        if drawing {
            try renderer.drawText(panel.title, at: Point(x: area.midX, y: y + height / 2), size: 25 * k, weight: .bold,
                                  color: theme.panelText, anchor: .center, s, maxWidth: area.width)
        }
        return height
    }

    private func heading(_ text: String, x: Double, y: Double, width: Double, drawing: Bool) throws -> Double {
        let height = 28 * k
        if drawing {
            try renderer.drawText(text, at: Point(x: x, y: y + height * 0.6), size: 17 * k, weight: .bold,
                                  color: theme.panelText, anchor: .left, s, maxWidth: width)
            renderer.fill(Rect(x: x, y: y + height - 3 * k, width: width, height: max(1, k)), theme.panelRule, s)
        }
        return height + 4 * k
    }

    /// Wrapped text, as many lines as it needs.
    private func paragraph(_ text: String, x: Double, y: Double, width: Double, drawing: Bool) throws -> Double {
        let size = 15 * k, lineHeight = 20 * k
        let lines = try renderer.wrap(text, size: size, weight: .regular, width: width, s)
        if drawing {
            for (i, line) in lines.enumerated() {
                try renderer.drawText(line, at: Point(x: x, y: y + lineHeight * (Double(i) + 0.5)), size: size,
                                      weight: .regular, color: theme.panelText, anchor: .left, s)
            }
        }
        return lineHeight * Double(lines.count) + 8 * k
    }

    /// Three real cards and a caption saying whether they are a Set and why.
    private func example(_ example: HelpPanel.Example, x: Double, y: Double, width: Double,
                         drawing: Bool) throws -> Double {
        let cardWidth = min(56 * k, (width - 40) / 3.6), cardHeight = cardWidth * 7 / 5, gap = cardWidth * 0.15
        if drawing {
            for (i, card) in example.cards.enumerated() {
                let frame = Rect(x: x + Double(i) * (cardWidth + gap), y: y, width: cardWidth, height: cardHeight)
                try renderer.drawCard(card, look: example.isSet ? .matched : .mismatched, in: frame, s)
            }
        }
        // Beside the cards; below them when the room beside is too narrow for words.
        let besideX = x + 3 * (cardWidth + gap) + 6 * k
        let below = x + width - besideX < 80 * k
        let textX = below ? x : besideX
        let caption = (example.isSet ? "✓ " : "✗ ") + example.caption
        let size = 14 * k, lineHeight = 18 * k
        let lines = try renderer.wrap(caption, size: size, weight: .bold, width: x + width - textX, s)
        let textHeight = lineHeight * Double(lines.count)
        if drawing {
            let top = below ? y + cardHeight + 4 * k : y + max(0, (cardHeight - textHeight) / 2)
            for (i, line) in lines.enumerated() {
                try renderer.drawText(line, at: Point(x: textX, y: top + lineHeight * (Double(i) + 0.5)), size: size,
                                      weight: .bold, color: example.isSet ? theme.highlight : theme.mismatched,
                                      anchor: .left, s)
            }
        }
        return (below ? cardHeight + 4 * k + textHeight : max(cardHeight, textHeight)) + 12 * k
    }

    /// Label on the left, value on the right, on one line when both fit at full size; else,
    /// with `wrapsRows`, the value under its label, on as many lines as it needs, and
    /// without, the label given the room the value leaves (at least about half) and the value
    /// the rest, each shrunk to fit.
    private func rows(_ rows: [PanelRow], x: Double, y: Double, width: Double, drawing: Bool) throws -> Double {
        var lines = 0
        for row in rows {
            let (labelWidth, valueWidth) = try widths(row)
            let valueLines = try linesUnder(row, labelWidth: labelWidth, valueWidth: valueWidth, width: width)
            if drawing {
                let middle = y + rowHeight * (Double(lines) + 0.5)
                let labelRoom = valueLines == nil ? oneLineLabelRoom(valueWidth: valueWidth, width: width) : width
                let drawn = try renderer.drawText(row.label, at: Point(x: x, y: middle), size: rowSize, weight: .bold,
                                                  color: theme.panelText, anchor: .left, s, maxWidth: labelRoom)
                func value(_ text: String, at lineMiddle: Double, room: Double) throws {
                    try renderer.drawText(text, at: Point(x: x + width, y: lineMiddle), size: rowSize, weight: .regular,
                                          color: theme.panelTextDim, anchor: .right, s, maxWidth: room)
                }
                // The value right-aligned on the lines under its label, or beside it.
                if let valueLines {
                    for (i, line) in valueLines.enumerated() {
                        try value(line, at: middle + rowHeight * Double(i + 1), room: width)
                    }
                } else {
                    try value(row.value, at: middle, room: width - drawn - rowGap)
                }
            }
            lines += 1 + (valueLines?.count ?? 0)
        }
        return rowHeight * Double(lines) + 10 * k
    }

    /// The room a row's label has beside its value on one line: what the value leaves, and
    /// at least about half the column.
    private func oneLineLabelRoom(valueWidth: Double, width: Double) -> Double {
        max(width * 0.48, width - valueWidth - rowGap)
    }

    /// Whether every row of the controls and the scoring stays within its room: a row on one
    /// line whose label and value would need less than the smallest text
    /// (`SceneRenderer.smallestPixelSize`) runs one into the other.
    func rowsAreLegible() throws -> Bool {
        for row in panel.controls + panel.scoring {
            let (labelWidth, valueWidth) = try widths(row)
            guard try linesUnder(row, labelWidth: labelWidth, valueWidth: valueWidth, width: columnWidth) == nil,
                  labelWidth + rowGap + valueWidth > columnWidth else { continue }
            let labelRoom = oneLineLabelRoom(valueWidth: valueWidth, width: columnWidth)
            let label = try renderer.textPixelSize(row.label, size: rowSize, weight: .bold, s, maxWidth: labelRoom)
            let drawn = Double(try renderer.text.width(row.label, pixelSize: label, weight: .bold)) / s
            guard drawn <= labelRoom + 1 / s,
                  try renderer.fits(row.value, size: rowSize, weight: .regular, in: columnWidth - drawn - rowGap, s)
            else { return false }
        }
        return true
    }

    /// With `wrapsRows`, the lines a row's value takes under its label when the two do not
    /// fit one line of `width`; nil when the row is one line.
    private func linesUnder(_ row: PanelRow, labelWidth: Double, valueWidth: Double,
                            width: Double) throws -> [String]? {
        guard wrapsRows, labelWidth + rowGap + valueWidth > width else { return nil }
        return try renderer.wrap(row.value, size: rowSize, weight: .regular, width: width, s)
    }

    /// A row's text size, line height and the least room between its label and value.
    var rowSize: Double { 14 * k }
    var rowHeight: Double { 21 * k }
    var rowGap: Double { 10 * k }

    /// The widths of a row's label and value at the help's size.
    func widths(_ row: PanelRow) throws -> (label: Double, value: Double) {
        (try renderer.textWidth(row.label, size: rowSize, weight: .bold, s),
         try renderer.textWidth(row.value, size: rowSize, weight: .regular, s))
    }

    /// Whether `row` is drawn at the help's size, nothing of it shrunk: on one line, or with
    /// `wrapsRows` its label on a line and its value on the lines under it, each within the
    /// column.
    func keepsItsSize(_ row: PanelRow) throws -> Bool {
        let (label, value) = try widths(row)
        guard let under = try linesUnder(row, labelWidth: label, valueWidth: value, width: columnWidth) else {
            return label + rowGap + value <= columnWidth
        }
        let widest = try under.map { try renderer.textWidth($0, size: rowSize, weight: .regular, s) }.max() ?? 0
        return max(label, widest) <= columnWidth
    }
}
