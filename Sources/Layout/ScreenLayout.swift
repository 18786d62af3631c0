/// The buttons of the game window.
public enum ButtonID: String, CaseIterable, Hashable, Sendable {
    case deal, hint, newGame, help, rotate
}

/// Splits the window into a status bar on top, the table in the middle and a button bar
/// at the bottom, in logical points. Pure geometry: the same numbers for any renderer.
public struct ScreenLayout: Hashable, Sendable {
    public var window: Size
    public var statusBar: Rect
    public var table: Rect
    public var buttonBar: Rect
    public var buttons: [ButtonID: Rect]
    /// The face-down deck pile at the table's edge (T1): the left edge of a landscape
    /// window, the bottom edge of a portrait one. A click on it deals 3.
    public var deckPile: Rect
    /// The part of the table the grid of cards uses: the table less the pile's strip.
    public var cardArea: Rect
    /// The daily puzzle's slots for the Sets found (G5, `forDailyPuzzle()`); empty otherwise.
    public var foundSlots: [Rect] = []
    /// Each player's entry in the players bar of a game with several players (V5,
    /// `withPlayers(_:)`); empty in a solo game.
    public var playerEntries: [Rect] = []
    /// True when the bar is too narrow for the buttons' full labels: they get short ones.
    public var isCompact: Bool
    /// The full labels the wide bar's buttons were measured for, which they show (I3).
    public var fullLabels: ButtonLabels
    /// The short labels the narrow bar's buttons were measured for, which they show (I3).
    public var shortLabels: ButtonLabels
    /// How much larger the chrome (bars, buttons, text, panels) is drawn than at 1280×800
    /// and below (T6): 1 up to there, growing with the window to 3 at 4K and beyond.
    public var chromeScale: Double

    /// The chrome scale of a window: its size against 1280×800, from 1 to 3.
    public static func chromeScale(for window: Size) -> Double {
        min(3, max(1, min(window.width / 1280, window.height / 800)))
    }

    public static let statusBarHeight = 52.0
    public static let buttonBarHeight = 72.0
    public static let buttonHeight = 44.0

    /// Preferred button widths, in bar order, before the bar gets too narrow for them: the
    /// English labels' with room to spare (`fullWidths` widens a button whose label needs it).
    static let preferredWidths: [(ButtonID, Double)] = [(.deal, 210), (.hint, 96), (.newGame, 140), (.help, 96), (.rotate, 160)]
    /// The buttons' labels are drawn at this size times the chrome scale (a narrow bar's
    /// scale is always 1), and no larger than `labelHeightShare` of the button's height.
    public static let labelSize = 17.0
    /// The largest label a button's height takes, as a share of it.
    public static let labelHeightShare = 0.42
    /// The room a label leaves at the ends of its button, as a share of the button's height:
    /// the pill's round ends.
    public static let labelInset = 0.6
    /// The narrowest button of the short labels (`?`, `↻`): wider than tall, or round when
    /// the bar needs the room for longer labels.
    static let shortMinimumWidth = 52.0
    static let shortRoundWidth = buttonHeight
    static let buttonGap = 14.0
    static let compactGap = 6.0
    /// Full labels shrink to this share of their size before the short labels take over.
    static let smallestFullScale = 0.85

    /// - Parameters:
    ///   - fullLabels: the wide bar's labels in the player's language, and
    ///   - shortLabels: the narrow bar's, which each bar's buttons' widths follow (I3).
    public init(window: Size, fullLabels: ButtonLabels = .englishFull, shortLabels: ButtonLabels = .english) {
        self.window = window
        self.fullLabels = fullLabels
        self.shortLabels = shortLabels
        let u = Self.chromeScale(for: window)
        chromeScale = u
        let status = Rect(x: 0, y: 0, width: window.width, height: min(Self.statusBarHeight * u, window.height / 3))
        let barHeight = min(Self.buttonBarHeight * u, max(0, window.height - status.height) / 3)
        let bar = Rect(x: 0, y: window.height - barHeight, width: window.width, height: barHeight)
        statusBar = status
        buttonBar = bar
        table = Rect(x: 0, y: status.maxY, width: window.width, height: max(0, bar.minY - status.maxY))
        (deckPile, cardArea) = Self.pileAndCards(in: table, chrome: u)
        let full = Self.fullWidths(fullLabels)
        isCompact = bar.width / Self.totalWidth(full) < Self.smallestFullScale
        buttons = isCompact
            ? Self.layoutButtons(Self.shortWidths(shortLabels, fitting: bar.width), gap: Self.compactGap, in: bar,
                                 maxScale: 1.5, chrome: u)
            : Self.layoutButtons(full, gap: Self.buttonGap, in: bar, maxScale: u, chrome: u)
    }

