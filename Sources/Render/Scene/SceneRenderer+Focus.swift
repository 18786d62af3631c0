import CSDL2
import SceneModel
import Layout

/// The gamepads' focus rings (C1, C2): a band around the card or button, outside it so that
/// it never covers a symbol, its corners rounded as the card's or the button's are, with
/// thin edges that set it off against whatever it lies on.
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
            // Its corners round about the same middles as those of what it rings.
            let radius = Int(((ring.cornerRadius + (outer.width - ring.frame.width) / 2) * s).rounded())
            let shape = try shapes.ring(width: box.width, height: box.height, radius: radius, color: main.withAlpha(255),
                                        ShapeCache.Ring(width: band, edge: edge, edges: edges.withAlpha(255)))
            if copyByHand(shape, at: box.x, box.y) { continue }
            var target = Self.sdlRect(box)
            SDL_RenderCopy(renderer, try shape.texture().pointer, nil, &target)
        }
    }
}
