import Foundation
import Render

// How a colour looks to a player with a colour-vision deficiency, and how far apart two
// colours look: the measuring tools of `PaletteVisionTests` (B7). Pure arithmetic, no SDL.

/// A way of seeing colour: typical vision or a simulated dichromacy.
enum ColorVision: String, CaseIterable, CustomStringConvertible {
    case typical
    /// Machado, Oliveira & Fernandes (2009), severity 1.0, in linear sRGB.
    case protanopia, deuteranopia, tritanopia
    /// Brettel, Viénot & Mollon (1997) for tritanopia, which models it more faithfully than
    /// Machado's matrix (two half-planes; the figures DaltonLens precomputes for sRGB with
    /// the Smith & Pokorny cone fundamentals).
    case tritanopiaBrettel

    var description: String { rawValue }

    typealias Matrix = [[Double]]

    static let machado: [ColorVision: Matrix] = [
        .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
        .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
        .tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    ]
    static let brettelTritan: (first: Matrix, second: Matrix, separation: [Double]) = (
        [[1.01277, 0.13548, -0.14826], [-0.01243, 0.86812, 0.14431], [0.07589, 0.80500, 0.11911]],
        [[0.93678, 0.18979, -0.12657], [0.06154, 0.81526, 0.12320], [-0.37562, 1.12767, 0.24796]],
        [0.03901, -0.02788, -0.01113])

    /// The matrix applied to the linear colour `rgb` (identity for typical vision).
    func matrix(for rgb: [Double]) -> Matrix? {
        switch self {
        case .typical: nil
        case .protanopia, .deuteranopia, .tritanopia: Self.machado[self]
        case .tritanopiaBrettel:
            zip(Self.brettelTritan.separation, rgb).map(*).reduce(0, +) >= 0
                ? Self.brettelTritan.first : Self.brettelTritan.second
        }
    }

    /// `color` as this vision sees it, in linear sRGB (0...1 per channel).
    func linear(_ color: RGBA) -> [Double] {
        let rgb = [color.r, color.g, color.b].map { Self.linearized(Double($0) / 255) }
        guard let matrix = matrix(for: rgb) else { return rgb }
        return matrix.map { row in min(1, max(0, zip(row, rgb).map(*).reduce(0, +))) }
    }

    static func linearized(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}

/// A colour in CIELAB (D65 white), for measuring how different two colours look.
struct Lab {
    var l: Double, a: Double, b: Double

    init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    /// From linear sRGB.
    init(linear rgb: [Double]) {
        let x = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2]
        let y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2]
        let z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2]
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883))
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The CIEDE2000 colour difference (Sharma, Wu & Dalal 2005).
    func difference(to other: Lab) -> Double {
        let chroma = (hypot(a, b) + hypot(other.a, other.b)) / 2
        let g = 0.5 * (1 - sqrt(pow(chroma, 7) / (pow(chroma, 7) + pow(25, 7))))
        let (a1, a2) = ((1 + g) * a, (1 + g) * other.a)
        let (c1, c2) = (hypot(a1, b), hypot(a2, other.b))
        func hue(_ b: Double, _ a: Double) -> Double {
            a == 0 && b == 0 ? 0 : (atan2(b, a) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
        }
        let (h1, h2) = (hue(b, a1), hue(other.b, a2))
        var dh = c1 * c2 == 0 ? 0 : h2 - h1
        if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        let dHue = 2 * sqrt(c1 * c2) * sin(dh / 2 * .pi / 180)
        let meanL = (l + other.l) / 2, meanC = (c1 + c2) / 2
        var meanH = h1 + h2
        if c1 * c2 != 0 { meanH = abs(h1 - h2) <= 180 ? meanH / 2 : (meanH < 360 ? meanH + 360 : meanH - 360) / 2 }
        func cosine(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
        let t = 1 - 0.17 * cosine(meanH - 30) + 0.24 * cosine(2 * meanH) + 0.32 * cosine(3 * meanH + 6)
            - 0.20 * cosine(4 * meanH - 63)
        let rotation = -sin(60 * exp(-pow((meanH - 275) / 25, 2)) * .pi / 180)
            * 2 * sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7)))
        let sL = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
        let (sC, sH) = (1 + 0.045 * meanC, 1 + 0.015 * meanC * t)
        let (dL, dC, dH) = ((other.l - l) / sL, (c2 - c1) / sC, dHue / sH)
        return sqrt(dL * dL + dC * dC + dH * dH + rotation * dC * dH)
    }
}

/// The WCAG contrast ratio of two colours (1...21).
func contrastRatio(_ one: RGBA, _ other: RGBA) -> Double {
    func luminance(_ color: RGBA) -> Double {
        let rgb = ColorVision.typical.linear(color)
        return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
    }
    let (x, y) = (luminance(one), luminance(other))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}
