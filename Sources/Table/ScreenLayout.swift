/// The buttons of the game window.
public enum ButtonID: String, CaseIterable, Hashable, Sendable {
    case deal, newGame, rotate
}

/// Splits the window into a status bar on top, the table in the middle and a button bar
/// at the bottom, in logical points. Pure geometry: the same numbers for any renderer.
public struct ScreenLayout: Hashable, Sendable {
    public var window: Size
    public var statusBar: Rect
    public var table: Rect
    public var buttonBar: Rect
    public var buttons: [ButtonID: Rect]

    public static let statusBarHeight = 52.0
    public static let buttonBarHeight = 72.0
    public static let buttonHeight = 44.0

    /// Preferred button widths before the bar gets too narrow for them.
    static let preferredWidths: [(ButtonID, Double)] = [(.deal, 220), (.newGame, 150), (.rotate, 150)]
    static let buttonGap = 14.0

    public init(window: Size) {
        self.window = window
        let status = Rect(x: 0, y: 0, width: window.width, height: min(Self.statusBarHeight, window.height / 3))
        let barHeight = min(Self.buttonBarHeight, max(0, window.height - status.height) / 3)
        let bar = Rect(x: 0, y: window.height - barHeight, width: window.width, height: barHeight)
        statusBar = status
        buttonBar = bar
        table = Rect(x: 0, y: status.maxY, width: window.width, height: max(0, bar.minY - status.maxY))
        buttons = Self.layoutButtons(in: bar)
    }

    /// Buttons centred in the bar, shrunk evenly when the window is narrow.
    static func layoutButtons(in bar: Rect) -> [ButtonID: Rect] {
        let preferred = preferredWidths.reduce(0) { $0 + $1.1 } + buttonGap * Double(preferredWidths.count + 1)
        let scale = min(1, bar.width / preferred)
        let height = min(buttonHeight, bar.height * 0.7)
        var x = bar.midX - (preferred * scale) / 2 + buttonGap * scale
        var result: [ButtonID: Rect] = [:]
        for (id, width) in preferredWidths {
            result[id] = Rect(x: x, y: bar.midY - height / 2, width: width * scale, height: height)
            x += (width + buttonGap) * scale
        }
        return result
    }

    public func button(at point: Point) -> ButtonID? {
        ButtonID.allCases.first { buttons[$0]?.contains(point) ?? false }
    }
}
