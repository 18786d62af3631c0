@testable import Render
import SetCore
import Testing

/// Y2: each texture cache keeps a byte budget (width × height × 4 per texture, a card face's
/// compact form). Past it the least recently used texture goes first; what the last two
/// frames drew stays.
@MainActor @Suite(.serialized) struct CacheBudgetTests {
    static let (width, height) = (90, 126)
    static let cards = Array(Card.all.prefix(4))
    /// The bytes each of the four faces of `width`×`height` keeps.
    static let faceBytes: [Int] = {
        let cache = CardFaceCache(renderer: try! Renderer(width: 10, height: 10))
        return cards.map { try! cache.face($0, look: .plain, width: width, height: height).bytes }
    }()

    static func face(_ cache: CardFaceCache, _ index: Int) throws {
        _ = try cache.face(cards[index], look: .plain, width: width, height: height)
    }

    @Test func pastItsBudgetTheCacheDropsTheLeastRecentlyUsedFace() throws {
        // Room for faces 0, 1 and 2, and for 0, 2 and 3, not for all four.
        let b = Self.faceBytes
        let cache = CardFaceCache(renderer: try Renderer(width: 10, height: 10), byteBudget: b[0] + b[2] + max(b[1], b[3]))
        for index in 0..<3 {  // faces 0, 1, 2, each in a frame of its own
            try Self.face(cache, index)
            cache.endFrame()
        }
        try Self.face(cache, 0)  // face 0 is used again: face 1 is now the least recent
        cache.endFrame()
        cache.endFrame()
        try Self.face(cache, 3)
        #expect(cache.count == 3)
        #expect(cache.usage.bytes == b[0] + b[2] + b[3])
        #expect(cache.rasterizations == 4)
        for index in [0, 2, 3] { try Self.face(cache, index) }
        #expect(cache.rasterizations == 4, "faces 0, 2 and 3 were kept")
        try Self.face(cache, 1)
        #expect(cache.rasterizations == 5, "face 1 was dropped")
    }

    @Test func facesOfTheLastTwoFramesStayEvenPastTheBudget() throws {
        let cache = CardFaceCache(renderer: try Renderer(width: 10, height: 10), byteBudget: Self.faceBytes.max()!)
        for index in 0..<3 { try Self.face(cache, index) }
        cache.endFrame()
        #expect(cache.count == 3, "a frame that needs more than the budget keeps what it drew")
        try Self.face(cache, 3)
        #expect(cache.count == 4)
        cache.endFrame()
        #expect(cache.count == 1, "two frames later only the newest face fits")
        #expect(cache.usage.bytes == Self.faceBytes[3])
    }

    /// P3: room for a face is made before the face is (its memory can serve the new one),
    /// by the same rule: least recently used first, never one of the last two frames.
    @Test func roomForANewTextureIsMadeByTheSameRuleBeforeItIsMade() throws {
        let renderer = try Renderer(width: 10, height: 10)
        let texture = { try Texture(renderer: renderer, surface: try Surface(width: 10, height: 10)) }
        let bytes = 10 * 10 * 4
        var store = TextureStore<Int, Texture>(budget: 2 * bytes)
        store.insert(try texture(), for: 0)
        store.endFrame()
        store.insert(try texture(), for: 1)
        #expect(store.makeRoom(for: bytes).isEmpty, "both were drawn in this frame or the one before")
        store.endFrame()
        #expect(store.makeRoom(for: bytes) == [0], "the least recently used goes, and one more fits")
        #expect(store.bytes + bytes <= store.budget)
        #expect(store.droppedBytes == bytes)
    }

