import CSDL2
import CSDL2Gfx
import Layout

/// Thin, typed front to the SDL2_gfx calls the card art uses (the `*RGBA` variants).
struct Gfx {
    let renderer: OpaquePointer
    /// Whole pixels taken off every coordinate after rounding, to paint one piece of a card
    /// (a symbol's box) into a canvas of its own with the very pixels it has on the card.
    var origin: (x: Int, y: Int) = (0, 0)

    init(renderer: OpaquePointer, origin: (x: Int, y: Int) = (0, 0)) {
        self.renderer = renderer
        self.origin = origin
    }

    func fill(_ polygon: Polygon, _ c: RGBA) {
        withCoordinates(polygon) { xs, ys, n in _ = filledPolygonRGBA(renderer, xs, ys, n, c.r, c.g, c.b, c.a) }
    }

    /// An anti-aliased outline: SDL2_gfx has no anti-aliased fill, so fill, then outline.
    func smoothEdge(_ polygon: Polygon, _ c: RGBA) {
        withCoordinates(polygon) { xs, ys, n in _ = aapolygonRGBA(renderer, xs, ys, n, c.r, c.g, c.b, c.a) }
    }

    func fillSmooth(_ polygon: Polygon, _ c: RGBA) {
        fill(polygon, c)
        smoothEdge(polygon, c)
    }

    /// Makes the pixels inside `polygon` clear (SDL2_gfx draws nothing in a clear colour):
    /// each column of pixels whose middle lies inside, filled without blending.
    func clear(_ polygon: Polygon) {
        guard let left = polygon.points.map(\.x).min(), let right = polygon.points.map(\.x).max() else { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        for x in Int(left.rounded(.down))...Int(right.rounded(.up)) {
            for span in polygon.verticalSpans(atX: Double(x) + 0.5) {
                let top = Int((span.lowerBound - 0.5).rounded(.up)), bottom = Int((span.upperBound - 0.5).rounded(.down))
                guard bottom >= top else { continue }
                var column = SDL_Rect(x: Int32(x - origin.x), y: Int32(top - origin.y), w: 1, h: Int32(bottom - top + 1))
                SDL_RenderFillRect(renderer, &column)
            }
        }
    }

    func box(x0: Int, y0: Int, x1: Int, y1: Int, _ c: RGBA) {
        _ = boxRGBA(renderer, Int16(clamping: x0 - origin.x), Int16(clamping: y0 - origin.y),
                    Int16(clamping: x1 - origin.x), Int16(clamping: y1 - origin.y),
                    c.r, c.g, c.b, c.a)
    }

    private func withCoordinates(_ polygon: Polygon, _ body: (UnsafePointer<Int16>, UnsafePointer<Int16>, Int32) -> Void) {
        let xs = polygon.points.map { Int16(clamping: Int($0.x.rounded()) - origin.x) }
        let ys = polygon.points.map { Int16(clamping: Int($0.y.rounded()) - origin.y) }
        xs.withUnsafeBufferPointer { x in
            ys.withUnsafeBufferPointer { y in body(x.baseAddress!, y.baseAddress!, Int32(xs.count)) }
        }
    }
}