    /// The pile takes a strip along the table's left (landscape) or bottom (portrait) edge,
    /// sized like a small card; the cards get the rest.
    static func pileAndCards(in table: Rect, chrome u: Double) -> (pile: Rect, cards: Rect) {
        let landscape = table.width >= table.height
        let height = min(96 * u, max(0, (landscape ? table.height : table.width) * 0.2))
        let width = height * 5 / 7, margin = 12 * min(u, max(0.5, height / 96))
        if landscape {
            let strip = width + 2 * margin
            let pile = Rect(x: table.minX + margin, y: table.maxY - margin - height, width: width, height: height)
            return (pile, Rect(x: table.minX + strip, y: table.minY, width: max(0, table.width - strip), height: table.height))
        }
        let strip = height + 2 * margin
        let pile = Rect(x: table.minX + margin, y: table.maxY - margin - height, width: width, height: height)
        return (pile, Rect(x: table.minX, y: table.minY, width: table.width, height: max(0, table.height - strip)))
    }

    /// The wide bar's button widths: each its preferred width, or the room its label needs at
    /// full size where that is more (French "Nouvelle partie"), taken from the buttons with
    /// room to spare in proportion to their spare, so that the bar keeps its width and a
    /// long label is drawn as large as its neighbours rather than shrunk into a button sized
    /// for English. The English labels fit their preferred widths, which they keep.
    static func fullWidths(_ labels: ButtonLabels) -> [(ButtonID, Double)] {
        let needs = preferredWidths.map { id, _ in needed(labels[id]) }
        let over = zip(preferredWidths, needs).reduce(0) { $0 + max(0, $1.1 - $1.0.1) }
        let spare = zip(preferredWidths, needs).map { max(0, $0.1 - $1) }
        let totalSpare = spare.reduce(0, +)
        let given = totalSpare > 0 ? min(1, over / totalSpare) : 0
        return preferredWidths.indices.map { i in
            let (id, width) = preferredWidths[i]
            return (id, max(width, needs[i]) - spare[i] * given)
        }
    }

    /// The width a button needs for `label` at full size: the label and its pill's ends.
    static func needed(_ label: String) -> Double {
        LabelWidth.ems(label) * labelSize + buttonHeight * labelInset
    }

    /// The narrow bar's button widths: each its label's width at full size and the room
    /// at its ends, at least `shortMinimumWidth`, so a longer word (French "Nouvelle") takes
    /// room from "?" and "↻" rather than shrinking to fit a button the size of theirs. A bar
    /// too narrow for that narrows "?" and "↻" first, down to round (`shortRoundWidth`);
    /// `layoutButtons` shrinks whatever is still too wide.
    static func shortWidths(_ labels: ButtonLabels, fitting barWidth: Double) -> [(ButtonID, Double)] {
        let needs = ButtonID.allCases.map { needed(labels[$0]) }
        let widths = needs.map { max(shortMinimumWidth, $0) }
        let spare = zip(widths, needs).map { width, need in width - max(shortRoundWidth, need) }
        let over = widths.reduce(0, +) + compactGap * Double(widths.count + 1) - barWidth
        let totalSpare = spare.reduce(0, +)
        let given = totalSpare > 0 ? min(1, max(0, over) / totalSpare) : 0
        return ButtonID.allCases.indices.map { i in (ButtonID.allCases[i], widths[i] - spare[i] * given) }
    }

