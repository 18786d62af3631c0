import SceneModel
import Layout

/// The deck's shapes and labels made between frames (P2), as the cards' faces are: the Deal
/// button in its other state (it greys out when the deck runs out, and comes back with New
/// Game) and the deck pile emptied. The frame that first shows one of them
/// then only copies it: painting a button and setting its label took 0.6–1.5 ms, and the
/// emptied pile up to 1.2 ms at 3840×2160.
extension SceneRenderer {
    /// A shape or a label a coming frame may show.
    enum ChromeWanted: Equatable {
        case shape(width: Int, height: Int, radius: Int, color: RGBA)
        case label(String, pixelSize: Int, weight: TextCache.Weight, color: RGBA)
    }

    /// Notes the rounded rectangle `blitRoundedRect` would draw, unless it is painted.
    func noteShapeAhead(_ frame: Rect, radius: Double, color: RGBA, _ s: Double) {
        let target = pixelRect(frame, s)
        let (width, height, radius) = (Int(target.w), Int(target.h), Int((radius * s).rounded()))
        guard !shapes.contains(width: width, height: height, radius: radius, color: color) else { return }
        note(.shape(width: width, height: height, radius: radius, color: color))
    }

    /// Notes the label `drawText` would draw, unless it is set.
    func noteLabelAhead(_ string: String, size: Double, weight: TextCache.Weight, color: RGBA, _ s: Double,
                        maxWidth: Double?) throws {
        guard !string.isEmpty else { return }
        let pixelSize = try textPixelSize(string, size: size, weight: weight, s, maxWidth: maxWidth)
        guard !text.contains(string, pixelSize: pixelSize, weight: weight, color: color) else { return }
        note(.label(string, pixelSize: pixelSize, weight: weight, color: color))
    }

    private func note(_ wanted: ChromeWanted) {
        if !chromeWanted.contains(wanted) { chromeWanted.append(wanted) }
    }

    /// Makes the first shape or label waiting; false when none waits.
    func makeChromeAhead() -> Bool {
        guard !chromeWanted.isEmpty else { return false }
        switch chromeWanted.removeFirst() {
        case .shape(let width, let height, let radius, let color):
            _ = try? shapes.roundedRect(width: width, height: height, radius: radius, color: color)
        case .label(let string, let pixelSize, let weight, let color):
            _ = try? text.texture(string, pixelSize: pixelSize, weight: weight, color: color)
        }
        return true
    }
}
