import CSDL2
import CX11
import Foundation
import GoldenSupport
import Layout
@testable import Render
import TestSupport
import Testing

/// P2: the software renderer's window pixels shared with the X server and kept across
/// resizes (`SharedWindowPixels`). What the X server shows is read back from it, so these
/// check the window a player sees: every frame whole at every size, a frame shown in parts
/// only where it was shown, and, unlike SDL's window surface, one shared segment for the
/// window's life, which is what spares the first frame after a resize its new pages.
@Suite("The window's pixels shared with the X server", .serialized, .needsDisplay)
@MainActor
struct SharedWindowPixelsTests {
    /// Sizes a player's resizes go through: smaller, larger than the window opened at, back.
    static let sizes = [(320, 200), (120, 90), (640, 400), (333, 217), (320, 200)]

    @Test("each frame is shown whole at every size", arguments: [true, false])
    func eachFrameIsShownWholeAtEverySize(sharing: Bool) throws {
        let (window, renderer) = try Self.open(sharing: sharing)
        #expect(renderer.sharesPixelsWithX == sharing)
        for (step, (width, height)) in Self.sizes.enumerated() {
            Self.resize(window, width, height)
            #expect(renderer.outputSize == (width, height))
            // A felt of its own each step, and a mark in the bottom right pixel: a frame
            // shown at a stale size or pitch misses the mark or shears the felt.
            let felt = RGBA(40, UInt8(60 + step * 30), 50)
            let mark = RGBA(250, 240, UInt8(step * 40))
            renderer.clear(felt)
            Self.fill(renderer, PixelRect(x: width - 1, y: height - 1, width: 1, height: 1), mark)
            renderer.present()
            let shown = try #require(ShownWindow().pixels(of: window, shownBy: renderer))
            var expected = [UInt32](repeating: felt.pixel, count: width * height)
            expected[width * height - 1] = mark.pixel
            let differing = zip(shown, expected).filter { $0 != $1 }.count
            #expect(shown.count == expected.count && differing == 0, "\(width)×\(height): \(differing) pixels differ")
        }
    }

    @Test("a frame shown in parts changes only those parts", arguments: [true, false])
    func aFrameShownInPartsChangesOnlyThoseParts(sharing: Bool) throws {
        let (window, renderer) = try Self.open(sharing: sharing)
        let (width, height) = (300, 180)
        Self.resize(window, width, height)
        let old = RGBA(200, 30, 30), new = RGBA(30, 30, 200)
        renderer.clear(old)
        renderer.present()
        renderer.clear(new)
        let parts = [PixelRect(x: 10, y: 20, width: 50, height: 40), PixelRect(x: 250, y: 150, width: 80, height: 80)]
        renderer.presentedRegions = parts
        renderer.present()
        let shown = try #require(ShownWindow().pixels(of: window, shownBy: renderer))
        let visible = parts.map { $0.intersection(PixelRect(x: 0, y: 0, width: width, height: height)) }
        let expected = (0..<height).flatMap { y in
            (0..<width).map { x in visible.contains { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY } ? new.pixel : old.pixel }
        }
        let differing = zip(shown, expected).filter { $0 != $1 }.count
        #expect(shown.count == expected.count && differing == 0, "\(differing) pixels differ")
    }

    /// P4: a frame that redrew nothing (a card's tween between two whole pixels) puts
    /// nothing on the window and does not wait for the X server. A frame that redrew
    /// something is put: with SDL's window surface, and waited for; with the shared pixels,
    /// sent without waiting (the next frame waits, if it must, before it draws).
    @Test("a frame that redrew nothing asks nothing of the X server", arguments: [true, false])
    func aFrameThatRedrewNothingAsksNothingOfTheXServer(sharing: Bool) throws {
        let (window, renderer) = try Self.open(sharing: sharing)
        Self.resize(window, 300, 180)
        renderer.clear(RGBA(200, 30, 30))
        renderer.present()
        renderer.prepareToDraw()
        let display = try #require(window.x11).display
        let before = XNextRequest(display)
        renderer.presentedRegions = []
        renderer.present()
        #expect(XNextRequest(display) == before, "no region: no request")
        renderer.presentedRegions = [PixelRect(x: 10, y: 20, width: 50, height: 40)]
        renderer.present()
        #expect(XNextRequest(display) >= before + (sharing ? 1 : 2), "a region: put (and waited for by SDL)")
    }

