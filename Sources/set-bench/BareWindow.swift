import CSDL2
import Foundation
import Render

/// The floor under the game's launch and frames (P2, P3): `set-bench --bare-window` opens
/// a 1000×720 window with the game's own SDL wrappers and renderer, presents one frame of
/// felt and waits for the window to close or SIGTERM. It loads the same libraries as the
/// game (it links them all), so its launch is what any Swift + SDL program of this size
/// pays here. `set-bench --bare-window WxH N` opens a window of that size instead, clears
/// and presents it N times at the game's pace (60 a second) and prints what each clear +
/// present took, in microseconds, one line: the unit of P2's ratios for that size; then its
/// peak resident memory in kB; then what the first clear + present took after the window
/// was resized to 1000×720 and back, in microseconds: what SDL's own window surface costs
/// the first frame after the same resize (SDL makes the window's X image again, and its
/// pages are new), which the game's window, keeping its pixels, does not pay. The renderer
/// is SDL's own window surface's, as any SDL program has it (`sharingPixels: false`).
enum BareWindow {
    static let flag = "--bare-window"

    /// A window of `width`×`height` with SDL set up as the game sets it up: its software
    /// renderer, presented straight to the window (the window keeps SDL's video running).
    @MainActor
    static func open(title: String, width: Int, height: Int) throws -> Window {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        return try Window(video: VideoSystem(), title: title, width: width, height: height, flags: flags)
    }

    @MainActor
    static func run(arguments: [String]) throws {
        let size = arguments.first.map { $0.split(separator: "x").compactMap { Int32($0) } } ?? [1000, 720]
        let frames = arguments.dropFirst().first.flatMap { Int($0) }
        let window = try open(title: "Bare", width: Int(size[0]), height: Int(size[1]))
        let renderer = try Renderer(window: window, sharingPixels: false)
        var event = SDL_Event()
        guard let frames else {
            SDL_SetRenderDrawColor(renderer.pointer, 0x22, 0x60, 0x4A, 255)
            SDL_RenderClear(renderer.pointer)
            renderer.present()
            while SDL_WaitEvent(&event) != 0, event.type != SDL_QUIT.rawValue {}
            return
        }
        var times: [UInt64] = []
        for frame in 0..<frames { times.append(clearAndPresent(renderer, frame: frame)) }
        print(times.map(String.init).joined(separator: " "))
        // Its peak resident memory, the floor under the game's at this size.
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        print(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }?.split(separator: " ").dropFirst().first ?? "0")
        // Down to 1000×720 and back, as the game's window is: the first frame at the size again.
        SDL_SetWindowResizable(window.pointer, SDL_TRUE)
        SDL_SetWindowSize(window.pointer, 1000, 720)
        for frame in 0..<10 { _ = clearAndPresent(renderer, frame: frame) }
        SDL_SetWindowSize(window.pointer, size[0], size[1])
        print(clearAndPresent(renderer, frame: 0))
    }

    /// Handles the events waiting, clears and presents the window, then waits a sixtieth of
    /// a second; returns what the clear and present took, in microseconds.
    @MainActor
    private static func clearAndPresent(_ renderer: Renderer, frame: Int) -> UInt64 {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        let started = SDL_GetPerformanceCounter()
        SDL_SetRenderDrawColor(renderer.pointer, 0x22, frame % 2 == 0 ? 0x60 : 0x5E, 0x4A, 255)
        SDL_RenderClear(renderer.pointer)
        renderer.present()
        defer { SDL_Delay(16) }
        return (SDL_GetPerformanceCounter() - started) * 1_000_000 / SDL_GetPerformanceFrequency()
    }
}
