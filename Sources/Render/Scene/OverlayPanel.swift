import SetCore
import Table

/// A panel drawn over the game (B2, B8): what it says, with no SDL in it.
public enum OverlayPanel: Sendable {
    case help(HelpPanel)
    case summary(SummaryPanel)
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
public struct HelpPanel: Sendable {
    public struct Example: Sendable {
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

    public init(frame: Rect, title: String, rule: String, examples: [Example], controls: [PanelRow],
                scoring: [PanelRow], footer: String) {
        self.frame = frame
        self.title = title
        self.rule = rule
        self.examples = examples
        self.controls = controls
        self.scoring = scoring
        self.footer = footer
    }
}

/// The game-over summary (B2): this game's figures, personal bests marked.
public struct SummaryPanel: Sendable {
    public var frame: Rect
    public var title: String
    public var rows: [PanelRow]
    public var footer: String

    public init(frame: Rect, title: String, rows: [PanelRow], footer: String) {
        self.frame = frame
        self.title = title
        self.rows = rows
        self.footer = footer
    }
}
