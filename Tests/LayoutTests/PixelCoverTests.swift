import PropertyBased
import Layout
import Testing

/// The felt is painted only where no opaque card middle lands: `uncovered` must be exactly
/// the area minus the covers, in disjoint pieces.
@Suite("Pixel cover")
struct PixelCoverTests {
    /// Marks every pixel of `rects` inside `area`, counting how often each is hit.
    static func hits(_ rects: [PixelRect], in area: PixelRect) -> [Int] {
        var grid = [Int](repeating: 0, count: area.width * area.height)
        for rect in rects {
            let r = rect.intersection(area)
            guard !r.isEmpty else { continue }
            for y in r.y..<r.maxY { for x in r.x..<r.maxX { grid[(y - area.y) * area.width + (x - area.x)] += 1 } }
        }
        return grid
    }

    static func check(area: PixelRect, covers: [PixelRect]) {
        let gaps = PixelCover.uncovered(area, by: covers)
        #expect(gaps.allSatisfy { $0.intersection(area) == $0 && !$0.isEmpty }, "gaps stay inside the area")
        let gapHits = hits(gaps, in: area), coverHits = hits(covers, in: area)
        for i in gapHits.indices {
            // Every pixel is either covered or in exactly one gap, never both.
            #expect(gapHits[i] == (coverHits[i] == 0 ? 1 : 0), "pixel \(i % area.width),\(i / area.width)")
            if gapHits[i] != (coverHits[i] == 0 ? 1 : 0) { return }
        }
    }

    @Test func aGridOfCardsLeavesStripsBetweenThem() {
        let area = PixelRect(x: 0, y: 0, width: 100, height: 60)
        let covers = (0..<2).flatMap { row in (0..<4).map { col in PixelRect(x: 5 + col * 24, y: 5 + row * 28, width: 20, height: 24) } }
        Self.check(area: area, covers: covers)
        let gaps = PixelCover.uncovered(area, by: covers)
        #expect(gaps.count < 20, "strips are merged downward: \(gaps.count)")
    }

    @Test func nothingCoveredLeavesTheWholeArea() {
        let area = PixelRect(x: 3, y: 4, width: 10, height: 10)
        #expect(PixelCover.uncovered(area, by: []) == [area])
        #expect(PixelCover.uncovered(area, by: [PixelRect(x: 50, y: 50, width: 5, height: 5)]) == [area])
        #expect(PixelCover.uncovered(area, by: [area]) == [])
    }

    @Test func randomCoversPartitionTheArea() async {
        let rect = Gen.int(in: -10...70).array(of: 4).map { v in PixelRect(x: v[0], y: v[1], width: abs(v[2]) % 40, height: abs(v[3]) % 40) }
        await propertyCheck(count: 150, input: rect.array(of: 0...12)) { covers in
            Self.check(area: PixelRect(x: 0, y: 0, width: 60, height: 50), covers: covers)
        }
    }

    @Test func overlapIsFoundOnlyWhenTwoRectanglesSharePixels() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!PixelCover.anyOverlap([a, PixelRect(x: 10, y: 0, width: 5, height: 5)]), "touching is not overlapping")
        #expect(PixelCover.anyOverlap([a, PixelRect(x: 9, y: 9, width: 5, height: 5)]))
        #expect(PixelCover.anyOverlap([PixelRect(x: 50, y: 0, width: 5, height: 5), a, PixelRect(x: 2, y: 20, width: 3, height: 3),
                                       PixelRect(x: 8, y: 5, width: 1, height: 1)]))
        #expect(!PixelCover.anyOverlap([]))
    }
}
