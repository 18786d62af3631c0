import SetCore
#if canImport(Glibc)
import Glibc
#endif

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

    /// Its relative luminance as WCAG 2.1 defines it (0 black … 1 white), alpha left out.
    public var luminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// The WCAG contrast ratio with `other` (1 … 21).
    public func contrast(with other: RGBA) -> Double {
        let (x, y) = (luminance, other.luminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Of `one` and `other`, the one that reads better on this colour.
    public func clearer(of one: RGBA, _ other: RGBA) -> RGBA { contrast(with: one) >= contrast(with: other) ? one : other }
}
