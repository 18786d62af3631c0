import CSDL2
import SceneModel
import Layout

/// The window around the table: status bar, buttons, the message line and the scroll bar.
extension SceneRenderer {
    /// The title on the left, score, deck and discarded counts on the right (L6). In a
    /// narrow window the title gives way first, then the text gets smaller, then the items
    /// take two rows (`StatusBarFit`).
    func drawStatusBar(_ scene: Scene, _ s: Double) throws {
        let bar = scene.layout.statusBar, u = scene.layout.chromeScale
        fill(bar, theme.bar, s)
        let margin = 20.0 * u, labelGap = 7.0 * u, itemGap = 24.0 * u
        let widths = try scene.status.map { item in
            (try textWidth(item.value, size: 19 * u, weight: .bold, s))
                + (try textWidth(item.label, size: 15 * u, weight: .regular, s)) + labelGap
        }
        let title = scene.showsTitle ? try textWidth("SET", size: 24 * u, weight: .bold, s) : 0
        let fit = StatusBarFit(itemWidths: widths, titleWidth: title, barWidth: bar.width, margin: margin, itemGap: itemGap)
        let scale = u * fit.scale
        if scene.showsTitle, fit.showsTitle {
            try drawText("SET", at: Point(x: bar.minX + margin, y: bar.midY), size: 24 * u, weight: .bold,
                         color: theme.barText, anchor: .left, s)
        }
        let shown = Array(scene.status.prefix(fit.count))
        let drawnWidths = try shown.map { item in
            (try textWidth(item.value, size: 19 * scale, weight: .bold, s))
                + (try textWidth(item.label, size: 15 * scale, weight: .regular, s)) + labelGap
        }
        let rows = fit.rows
        for (index, row) in rows.enumerated() {
            let columns = StatusBarFit.columnWidths(drawnWidths, rows: fit.alignsColumns ? rows : [row])
            // One row in the middle of the bar, or two each in a half of it, their items in
            // columns from the right.
            let y = bar.minY + bar.height * (2 * Double(index) + 1) / (2 * Double(rows.count))
            var x = bar.maxX - margin * (fit.secondRowFrom == nil ? 1 : StatusBarFit.marginOnTwoRows)
            for (column, item) in row.reversed().enumerated() {
                let value = try drawText(shown[item].value, at: Point(x: x, y: y), size: 19 * scale, weight: .bold,
                                         color: theme.barText, anchor: .right, s)
                try drawText(shown[item].label, at: Point(x: x - value - labelGap, y: y), size: 15 * scale,
                             weight: .regular, color: theme.barTextDim, anchor: .right, s)
                x -= columns[column] + itemGap * fit.gapScale
            }
        }
    }

    /// The buttons, their labels at one size: the largest at which each fits its button, so a
    /// language's longer label makes the row a little smaller as a whole rather than one button
    /// much smaller (I2); never below `sharedShrink` of the full size, past which the longest
    /// label shrinks on its own (a "?" stays readable beside "Nouvelle").
    func drawButtonBar(_ scene: Scene, _ s: Double) throws {
        let u = scene.layout.chromeScale
        fill(scene.layout.buttonBar, theme.bar, s)
        let shown = scene.buttons.compactMap { button in scene.layout.buttons[button.id].map { (button, $0) } }
        let shrink = try shown.map { button, frame in
            let size = Self.buttonLabelSize(frame, u)
            return try fittingSize([button.title], size: size, weight: .bold,
                                   maxWidth: frame.width - frame.height * ScreenLayout.labelInset, s) / size
        }.reduce(1, min)
        let shared = max(Self.sharedShrink, shrink)
        for (button, frame) in shown {
            let fillColor = button.enabled
                ? (button.highlighted ? theme.lit(theme.button) : theme.button)
                : theme.buttonDisabled
            let size = Self.buttonLabelSize(frame, u) * shared, maxWidth = frame.width - frame.height * ScreenLayout.labelInset
            try blitRoundedRect(frame, radius: frame.height / 2, color: fillColor, s)
            try drawText(button.title, at: frame.center, size: size, weight: .bold,
                         color: button.enabled ? theme.buttonText : theme.buttonDisabledText, anchor: .center, s,
                         maxWidth: maxWidth)
            // The Deal button in its other state, made between frames: it greys out when the
            // deck runs out and comes back with New Game (the others change with overlays,
            // whose first frame paints a panel anyway).
            guard button.id == .deal else { continue }
            noteShapeAhead(frame, radius: frame.height / 2, color: button.enabled ? theme.buttonDisabled : theme.button, s)
            try noteLabelAhead(button.title, size: size, weight: .bold,
                               color: button.enabled ? theme.buttonDisabledText : theme.buttonText, s, maxWidth: maxWidth)
        }
    }

