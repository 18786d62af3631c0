import CSDL2
@testable import Render
import SceneModel
import SetCore
import Layout
import Testing

/// The felt and the bars are filled by hand, through the cache, not with SDL's fill, which
/// writes around it (P2): the pixels are SDL's, in a window's xRGB pixels and a surface's
/// ARGB ones, and only where SDL would fill (its clip rectangle, the region being redrawn).
@MainActor @Suite(.serialized) struct FillByHandTests {
    /// A surface of `format` with the same random pixels each time.
    static func noise(_ format: SDL_PixelFormatEnum, width: Int, height: Int) throws -> Surface {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format.rawValue))
        var random = SeededRandom(seed: 7)
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for i in 0..<(Int(surface.pointee.pitch) / 4 * height) { pixels[i] = UInt32(truncatingIfNeeded: random.next()) }
        return Surface(owning: surface)
    }

    /// How many pixels differ (an array of every pixel would fill the report).
    static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    static func bytes(_ surface: Surface) -> [UInt32] {
        let s = surface.pointer.pointee
        let pixels = s.pixels.assumingMemoryBound(to: UInt32.self)
        return Array(UnsafeBufferPointer(start: pixels, count: Int(s.pitch) / 4 * Int(s.h)))
    }

    @Test(arguments: [SDL_PIXELFORMAT_RGB888, SDL_PIXELFORMAT_ARGB8888])
    func aFillByHandIsSDLsFill(format: SDL_PixelFormatEnum) throws {
        let felt = RGBA(0x22, 0x60, 0x4A)
        // Wide enough for the C library's wide fill, narrow, and reaching past the edges.
        let rects = [PixelRect(x: 3, y: 2, width: 150, height: 40), PixelRect(x: 60, y: 50, width: 5, height: 3),
                     PixelRect(x: -10, y: 70, width: 400, height: 90)]
        let sdl = try Self.noise(format, width: 200, height: 120), byHand = try Self.noise(format, width: 200, height: 120)
        for rect in rects {
            var r = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
            SDL_FillRect(sdl.pointer, &r, SDL_MapRGBA(sdl.pointer.pointee.format, felt.r, felt.g, felt.b, 255))
            let plane = try #require(PixelPlane(byHand.pointer))
            plane.fill(rect, with: plane.pixel(of: felt))
        }
        #expect(Self.differing(Self.bytes(sdl), Self.bytes(byHand)) == 0)
        #expect(Self.bytes(sdl)[50 * 200 + 60] & 0xFF_FFFF == 0x22_604A, "the felt was written")
    }

    /// A bar filled by hand keeps to the renderer's clip rectangle and to the region being
    /// redrawn, as SDL's fill does: the pixels outside both stay as they were.
    @Test func aFillByHandKeepsToTheClipAndTheRegion() throws {
        func filled(byHand: Bool) throws -> [UInt32] {
            let canvas = try Renderer(width: 200, height: 120)
            try #require(canvas.surface).withPixels { pixels in
                var random = SeededRandom(seed: 3)
                for i in pixels.indices { pixels[i] = UInt32(truncatingIfNeeded: random.next()) }
            }
            let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
            renderer.handCopies = byHand
            renderer.redrawRegion = PixelRect(x: 20, y: 10, width: 100, height: 60)
            renderer.clip(to: SDL_Rect(x: 50, y: 0, w: 150, h: 50))
            renderer.fill(Rect(x: 0, y: 5, width: 190, height: 100), RGBA(0xF4, 0xF1, 0xEA), 1)
            renderer.redrawRegion = nil
            renderer.clip(to: nil)
            renderer.fill(Rect(x: 150, y: 80, width: 60, height: 60), RGBA(0x30, 0x30, 0x38), 1)
            return try PartialRedrawTests.pixels(of: canvas)
        }
        let sdl = try filled(byHand: false), byHand = try filled(byHand: true)
        #expect(Self.differing(sdl, byHand) == 0)
        #expect(byHand[30 * 200 + 60] == 0xFFF4_F1EA, "inside the clip and the region")
    }

    /// The gamepads' focus rings are four filled sides each: by hand, SDL's pixels, a card's
    /// ring kept within the cards' area and a button's drawn over everything (C1, C2).
    @Test func focusRingsFilledByHandAreSDLs() throws {
        var scene = PartialRedrawTests.table()
        scene.focusRings = [
            Scene.FocusRing(frame: scene.cards[5].frame, cardArea: scene.layout.cardArea),
            Scene.FocusRing(frame: scene.cards[0].frame, player: 1, cardArea: scene.layout.cardArea),
            Scene.FocusRing(frame: try #require(scene.layout.buttons[.hint])),
        ]
        let byHand = try HandCopyTests.frame(scene, byHand: true), sdl = try HandCopyTests.frame(scene, byHand: false)
        #expect(Self.differing(sdl, byHand) == 0)
        #expect(byHand != (try HandCopyTests.frame(PartialRedrawTests.table(), byHand: true)), "the rings were drawn")
    }

    /// Frames drawn only where cards moved fill the felt under them by hand: pixel for
    /// pixel what SDL's fill draws in the same regions, the cards outside them untouched.
    @Test func theFeltFilledByHandInTheRegionsRedrawnIsSDLs() throws {
        func frames(byHand: Bool) throws -> [[UInt32]] {
            let canvas = try Renderer(width: Int(HandCopyTests.window.width), height: Int(HandCopyTests.window.height))
            let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
            renderer.handCopies = byHand
            renderer.redrawsOnlyChanges = true
            let table = PartialRedrawTests.table()
            try renderer.draw(table, pixelScale: 1)
            var shots = [try PartialRedrawTests.pixels(of: canvas)]
            for t in 1...4 {
                try renderer.draw(PartialRedrawTests.frame(t, of: table), pixelScale: 1)
                #expect(renderer.redrawnRegions != nil, "frame \(t) redrawn in part")
                shots.append(try PartialRedrawTests.pixels(of: canvas))
            }
            return shots
        }
        let sdl = try frames(byHand: false), byHand = try frames(byHand: true)
        for (t, (a, b)) in zip(sdl, byHand).enumerated() { #expect(Self.differing(a, b) == 0, "frame \(t)") }
    }
}
