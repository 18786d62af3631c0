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
        let widened = try Self.shapes().paint(key), whole = try ShapeCache.paintWhole(key)
        let same = widened.withPixels { a in whole.withPixels { b in Array(a) == Array(b) } }
        #expect(same, "\(width)×\(height), radius \(radius)")
    }

    /// The bar's buttons one after another, the short shape painted once and widened to each:
    /// each is the one painted whole, and another height, radius or colour paints its own.
    @Test func buttonsSharingTheirEndsAreTheOnesPaintedWhole() throws {
        let button = RGBA(240, 236, 224), greyed = RGBA(90, 110, 100)
        let keys = [(210, button), (96, button), (140, button), (96, greyed), (160, button)].map {
            ShapeCache.Key(width: $0.0, height: 46, radius: 23, color: $0.1)
        } + [ShapeCache.Key(width: 160, height: 44, radius: 22, color: button)]
        let shapes = try Self.shapes()
        for key in keys {
            let shared = try shapes.paint(key), whole = try ShapeCache.paintWhole(key)
            let same = shared.withPixels { a in whole.withPixels { b in Array(a) == Array(b) } }
            #expect(same, "\(key)")
        }
    }

    /// P3: the message's pill, one translucent colour, is kept as runs of that colour: a
    /// fraction of its pixels' bytes, as an opaque button is (each pill shown was its pixels'
    /// bytes, 12 of them 392 KB after the bench's 100 clicks), and decoded it is the pill
    /// painted, pixel for pixel.
    @Test(arguments: [235, 255])
    func aTranslucentPillIsKeptInAFractionOfItsBytes(alpha: Int) throws {
        let width = 700, height = 56, color = RGBA(18, 42, 34, UInt8(alpha))
        let pill = try Self.shapes().roundedRect(width: width, height: height, radius: 17, color: color)
        let compact = try #require(pill.compact)
        #expect(compact.bytes * 10 < width * height * 4, "\(compact.bytes) bytes for \(width)×\(height)")
        var decoded = [UInt32](repeating: 0, count: width * height)
        decoded.withUnsafeMutableBufferPointer { compact.decode(into: $0) }
        let painted = try Self.shapes().paint(ShapeCache.Key(width: width, height: height, radius: 17, color: color))
        #expect(painted.withPixels { Array($0) } == decoded)
    }

    static func shapes() throws -> ShapeCache { ShapeCache(renderer: try Renderer(width: 10, height: 10)) }
}
