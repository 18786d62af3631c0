import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// SDL's video subsystem, started once and shut down when the last window, cursor or
/// renderer that needs it is gone.
@MainActor
public final class VideoSystem {
    /// Starts SDL's video (and nothing else: sound starts after the first frame, P3); throws
    /// with SDL's reason when there is no display.
    public init() throws {
        Self.skipComposeTable()
        if SDL_Init(SDL_INIT_VIDEO) != 0 { throw SDLError("SDL_Init") }
    }

    /// The game takes keys, never typed text, so X's table of compose sequences (thousands
    /// of lines that Xlib parses when SDL opens the input method) is not read: it was 12 ms
    /// of the 20 ms SDL took to start on X11 (P3). A player's own `XCOMPOSEFILE` is kept.
    /// Public so that a launch can set it before other threads start (setenv races getenv).
    public static func skipComposeTable() {
        if getenv("XCOMPOSEFILE") == nil { setenv("XCOMPOSEFILE", "/dev/null", 0) }
    }

    isolated deinit { SDL_Quit() }

    /// SDL's video on a window system, X11 or Wayland, or why there is none. When the X server
    /// refuses the connection SDL fails, or falls back to a driver that shows nothing
    /// (offscreen, dummy): that is no window either. With `mayRetry` it is started again, up to
    /// `attempts` times 50 ms apart: Xvfb refuses a new connection now and then when many come
    /// at once (12–16 of 1,500 quick `XOpenDisplay`s on the test machine, `EAGAIN` most often).
    public static func onWindowSystem(attempts: Int = 5, mayRetry: Bool) -> Result<VideoSystem, SDLError> {
        var attempt = 1
        while true {
            let failure: SDLError
            do {
                let video = try VideoSystem()
                guard video.driver == "offscreen" || video.driver == "dummy" else { return .success(video) }
                failure = SDLError(described: "no X11 or Wayland display found")
            } catch {
                failure = SDLError(described: String(cString: SDL_GetError()))
            }
            guard mayRetry, attempt < attempts else { return .failure(failure) }
            attempt += 1
            SDL_Delay(50)
        }
    }

    /// The name of the video driver SDL picked (`x11`, `wayland`, `offscreen`, ...).
    public var driver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "" }

    /// The usable area of the first display, when SDL knows it.
    public var usableBounds: (width: Int, height: Int)? {
        var usable = SDL_Rect()
        return SDL_GetDisplayUsableBounds(0, &usable) == 0 ? (Int(usable.w), Int(usable.h)) : nil
    }
}

/// Owns an `SDL_Window`; keeps SDL's video running while it lives.
@MainActor
public final class Window {
    public let pointer: OpaquePointer
    private let video: VideoSystem

    public init(video: VideoSystem, title: String, width: Int, height: Int, flags: UInt32) throws {
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags)
        else { throw SDLError("cannot open a window") }
        pointer = window
        self.video = video
    }

    isolated deinit { SDL_DestroyWindow(pointer) }

    /// The size in logical points.
    public var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return (Int(w), Int(h))
    }
}

/// The arrow and the pointing hand, made once; they keep SDL's video running while they live.
@MainActor
public final class Cursors {
    public let arrow: OpaquePointer?
    public let hand: OpaquePointer?
    private let video: VideoSystem

    public init(video: VideoSystem) {
        self.video = video
        arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
        hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
    }

    isolated deinit {
        SDL_FreeCursor(arrow)
        SDL_FreeCursor(hand)
    }
}
