@testable import Render
import Testing

/// Rounded rectangles painted just wider and taller than their ends and then widened and
/// lengthened are the ones painted whole, pixel for pixel (P2: a resize remakes the bars'
/// buttons and the scroll bar within a frame).
@MainActor struct ShapeCacheTests {
    @Test(arguments: [(208, 46, 23), (120, 40, 8), (600, 400, 20), (31, 17, 3), (97, 33, 0), (300, 44, 30),
                      (8, 300, 4), (12, 517, 6), (400, 640, 16), (15, 15, 5)])
    func aWidenedShapeIsThePaintedOne(width: Int, height: Int, radius: Int) throws {
        let key = ShapeCache.Key(width: width, height: height, radius: radius, color: RGBA(240, 236, 224))
        let widened = try ShapeCache.paint(key), whole = try ShapeCache.paint(key, whole: true)
        let same = widened.withPixels { a in whole.withPixels { b in Array(a) == Array(b) } }
        #expect(same, "\(width)×\(height), radius \(radius)")
    }
}
