import CSDL2
import Render

/// The floor under the game's launch (P3): `set-bench --bare-window` opens a 1000×720
/// window with the game's own SDL wrappers and renderer, presents one frame of felt and
/// waits for the window to close or SIGTERM. It loads the same libraries as the game (it
/// links them all), so its launch is what any Swift + SDL program of this size pays here.
enum BareWindow {
    static let flag = "--bare-window"

    @MainActor
    static func run() throws {
        // The game's renderer: SDL's software one, presented straight to the window.
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        let video = try VideoSystem()
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let window = try Window(video: video, title: "Bare", width: 1000, height: 720, flags: flags)
        let renderer = try Renderer(window: window)
        SDL_SetRenderDrawColor(renderer.pointer, 0x22, 0x60, 0x4A, 255)
        SDL_RenderClear(renderer.pointer)
        renderer.present()
        var event = SDL_Event()
        while SDL_WaitEvent(&event) != 0, event.type != SDL_QUIT.rawValue {}
    }
}
