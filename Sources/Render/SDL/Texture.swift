import CSDL2

/// Owns an `SDL_Texture` and destroys it; keeps its renderer alive until then.
@MainActor
public final class Texture {
    public let pointer: OpaquePointer
    public let width: Int
    public let height: Int
    private let renderer: Renderer

    public init(renderer: Renderer, surface: Surface) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer)
        else { throw SDLError("SDL_CreateTextureFromSurface") }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        pointer = texture
        width = surface.width
        height = surface.height
        self.renderer = renderer
    }

    isolated deinit { SDL_DestroyTexture(pointer) }

    /// Scaling filter used when the texture is drawn at another size than its own.
    public func setLinearFiltering(_ linear: Bool) {
        SDL_SetTextureScaleMode(pointer, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    }
}
