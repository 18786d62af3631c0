import CSDL2
import Foundation
import Render
import SetCore
import Table

/// The game in a real window: SDL events in, frames out. Sleeps in `SDL_WaitEvent` while
/// nothing moves (P1); draws every frame while cards are in motion.
final class WindowApp {
    let session: GameSession
    let window: OpaquePointer
    let renderer: OpaquePointer
    let scene: SceneRenderer
    let inbox: CommandInbox?
    private let startTicks = SDL_GetTicks64()
    var running = true
    var needsDraw = true
    private var hasVsync: Bool
    private var cursors: Cursors?
    private var showsHand = false

    init(seed: UInt64, size: Size?, fonts: FontFiles, readCommands: Bool) throws(LaunchError) {
        Self.chooseRenderer()
        if SDL_Init(SDL_INIT_VIDEO) != 0 { throw .noDisplay(String(cString: SDL_GetError())) }
        // Without a display SDL may fall back to a driver that shows nothing: that is no window.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if driver == "offscreen" || driver == "dummy" {
            SDL_Quit()
            throw .noDisplay("no X11 or Wayland display found")
        }
        var usable = SDL_Rect()
        let display: Size? = SDL_GetDisplayUsableBounds(0, &usable) == 0
            ? Size(width: Double(usable.w), height: Double(usable.h)) : nil
        let initial = size ?? Orientation.landscape.windowSize(fittingIn: display)
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow("Set", centred, centred, Int32(initial.width), Int32(initial.height), flags)
        else { throw .graphics("cannot open a window: \(String(cString: SDL_GetError()))") }
        SDL_SetWindowMinimumSize(window, 360, 400)
        if let icon = try? CardFaceCache.rasterize(Card(.three, .diamond, .solid, .purple), look: .plain,
                                                    width: 46, height: 64) {
            SDL_SetWindowIcon(window, icon.pointer)
        }
        var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil { renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let renderer else { throw .graphics("cannot draw in the window: \(String(cString: SDL_GetError()))") }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        hasVsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        self.window = window
        self.renderer = renderer
        scene = SceneRenderer(renderer: renderer, fonts: fonts)
        session = GameSession(seed: seed, window: initial, now: 0)
        session.displaySize = display
        inbox = readCommands ? CommandInbox() : nil
        session.requestWindowSize = { [unowned self] size in self.setWindowSize(size) }
    }

    /// SDL's software renderer, presented straight to the window: the game's frames are
    /// blits of cached textures, which it draws in a few milliseconds, and it needs no GPU
    /// and little memory (an OpenGL fallback like llvmpipe costs some 90 MB). A player can
    /// pick another with SDL's own `SDL_RENDER_DRIVER`, e.g. `opengl`.
    static func chooseRenderer() {
        guard ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] == nil else { return }
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }

    deinit {
        // Nothing may touch SDL after it shuts down: the stdin reader stops waking the loop,
        // textures go before their renderer, cursors before SDL_Quit (the properties
        // themselves are released only after this body).
        inbox?.stop()
        scene.invalidate()
        cursors = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    var clock: Double { Double(SDL_GetTicks64() - startTicks) / 1000 }

    func run(quitAfterFirstFrame: Bool = false) {
        inbox?.startReading()
        var wasAnimating = true
        while running {
            var event = SDL_Event()
            let idle = !needsDraw && !session.isAnimating && !wasAnimating
            if idle {
                if SDL_WaitEvent(&event) != 0 { handle(event) }
            }
            while SDL_PollEvent(&event) != 0 { handle(event) }
            session.advance(to: clock)
            let animating = session.isAnimating
            if needsDraw || animating || wasAnimating {
                let started = SDL_GetTicks64()
                draw()
                SDL_RenderPresent(renderer)
                needsDraw = scene.needsAnotherFrame
                if quitAfterFirstFrame { return }
                if !hasVsync, animating {
                    let spent = SDL_GetTicks64() - started
                    if spent < 16 { SDL_Delay(UInt32(16 - spent)) }
                }
            }
            wasAnimating = animating
        }
    }

    // MARK: - Events

    private func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                syncWindowSize()
            default:
                needsDraw = true
            }
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            scene.invalidate()
            needsDraw = true
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            session.click(at: Point(x: Double(event.button.x), y: Double(event.button.y)))
            needsDraw = true
        case SDL_MOUSEMOTION:
            pointerMoved(to: Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEWHEEL:
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
            session.wheel(Double(event.wheel.y) * (flipped ? -1 : 1))
            needsDraw = true
        case SDL_KEYDOWN:
            session.key(KeyChord(sdl: event.key.keysym))
            needsDraw = true
        case SDL_USEREVENT:
            runCommands()
        default:
            break
        }
    }

    /// Highlights the button under the pointer; a hand over anything clickable.
    private func pointerMoved(to point: Point) {
        let hovered = session.screen.button(at: point)
        if hovered != session.hoveredButton {
            session.hoveredButton = hovered
            needsDraw = true
        }
        let clickable = session.isClickable(at: point)
        if clickable != showsHand {
            showsHand = clickable
            if cursors == nil { cursors = Cursors() }
            SDL_SetCursor(clickable ? cursors?.hand : cursors?.arrow)
        }
    }

    private func syncWindowSize() {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        session.resize(to: Size(width: Double(w), height: Double(h)))
        needsDraw = true
    }

    func setWindowSize(_ size: Size) {
        SDL_SetWindowSize(window, Int32(size.width), Int32(size.height))
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        SDL_SetWindowPosition(window, centred, centred)
        syncWindowSize()
    }

    // MARK: - Drawing

    private var pixelScale: Double {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        return w > 0 ? Double(pw) / Double(w) : 1
    }

    func draw() {
        do {
            try scene.draw(session.scene(), pixelScale: pixelScale)
        } catch {
            FileHandle.standardError.write(Data("set-game: drawing failed: \(error)\n".utf8))
        }
    }
}

/// The arrow and the pointing hand, made once.
final class Cursors {
    let arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
    let hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)

    deinit {
        SDL_FreeCursor(arrow)
        SDL_FreeCursor(hand)
    }
}