    /// P4: the shared pixels are put on the window without waiting for the X server; the
    /// next frame's drawing waits until the server has copied them, so that no frame shows
    /// half-drawn, and only when Xlib has not heard back from the server yet (SDL reads the
    /// server's word with the window's events, before the next frame).
    @Test("the next frame waits until the X server has copied the last one")
    func theNextFrameWaitsUntilTheXServerHasCopiedTheLastOne() throws {
        let (window, renderer) = try Self.open(sharing: true)
        Self.resize(window, 300, 180)
        let display = try #require(window.x11).display
        renderer.clear(RGBA(200, 30, 30))
        let before = XNextRequest(display)
        renderer.present()
        // One request, the put, and no round trip after it (`XSync` would send one more).
        // Whether Xlib has heard back yet is the server's pace, not the game's: a busy
        // machine's server can copy the pixels and be heard from before the present returns.
        let put = XNextRequest(display) - 1
        #expect(put == before, "presented without waiting for the X server")
        renderer.clear(RGBA(30, 30, 200))
        #expect(XLastKnownRequestProcessed(display) >= put, "the next frame drew once the server had copied the last")
        renderer.present()
        // Heard back with the window's events: the frame after draws without a round trip.
        let next = XNextRequest(display) - 1
        let deadline = SDL_GetTicks64() + 5000
        while XLastKnownRequestProcessed(display) < next, SDL_GetTicks64() < deadline {
            var event = SDL_Event()
            SDL_Delay(1)
            while SDL_PollEvent(&event) != 0 {}
        }
        #expect(XLastKnownRequestProcessed(display) >= next, "the server's word read with the window's events")
        let requests = XNextRequest(display)
        renderer.prepareToDraw()
        #expect(XNextRequest(display) == requests, "no round trip once the server's word is in")
        #expect(try #require(ShownWindow().pixels(of: window, shownBy: renderer)).allSatisfy { $0 == RGBA(30, 30, 200).pixel })
    }

    @Test("one shared segment serves every size; SDL's window surface makes one per size", arguments: [true, false])
    func oneSegmentServesEverySize(sharing: Bool) throws {
        let (window, renderer) = try Self.open(sharing: sharing)
        var segments: Set<String> = []
        for (width, height) in Self.sizes {
            Self.resize(window, width, height)
            renderer.clear(RGBA(0, 0, 0))
            renderer.present()
            segments.formUnion(try Self.sharedSegments())
        }
        if sharing {
            #expect(segments.count == 1, "segments mapped over the resizes: \(segments)")
        } else {
            #expect(segments.count > 1, "SDL kept its window surface: \(segments)")
        }
    }

    @Test("the pages past a smaller size go back once the window keeps it, not before", arguments: [0, 60_000])
    func thePagesPastASmallerSizeGoBackOnceTheWindowKeepsIt(keptFor milliseconds: UInt64) throws {
        let kept = SharedWindowPixels.keepsLargerPages
        SharedWindowPixels.keepsLargerPages = milliseconds
        defer { SharedWindowPixels.keepsLargerPages = kept }
        let (window, renderer) = try Self.open(sharing: true)
        for (width, height) in [(640, 400), (120, 90)] {
            Self.resize(window, width, height)
            renderer.clear(RGBA(9, 9, 9))
            renderer.present()
        }
        let resident = try #require(try Self.residentSharedKB())
        if milliseconds == 0 {
            #expect(resident <= 64, "\(resident) KB of the 640×400 frame's 1,000 KB kept at 120×90")
        } else {
            #expect(resident >= 1000, "only \(resident) KB of the 640×400 frame's 1,000 KB kept right after a resize")
        }
    }

    // MARK: - Helpers

    static func open(sharing: Bool) throws -> (Render.Window, Renderer) {
        // The game's choice (WindowApp.chooseRenderer): without the second, SDL's window
        // surface would be a texture of another renderer's.
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        let video = try x11Video()
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        let window = try Render.Window(video: video, title: "Shared pixels", width: 320, height: 200, flags: flags)
        return (window, try Renderer(window: window, sharingPixels: sharing))
    }

    /// SDL's video on the test's X server, X11 alone, asked again when it refuses the
    /// connection (`VideoSystem.onWindowSystem`): these tests must not fail for the server's
    /// sake, nor run on a fallback driver whose window is no X11 window.
    static func x11Video() throws -> VideoSystem {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        return try VideoSystem.onWindowSystem(mayRetry: true).get()
    }

    /// Resizes the window and takes SDL's events, as the game's loop does before a frame.
    static func resize(_ window: Render.Window, _ width: Int, _ height: Int) {
        SDL_SetWindowSize(window.pointer, Int32(width), Int32(height))
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }

    static func fill(_ renderer: Renderer, _ rect: PixelRect, _ color: RGBA) {
        SDL_SetRenderDrawColor(renderer.pointer, color.r, color.g, color.b, color.a)
        var area = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        SDL_RenderFillRect(renderer.pointer, &area)
    }

    /// The resident kilobytes of the System V shared segments this process has mapped.
    static func residentSharedKB() throws -> Int? { try residentKB { $0.contains("/SYSV") } }

    /// The System V shared segments this process has mapped (their ids, from /proc/self/maps).
    static func sharedSegments() throws -> Set<String> {
        let maps = try readProcFile("/proc/self/maps")
        return Set(maps.split(separator: "\n").filter { $0.contains("/SYSV") }.compactMap {
            $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(4).first.map(String.init)
        })
    }
}

private extension RGBA {
    /// As an xRGB pixel.
    var pixel: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}