    /// How far the button labels shrink together.
    static let sharedShrink = 0.8

    /// A button's label size before it fits: the size the layout measured the narrow bar's
    /// labels at (`ScreenLayout.labelSize`).
    static func buttonLabelSize(_ frame: Rect, _ u: Double) -> Double {
        min(ScreenLayout.labelSize * u, frame.height * ScreenLayout.labelHeightShare)
    }

    /// The message line (B5), its pill placed by `toast(of:_:)`.
    func drawMessage(_ toast: Toast, scale u: Double, _ s: Double) throws {
        // A frame that redraws only some cards leaves the message alone unless they reach it.
        guard reaches(toast.frame, s) else { return }
        try drawToast(toast, scale: u, s)
    }

    /// The pill of the scene's message, if it has one (`toast(_:_:avoiding:_:)`), clear of
    /// the cards the player is looking at: those picked, hinted or marked.
    func toast(of scene: Scene, _ s: Double) throws -> Toast? {
        guard let message = scene.message else { return nil }
        // A shake moves cards sideways, which the test below does not see: the pill stays put
        // through it.
        let looked = scene.cards.filter { $0.look != .plain && $0.look != .back }.map(\.frame) + scene.messageCards
        return try toast(message, scene.layout, avoiding: looked, s)
    }

    /// The pill of `message` in `layout`, laid out once while the message stays: at the foot
    /// of the table, or at its head where it would cover fewer of the cards `avoiding` (a
    /// wrong trio's explanation over the trio's own cards in the bottom row of a full table).
    func toast(_ message: String, _ layout: ScreenLayout, avoiding cards: [Rect] = [], _ s: Double) throws -> Toast {
        let area = layout.messageArea, u = layout.chromeScale
        let lineCenter = (ScreenLayout.messageFootMargin + ScreenLayout.messageLineHeight / 2) * u
        let key = ToastKey(message: message, center: Point(x: area.midX, y: area.maxY - lineCenter),
                           maxWidth: min(area.width, 900 * u), scale: u, pixelScale: s)
        let foot: Toast
        if let last = lastToast, last.key == key {
            foot = last.toast
        } else {
            foot = try toastLayout(message, center: key.center, maxWidth: key.maxWidth, scale: u, s)
            lastToast = (key, foot)
        }
        // The cards in the band of the table the pill lies across, whatever their column.
        func covered(_ frame: Rect) -> Int {
            cards.count { $0.overlaps(Rect(x: area.minX, y: frame.minY, width: area.width, height: frame.height)) }
        }
        guard covered(foot.frame) > 0 else { return foot }
        var head = foot
        head.frame.y = area.minY + 8 * u
        return covered(head.frame) < covered(foot.frame) ? head : foot
    }

    /// What a message's pill is laid out for.
    struct ToastKey: Equatable {
        var message: String
        var center: Point
        var maxWidth: Double
        var scale: Double
        var pixelScale: Double
    }

    /// Where a message's pill lies and how its text is set.
    struct Toast {
        var frame: Rect
        var size: Double
        var lines: [String]
        var inner: Double
    }

    /// A short message on a dark pill at the foot of the table: on one line when it fits,
    /// else on as few lines as it takes, its clauses kept whole (a 360-point window shows a
    /// three-feature "Not a Set" on four short lines), smaller text only when it must.
    func toastLayout(_ message: String, center: Point, maxWidth: Double, scale u: Double = 1, _ s: Double) throws -> Toast {
        let inner = maxWidth - 24 * u
        let (size, lines) = try toastLines(message, width: inner, scale: u, s)
        let lineHeight = size * 1.3
        let widths = try lines.map { min(try textWidth($0, size: size, weight: .bold, s), inner) }
        let height = 13 * u + lineHeight * Double(lines.count)
        // A pill of more lines grows upwards from the one-line pill's foot.
        let frame = Rect.centered(at: Point(x: center.x, y: center.y - (height - ScreenLayout.messageLineHeight * u) / 2),
                                  size: Size(width: (widths.max() ?? 0) + 24 * u, height: height))
        return Toast(frame: frame, size: size, lines: lines, inner: inner)
    }

