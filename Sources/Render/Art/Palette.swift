import SetCore

/// The three colours of the cards (B7): the standard ones and a palette that players with
/// any of the three common colour-vision deficiencies can tell apart.
///
/// The colour-blind palette starts from Okabe & Ito's colour-universal set (vermillion,
/// bluish green, blue), whose bluish green and blue run together under tritanopia. So the
/// three differ in lightness as well as in hue: a deep red (dark, warm), a light bluish green
/// (light, cool) and a violet (darkest, blue). Protanopes and deuteranopes, who lose the
/// red–green axis, keep the lightness step between red and green and the blue–yellow step to
/// violet; tritanopes, who lose blue–yellow, keep red against the other two and the lightness
/// step between green and violet. Every colour keeps at least 3:1 contrast on the card face,
/// so outlines and stripes stay visible. `PaletteVisionTests` measures all of this.
public struct Palette: Hashable, Sendable {
    public var red: RGBA
    public var green: RGBA
    public var purple: RGBA

    public init(red: RGBA, green: RGBA, purple: RGBA) {
        self.red = red
        self.green = green
        self.purple = purple
    }

    /// The game's usual colours (those of `Theme.classic`).
    public static let standard = Palette(red: RGBA(222, 36, 52), green: RGBA(0, 150, 72), purple: RGBA(104, 44, 170))

    /// Colours that stay distinct under protanopia, deuteranopia and tritanopia.
    public static let colorblind = Palette(red: RGBA(200, 30, 20), green: RGBA(0, 160, 140), purple: RGBA(80, 40, 170))

    /// The colour a card's symbols are drawn in.
    public func color(of card: Card) -> RGBA { color(card.color) }

    public func color(_ color: Card.Color) -> RGBA {
        switch color {
        case .red: red
        case .green: green
        case .purple: purple
        }
    }
}
