import CSDL2
import CSDL2Gfx
import Layout

/// Owns an `SDL_Renderer` and whatever it draws into (a window or a surface), so the
/// target outlives it. Every `Texture` keeps its renderer alive in turn: teardown order
/// follows ownership, and no `deinit` has to order it by hand.
@MainActor
public final class Renderer {
    public let pointer: OpaquePointer
    /// The surface drawn into, for a software renderer (headless frames, screenshots).
    public let surface: Surface?
    /// The window drawn into, kept alive as long as the renderer.
    private let window: Window?
    /// The window's pixels a software renderer draws into, shared with the X server and kept
    /// across resizes; nil where SDL's window surface (or another renderer) is used.
    private let shared: SharedWindowPixels?

    /// A software renderer drawing into a new `width`×`height` surface.
    public init(width: Int, height: Int) throws {
        let surface = try Surface(width: width, height: height)
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer)
        else { throw SDLError("SDL_CreateSoftwareRenderer") }
        pointer = renderer
        self.surface = surface
        window = nil
        shared = nil
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// The renderer of a window: SDL's choice of driver (see `Window.chooseRenderer`). Where
    /// that is the software renderer on X11, it draws into pixels shared with the X server
    /// that a resize keeps (`SharedWindowPixels`), unless `sharingPixels` is false (the bare
    /// window of `make bench`, SDL's window surface as any SDL program has it).
    public init(window: Window, sharingPixels: Bool = true) throws {
        _ = PixelMemory.returnedToTheSystem
        surface = nil
        self.window = window
        if sharingPixels, Self.softwareAsked, let shared = SharedWindowPixels(showing: window),
           let renderer = SDL_CreateSoftwareRenderer(shared.surface) {
            pointer = renderer
            self.shared = shared
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            SDL_AddEventWatch(watchWindowSize, Unmanaged.passUnretained(self).toOpaque())
            return
        }
        shared = nil
        var renderer = SDL_CreateRenderer(window.pointer, -1,
                                          SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil { renderer = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let renderer else { throw SDLError("cannot draw in the window") }
        pointer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Whether it draws into the window's pixels shared with the X server (`SharedWindowPixels`).
    public var sharesPixelsWithX: Bool { shared != nil }

    /// The shared pixels take the window's size, as SDL's software renderer takes a new
    /// window surface, when SDL hears of it (`SDL_WINDOWEVENT_SIZE_CHANGED` of window `id`).
    fileprivate func followWindowSize(of id: UInt32) {
        guard let shared, let window, SDL_GetWindowID(window.pointer) == id else { return }
        prepareToDraw()
        SDL_RenderFlush(pointer)
        if shared.matchWindowSize() { SDL_RenderSetViewport(pointer, nil) }
    }

    /// Whether SDL's software renderer is the one asked for (`SDL_RENDER_DRIVER`).
    private static var softwareAsked: Bool {
        SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0).lowercased() == "software" } ?? false
    }

    isolated deinit {
        if shared != nil { SDL_DelEventWatch(watchWindowSize, Unmanaged.passUnretained(self).toOpaque()) }
        // SDL2_gfx caches font glyph textures per renderer: drop them before it dies.
        gfxPrimitivesSetFont(nil, 0, 0)
        SDL_DestroyRenderer(pointer)
    }

    /// The size in pixels of what it draws into (larger than the window's points on HiDPI).
    public var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Set by whoever drew the frame: only these regions changed since the last present
    /// (nil: the whole frame). `present()` shows just them where it can, then forgets them.
    public var presentedRegions: [PixelRect]?
    /// Set with them, where `movesInWindow`: pixels the X server puts elsewhere on the window,
    /// and strips it fills, besides the regions. `present()` sends them, then forgets them.
    var presentedMoves: [WindowMove] = []

    /// Whether the X server can show the renderer's pixels elsewhere on the window than
    /// where they are (`WindowMove`): when it draws into pixels shared with it.
    var movesInWindow: Bool { shared != nil }

    /// Shows the frame. None of it changed (no region: a card's tween between two whole
    /// pixels), nothing is sent: the X server is neither asked to copy nor waited for (P4).
    public func present() {
        defer {
            presentedRegions = nil
            presentedMoves = []
        }
        if presentedRegions?.isEmpty == true, presentedMoves.isEmpty { return }
        if let shared {
            prepareToDraw()
            SDL_RenderFlush(pointer)
            return shared.show(presentedRegions, moves: presentedMoves)
        }
        guard let regions = presentedRegions else { return SDL_RenderPresent(pointer) }
        present(only: regions)
    }

    /// Shows only the pixels of `rects` drawn since the last present: with a software
    /// renderer drawing into its window's surface, the rest of the window keeps what is
    /// on screen; any other renderer shows the whole frame.
    public func present(only rects: [PixelRect]) {
        guard let window, isSoftware else { return present() }
        prepareToDraw()
        SDL_RenderFlush(pointer)
        if let shared { return shared.show(rects) }
        var updated = rects.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        SDL_UpdateWindowSurfaceRects(window.pointer, &updated, Int32(updated.count))
    }

    /// True for SDL's software renderer.
    public private(set) lazy var isSoftware: Bool = {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(pointer, &info)
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }()

    /// The pixels a software renderer draws into, every command sent so far drawn, to write
    /// into by hand (P2); nil for another renderer or a target in another format.
    public var softwareTarget: PixelPlane? {
        guard isSoftware else { return nil }
        guard let target = surface?.pointer ?? shared?.surface ?? window.flatMap({ SDL_GetWindowSurface($0.pointer) })
        else { return nil }
        prepareToDraw()
        SDL_RenderFlush(pointer)
        return PixelPlane(target)
    }

    /// Waits, if it must, until the X server has copied the last frame shown out of the
    /// pixels it shares with the game (`SharedWindowPixels.awaitShown`): call before drawing
    /// into them. Nothing to wait for with any other target.
    public func prepareToDraw() { shared?.awaitShown() }

    /// Fills the whole target with `color` (the unit of the frame benchmark: a bare clear + present).
    public func clear(_ color: RGBA) {
        prepareToDraw()
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(pointer)
    }

    /// The pixels drawn so far, as a new surface (the `screenshot` command).
    public func capture() throws -> Surface {
        let (w, h) = outputSize
        let copy = try Surface(width: w, height: h)
        prepareToDraw()  // reading flushes what was drawn
        let status = SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                          copy.pointer.pointee.pixels, copy.pointer.pointee.pitch)
        if status != 0 { throw SDLError("SDL_RenderReadPixels") }
        return copy
    }
}

/// A rectangle of a software renderer's pixels that the X server puts elsewhere on the
/// window, and strips of the window it fills with one colour: a card moved on the window
/// with no pixel of it written (`SceneRenderer`'s moved cards, P4).
struct WindowMove: Equatable {
    /// Where the renderer's pixels hold what is shown.
    var source: PixelRect
    /// Where the window shows it: the source's size.
    var destination: PixelRect
    /// What the X server fills with `fill`.
    var strips: [PixelRect]
    /// The strips' colour, as the window's pixels keep it (xRGB).
    var fill: UInt32
}

/// SDL's event watch of a renderer drawing into shared pixels, run as each event is queued,
/// on the thread queuing it: a window's events on the main thread, as SDL gathers them.
private func watchWindowSize(_ renderer: UnsafeMutableRawPointer?, _ event: UnsafeMutablePointer<SDL_Event>?) -> Int32 {
    guard let renderer, let event, event.pointee.type == SDL_WINDOWEVENT.rawValue,
          event.pointee.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
    else { return 1 }
    let id = event.pointee.window.windowID
    let watching = Unmanaged<Renderer>.fromOpaque(renderer)
    MainActor.assumeIsolated { watching.takeUnretainedValue().followWindowSize(of: id) }
    return 1
}
