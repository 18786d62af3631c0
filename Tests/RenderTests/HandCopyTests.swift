import CSDL2
import Render
import SceneModel
import SetCore
import Layout
import Testing

/// Card faces copied by hand into the software renderer's pixels (P2) look as SDL draws them:
/// the same pixels for cards at their own size, the nearest pixel for a card changing size.
@MainActor @Suite(.serialized) struct HandCopyTests {
    static let window = PartialRedrawTests.window

    /// The largest difference of any channel between two frames, and how many pixels differ
    /// by more than `tolerance` in some channel.
    static func difference(_ a: [UInt32], _ b: [UInt32], tolerance: UInt32 = 0) -> (largest: UInt32, over: Int) {
        var largest: UInt32 = 0, over = 0
        for (p, q) in zip(a, b) where p != q {
            let worst = stride(from: 0, through: 24, by: 8).map { shift -> UInt32 in
                let x = (p >> UInt32(shift)) & 0xFF, y = (q >> UInt32(shift)) & 0xFF
                return x > y ? x - y : y - x
            }.max() ?? 0
            largest = max(largest, worst)
            if worst > tolerance { over += 1 }
        }
        return (largest, over)
    }

    static func frame(_ scene: Scene, byHand: Bool) throws -> [UInt32] {
        let canvas = try Renderer(width: Int(window.width), height: Int(window.height))
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        renderer.handCopies = byHand
        try renderer.draw(scene, pixelScale: 1)
        return try PartialRedrawTests.pixels(of: canvas)
    }

    @Test func blendingByHandIsSDLsBlendPixelForPixel() throws {
        let canvas = try Renderer(width: 256, height: 32)
        var random = SeededRandom(seed: 12)
        let under = (0..<(256 * 32)).map { _ in UInt32(truncatingIfNeeded: random.next()) }
        let over = (0..<(256 * 32)).map { i in UInt32(i % 256) << 24 | UInt32(truncatingIfNeeded: random.next()) & 0xFFFFFF }
        let texture = try Texture(renderer: canvas, width: 256, height: 32) { _ = $0.update(fromContentsOf: over) }
        try #require(canvas.surface).withPixels { _ = $0.update(fromContentsOf: under) }
        SDL_RenderCopy(canvas.pointer, texture.pointer, nil, nil)
        let sdl = try PartialRedrawTests.pixels(of: canvas)
        let byHand = zip(over, under).map { PixelBlit.blend($0, over: $1) }
        #expect(Self.difference(sdl, byHand).largest == 0, "every alpha from 0 to 255 over 32 random pixels")
        // The blend of a run of partly clear pixels, without the branches for the others.
        let partlyClear = zip(over, under).filter { (1...254).contains($0.0 >> 24) }
        #expect(partlyClear.count == 254 * 32)
        #expect(partlyClear.allSatisfy { PixelBlit.blend(partlyClear: $0, over: $1) == PixelBlit.blend($0, over: $1) })
    }

    @Test func cardsAtTheirOwnSizeAreSDLsPixelsWhetherSettledOrFlyingOverEachOther() throws {
        let table = PartialRedrawTests.table()
        #expect(try Self.frame(table, byHand: true) == Self.frame(table, byHand: false), "24 cards in a grid")
        var flying = table
        for i in flying.cards.indices where i % 3 == 0 {
            flying.cards[i].frame = flying.cards[i].frame.offsetBy(dx: 37, dy: 23)  // over its neighbour
            flying.cards[i].inFlight = true
            flying.cards[i].look = .selected
        }
        flying.cards[4].frame = flying.cards[4].frame.offsetBy(dx: -400, dy: -200)  // partly off the table
        flying.cards[4].inFlight = true
        #expect(try Self.frame(flying, byHand: true) == Self.frame(flying, byHand: false), "8 cards over others")
    }

    /// A message's translucent pill over the cards, copied by hand from its runs of one
    /// partly clear colour, is SDL's blend of it, pixel for pixel.
    @Test func aMessagesPillOverTheCardsIsSDLsPixels() throws {
        var table = PartialRedrawTests.table()
        table.message = "Not a Set: two have one symbol, one has two; two are ovals, one is a rectangle; two are solid"
        #expect(try Self.frame(table, byHand: true) == Self.frame(table, byHand: false))
    }

    /// Cards waiting on the deck pile to be dealt lie on one another face down: the middles
    /// under another card's middle are left out and the backs are copied by hand, and the
    /// frame is SDL's pixel for pixel, shadows and corners blended once per card as before.
    @Test func cardsStackedFaceDownAreSDLsPixels() throws {
        var table = PartialRedrawTests.table()
        let pile = table.cards[5].frame
        for i in 0..<6 {
            table.cards[i].frame = pile
            table.cards[i].inFlight = true
            table.cards[i].look = i % 2 == 0 ? .back : .plain
        }
        table.cards[6].frame = pile.offsetBy(dx: pile.width / 2, dy: 9)  // half over the pile, partly
        table.cards[6].inFlight = true
        table.cards[7].frame = pile.offsetBy(dx: 0, dy: -3)  // under the pile's top card, not inside it
        #expect(try Self.frame(table, byHand: true) == Self.frame(table, byHand: false))
    }

    /// Cards fading or spinning are SDL's to draw: from a texture made of the compact face
    /// for the frame (P3), the very pixels of the texture kept when SDL draws every card.
    @Test func cardsFadingOrSpinningAreSDLsPixelsFromTheirCompactFaces() throws {
        var table = PartialRedrawTests.table()
        table.cards[3].opacity = 0.5
        table.cards[7].angle = 25
        table.cards[7].inFlight = true
        table.cards[11].opacity = 0.4
        table.cards[11].angle = -140
        #expect(try Self.frame(table, byHand: true) == Self.frame(table, byHand: false))
    }

    /// A card changing size is drawn from its face stretched to the nearest pixel where SDL
    /// would blend four: they differ only along the edges of symbols and of the card, by up
    /// to the contrast there, for the few frames a change of size lasts. The share of pixels
    /// off by more than a barely visible 24 levels stays under 3 % of each card's.
    @Test func cardsChangingSizeAreTheirFacesStretchedToTheNearestPixel() throws {
        var table = PartialRedrawTests.table()
        var cardPixels = 0
        for i in table.cards.indices {
            let resting = table.cards[i].frame.size
            let factor = i % 2 == 0 ? 0.87 : 1.09
            table.cards[i].frame.width = resting.width * factor
            table.cards[i].frame.height = resting.height * factor
            table.cards[i].restingSize = resting
            cardPixels += Int(table.cards[i].frame.width * table.cards[i].frame.height)
        }
        let (largest, over) = Self.difference(try Self.frame(table, byHand: true), try Self.frame(table, byHand: false),
                                               tolerance: 24)
        #expect(largest > 0, "the stretch is by hand, not SDL's")
        #expect(Double(over) < 0.03 * Double(cardPixels), "\(over) of \(cardPixels) card pixels off by more than 24")
    }
}
