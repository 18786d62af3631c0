@testable import Render
import Layout
import SceneModel
import Testing

/// Cards changing size together (a deal's cards fly in groups) share how a face is stretched
/// to their size, worked out once (P2): where a card is does not matter, its bands' sizes do.
@MainActor @Suite struct StretchPlanTests {
    static func geometry(x: Int32, y: Int32, targetRows: [Int32]) -> SceneRenderer.BandGeometry {
        SceneRenderer.BandGeometry(x: x, width: 80, rows: [0, 12, 130, 140], targetRows: SIMD4(targetRows) &+ y)
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

/// A deal's cards fly face down in groups of one size: the back is stretched once for them
/// all and each card copied from it, pixel for pixel as each stretched anew (P2).
@MainActor @Suite struct SharedStretchTests {
    static func frame(_ scene: Scene, sharing: Bool) throws -> (pixels: [UInt32], shared: Int) {
        let (pixels, shared, _) = try frameAndPlans(scene, sharing: sharing)
        return (pixels, shared)
    }

    /// The frame, the faces it stretched once for several cards, and the stretches' plans kept
    /// after it.
    static func frameAndPlans(_ scene: Scene, sharing: Bool) throws -> (pixels: [UInt32], shared: Int, plans: Int) {
        let canvas = try Renderer(width: Int(PartialRedrawTests.window.width), height: Int(PartialRedrawTests.window.height))
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        renderer.sharesStretches = sharing
        try renderer.draw(scene, pixelScale: 1)
        return (try PartialRedrawTests.pixels(of: canvas), renderer.sharedStretchCount, renderer.stretchPlans.count)
    }

    @Test func cardsFlyingFaceDownAtOneSizeAreEachStretchedAnewPixelForPixel() throws {
        var table = PartialRedrawTests.table()
        for i in table.cards.indices where i % 4 != 3 {
            let resting = table.cards[i].frame.size
            // Groups of one size, turned (narrower) and grown, some over their neighbours,
            // one partly off the table; the rest face up, stretched one by one.
            let scale = i % 2 == 0 ? 1.13 : 0.81, turn = i % 3 == 0 ? 0.55 : 1
            table.cards[i].frame = Rect(x: table.cards[i].frame.minX + Double(i % 5) * 9, y: table.cards[i].frame.minY + 7,
                                        width: resting.width * scale * turn, height: resting.height * scale)
            table.cards[i].restingSize = resting
            table.cards[i].inFlight = true
            table.cards[i].look = i % 7 == 0 ? .plain : .back
        }
        table.cards[2].frame = table.cards[2].frame.offsetBy(dx: -300, dy: -150)
        let shared = try Self.frame(table, sharing: true), alone = try Self.frame(table, sharing: false)
        #expect(shared.shared >= 3, "the back at several sizes, each shown by several cards")
        #expect(alone.shared == 0)
        #expect(shared.pixels == alone.pixels)
        // P3: the plans are a frame's; a resize's cards pass through many sizes.
        #expect(try Self.frameAndPlans(table, sharing: true).plans == 0)
    }
}
