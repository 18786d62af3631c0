import SetCore
import Layout

/// A panel drawn over the game (B2, B8): what it says, with no SDL in it.
public enum OverlayPanel: Equatable, Sendable {
    case help(HelpPanel)
    case summary(SummaryPanel)
    case settings(SettingsPanel)
    case review(ReviewPanel)
    case stats(StatsPanel)
}

/// The settings overlay (T5): one clickable toggle per row.
public struct SettingsPanel: Equatable, Sendable {
    public struct Toggle: Equatable, Sendable {
        public var label: String
        /// The value shown on the toggle's right, e.g. `Dark`, `On`.
        public var value: String
        public var isOn: Bool
        public var frame: Rect
        public var key: String?
        public init(label: String, value: String, isOn: Bool, frame: Rect, key: String? = nil) {
            self.label = label
            self.value = value
            self.isOn = isOn
            self.frame = frame
            self.key = key
        }
    }

    public var frame: Rect
    public var title: String
    public var toggles: [Toggle]
    /// Every value a toggle's pill may show: the pills are as wide as the longest needs, so
    /// that none is shrunk and they keep their width as a row's value changes.
    public var choices: [String]
    public var footer: String
    public var highlighted: Int?

    public init(frame: Rect, title: String, toggles: [Toggle], choices: [String] = [], footer: String,
                highlighted: Int? = nil) {
        self.frame = frame
        self.title = title
        self.toggles = toggles
        self.choices = choices
        self.footer = footer
        self.highlighted = highlighted
    }
}

/// A line of two parts: a key and what it does, an event and its points, a figure.
public struct PanelRow: Hashable, Sendable {
    public var label: String
    public var value: String
    /// Drawn in the accent colour (a personal best).
    public var highlighted: Bool

    public init(_ label: String, _ value: String, highlighted: Bool = false) {
        self.label = label
        self.value = value
        self.highlighted = highlighted
    }
}

/// The help overlay (B8): the rule of Set with one Set and one non-Set drawn as real
/// cards, every control, and the scoring.
public struct HelpPanel: Equatable, Sendable {
    public struct Example: Equatable, Sendable {
        public var cards: [Card]
        public var caption: String
        public var isSet: Bool
        public init(cards: [Card], caption: String, isSet: Bool) {
            self.cards = cards
            self.caption = caption
            self.isSet = isSet
        }
    }

    public var frame: Rect
    public var title: String
    public var rule: String
    public var examples: [Example]
    public var controls: [PanelRow]
    public var scoring: [PanelRow]
    public var footer: String
    /// The button that opens the settings (T5), and its label.
    public var settingsButton: Rect?
    public var settingsLabel: String
    /// How far it is scrolled where it does not fit at its smallest text: 0 at its top, 1 at
    /// its end (`SessionState.helpScroll`).
    public var scroll: Double

    public init(frame: Rect, title: String, rule: String, examples: [Example], controls: [PanelRow],
                scoring: [PanelRow], footer: String, settingsButton: Rect? = nil, settingsLabel: String = "",
                scroll: Double = 0) {
        self.scroll = scroll
        self.settingsButton = settingsButton
        self.settingsLabel = settingsLabel
        self.frame = frame
        self.title = title
        self.rule = rule
        self.examples = examples
        self.controls = controls
        self.scoring = scoring
        self.footer = footer
    }
}

/// The game-over summary (B2): this game's figures, personal bests marked, and buttons to
/// what comes next (G2 Review, G5 Daily).
public struct SummaryPanel: Equatable, Sendable {
    /// A button on the panel: its title and where it is.
    public struct Button: Equatable, Sendable {
        public var title: String
        public var frame: Rect
        /// Chosen with the arrow keys, or under the pointer: lit.
        public var highlighted: Bool
        public init(title: String, frame: Rect, highlighted: Bool = false) {
            self.title = title
            self.frame = frame
            self.highlighted = highlighted
        }
    }

