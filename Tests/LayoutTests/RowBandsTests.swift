import Layout
import Testing

/// The table drawn band by band (P2): the bands are the area's rows, each once, in order,
/// and none cuts through what is drawn in one piece.
@Suite("Row bands")
struct RowBandsTests {
    static func checkTiles(_ bands: [PixelRect], _ area: PixelRect) {
        #expect(bands.first?.y == area.y && bands.last?.maxY == area.maxY)
        for (upper, lower) in zip(bands, bands.dropFirst()) { #expect(upper.maxY == lower.y) }
        #expect(bands.allSatisfy { $0.x == area.x && $0.width == area.width && $0.height > 0 })
    }

    @Test func anAreaIsCutIntoBandsOfTheRowsAskedTheLastShorter() {
        let area = PixelRect(x: 7, y: 50, width: 300, height: 1000)
        let bands = RowBands.split(area, rows: 256)
        #expect(bands.map(\.height) == [256, 256, 256, 232])
        Self.checkTiles(bands, area)
    }

    @Test func anAreaNoTallerThanABandStaysWhole() {
        let area = PixelRect(x: 0, y: 10, width: 1920, height: 900)
        #expect(RowBands.split(area, rows: 900) == [area])
        #expect(RowBands.split(area, rows: 4000) == [area])
        #expect(RowBands.split(area, rows: 0) == [area])
        #expect(RowBands.split(PixelRect(x: 0, y: 0, width: 0, height: 10), rows: 4).isEmpty)
    }

    @Test func noEdgeCutsThroughWhatIsKeptWhole() {
        let area = PixelRect(x: 0, y: 0, width: 500, height: 1000)
        // The pile across the first edge (at 300); two rectangles chained across the next (at 670).
        let pile = PixelRect(x: 20, y: 280, width: 60, height: 90)
        let chained = [PixelRect(x: 100, y: 660, width: 10, height: 30), PixelRect(x: 200, y: 685, width: 10, height: 40)]
        let bands = RowBands.split(area, rows: 300, keepingWhole: [pile] + chained)
        #expect(bands.map(\.maxY) == [370, 725, 1000])
        Self.checkTiles(bands, area)
        for band in bands {
            for kept in [pile] + chained { #expect(kept.intersection(band).isEmpty || band.contains(kept)) }
        }
        // Kept whole below the area's bottom: the last band simply ends with the area.
        #expect(RowBands.split(area, rows: 600, keepingWhole: [PixelRect(x: 0, y: 590, width: 5, height: 900)]) == [area])
    }
}
