import CSDL2
@testable import Render
import SceneModel
import SetCore
import Layout
import Testing

/// A card that only moved by whole pixels, alone where it was and is, is moved in the
/// window's pixels rather than drawn again (P4: a wrong trio's shake), and the window is
/// then the frame drawn whole, pixel for pixel. Anything else near it draws it anew.
@MainActor @Suite(.serialized) struct MovedCardsTests {
    typealias Partial = PartialRedrawTests

    /// Whether one of the frame's moved areas holds all of `sprite`'s face.
    static func moved(_ sprite: Scene.CardSprite, by renderer: SceneRenderer, _ s: Double = 1) -> Bool {
        guard let face = SceneRenderer.facePixels(of: sprite, s) else { return false }
        return renderer.shiftedRegions.contains { $0.contains(face) }
    }

    /// A shake sideways, as a wrong trio's (a tenth of a card's width at most), then moves
    /// up, down and aslant, each of a card inside the grid: every frame moves it, and every
    /// frame is the whole one.
    @Test(arguments: [CardLook.mismatched, .plain])
    func aCardMovedByWholePixelsIsMovedAndIsTheWholeFrame(look: CardLook) throws {
        let (canvas, partial) = try Partial.partialRenderer()
        var table = Partial.table()
        table.cards[8].look = look
        try partial.draw(table, pixelScale: 1)
        // Within the gaps of the test's table (10 points, a shadow reaching 5 below each card),
        // from one frame to the next.
        let moves: [(Double, Double)] = [(3, 0), (7, 0), (-4, 0), (-8, 0), (5.4, 0), (0, 4), (0, -4), (3, 2), (-2, -3), (6, -4),
                                         (-7, 3)]
        for (dx, dy) in moves {
            var scene = table
            scene.cards[8].frame = table.cards[8].frame.offsetBy(dx: dx, dy: dy)
            try Partial.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.1, "moved by \(dx), \(dy)")
            #expect(Self.moved(scene.cards[8], by: partial), "moved by \(dx), \(dy): moved in the pixels")
            #expect(partial.redrawnRegions == partial.shiftedRegions, "moved by \(dx), \(dy): nothing drawn anew")
        }
    }

    /// Three cards of a row shaking together, as a wrong trio does, each moved on its own;
    /// the cards around them left as they are.
    @Test func aTrioShakingTogetherIsMovedCardByCard() throws {
        let (canvas, partial) = try Partial.partialRenderer()
        var table = Partial.table()
        for i in 7...9 { table.cards[i].look = .mismatched }
        try partial.draw(table, pixelScale: 1)
        for t in 1...12 {
            var scene = table
            let offset = table.cards[7].frame.width * 0.07 * sin(Double(t) / 12 * 6 * Double.pi) * (1 - Double(t) / 12)
            for i in 7...9 { scene.cards[i].frame = table.cards[i].frame.offsetBy(dx: offset, dy: 0) }
            try Partial.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.15, "frame \(t)")
            let sameAsBefore = (7...9).allSatisfy { i in
                SceneRenderer.facePixels(of: scene.cards[i], 1) == SceneRenderer.facePixels(of: table.cards[i], 1)
            }
            if !sameAsBefore { #expect((7...9).allSatisfy { Self.moved(scene.cards[$0], by: partial) }, "frame \(t)") }
            table = scene
        }
    }

    /// A card moved close to another (their pixels meet), under the message's pill, with its
    /// key label, turning, or changing its look as it moves: drawn anew, and still the whole
    /// frame.
    @Test func aCardNearAnythingElseIsDrawnAnew() throws {
        let (canvas, partial) = try Partial.partialRenderer()
        let table = Partial.table()
        try partial.draw(table, pixelScale: 1)
        func expectDrawnAnew(_ scene: Scene, card: Int, _ what: String) throws {
            try Partial.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.4, what)
            #expect(partial.shiftedRegions.isEmpty, "\(what): not moved in the pixels")
            #expect(Partial.oneCovers(partial.redrawnRegions ?? [], scene.cards[card].frame), "\(what): drawn anew")
        }
        var scene = table
        // The cards of the test's table are 10 points apart.
        scene.cards[8].frame = table.cards[8].frame.offsetBy(dx: 12, dy: 0)
        try expectDrawnAnew(scene, card: 8, "over the next card")
        try partial.draw(table, pixelScale: 1)

        scene = table
        scene.cards[8].keyLabel = "E"
        try partial.draw(scene, pixelScale: 1)
        scene.cards[8].frame = table.cards[8].frame.offsetBy(dx: 4, dy: 0)
        try expectDrawnAnew(scene, card: 8, "with its key label")
        try partial.draw(table, pixelScale: 1)

        scene = table
        scene.cards[8].frame = table.cards[8].frame.offsetBy(dx: -4, dy: 0)
        scene.cards[8].look = .selected
        try expectDrawnAnew(scene, card: 8, "picked as it moves")
        scene.cards[8].frame = table.cards[8].frame.offsetBy(dx: 3, dy: 0)
        scene.cards[8].angle = 4
        try expectDrawnAnew(scene, card: 8, "turning")
        try partial.draw(table, pixelScale: 1)

        // One card alone at the bottom of the cards' area, under the message's pill: moved
        // without the message, drawn anew with it.
        let message = "Not a Set: two are red, one is green"
        let pill = try partial.toast(message, table.layout, 1).frame
        var alone = table
        alone.cards = [table.cards[8]]
        alone.cards[0].frame.x = pill.midX - alone.cards[0].frame.width / 2
        alone.cards[0].frame.y = table.layout.cardArea.maxY - alone.cards[0].frame.height - 12
        #expect(alone.cards[0].frame.overlaps(pill), "the card lies under the pill")
        for message in [nil, message] {
            alone.message = message
            try partial.draw(alone, pixelScale: 1)
            scene = alone
            scene.cards[0].frame = alone.cards[0].frame.offsetBy(dx: 3, dy: 0)
            if message == nil {
                try Partial.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.1, "alone")
                #expect(Self.moved(scene.cards[0], by: partial), "alone: moved in the pixels")
            } else {
                try expectDrawnAnew(scene, card: 0, "under the message")
            }
        }
    }

    /// The window's pixels moved by whole pixels, in every direction and overlapping where
    /// they were, are where a plain copy of the old pixels puts them; what they leave keeps
    /// its pixels, the rest of the plane is untouched.
    @Test func pixelsMoveAsACopyOfTheOldOnesWould() {
        let width = 40, height = 30
        let rect = PixelRect(x: 12, y: 9, width: 15, height: 11)
        for dx in [-5, -1, 0, 2, 9] {
            for dy in [-4, 0, 1, 6] {
                var pixels = (0..<(width * height)).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) }
                let old = pixels
                pixels.withUnsafeMutableBufferPointer { buffer in
                    PixelPlane(base: buffer.baseAddress!, pitch: width, width: width, height: height).move(rect, dx: dx, dy: dy)
                }
                var expected = old
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX { expected[(y + dy) * width + x + dx] = old[y * width + x] }
                }
                #expect(pixels == expected, "moved by \(dx), \(dy)")
            }
        }
    }
}
