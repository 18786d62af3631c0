import CSDL2
import Foundation
import GoldenSupport
import Layout
@testable import Render
import SceneModel
import SetCore
import TestSupport
import Testing

/// P4: in a window whose pixels the game shares with the X server, a card that only moved
/// by whole pixels is put where it goes by the server, from where the game's pixels hold it,
/// and none of its pixels is written in the game. What the X server shows is read back, so
/// these check the window a player sees: every frame is the frame drawn whole, pixel for
/// pixel, whatever else is drawn near the cards while they are held elsewhere.
@Suite("Cards moved by the X server", .serialized, .needsDisplay)
@MainActor
struct WindowMovesTests {
    typealias Partial = PartialRedrawTests

    /// A window of the partial tests' size, its pixels shared with the X server, and a
    /// renderer drawing only what changed into it.
    static func window() throws -> (Render.Window, Renderer, SceneRenderer) {
        let (window, renderer) = try SharedWindowPixelsTests.open(sharing: true)
        // All of it on the screen, for the X server to read back.
        SDL_SetWindowPosition(window.pointer, 0, 0)
        SharedWindowPixelsTests.resize(window, Int(Partial.window.width), Int(Partial.window.height))
        #expect(renderer.movesInWindow)
        #expect(renderer.outputSize == (Int(Partial.window.width), Int(Partial.window.height)))
        let scene = SceneRenderer(renderer: renderer, fonts: TestFonts.files)
        scene.redrawsOnlyChanges = true
        return (window, renderer, scene)
    }

    /// Draws and shows `scene`, and expects the window to show the frame drawn whole.
    static func expectShownWhole(_ scene: Scene, by partial: SceneRenderer, in window: Render.Window,
                                 _ what: String) throws {
        try partial.draw(scene, pixelScale: 1)
        partial.target.present()
        let shown = try #require(ShownWindow().pixels(of: window, shownBy: partial.target))
        let whole = try Partial.drawnWhole(scene).map { $0 & 0x00FF_FFFF }
        let differing = zip(shown, whole).filter { $0 != $1 }.count
        #expect(shown.count == whole.count && differing == 0, "\(what): \(differing) pixels differ")
    }

    /// The game's own pixels, xRGB.
    static func heldPixels(_ renderer: Renderer) throws -> [UInt32] {
        let plane = try #require(renderer.softwareTarget)
        return (0..<plane.height).flatMap { y in (0..<plane.width).map { plane.base[y * plane.pitch + $0] & 0x00FF_FFFF } }
    }

    /// A wrong trio's shake, card by card, then back at rest: each frame moves the three
    /// cards by the X server (the game's pixels stay as they were), and the window is the
    /// frame drawn whole.
    @Test func aShakingTrioIsMovedByTheXServerAndTheWindowIsTheWholeFrame() throws {
        let (window, renderer, partial) = try Self.window()
        var table = Partial.table()
        for i in 7...9 { table.cards[i].look = .mismatched }
        try Self.expectShownWhole(table, by: partial, in: window, "at rest")
        let atRest = try Self.heldPixels(renderer)
        var moved = 0
        for t in 1...12 {
            var scene = table
            let offset = table.cards[7].frame.width * 0.07 * sin(Double(t) / 12 * 6 * Double.pi) * (1 - Double(t) / 12)
            for i in 7...9 { scene.cards[i].frame = table.cards[i].frame.offsetBy(dx: offset, dy: 0) }
            try Self.expectShownWhole(scene, by: partial, in: window, "frame \(t)")
            if !partial.shiftedRegions.isEmpty {
                moved += 1
                #expect(partial.shiftedRegions.count == 3, "frame \(t): the three cards moved")
                #expect(partial.redrawnRegions == partial.shiftedRegions, "frame \(t): nothing drawn anew")
                #expect(try Self.heldPixels(renderer) == atRest, "frame \(t): no pixel written in the game")
            }
        }
        #expect(moved >= 8, "frames moved by the X server: \(moved)")
        try Self.expectShownWhole(table, by: partial, in: window, "back at rest")
        #expect(partial.heldCards.isEmpty, "back at rest, the pixels hold every card where it is")
    }