    func drawToast(_ toast: Toast, scale u: Double = 1, _ s: Double) throws {
        let frame = toast.frame, lineHeight = toast.size * 1.3
        try blitRoundedRect(frame, radius: min(17 * u, frame.height / 2), color: theme.bar.withAlpha(235), s)
        for (i, line) in toast.lines.enumerated() {
            let y = frame.minY + 6.5 * u + lineHeight * (Double(i) + 0.5)
            try drawText(line, at: Point(x: frame.midX, y: y), size: toast.size, weight: .bold, color: theme.barText,
                         anchor: .center, s, maxWidth: toast.inner)
        }
    }

    /// The text size and lines of a message: its parts (split after `:` and `;`) packed
    /// greedily at the largest size from 16 down to 12 points where no part has to break
    /// and four lines suffice; else at 12 points, parts wrapped by words.
    func toastLines(_ message: String, width: Double, scale u: Double = 1, _ s: Double) throws
        -> (size: Double, lines: [String]) {
        let parts = Self.parts(of: message)
        for size in [16.0, 15, 14, 13, 12].map({ $0 * u }) {
            var lines: [String] = []
            for piece in parts {
                if let last = lines.last, try textWidth(last + " " + piece, size: size, weight: .bold, s) <= width {
                    lines[lines.count - 1] = last + " " + piece
                } else {
                    lines.append(piece)
                }
            }
            let fits = try lines.allSatisfy { try textWidth($0, size: size, weight: .bold, s) <= width }
            if fits && lines.count <= 4 { return (size, lines) }
        }
        return (12 * u, try wrap(message, size: 12 * u, weight: .bold, width: width, s))
    }

