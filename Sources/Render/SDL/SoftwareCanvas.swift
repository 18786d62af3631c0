import CSDL2
import CSDL2Gfx

/// A software renderer drawing into its own surface: used for headless frames and to
/// rasterize card faces, identical on every machine.
public final class SoftwareCanvas {
    public let surface: Surface
    public let renderer: OpaquePointer

    public init(width: Int, height: Int) throws {
        surface = try Surface(width: width, height: height)
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer)
        else { throw SDLError("SDL_CreateSoftwareRenderer") }
        self.renderer = renderer
    }

    deinit {
        // SDL2_gfx caches font glyph textures per renderer: drop them before it dies.
        gfxPrimitivesSetFont(nil, 0, 0)
        SDL_DestroyRenderer(renderer)
    }
}
