@testable import Render
import Layout
import SceneModel
import SetCore
import Testing

/// A large table is drawn band by band of rows, each band's felt then its cards (P2): pixel
/// for pixel the frame drawn whole, whatever crosses a band's edge.
@MainActor @Suite struct TableBandsTests {
    /// The frame of `scene` and the bands its table was drawn in, with bands of `rows` rows
    /// (nil: the table whole).
    static func frame(_ scene: Scene, bandRows rows: Int?, regions: Bool = false,
                      before: Scene? = nil) throws -> (pixels: [UInt32], bands: Int, shared: Int) {
        let window = PartialRedrawTests.window
        let canvas = try Renderer(width: Int(window.width), height: Int(window.height))
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        renderer.bandBytes = rows.map { $0 * Int(window.width) * 4 } ?? .max
        renderer.redrawsOnlyChanges = regions
        if let before { try renderer.draw(before, pixelScale: 1) }
        try renderer.draw(scene, pixelScale: 1)
        let table = renderer.pixelRect(scene.layout.table, 1)
        let area = PixelRect(x: Int(table.x), y: Int(table.y), width: Int(table.w), height: Int(table.h))
        let draws = try scene.cards.compactMap { sprite in try renderer.cardDraw(sprite, 1).map { (draw: $0, sprite: sprite) } }
        let bands = renderer.tableBands(area, draws, keepingWhole: nil).count
        return (try PartialRedrawTests.pixels(of: canvas), bands, renderer.sharedStretchCount)
    }

    /// How many pixels of two frames differ (the frames themselves are too long to report).
    static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    /// A deal in the middle: cards flying over each other across band edges, stretched,
    /// turned, face down in groups of one size (shared), some waiting stacked on the deck
    /// pile (their middles hidden); the rest at rest in the grid with a key label.
    static func deal() -> Scene {
        var scene = PartialRedrawTests.table()
        let pile = scene.deckPile!.frame
        for i in scene.cards.indices where i % 3 != 0 {
            let resting = scene.cards[i].frame
            let progress = Double(i % 6) / 6
            let size = Size(width: pile.width + (resting.width - pile.width) * progress,
                            height: pile.height + (resting.height - pile.height) * progress)
            let x = pile.minX + (resting.minX - pile.minX) * progress, y = pile.minY + (resting.minY - pile.minY) * progress
            scene.cards[i].frame = Rect(x: x, y: y, width: size.width * (i % 4 == 1 ? 0.5 : 1), height: size.height)
            scene.cards[i].restingSize = resting.size
            scene.cards[i].inFlight = true
            scene.cards[i].look = i % 5 == 0 ? .plain : .back
        }
        scene.cards[3].keyLabel = "E"
        return scene
    }

    @Test func aDealDrawnInBandsIsTheDealDrawnWhole() throws {
        let scene = Self.deal()
        let whole = try Self.frame(scene, bandRows: nil)
        #expect(whole.bands == 1)
        for rows in [16, 57, 100, 250] {
            let banded = try Self.frame(scene, bandRows: rows)
            #expect(banded.bands > 1, "\(rows) rows a band")
            #expect(Self.differing(banded.pixels, whole.pixels) == 0, "\(rows) rows a band")
            #expect(banded.shared == whole.shared, "a card drawn in pieces is still one card showing its face")
        }
        #expect(whole.shared >= 1, "the back shown by several cards at one size")
    }

    @Test func aTableAtRestAndRedrawnInPartIsTheSameInBands() throws {
        let table = PartialRedrawTests.table()
        #expect(Self.differing(try Self.frame(table, bandRows: 40).pixels, try Self.frame(table, bandRows: nil).pixels) == 0)
        // Regions redrawn (three cards moved) cut into bands too.
        let moved = PartialRedrawTests.frame(3, of: table)
        var still = moved
        still.cards[9].angle = 0
        still.cards[9].opacity = 1
        let banded = try Self.frame(still, bandRows: 20, regions: true, before: table)
        #expect(Self.differing(banded.pixels, try Self.frame(still, bandRows: nil, regions: true, before: table).pixels) == 0)
        #expect(Self.differing(banded.pixels, try Self.frame(still, bandRows: nil).pixels) == 0)
    }

    @Test func aCardFadingOrTurningKeepsTheTableWhole() throws {
        let moved = PartialRedrawTests.frame(3, of: PartialRedrawTests.table())
        let banded = try Self.frame(moved, bandRows: 20)
        #expect(banded.bands == 1, "SDL's turned and faded copy is drawn once, not once a band")
        #expect(Self.differing(banded.pixels, try Self.frame(moved, bandRows: nil).pixels) == 0)
    }
}
