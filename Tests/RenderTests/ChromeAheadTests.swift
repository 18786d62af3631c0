@testable import Render
import SceneModel
import Layout
import Testing

/// P2: the bars' shapes and labels a coming frame may show are made between frames, as the
/// cards' faces are, so the frame that first shows them only copies them: the Deal button
/// greyed out when the deck runs out (and back again with New Game), the pile emptied.
@MainActor @Suite("The bars' shapes and labels made ahead (P2)")
struct ChromeAheadTests {
    static func scene(deckLeft: Int) -> Scene {
        let layout = ScreenLayout(window: Size(width: 1280, height: 800))
        var scene = Scene(layout: layout, buttons: [
            Scene.Button(id: .deal, title: "Deal 3 More Cards", enabled: deckLeft > 0),
            Scene.Button(id: .hint, title: "Hint"),
        ])
        scene.deckPile = Scene.DeckPile(frame: layout.deckPile, count: deckLeft)
        return scene
    }

    @Test func theDealButtonGreyedOutAndTheEmptiedPileAreMadeBeforeTheDeckRunsOut() throws {
        let canvas = try Renderer(width: 1280, height: 800)
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        try renderer.draw(Self.scene(deckLeft: 57), pixelScale: 1)
        #expect(renderer.hasWorkAhead)
        let (shapes, labels) = (renderer.cacheUsage["shapes"]!.count, renderer.cacheUsage["text"]!.count)
        while renderer.hasWorkAhead { #expect(renderer.makeAhead(for: 1)) }
        // The Deal button greyed out (a fill and a label), the pile's two emptied shapes; the
        // Hint button's other state is left to the overlays that grey it.
        #expect(renderer.cacheUsage["shapes"]!.count == shapes + 3)
        #expect(renderer.cacheUsage["text"]!.count == labels + 1)

        // The deck runs out: the frame paints and sets nothing new.
        renderer.forgetLastFrame()
        try renderer.draw(Self.scene(deckLeft: 0), pixelScale: 1)
        #expect(renderer.cacheUsage["shapes"]!.count == shapes + 3)
        #expect(renderer.cacheUsage["text"]!.count == labels + 1)
        // And New Game brings the Deal button back: its enabled look was kept, nothing to make.
        renderer.forgetLastFrame()
        try renderer.draw(Self.scene(deckLeft: 69), pixelScale: 1)
        #expect(!renderer.hasWorkAhead)
        #expect(renderer.cacheUsage["shapes"]!.count == shapes + 3)
    }

    /// Headless and the screenshots draw each frame whole and never wait: what is noted
    /// ahead changes no pixel of the frame that notes it.
    @Test func notingAheadChangesNoPixel() throws {
        func frame(makingAhead: Bool) throws -> [UInt32] {
            let canvas = try Renderer(width: 1280, height: 800)
            let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
            try renderer.draw(Self.scene(deckLeft: 57), pixelScale: 1)
            if makingAhead { while renderer.hasWorkAhead { renderer.makeAhead(for: 1) } }
            renderer.forgetLastFrame()
            try renderer.draw(Self.scene(deckLeft: 0), pixelScale: 1)
            return try canvas.capture().withPixels { Array($0) }
        }
        #expect(try frame(makingAhead: true) == frame(makingAhead: false))
    }
}
