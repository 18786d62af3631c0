import Render
import Layout
import Testing

/// The curved squiggle (T2): a smooth closed curve filling its symbol frame; stripes follow
/// every span of it, and its inner outline stays inside it.
struct SquiggleTests {
    static let frame = Rect(x: 10, y: 20, width: 300, height: 140)
    static let curve = SymbolPath.polygon(for: .squiggle, in: frame, squiggle: .curved)

    /// Even-odd test: is `p` inside `polygon`?
    static func contains(_ polygon: Polygon, _ p: Point) -> Bool {
        var inside = false
        let points = polygon.points
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            if (a.y > p.y) != (b.y > p.y), p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
        }
        return inside
    }

    @Test func theCurveFillsItsFrameExactlyAndIsFine() {
        let xs = Self.curve.points.map(\.x), ys = Self.curve.points.map(\.y)
        #expect(abs(xs.min()! - Self.frame.minX) < 1e-9 && abs(xs.max()! - Self.frame.maxX) < 1e-9)
        #expect(abs(ys.min()! - Self.frame.minY) < 1e-9 && abs(ys.max()! - Self.frame.maxY) < 1e-9)
        for (a, b) in zip(Self.curve.points, Self.curve.points.dropFirst() + [Self.curve.points[0]]) {
            #expect(((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() < 8, "segments stay short")
        }
    }

    @Test func aVerticalLineCanCrossTheWaveTwiceAndStripesFollowBothSpans() {
        let twice = stride(from: Self.frame.minX, to: Self.frame.maxX, by: 1).contains {
            Self.curve.verticalSpans(atX: $0).count == 2
        }
        #expect(twice, "the wave's ends overhang: some vertical line crosses two spans")
        for x in stride(from: Self.frame.minX + 1, to: Self.frame.maxX, by: 7) {
            for span in Self.curve.verticalSpans(atX: x) {
                #expect(Self.contains(Self.curve, Point(x: x, y: (span.lowerBound + span.upperBound) / 2)))
            }
        }
    }

    @Test func theInnerOutlineOfAnOpenSquiggleLiesInsideIt() {
        let inner = Self.curve.inset(by: 10)
        #expect(inner.points.count == Self.curve.points.count)
        #expect(inner.points.allSatisfy { Self.contains(Self.curve, $0) })
    }
}
