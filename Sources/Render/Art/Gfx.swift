import CSDL2
import CSDL2Gfx
import Table

/// Thin, typed front to the SDL2_gfx calls the card art uses (the `*RGBA` variants).
struct Gfx {
    let renderer: OpaquePointer

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

    func box(x0: Int, y0: Int, x1: Int, y1: Int, _ c: RGBA) {
        _ = boxRGBA(renderer, Int16(clamping: x0), Int16(clamping: y0), Int16(clamping: x1), Int16(clamping: y1),
                    c.r, c.g, c.b, c.a)
    }

    private func withCoordinates(_ polygon: Polygon, _ body: (UnsafePointer<Int16>, UnsafePointer<Int16>, Int32) -> Void) {
        let xs = polygon.points.map { Int16(clamping: Int($0.x.rounded())) }
        let ys = polygon.points.map { Int16(clamping: Int($0.y.rounded())) }
        xs.withUnsafeBufferPointer { x in
            ys.withUnsafeBufferPointer { y in body(x.baseAddress!, y.baseAddress!, Int32(xs.count)) }
        }
    }
}
