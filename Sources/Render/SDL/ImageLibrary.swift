import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// SDL_image, opened the first time a PNG is read or written (a screenshot, a golden), not
/// at launch: linked, it and the image libraries it loads (TIFF, WebP, JPEG and theirs, nine
/// in all) were loaded before the first frame and kept 1.6 MB resident in a game that never
/// reads or writes an image while it is played (P3).
enum ImageLibrary {
    /// The shared library of Debian's `libsdl2-image-2.0-0`.
    static let file = "libSDL2_image-2.0.so.0"

    typealias Load = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<SDL_Surface>?
    typealias SavePNG = @convention(c) (UnsafeMutablePointer<SDL_Surface>?, UnsafeMutablePointer<SDL_RWops>?, Int32) -> Int32

    /// `IMG_Load` and `IMG_SavePNG_RW` of SDL_image.
    struct Functions: @unchecked Sendable {
        let load: Load
        let savePNG: SavePNG
    }

    /// SDL_image's functions, or why they cannot be had (one line naming the library).
    static func functions() throws -> Functions {
        try opened.get()
    }

    private struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    private static let opened: Result<Functions, Unavailable> = {
        guard let library = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(Unavailable(description: "cannot open \(file): " + (dlerror().map { String(cString: $0) } ?? "not found")))
        }
        guard let load = dlsym(library, "IMG_Load"), let save = dlsym(library, "IMG_SavePNG_RW") else {
            return .failure(Unavailable(description: "\(file) has no IMG_Load or IMG_SavePNG_RW"))
        }
        return .success(Functions(load: unsafeBitCast(load, to: Load.self), savePNG: unsafeBitCast(save, to: SavePNG.self)))
    }()
}
