import CSDL2
import GoldenSupport
import Layout
import Render
import TestSupport
import Testing

/// The same random play in a real window whose pixels the game shares with the X server
/// (P4): cards that only moved are put there by the X server from where the game's pixels
/// hold them, so it is the window, read back from the server, that must be the frame
/// drawn whole, pixel for pixel, every frame.
extension PartialFramesTests {
    /// The games at one pixel a point (`SET_PARTIAL_ROUNDS` and `SET_PARTIAL_ONLY` as for the
    /// others), each played for half as many frames: 240 in `make test`.
    nonisolated static let windowCases = cases.filter { $0.scale == 1 }

    @Test(.needsDisplay, arguments: windowCases)
    func everyFrameShownInARealWindowIsTheWholeFrame(_ play: Case) throws {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
        let video = try VideoSystem.onWindowSystem(mayRetry: true).get()
        SDL_ResetHint(SDL_HINT_VIDEODRIVER)
        let window = try Render.Window(video: video, title: "Partial frames", width: Int(play.window.width),
                                       height: Int(play.window.height), flags: SDL_WINDOW_SHOWN.rawValue)
        // All of it on the screen, for the X server to read back.
        SDL_SetWindowPosition(window.pointer, 0, 0)
        let target = try Renderer(window: window)
        try #require(target.sharesPixelsWithX, "the window's pixels shared with the X server")
        let xServer = try ShownWindow()
        var moved = 0
        try self.play(play, frames: Self.frames / 2, inPart: { size in
            SDL_SetWindowSize(window.pointer, Int32(size.width), Int32(size.height))
            var event = SDL_Event()
            for _ in 0..<20 where target.outputSize != (Int(size.width), Int(size.height)) {
                SDL_Delay(5)
                while SDL_PollEvent(&event) != 0 {}
            }
            let renderer = SceneRenderer(renderer: target, fonts: TableScreenshotTests.fonts)
            renderer.faces.rasterizeBudget = .infinity
            renderer.redrawsOnlyChanges = true
            return renderer
        }, differing: { partial, whole in
            if !partial.shiftedRegions.isEmpty { moved += 1 }
            partial.target.present()
            let (width, height) = whole.target.outputSize
            guard partial.target.outputSize == (width, height) else { return width * height }
            return try #require(whole.target.surface).withPixels { drawn in
                xServer.differingPixels(of: window, shownBy: partial.target, from: UnsafeBufferPointer(drawn))
            } ?? width * height
        })
        if play.round == 0 { #expect(moved > 0, "\(play.name): cards moved by the X server in no frame") }
    }
}
