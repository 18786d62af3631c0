import CSDL2

/// Owns an `SDL_Surface` (32-bit ARGB8888 unless loaded from a file) and frees it.
public final class Surface {
    public let pointer: UnsafeMutablePointer<SDL_Surface>

    public init(owning pointer: UnsafeMutablePointer<SDL_Surface>) { self.pointer = pointer }

    /// A blank, fully transparent ARGB surface.
    public convenience init(width: Int, height: Int) throws {
        _ = PixelMemory.returnedToTheSystem
        guard let surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(max(1, width)), Int32(max(1, height)), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { throw SDLError("SDL_CreateRGBSurfaceWithFormat") }
        self.init(owning: surface)
    }

    /// Loads a PNG (or any format SDL_image reads), converted to ARGB8888.
    public convenience init(png path: String) throws {
        guard let loaded = try ImageLibrary.functions().load(path) else { throw SDLError("cannot read image \(path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        else { throw SDLError("SDL_ConvertSurfaceFormat") }
        self.init(owning: converted)
    }

    deinit { SDL_FreeSurface(pointer) }

    public var width: Int { Int(pointer.pointee.w) }
    public var height: Int { Int(pointer.pointee.h) }

    /// The pixel at (x, y) as ARGB.
    public func pixel(x: Int, y: Int) -> UInt32 {
        withPixels { $0[y * width + x] }
    }

    /// Reads or writes the pixels as packed ARGB8888 values, row by row without padding.
    public func withPixels<T>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> T) rethrows -> T {
        precondition(pointer.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue)
        SDL_LockSurface(pointer)
        defer { SDL_UnlockSurface(pointer) }
        let pitch = Int(pointer.pointee.pitch) / 4
        precondition(pitch == width, "surfaces are created without row padding")
        let base = pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        return try body(UnsafeMutableBufferPointer(start: base, count: pitch * height))
    }
}
