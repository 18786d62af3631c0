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

    /// A `width` × `height` ARGB texture whose pixels `draw` writes, row after row, straight
    /// into the renderer's memory for it (no surface in between).
    public init(renderer: Renderer, width: Int, height: Int,
                draw: (UnsafeMutableBufferPointer<UInt32>) throws -> Void) throws {
        guard let texture = SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        else { throw SDLError("SDL_CreateTexture") }
        pointer = texture
        self.width = width
        self.height = height
        self.renderer = renderer
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { throw SDLError("SDL_LockTexture") }
        defer { SDL_UnlockTexture(texture) }
        guard Int(pitch) == width * 4 else {
            // Rows with padding: draw into a buffer of our own, then copy row by row.
            let rows = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width * height)
            defer { rows.deallocate() }
            try draw(rows)
            for y in 0..<height {
                (pixels + y * Int(pitch)).copyMemory(from: rows.baseAddress! + y * width, byteCount: width * 4)
            }
            return
        }
        try draw(UnsafeMutableBufferPointer(start: pixels.assumingMemoryBound(to: UInt32.self), count: width * height))
    }

    isolated deinit { SDL_DestroyTexture(pointer) }

    /// Scaling filter used when the texture is drawn at another size than its own.
    public func setLinearFiltering(_ linear: Bool) {
        SDL_SetTextureScaleMode(pointer, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    }
}
