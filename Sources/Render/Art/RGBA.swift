import SetCore

/// A color with 8-bit channels.
public struct RGBA: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public func withAlpha(_ alpha: UInt8) -> RGBA { RGBA(r, g, b, alpha) }

    /// Red, green and blue as an xRGB pixel keeps them (a window's), the top byte 0.
    public var rgbPixel: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// Mixes toward `other` by `t` (0 = self, 1 = other).
    public func mixed(with other: RGBA, _ t: Double) -> RGBA {
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - t) + Double(y) * t).rounded()) }
        return RGBA(m(r, other.r), m(g, other.g), m(b, other.b), m(a, other.a))
    }
}