    static func totalWidth(_ widths: [(ButtonID, Double)], gap: Double = buttonGap) -> Double {
        widths.reduce(0) { $0 + $1.1 } + gap * Double(widths.count + 1)
    }

    /// Buttons centred in the bar, shrunk evenly when the window is narrow (short labels
    /// grow up to half again to use a wider bar).
    static func layoutButtons(_ widths: [(ButtonID, Double)], gap: Double, in bar: Rect,
                              maxScale: Double, chrome: Double) -> [ButtonID: Rect] {
        let preferred = totalWidth(widths, gap: gap)
        let scale = min(maxScale, bar.width / preferred)
        let height = min(buttonHeight * chrome, bar.height * 0.7)
        var x = bar.midX - (preferred * scale) / 2 + gap * scale
        var result: [ButtonID: Rect] = [:]
        for (id, width) in widths {
            result[id] = Rect(x: x, y: bar.midY - height / 2, width: width * scale, height: height)
            x += (width + gap) * scale
        }
        return result
    }

    /// The message's pill holding one line (B5): this tall, resting this far above the
    /// table's foot, in points times the chrome scale. A pill of more lines grows upwards.
    public static let messageLineHeight = 34.0
    public static let messageFootMargin = 9.0
    /// The pill of two lines of the message's largest text: a mismatch's reason with its
    /// penalty takes two in most windows.
    public static let messageTwoLinesHeight = 55.0
    /// Between the pill and the cards above it.
    static let messageGap = 6.0
    /// The most of the cards' area's height the message's room takes (a small window's
    /// cards keep their size, and the pill lies over their foot).
    static let largestFootRoomShare = 0.15

    /// The room the cards keep free at the foot of their area, so that a message of up to
    /// two lines lies under them, never over them (B5). A portrait window's pile strip under
    /// the cards is room enough; in a landscape one the cards' area reaches the table's foot.
    public var cardsFootRoom: Double {
        let line = (Self.messageTwoLinesHeight + Self.messageFootMargin + Self.messageGap) * chromeScale
        let below = table.maxY - cardArea.maxY
        return max(0, min(line - below, cardArea.height * Self.largestFootRoomShare))
    }

    /// Where the message line may go (B5): the foot of the table beside the deck pile, so
    /// the pile and its count are never hidden, and under the cards' area alone when a
    /// list of Sets found takes the table's right (G5). The line is drawn centred in it,
    /// resting on its bottom edge.
    public var messageArea: Rect {
        let gap = 8 * chromeScale
        let left = max(cardArea.minX, deckPile == .zero ? table.minX : deckPile.maxX) + gap
        let right = min(cardArea.maxX, table.maxX) - gap
        return Rect(x: left, y: table.minY, width: max(0, right - left), height: table.height)
    }

    public func button(at point: Point) -> ButtonID? {
        ButtonID.allCases.first { buttons[$0]?.contains(point) ?? false }
    }
}

/// The labels of a button bar, wide or narrow, in the player's language (the session
/// translates them; the layout only measures them).
public struct ButtonLabels: Hashable, Sendable {
    public var deal, hint, newGame, help, rotate: String

    public init(deal: String, hint: String, newGame: String, help: String = "?", rotate: String = "↻") {
        (self.deal, self.hint, self.newGame, self.help, self.rotate) = (deal, hint, newGame, help, rotate)
    }

    /// The narrow bar's labels as written in the code.
    public static let english = ButtonLabels(deal: "Deal 3", hint: "Hint", newGame: "New")
    /// The wide bar's, with the longer of the rotate button's two.
    public static let englishFull = ButtonLabels(deal: "Deal 3 More Cards", hint: "Hint", newGame: "New Game",
                                                 help: "Help", rotate: "↻ Landscape")

    public subscript(id: ButtonID) -> String {
        switch id {
        case .deal: deal
        case .hint: hint
        case .newGame: newGame
        case .help: help
        case .rotate: rotate
        }
    }
}