    public var frame: Rect
    public var title: String
    public var rows: [PanelRow]
    public var footer: String
    public var buttons: [Button]
    /// The panel's lines; its frame and its scale follow from them (`OverlayLayout`).
    public var lines: Int { OverlayLayout.gameOverLines(rows: rows.count, buttons: buttons.count) }

    public init(frame: Rect, title: String, rows: [PanelRow], footer: String, buttons: [Button] = []) {
        self.frame = frame
        self.title = title
        self.rows = rows
        self.footer = footer
        self.buttons = buttons
    }
}

/// One step of the review (G2): the table as it was when a Set was taken, drawn with the
/// real card art, the Set taken ringed in the match colour and one of the Sets missed in the
/// hint's colour, the rest of the table faded; the line under it steps through the missed.
public struct ReviewPanel: Equatable, Sendable {
    public var frame: Rect
    public var title: String
    public var caption: String
    public var cards: [Card]
    /// Where each card is drawn, in order.
    public var cardFrames: [Rect]
    /// Positions (into `cards`) of the Set taken.
    public var taken: [Int]
    /// Positions of each Set that was on the table besides it.
    public var missed: [[Int]]
    /// Which of `missed` is ringed (nil when none was missed).
    public var shownMissed: Int?
    /// The line of the Sets missed: how many, or which is ringed, and where it is written.
    public var missedLabel: String
    public var missedLabelFrame: Rect
    /// The arrows to the previous and the next Set missed, drawn when there are two or more.
    public var previousMissedButton: Rect?
    public var nextMissedButton: Rect?
    public var previousButton: Rect?
    public var nextButton: Rect?
    /// The arrow under the pointer, lit as the bar's buttons are.
    public var litButton: Rect?
    public var footer: String

    public init(frame: Rect, title: String, caption: String, cards: [Card], cardFrames: [Rect], taken: [Int],
                missed: [[Int]], shownMissed: Int?, missedLabel: String, missedLabelFrame: Rect,
                previousMissedButton: Rect?, nextMissedButton: Rect?, previousButton: Rect?, nextButton: Rect?,
                litButton: Rect? = nil, footer: String) {
        self.frame = frame
        self.title = title
        self.caption = caption
        self.cards = cards
        self.cardFrames = cardFrames
        self.taken = taken
        self.missed = missed
        self.shownMissed = shownMissed
        self.missedLabel = missedLabel
        self.missedLabelFrame = missedLabelFrame
        self.previousMissedButton = previousMissedButton
        self.nextMissedButton = nextMissedButton
        self.previousButton = previousButton
        self.nextButton = nextButton
        self.litButton = litButton
        self.footer = footer
    }

    /// The positions of the Set missed that is ringed, if any.
    public var ringedMissed: [Int]? { shownMissed.map { missed[$0] } }
}

/// The statistics overlay (G3): figures, a line chart and two bar charts, or a friendly
/// line when there is nothing yet.
public struct StatsPanel: Equatable, Sendable {
    public struct Bars: Equatable, Sendable {
        public var title: String
        public var labels: [String]
        public var values: [Double]
        /// How each value is written above its bar.
        public var valueTexts: [String]
        public init(title: String, labels: [String], values: [Double], valueTexts: [String]) {
            self.title = title
            self.labels = labels
            self.values = values
            self.valueTexts = valueTexts
        }
    }

    public var frame: Rect
    public var title: String
    public var figures: [PanelRow]
    /// Sets per minute over the last games, oldest first.
    public var lineTitle: String
    public var line: [Double]
    public var bars: [Bars]
    /// Shown instead of the charts when no game has been finished.
    public var emptyMessage: String?
    public var footer: String

    public init(frame: Rect, title: String, figures: [PanelRow], lineTitle: String, line: [Double], bars: [Bars],
                emptyMessage: String?, footer: String) {
        self.frame = frame
        self.title = title
        self.figures = figures
        self.lineTitle = lineTitle
        self.line = line
        self.bars = bars
        self.emptyMessage = emptyMessage
        self.footer = footer
    }
}