    /// While a card is held elsewhere: the message's pill comes over the table, a card beside
    /// it moves over where the pixels hold it, it changes its look, another card shakes, and
    /// the window is resized. Each frame is the whole one; a screenshot draws it whole first.
    @Test func whateverIsDrawnNearAHeldCardTheWindowIsTheWholeFrame() throws {
        let (window, renderer, partial) = try Self.window()
        let table = Partial.table()
        try Self.expectShownWhole(table, by: partial, in: window, "at rest")
        func shaken(_ scene: Scene, _ card: Int, by dx: Double) -> Scene {
            var shaken = scene
            shaken.cards[card].frame = table.cards[card].frame.offsetBy(dx: dx, dy: 0)
            return shaken
        }
        // Card 8 shakes right: held where it rested.
        var scene = shaken(table, 8, by: 4)
        try Self.expectShownWhole(scene, by: partial, in: window, "card 8 moved")
        #expect(!partial.heldCards.isEmpty, "card 8 held where it rested")
        // The pill comes, away from it: card 8 stays held.
        scene.message = "Not a Set: two are red, one is green"
        try Self.expectShownWhole(scene, by: partial, in: window, "the message comes")
        // Card 7, chosen, moves right over where the pixels hold card 8, short of where card 8
        // is shown: drawn anew there, it draws over card 8's pixels, so card 8 is drawn anew
        // where it is too, and held no more.
        var crowded = scene
        crowded.cards[7].frame = table.cards[7].frame.offsetBy(dx: 10.5, dy: 0)
        crowded.cards[7].look = .selected
        try Self.expectShownWhole(crowded, by: partial, in: window, "card 7 over card 8's rest")
        let card8 = try #require(SceneRenderer.facePixels(of: crowded.cards[8], 1))
        #expect(partial.redrawnRegions?.contains { $0.contains(card8) } == true, "card 8 drawn anew")
        #expect(partial.shiftedRegions.isEmpty && partial.heldCards.isEmpty)
        try Self.expectShownWhole(scene, by: partial, in: window, "card 7 back")
        // Card 8 moves on, then changes its look where it is: drawn anew, held no more.
        scene = shaken(scene, 8, by: -3)
        try Self.expectShownWhole(scene, by: partial, in: window, "card 8 moved back past its rest")
        scene.cards[8].look = .selected
        try Self.expectShownWhole(scene, by: partial, in: window, "card 8 selected")
        #expect(partial.heldCards.isEmpty, "drawn anew, card 8 is held no more")
        // Card 3 shakes, then the window is exposed: drawn whole.
        scene = shaken(scene, 3, by: 5)
        try Self.expectShownWhole(scene, by: partial, in: window, "card 3 moved")
        #expect(!partial.heldCards.isEmpty)
        partial.forgetLastFrame()
        try Self.expectShownWhole(scene, by: partial, in: window, "exposed")
        #expect(partial.heldCards.isEmpty, "a whole frame holds every card where it is")
        #expect(try Self.heldPixels(renderer) == Partial.drawnWhole(scene).map { $0 & 0x00FF_FFFF })
    }

    /// The same trio and neighbours drawn into an offscreen canvas: its pixels are moved as
    /// before (no X server to put them), and every frame is the whole one.
    @Test func offscreenTheCardsAreMovedInThePixels() throws {
        let (canvas, partial) = try Partial.partialRenderer()
        #expect(!canvas.movesInWindow)
        let table = Partial.table()
        try partial.draw(table, pixelScale: 1)
        var scene = table
        scene.cards[8].frame = table.cards[8].frame.offsetBy(dx: 4, dy: 0)
        try Partial.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.1, "card 8 moved")
        #expect(!partial.shiftedRegions.isEmpty && partial.heldCards.isEmpty, "moved in the pixels, held nowhere else")
    }
}
