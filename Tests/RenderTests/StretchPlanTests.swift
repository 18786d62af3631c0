@testable import Render
import Layout
import Testing

/// Cards changing size together (a deal's cards fly in groups) share how a face is stretched
/// to their size, worked out once (P2): where a card is does not matter, its bands' sizes do.
@MainActor @Suite struct StretchPlanTests {
    static func geometry(x: Int32, y: Int32, targetRows: [Int32]) -> SceneRenderer.BandGeometry {
        SceneRenderer.BandGeometry(x: x, width: 80, rows: [0, 12, 130, 140], targetRows: targetRows.map { $0 + y })
    }

    @Test func cardsOfOneSizeShareTheirStretchAndOtherBandsGetTheirOwn() throws {
        let renderer = SceneRenderer(renderer: try Renderer(width: 64, height: 64), fonts: TestFonts.files)
        let first = renderer.stretchPlan(faceWidth: 96, Self.geometry(x: 10, y: 5, targetRows: [0, 10, 115, 124]))
        let moved = renderer.stretchPlan(faceWidth: 96, Self.geometry(x: 300, y: 105, targetRows: [0, 10, 115, 124]))
        #expect(renderer.stretchPlans.count == 1)
        #expect(moved.rows == first.rows && moved.columns == first.columns)
        let expectedRows = PixelBlit.nearest(count: 10, sourceCount: 12)
            + PixelBlit.nearest(count: 105, sourceCount: 118, start: 12)
            + PixelBlit.nearest(count: 9, sourceCount: 10, start: 130)
        #expect(first.rows == expectedRows)
        #expect(first.columns == PixelBlit.nearest(count: 80, sourceCount: 96))

        // The same height in all, split otherwise between the bands: other rows.
        let split = renderer.stretchPlan(faceWidth: 96, Self.geometry(x: 10, y: 5, targetRows: [0, 11, 115, 124]))
        #expect(renderer.stretchPlans.count == 2)
        #expect(split.rows == PixelBlit.nearest(count: 11, sourceCount: 12)
            + PixelBlit.nearest(count: 104, sourceCount: 118, start: 12)
            + PixelBlit.nearest(count: 9, sourceCount: 10, start: 130))
        // Another face width: other columns.
        let wider = renderer.stretchPlan(faceWidth: 100, Self.geometry(x: 10, y: 5, targetRows: [0, 10, 115, 124]))
        #expect(wider.columns == PixelBlit.nearest(count: 80, sourceCount: 100))
    }
}
