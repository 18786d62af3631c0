import SetCore
import Layout

/// Everything one frame shows, in logical points: what the game wants drawn, with no SDL
/// in it. The app builds it; `SceneRenderer` draws it, and compares it with the last frame
/// to redraw only what changed.
public struct Scene: Equatable, Sendable {
    public struct CardSprite: Equatable, Sendable {
        public var card: Card
        /// Where the card is drawn now (mid-flight while animating, scrolled).
        public var frame: Rect
        /// The card's size once it comes to rest: its face is rasterized at this size.
        public var restingSize: Size
        public var look: CardLook
        public var opacity: Double
        /// Clockwise, in degrees.
        public var angle: Double
        /// The card's key, shown in its corner when key labels are on (B4).
        public var keyLabel: String?
        /// Moving (flying in or out, turning over, sliding to a new place): drawn over the
        /// deck pile's strip; cards at rest stay inside the cards' area.
        public var inFlight = false

        public init(card: Card, frame: Rect, restingSize: Size? = nil, look: CardLook = .plain,
                    opacity: Double = 1, angle: Double = 0, keyLabel: String? = nil) {
            self.keyLabel = keyLabel
            self.card = card
            self.frame = frame
            self.restingSize = restingSize ?? frame.size
            self.look = look
            self.opacity = opacity
            self.angle = angle
        }
    }

    public struct Button: Equatable, Sendable {
        public var id: ButtonID
        public var title: String
        public var enabled: Bool
        public var highlighted: Bool

        public init(id: ButtonID, title: String, enabled: Bool = true, highlighted: Bool = false) {
            self.id = id
            self.title = title
            self.enabled = enabled
            self.highlighted = highlighted
        }
    }

    public struct StatusItem: Equatable, Sendable {
        public var label: String
        public var value: String
        public init(_ label: String, _ value: String) { self.label = label; self.value = value }
    }

    public var layout: ScreenLayout
    public var cards: [CardSprite]
    public var buttons: [Button]
    public var status: [StatusItem]
    /// A short line shown above the buttons (why a trio is not a Set, a hint...), on two
    /// lines when the window is narrow.
    public var message: String?
    /// A panel over the table or the window (help, game over).
    public var overlay: OverlayPanel?
    /// The scroll bar's thumb while the table scrolls.
    public var scrollThumb: Rect?
    /// The face-down deck pile and how many cards are left in it (T1).
    public struct DeckPile: Equatable, Sendable {
        public var frame: Rect
        public var count: Int
        public init(frame: Rect, count: Int) { self.frame = frame; self.count = count }
    }
    public var deckPile: DeckPile?

    /// One slot of the daily puzzle's list of Sets found (G5): its frame and, once found,
    /// the Set's three cards.
    public struct FoundSet: Equatable, Sendable {
        public var frame: Rect
        public var cards: [Card]
        public init(frame: Rect, cards: [Card]) {
            self.frame = frame
            self.cards = cards
        }
    }
    /// The daily puzzle's list of Sets found, one per slot; empty outside the puzzle.
    public var foundSets: [FoundSet] = []
    /// The players bar of a game with several players (V5); empty in a solo game.
    public var players: [PlayerEntry] = []
    /// Whether the status bar shows the game's title; the launch's first frame leaves it out
    /// with the bars' other text (P3: opening its font at its size and setting it took 1.2 ms).
    public var showsTitle = true

    /// A gamepad's focus ring (C1) around a card or a button, drawn over everything.
    public struct FocusRing: Equatable, Sendable {
        /// The card or button it rings.
        public var frame: Rect
        /// The number of the player whose colour it takes in a hot-seat game (C2); nil for
        /// the theme's ring.
        public var player: Int?
        /// A card's ring: the cards' area it stays in (a scrolled table), drawn with the cards
        /// and under their key labels; nil for a button's, drawn over everything.
        public var cardArea: Rect?
        /// The radius of the rounded corners of what it rings, in points: the ring's corners
        /// follow them.
        public var cornerRadius: Double
        public init(frame: Rect, player: Int? = nil, cardArea: Rect? = nil, cornerRadius: Double = 0) {
            self.frame = frame
            self.player = player
            self.cardArea = cardArea
            self.cornerRadius = cornerRadius
        }
    }
    /// The rings of the pads in use, the one used last at the end (on top); none once the
    /// mouse moves.
    public var focusRings: [FocusRing] = []
    /// Where the cards the message speaks of lie, when their look no longer shows it (a
    /// contest's wrong trio, its picks cleared): the message's pill keeps clear of them as it
    /// keeps clear of cards picked, hinted or marked.
    public var messageCards: [Rect] = []

    public init(layout: ScreenLayout, cards: [CardSprite] = [], buttons: [Button] = [], status: [StatusItem] = [],
                message: String? = nil, overlay: OverlayPanel? = nil) {
        self.layout = layout
        self.cards = cards
        self.buttons = buttons
        self.status = status
        self.message = message
        self.overlay = overlay
    }
}