    /// A message cut after each `:` or `;` followed by a space, the marks kept.
    static func parts(of message: String) -> [String] {
        var parts: [String] = [], current = ""
        for character in message {
            if character == " ", current.last == ";" || current.last == ":" {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return current.isEmpty ? parts : parts + [current]
    }

    /// A scroll bar's thumb: by default the table's, at the right edge of a scrolling table
    /// on the felt; the help's in its panel's colour.
    func drawScrollThumb(_ thumb: Rect, color: RGBA? = nil, _ s: Double) throws {
        try blitRoundedRect(thumb, radius: thumb.width / 2, color: color ?? theme.barText.withAlpha(150), s)
    }
}

/// How the status bar's items fit its width (L6, Y6): with the title when everything fits
/// at full size; else without it, the items smaller (down to 0.6 of their size); else on two
/// rows within half the margins (the first half of the items above the rest, in columns, or
/// where another split or each row on its own keeps the text larger, so), as large as they
/// fit, from 0.55 to 0.72 of their size (half the bar's height), so that every item stays on
/// screen in a 200-point window in each language; only where even two rows of the smallest
/// text with the narrowest gaps (0.4 of theirs) cannot hold them (a timer of thousands of
/// hours) do the last items give way.
struct StatusBarFit: Equatable {
    static let smallest = 0.6
    static let narrowestGap = 0.4
    /// The largest text on two rows, each in half the bar's height.
    static let largestOnTwoRows = 0.72
    /// Of the margins on two rows: a window that needs them is too narrow to spare its edges.
    static let marginOnTwoRows = 0.5
    /// The smallest text on two rows: a little smaller than on one, rather than an item lost
    /// (the daily puzzle's "Encontrados 0 de 6" beside "Tiempo 10:01" in a 200-point window).
    static let smallestOnTwoRows = 0.55
    var showsTitle: Bool
    /// Of the items' text.
    var scale: Double
    /// Of the gaps between items: 1 unless the text is at its smallest.
    var gapScale: Double = 1
    /// How many items, from the first.
    var count: Int
    /// Where the second row begins, when the items take two rows; nil on one.
    var secondRowFrom: Int?
    /// Two rows put their items in columns (each row's last item under the other's); else
    /// each row lies on its own from the right.
    var alignsColumns = true

    /// The items shown, by index, row by row.
    var rows: [Range<Int>] { secondRowFrom.map { [0..<$0, $0..<count] } ?? [0..<count] }

    /// The width of each column, from the right: the widest of the items the rows put in it
    /// (each row's last item in the first).
    static func columnWidths(_ widths: [Double], rows: [Range<Int>]) -> [Double] {
        var columns: [Double] = []
        for row in rows {
            for (column, item) in row.reversed().enumerated() {
                if column < columns.count { columns[column] = max(columns[column], widths[item]) } else { columns.append(widths[item]) }
            }
        }
        return columns
    }

    init(showsTitle: Bool, scale: Double, gapScale: Double = 1, count: Int, secondRowFrom: Int? = nil,
         alignsColumns: Bool = true) {
        (self.showsTitle, self.scale, self.gapScale, self.count) = (showsTitle, scale, gapScale, count)
        (self.secondRowFrom, self.alignsColumns) = (secondRowFrom, alignsColumns)
    }

    /// Where two rows of `n` items may split, the even split first.
    static func splits(_ n: Int) -> [Int] {
        guard n > 1 else { return [] }
        return [(n + 1) / 2] + (1..<n).filter { $0 != (n + 1) / 2 }
    }

    /// The text's scale (from `smallest` to `largest`) and the gaps' on lines of this much
    /// text and gap at full size in `room`: the gaps narrow only once the text is at its
    /// smallest; nil when even the smallest text and the narrowest gaps overflow.
    static func fitting(_ lines: [(text: Double, gaps: Double)], in room: Double, largest: Double,
                        smallest: Double = smallest) -> (Double, Double)? {
        let scale = lines.map { (room - $0.gaps) / $0.text }.min() ?? 1
        if scale >= smallest { return (min(largest, scale), 1) }
        let gapScale = lines.map { $0.gaps > 0 ? (room - $0.text * smallest) / $0.gaps : ($0.text * smallest <= room ? 1 : 0) }.min() ?? 1
        return gapScale >= narrowestGap ? (smallest, min(1, gapScale)) : nil
    }

    /// `itemWidths`: each item's label, gap and value at full size.
    init(itemWidths: [Double], titleWidth: Double, barWidth: Double, margin: Double, itemGap: Double) {
        let n = itemWidths.count, room = barWidth - 2 * margin
        func text(_ k: Int) -> Double { itemWidths.prefix(k).reduce(0, +) }
        func gaps(_ k: Int) -> Double { itemGap * Double(max(0, k - 1)) }
        let all = text(n) + gaps(n)
        showsTitle = all + titleWidth + margin <= room
        if showsTitle || all <= room {
            (scale, count) = (1, n)
            return
        }
        // One row while only the text need shrink: the gaps between items keep their size.
        if let (scale, gapScale) = Self.fitting([(text(n), gaps(n))], in: room, largest: 1), gapScale == 1 {
            (self.scale, count) = (scale, n)
            return
        }
        // Two rows, nearer the edges: the split and the arrangement (in columns, else each row
        // on its own) that keep the text largest.
        let wideRoom = barWidth - 2 * margin * Self.marginOnTwoRows
        var best: StatusBarFit?
        for split in Self.splits(n) {
            for aligned in [true, false] {
                let rows = [0..<split, split..<n]
                let lines: [(text: Double, gaps: Double)] = aligned
                    ? [Self.columnWidths(itemWidths, rows: rows)].map { ($0.reduce(0, +), itemGap * Double($0.count - 1)) }
                    : rows.map { (itemWidths[$0].reduce(0, +), itemGap * Double($0.count - 1)) }
                guard let (scale, gapScale) = Self.fitting(lines, in: wideRoom, largest: Self.largestOnTwoRows,
                                                                smallest: Self.smallestOnTwoRows) else { continue }
                if best.map({ scale > $0.scale || scale == $0.scale && gapScale > $0.gapScale }) ?? true {
                    best = StatusBarFit(showsTitle: false, scale: scale, gapScale: gapScale, count: n,
                                        secondRowFrom: split, alignsColumns: aligned)
                }
            }
        }
        if let best {
            self = best
            return
        }
        // One row of the first items, as many as fit.
        count = (1...max(1, n)).last { Self.fitting([(text($0), gaps($0))], in: room, largest: 1) != nil } ?? 1
        (scale, gapScale) = Self.fitting([(text(count), gaps(count))], in: room, largest: 1) ?? (Self.smallest, Self.narrowestGap)
    }
}
