import CSDL2
import CSDL2Gfx

/// A private software renderer drawing into its own surface, used to rasterize one card
/// face or shape (pure CPU work, identical on every machine). It shares nothing with the
/// window: the surface it fills becomes a `Texture` afterwards.
final class SoftwareCanvas {
    let surface: Surface
    let renderer: OpaquePointer

    init(width: Int, height: Int) throws {
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
