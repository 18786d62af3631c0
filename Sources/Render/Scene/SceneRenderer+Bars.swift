import CSDL2
import Table

/// The window around the table: status bar, buttons, the message line and the game-over panel.
extension SceneRenderer {
    /// The title on the left, score, deck and discarded counts on the right (L6). In a
    /// narrow window the title gives way first, then the text gets smaller.
    func drawStatusBar(_ scene: Scene, _ s: Double) throws {
        let bar = scene.layout.statusBar
        fill(bar, theme.bar, s)
        let margin = 20.0, labelGap = 7.0, itemGap = 24.0
        let items = try scene.status.reduce(0) { total, item in
            total + (try textWidth(item.value, size: 19, weight: .bold, s))
                + (try textWidth(item.label, size: 15, weight: .regular, s)) + labelGap + itemGap
        } - itemGap
        let title = try textWidth("SET", size: 24, weight: .bold, s)
        let showsTitle = items + title + 3 * margin <= bar.width
        let scale = showsTitle || items + 2 * margin <= bar.width ? 1 : max(0.6, (bar.width - 2 * margin) / items)
        if showsTitle {
            try drawText("SET", at: Point(x: bar.minX + margin, y: bar.midY), size: 24, weight: .bold,
                         color: theme.barText, anchor: .left, s)
        }
        var x = bar.maxX - margin
        for item in scene.status.reversed() {
            let value = try drawText(item.value, at: Point(x: x, y: bar.midY), size: 19 * scale, weight: .bold,
                                     color: theme.barText, anchor: .right, s)
            x -= value + labelGap
            let label = try drawText(item.label, at: Point(x: x, y: bar.midY), size: 15 * scale, weight: .regular,
                                     color: theme.barTextDim, anchor: .right, s)
            x -= label + itemGap
        }
    }

    func drawButtonBar(_ scene: Scene, _ s: Double) throws {
        fill(scene.layout.buttonBar, theme.bar, s)
        if let message = scene.message {
            let table = scene.layout.table
            try drawToast(message, center: Point(x: table.midX, y: table.maxY - 26), maxWidth: table.width - 16, s)
        }
        for button in scene.buttons {
            guard let frame = scene.layout.buttons[button.id] else { continue }
            let fillColor = button.enabled
                ? (button.highlighted ? theme.button.mixed(with: theme.selected, 0.35) : theme.button)
                : theme.buttonDisabled
            try blitRoundedRect(frame, radius: frame.height / 2, color: fillColor, s)
            try drawText(button.title, at: frame.center, size: min(17, frame.height * 0.42), weight: .bold,
                         color: button.enabled ? theme.buttonText : theme.buttonDisabledText, anchor: .center, s,
                         maxWidth: frame.width - frame.height * 0.6)
        }
    }

    /// A short line on a dark pill at the foot of the table, shrunk to fit `maxWidth`.
    func drawToast(_ message: String, center: Point, maxWidth: Double, _ s: Double) throws {
        let textWidth = min(try self.textWidth(message, size: 16, weight: .bold, s), maxWidth - 32)
        let height = 34.0
        let frame = Rect.centered(at: center, size: Size(width: textWidth + 32, height: height))
        try blitRoundedRect(frame, radius: height / 2, color: theme.bar.withAlpha(235), s)
        try drawText(message, at: center, size: 16, weight: .bold, color: theme.barText, anchor: .center, s,
                     maxWidth: textWidth)
    }

    func drawPanel(_ panel: (title: String, lines: [String]), in table: Rect, _ s: Double) throws {
        fill(table, RGBA(0, 0, 0, 90), s)
        let width = min(table.width - 40, 420.0), height = 96.0 + Double(panel.lines.count) * 30
        let frame = Rect.centered(at: table.center, size: Size(width: width, height: height))
        try blitRoundedRect(frame, radius: 18, color: theme.cardFace, s)
        try drawText(panel.title, at: Point(x: frame.midX, y: frame.minY + 42), size: 28, weight: .bold,
                     color: theme.buttonText, anchor: .center, s)
        for (i, line) in panel.lines.enumerated() {
            try drawText(line, at: Point(x: frame.midX, y: frame.minY + 86 + Double(i) * 30), size: 18,
                         weight: .regular, color: theme.buttonText, anchor: .center, s)
        }
    }

    /// A thin rounded thumb at the right edge of the table while it scrolls.
    func drawScrollBar(_ bar: (visible: Double, position: Double), in table: Rect, _ s: Double) throws {
        let track = table.insetBy(dx: 0, dy: 8)
        let height = max(24, track.height * min(1, bar.visible))
        let y = track.minY + (track.height - height) * min(1, max(0, bar.position))
        let thumb = Rect(x: table.maxX - 9, y: y, width: 5, height: height)
        try blitRoundedRect(thumb, radius: 2.5, color: theme.barText.withAlpha(150), s)
    }
}
