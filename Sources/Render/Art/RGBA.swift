import SetCore

/// A color with 8-bit channels.
public struct RGBA: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public func withAlpha(_ alpha: UInt8) -> RGBA { RGBA(r, g, b, alpha) }

    /// Mixes toward `other` by `t` (0 = self, 1 = other).
    public func mixed(with other: RGBA, _ t: Double) -> RGBA {
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - t) + Double(y) * t).rounded()) }
        return RGBA(m(r, other.r), m(g, other.g), m(b, other.b), m(a, other.a))
    }
}

/// All the colors of the game in one place.
public struct Theme: Hashable, Sendable {
    public var felt: RGBA
    public var feltDark: RGBA
    public var bar: RGBA
    public var barText: RGBA
    public var barTextDim: RGBA
    public var cardFace: RGBA
    public var cardEdge: RGBA
    public var red: RGBA
    public var green: RGBA
    public var purple: RGBA
    public var selected: RGBA
    public var matched: RGBA
    public var mismatched: RGBA
    public var hinted: RGBA
    public var button: RGBA
    public var buttonText: RGBA
    public var buttonDisabled: RGBA
    public var buttonDisabledText: RGBA

    public static let classic = Theme(
        felt: RGBA(34, 96, 74), feltDark: RGBA(22, 70, 54),
        bar: RGBA(16, 48, 38), barText: RGBA(244, 240, 228), barTextDim: RGBA(170, 196, 184),
        cardFace: RGBA(253, 252, 247), cardEdge: RGBA(196, 192, 180),
        red: RGBA(222, 36, 52), green: RGBA(0, 150, 72), purple: RGBA(104, 44, 170),
        selected: RGBA(245, 176, 0), matched: RGBA(24, 190, 84), mismatched: RGBA(230, 40, 40),
        hinted: RGBA(40, 160, 240),
        button: RGBA(246, 242, 230), buttonText: RGBA(20, 56, 44),
        buttonDisabled: RGBA(70, 104, 92), buttonDisabledText: RGBA(128, 156, 146))

    public func color(of card: Card) -> RGBA {
        switch card.color {
        case .red: red
        case .green: green
        case .purple: purple
        }
    }
}