    @Test func textStaysWithinItsBudgetAndFontsWithinTheirCount() throws {
        let text = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files, byteBudget: 1 << 20)
        for size in 8..<108 {
            _ = try text.texture("Score \(size * 7)", pixelSize: size, color: RGBA(0, 0, 0))
            _ = try text.width("Deck \(size)", pixelSize: size + 1, weight: .bold)
            text.endFrame()
            #expect(text.usage.bytes <= 1 << 20)
        }
        #expect(text.openFontCount == 2, "one font a weight, whatever the sizes")
        #expect(text.usage.count < 100, "older strings were dropped")
    }

    /// Y2, P3: labels not drawn for a while go (a long game's clock set a label a second), and
    /// those drawn every frame stay, whatever the budget.
    @Test func labelsNotDrawnForAWhileGo() throws {
        let text = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        let ink = RGBA(0, 0, 0)
        for second in 0..<8 {
            _ = try text.texture("0:0\(second)", pixelSize: 20, color: ink)
            text.endFrame()
        }
        for _ in 0..<(TextCache.framesKeptUnused + 120) {
            _ = try text.texture("Score 12", pixelSize: 20, color: ink)
            text.endFrame()
        }
        #expect(text.usage.count == 1, "the clock's old times went")
        #expect(text.contains("Score 12", pixelSize: 20, weight: .regular, color: ink))
    }

    /// P3: one font a weight set at each size in turn gives the glyphs and widths of a font
    /// opened at that size.
    @Test func aFontSetAtAnotherSizeSetsTextAsOneOpenedAtIt() throws {
        let resized = try Font(path: TestFonts.files.bold, pixelSize: 16)
        _ = resized.width(of: "Score 3")  // glyphs of the first size cached
        for size in [20, 11, 48, 16] {
            let opened = try Font(path: TestFonts.files.bold, pixelSize: size)
            try resized.setPixelSize(size)
            #expect(resized.width(of: "Score 3 · Time 0:07") == opened.width(of: "Score 3 · Time 0:07"))
            let a = try resized.render("Score 3 · Time 0:07", color: RGBA(10, 20, 30))
            let b = try opened.render("Score 3 · Time 0:07", color: RGBA(10, 20, 30))
            #expect(a.width == b.width && a.height == b.height, "size \(size)")
            #expect(a.rowBytes == b.rowBytes, "size \(size): the same pixels")
        }
        let text = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        let measured = try Font(path: TestFonts.files.regular, pixelSize: 32).width(of: "Deck 69")
        _ = try text.width("Deck 68", pixelSize: 16)
        #expect(try text.width("Deck 69", pixelSize: 32) == measured)
    }

    /// P3, P2: after the window changes size, the rounded shapes of the size before stay (a
    /// resize back finds them) and those only older sizes drew go, once a frame at the new
    /// size has drawn its own: the cache holds what renderers drawing only the last two sizes
    /// would.
    @MainActor @Test func aNewWindowSizeKeepsTheSizeBeforesShapesAndLetsOlderOnesGo() throws {
        var table = PartialRedrawTests.table()
        table.message = "Not a Set: two are red, one is green"
        func fresh(_ scale: Double) throws -> CacheUsage {
            let renderer = SceneRenderer(renderer: try Renderer(width: 1000, height: 720), fonts: TestFonts.files)
            try renderer.draw(table, pixelScale: scale)
            return renderer.cacheUsage["shapes"]!
        }
        let (large, medium, small) = (try fresh(1), try fresh(0.75), try fresh(0.5))
        let resized = SceneRenderer(renderer: try Renderer(width: 1000, height: 720), fonts: TestFonts.files)
        func shapes() -> CacheUsage { resized.cacheUsage["shapes"]! }
        try resized.draw(table, pixelScale: 1)
        try resized.draw(table, pixelScale: 1)
        try resized.draw(table, pixelScale: 0.75)
        #expect(large.count > 0)
        #expect(shapes().count == large.count + medium.count && shapes().bytes == large.bytes + medium.bytes)
        // Back to the first size: nothing painted again, nothing let go.
        let before = shapes()
        try resized.draw(table, pixelScale: 1)
        #expect(shapes().count == before.count && shapes().bytes == before.bytes)
        // A third size: the size before (the first) stays, the one before that goes.
        try resized.draw(table, pixelScale: 0.5)
        #expect(shapes().count == large.count + small.count && shapes().bytes == large.bytes + small.bytes)
    }

    /// P4: a width is shaped once and then remembered; the list of widths stays bounded.
    @Test func aWidthIsMeasuredOnceAndTheWidthsStayBounded() throws {
        let text = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        let measured = try Font(path: TestFonts.files.regular, pixelSize: 16).width(of: "Deck 69")
        #expect(try text.width("Deck 69", pixelSize: 16) == measured)
        #expect(try text.width("Deck 69", pixelSize: 16) == measured)
        #expect(text.widthCount == 1, "the second time came from the list")
        #expect(try text.width("Deck 69", pixelSize: 16, weight: .bold) > measured, "bold is another width")
        #expect(try text.width("Deck 69", pixelSize: 32) > measured, "so is another size")
        #expect(text.widthCount == 3)
        for n in 0..<(TextCache.widthsKept * 2) {
            _ = try text.width("Time \(n)", pixelSize: 16)
            #expect(text.widthCount <= TextCache.widthsKept)
        }
    }

    /// Kept as textures (another renderer, or SDL drawing them), 30 sizes of a 100-pixel-high
    /// shape overflow a 512 KB budget; kept compact (drawn by hand), each is a small fraction
    /// of its pixels, and all of them fit.
    @Test(arguments: [false, true])
    func shapesStayWithinTheirBudget(compact: Bool) throws {
        let shapes = ShapeCache(renderer: try Renderer(width: 10, height: 10), byteBudget: 512 << 10)
        shapes.keepsCompact = compact
        var pixelBytes = 0
        for width in stride(from: 100, to: 400, by: 10) {
            _ = try shapes.roundedRect(width: width, height: 100, radius: 12, color: RGBA(200, 200, 200))
            pixelBytes += width * 100 * 4
            shapes.endFrame()
            #expect(shapes.usage.bytes <= 512 << 10)
        }
        if compact {
            #expect(shapes.usage.count == 30)
            #expect(shapes.usage.bytes * 10 < pixelBytes, "\(shapes.usage.bytes) bytes for \(pixelBytes) of pixels")
        } else {
            #expect(shapes.usage.count < 30)
        }
    }
}
