import SetCore

/// Every colour the game draws with, in one place (B7): drawing code takes its colours
/// from here and nowhere else.
public struct Theme: Hashable, Sendable {
    public var felt: RGBA
    public var feltDark: RGBA
    public var bar: RGBA
    public var barText: RGBA
    public var barTextDim: RGBA
    public var cardFace: RGBA
    public var cardEdge: RGBA
    /// The three card colours.
    public var palette: Palette
    public var selected: RGBA
    public var matched: RGBA
    public var mismatched: RGBA
    public var hinted: RGBA
    public var button: RGBA
    public var buttonText: RGBA
    public var buttonDisabled: RGBA
    public var buttonDisabledText: RGBA
    /// The soft shadow under a card (its alpha is scaled per layer).
    public var shadow: RGBA
    /// Laid over the table under a panel.
    public var scrim: RGBA
    /// Panels (help, game over): their face, text, quieter text and rules between parts.
    public var panel: RGBA
    public var panelText: RGBA
    public var panelTextDim: RGBA
    public var panelRule: RGBA
    /// The buttons on a panel (the summary's, the help's Settings, the review's arrows) and
    /// their labels: apart from the panel at a glance in either theme.
    public var panelButton: RGBA
    public var panelButtonText: RGBA
    /// A personal best, a Set in the help's example.
    public var highlight: RGBA
    /// The back of a card and the pattern on it (T1), and the empty pile's outline.
    public var cardBack: RGBA
    public var cardBackPattern: RGBA
    public var emptyPile: RGBA
    /// The statistics' charts (G3).
    public var chartLine: RGBA
    public var chartBar: RGBA
    /// The card key label in a card's corner.
    public var keyLabel: RGBA
    public var keyLabelText: RGBA
    /// Each player's colour in a game with several players (V5), apart from the cards'
    /// colours and from the looks of selected, matched, mismatched and hinted cards (the
    /// computer's mark is the second); their number badge is the cue that does not rely on hue.
    public var players = [RGBA(70, 80, 210), RGBA(214, 56, 160), RGBA(0, 146, 150), RGBA(150, 106, 40)]
    /// A gamepad's focus ring (C1) and the thin edges that keep it crisp on the felt, the
    /// cards, the bars and the panels of either theme; a player's ring (C2) is their colour
    /// between edges of `focusRing`.
    public var focusRing = RGBA(255, 255, 255)
    public var focusRingEdge = RGBA(12, 22, 18)

    /// The default look: green felt, white cards.
    public static func light(_ palette: Palette = .standard) -> Theme {
        Theme(felt: RGBA(34, 96, 74), feltDark: RGBA(22, 70, 54),
              bar: RGBA(16, 48, 38), barText: RGBA(244, 240, 228), barTextDim: RGBA(170, 196, 184),
              cardFace: RGBA(253, 252, 247), cardEdge: RGBA(196, 192, 180), palette: palette,
              selected: RGBA(245, 176, 0), matched: RGBA(24, 190, 84), mismatched: RGBA(230, 40, 40),
              hinted: RGBA(40, 160, 240),
              button: RGBA(246, 242, 230), buttonText: RGBA(20, 56, 44),
              buttonDisabled: RGBA(70, 104, 92), buttonDisabledText: RGBA(128, 156, 146),
              shadow: RGBA(0, 0, 0), scrim: RGBA(0, 0, 0, 90),
              panel: RGBA(253, 252, 247), panelText: RGBA(20, 56, 44), panelTextDim: RGBA(92, 112, 104),
              panelRule: RGBA(214, 210, 198), panelButton: RGBA(16, 48, 38), panelButtonText: RGBA(244, 240, 228),
              highlight: RGBA(0, 138, 66),
              cardBack: RGBA(120, 28, 44), cardBackPattern: RGBA(150, 52, 66), emptyPile: RGBA(20, 64, 50),
              chartLine: RGBA(0, 138, 66), chartBar: RGBA(40, 120, 230),
              keyLabel: RGBA(16, 48, 38, 225), keyLabelText: RGBA(244, 240, 228))
    }

    /// Dark: a charcoal table and bars, cards a little dimmer so they do not glare.
    public static func dark(_ palette: Palette = .standard) -> Theme {
        Theme(felt: RGBA(30, 34, 40), feltDark: RGBA(20, 23, 28),
              bar: RGBA(14, 16, 20), barText: RGBA(228, 230, 234), barTextDim: RGBA(150, 156, 168),
              cardFace: RGBA(236, 234, 228), cardEdge: RGBA(12, 14, 18), palette: palette,
              selected: RGBA(250, 190, 40), matched: RGBA(40, 200, 100), mismatched: RGBA(240, 70, 70),
              hinted: RGBA(70, 170, 250),
              button: RGBA(52, 58, 68), buttonText: RGBA(232, 234, 238),
              buttonDisabled: RGBA(34, 38, 44), buttonDisabledText: RGBA(96, 102, 112),
              shadow: RGBA(0, 0, 0), scrim: RGBA(0, 0, 0, 130),
              panel: RGBA(40, 45, 53), panelText: RGBA(232, 234, 238), panelTextDim: RGBA(160, 166, 178),
              panelRule: RGBA(64, 70, 80), panelButton: RGBA(196, 202, 212), panelButtonText: RGBA(24, 27, 32),
              highlight: RGBA(90, 210, 130),
              cardBack: RGBA(44, 70, 120), cardBackPattern: RGBA(64, 92, 146), emptyPile: RGBA(52, 58, 68),
              chartLine: RGBA(90, 210, 130), chartBar: RGBA(90, 160, 255),
              keyLabel: RGBA(14, 16, 20, 225), keyLabelText: RGBA(236, 236, 240),
              players: [RGBA(130, 145, 255), RGBA(240, 100, 200), RGBA(60, 200, 200), RGBA(205, 165, 95)])
    }

    /// The light theme with the standard colours.
    public static let classic = light()

    public func color(of card: Card) -> RGBA { palette.color(of: card) }

    /// The colour of player `number` (1 for the first).
    /// A button's colour while it is lit: under the pointer, or chosen with the keys.
    public func lit(_ color: RGBA) -> RGBA { color.mixed(with: selected, 0.35) }

    public func color(ofPlayer number: Int) -> RGBA { players[(max(1, number) - 1) % players.count] }
}
