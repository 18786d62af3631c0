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

    /// A software renderer drawing into a new `width`×`height` surface.
    public init(width: Int, height: Int) throws {
        let surface = try Surface(width: width, height: height)
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer)
        else { throw SDLError("SDL_CreateSoftwareRenderer") }
        pointer = renderer
        self.surface = surface
        window = nil
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// The renderer of a window: SDL's choice of driver (see `Window.chooseRenderer`).
    public init(window: Window) throws {
        _ = PixelMemory.returnedToTheSystem
        var renderer = SDL_CreateRenderer(window.pointer, -1,
                                          SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil { renderer = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let renderer else { throw SDLError("cannot draw in the window") }
        pointer = renderer
        surface = nil
        self.window = window
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    isolated deinit {
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

    public func present() {
        defer { presentedRegions = nil }
        guard let regions = presentedRegions else { return SDL_RenderPresent(pointer) }
        present(only: regions)
    }

    /// Shows only the pixels of `rects` drawn since the last present: with a software
    /// renderer drawing into its window's surface, the rest of the window keeps what is
    /// on screen; any other renderer shows the whole frame.
    public func present(only rects: [PixelRect]) {
        guard let window, isSoftware else { return present() }
        SDL_RenderFlush(pointer)
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
    var softwareTarget: PixelPlane? {
        guard isSoftware else { return nil }
        guard let target = surface?.pointer ?? window.flatMap({ SDL_GetWindowSurface($0.pointer) }) else { return nil }
        SDL_RenderFlush(pointer)
        return PixelPlane(target)
    }

    /// Fills the whole target with `color` (the unit of the frame benchmark: a bare clear + present).
    public func clear(_ color: RGBA) {
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(pointer)
    }

    /// The pixels drawn so far, as a new surface (the `screenshot` command).
    public func capture() throws -> Surface {
        let (w, h) = outputSize
        let copy = try Surface(width: w, height: h)
        let status = SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                          copy.pointer.pointee.pixels, copy.pointer.pointee.pitch)
        if status != 0 { throw SDLError("SDL_RenderReadPixels") }
        return copy
    }
}
