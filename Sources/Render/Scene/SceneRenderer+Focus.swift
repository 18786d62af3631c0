import CSDL2
import SceneModel
import Layout

/// The gamepads' focus rings (C1, C2): a band around the card or button, outside it so that
/// it never covers a symbol, in whole pixels so that it is crisp, with thin edges that set
/// it off against whatever it lies on.
extension SceneRenderer {
    /// The band's outer rectangle and its thickness (edges included) around `frame`, in
    /// points: a small gap from the card or button, the whole reaching less than the gap
    /// between cards (8% of a card's width at least 64 points wide), so that it never covers
    /// a symbol nor a neighbouring card.
    public nonisolated static func focusRingBand(around frame: Rect) -> (outer: Rect, thickness: Double) {
        let bold = min(10, max(5, min(frame.width, frame.height) * 0.05))
        let reach = min(bold + 1.5, frame.width * 0.08 - 0.5)
        return (frame.insetBy(dx: -reach, dy: -reach), min(bold, reach - 0.5))
    }

    func drawFocusRings(_ rings: [Scene.FocusRing], _ s: Double) throws {
        defer { clip(to: nil) }
        for ring in rings {
            guard clip(to: ring.cardArea.map { pixelRect($0, s) }) else { continue }
            let (outer, thickness) = Self.focusRingBand(around: ring.frame)
            let box = Self.wholePixels(outer, s)
            let band = max(3, Int((thickness * s).rounded())), edge = max(1, Int((s * 0.75).rounded()))
            let main = ring.player.map { theme.color(ofPlayer: $0) } ?? theme.focusRing
            let edges = ring.player == nil ? theme.focusRingEdge : theme.focusRing
            frame(box, width: band, edges)
            frame(PixelRect(x: box.x + edge, y: box.y + edge, width: box.width - 2 * edge, height: box.height - 2 * edge),
                  width: band - 2 * edge, main)
        }
    }

    /// The four sides of `box`, `width` pixels thick, filled with `color`.
    private func frame(_ box: PixelRect, width: Int, _ color: RGBA) {
        guard box.width > 2 * width, box.height > 2 * width else { return }
        fill([
            PixelRect(x: box.x, y: box.y, width: box.width, height: width),
            PixelRect(x: box.x, y: box.maxY - width, width: box.width, height: width),
            PixelRect(x: box.x, y: box.y + width, width: width, height: box.height - 2 * width),
            PixelRect(x: box.maxX - width, y: box.y + width, width: width, height: box.height - 2 * width),
        ], color.withAlpha(255))
    }
}
