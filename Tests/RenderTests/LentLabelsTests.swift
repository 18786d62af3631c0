@testable import Render
import SceneModel
import Layout
import Testing

/// P2: in the window, a label at a size it is not set at yet is drawn from the size it last
/// had, scaled, and set between frames, as a card changing size borrows its face: the first
/// frame at a new window size sets no text, and the frame after it is the exact one.
@MainActor @Suite("Labels lent from their last size (P2)")
struct LentLabelsTests {
    let ink = RGBA(250, 250, 250)

    @Test func aLabelAtANewSizeIsLentFromItsLastSizeAndSetBetweenFrames() throws {
        let text = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        text.lendsOtherSizes = true
        let large = try text.label("New Game", pixelSize: 23, weight: .bold, color: ink)
        #expect(!large.isLent && !text.hasLent, "a string never set is set at once")
        text.endFrame()
        text.beginFrame()

        let lent = try text.label("New Game", pixelSize: 17, weight: .bold, color: ink)
        let exact = try Font(path: TestFonts.files.bold, pixelSize: 17).render("New Game", color: ink)
        #expect(lent.isLent && lent.texture === large.texture)
        #expect(abs(lent.width - exact.width) <= 2 && abs(lent.height - exact.height) <= 2)
        #expect(text.hasLent && text.usage.count == 1, "nothing set in the frame")

        while text.makeNextLent() {}
        let set = try text.label("New Game", pixelSize: 17, weight: .bold, color: ink)
        #expect(!set.isLent && !text.hasLent && text.usage.count == 2)
        #expect(set.width == exact.width && set.height == exact.height)
        // Another colour of the string was never set: nothing to lend.
        #expect(try !text.label("New Game", pixelSize: 19, weight: .bold, color: RGBA(1, 2, 3)).isLent)
    }

    @Test func aWidthAtANewSizeIsScaledFromItsLastAndMeasuredBetweenFrames() throws {
        let text = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        text.lendsOtherSizes = true
        _ = try text.width("Discards", pixelSize: 20)
        // Within the frame that measured it, another size is measured too (a label shrinking
        // to fit tries several).
        let measured = try text.width("Discards", pixelSize: 18)
        #expect(try measured == Font(path: TestFonts.files.regular, pixelSize: 18).width(of: "Discards"))
        #expect(!text.hasLent)
        text.endFrame()
        text.beginFrame()
        let exact = try Font(path: TestFonts.files.regular, pixelSize: 15).width(of: "Discards")
        let estimated = try text.width("Discards", pixelSize: 15)
        #expect(text.hasLent && text.widthCount == 2)
        #expect(estimated == Int((Double(measured) * 15 / 18).rounded()), "scaled from the size last measured")
        #expect(abs(estimated - exact) <= 2)
        while text.makeNextLent() {}
        #expect(try text.width("Discards", pixelSize: 15) == exact && text.widthCount == 3)
    }

    /// A label squeezed to nothing (a settings row in a window too narrow for it) is set at
    /// pixel size 0: nothing is lent from it or to it (lending from it stopped the game on a
    /// division by zero); nor from a size more than twice or half the one asked for.
    @Test func nothingIsLentFromOrToASizeOfNothingNorPastTwiceOrHalf() throws {
        let text = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        text.lendsOtherSizes = true
        _ = try text.label("Sound  (S)", pixelSize: 0, weight: .bold, color: ink)
        _ = try text.width("Sound  (S)", pixelSize: 0, weight: .bold)
        text.endFrame()
        text.beginFrame()
        #expect(try !text.label("Sound  (S)", pixelSize: 14, weight: .bold, color: ink).isLent)
        #expect(try text.width("Sound  (S)", pixelSize: 14, weight: .bold)
                == Font(path: TestFonts.files.bold, pixelSize: 14).width(of: "Sound  (S)"))
        text.endFrame()
        text.beginFrame()
        #expect(try !text.label("Sound  (S)", pixelSize: 0, weight: .bold, color: ink).isLent)
        // Nor further than twice or half the size.
        _ = try text.label("Sound  (S)", pixelSize: 30, weight: .bold, color: ink)
        text.endFrame()
        text.beginFrame()
        #expect(try text.label("Sound  (S)", pixelSize: 16, weight: .bold, color: ink).isLent)
        #expect(try !text.label("Sound  (S)", pixelSize: 14, weight: .bold, color: ink).isLent)
        text.endFrame()
        text.beginFrame()
        let plain = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        #expect(try text.width("Sound  (S)", pixelSize: 0, weight: .bold) == plain.width("Sound  (S)", pixelSize: 0, weight: .bold))
    }

    @Test func withoutLendingEverythingIsSetWhenAsked() throws {
        let text = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        _ = try text.label("Hint", pixelSize: 23, weight: .bold, color: ink)
        _ = try text.width("Hint", pixelSize: 23, weight: .bold)
        #expect(try !text.label("Hint", pixelSize: 17, weight: .bold, color: ink).isLent)
        #expect(try text.width("Hint", pixelSize: 17, weight: .bold)
                == Font(path: TestFonts.files.bold, pixelSize: 17).width(of: "Hint"))
        #expect(!text.hasLent)
    }

    static func scene() -> Scene {
        var scene = ChromeAheadTests.scene(deckLeft: 30)
        scene.status = [.init("Score", "7"), .init("Time", "1:05"), .init("Deck", "30")]
        scene.message = "Not a Set: two are red, one is green"
        return scene
    }

    /// The frame at a new size sets no label, asks for another frame, and differs from the
    /// exact one only until the labels are set: the frame after is the one a renderer that
    /// never lends draws.
    @Test func theFrameAfterALentOneIsTheExactFrame() throws {
        func frames(lending: Bool) throws -> (lent: [UInt32], next: [UInt32], setInFrame: Int, again: Bool) {
            let canvas = try Renderer(width: 1280, height: 800)
            let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
            renderer.faces.rasterizeBudget = .infinity
            renderer.lendsLabels = lending
            try renderer.draw(Self.scene(), pixelScale: 1)
            #expect(!renderer.text.hasLent, "nothing drawn before: nothing lent")
            while renderer.hasWorkAhead { renderer.makeAhead(for: 1) }
            let labels = renderer.cacheUsage["text"]!.count
            try renderer.draw(Self.scene(), pixelScale: 0.75)
            let lent = try canvas.capture().withPixels { Array($0) }
            let (setInFrame, again) = (renderer.cacheUsage["text"]!.count - labels, renderer.needsAnotherFrame)
            while renderer.hasWorkAhead { renderer.makeAhead(for: 1) }
            try renderer.draw(Self.scene(), pixelScale: 0.75)
            #expect(!renderer.needsAnotherFrame && !renderer.hasWorkAhead)
            return (lent, try canvas.capture().withPixels { Array($0) }, setInFrame, again)
        }
        let lending = try frames(lending: true), exact = try frames(lending: false)
        #expect(lending.setInFrame == 0 && lending.again, "lent: nothing set, another frame asked for")
        #expect(exact.setInFrame > 0 && !exact.again)
        #expect(Self.differing(lending.lent, exact.lent) > 0, "the labels were drawn from their last size")
        #expect(Self.differing(lending.next, exact.next) == 0, "then every pixel is the exact frame's")
    }

    /// How many pixels differ, and where (printed when a test fails).
    static func differing(_ a: [UInt32], _ b: [UInt32], width: Int = 1280) -> Int {
        let indices = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        guard let first = indices.first, let last = indices.last else { return 0 }
        print("differing: \(indices.count) pixels from (\(first % width), \(first / width)) to (\(last % width), \(last / width))")
        return indices.count
    }
}
