#if canImport(Glibc)
import Glibc
#endif

/// libX11 and libXext as SDL loaded them: the game links no X library (under Wayland there
/// is none), and calls Xlib through the copy SDL uses: its error handlers (`DisplayLoss`,
/// `LateWakeups`) and the window's shared pixels (`SharedWindowPixels`).
public enum LoadedX11 {
    /// `name` in the libX11 already loaded; nil when SDL did not load it.
    public static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        symbol(name, in: "libX11.so.6")
    }

    /// `name` in the X extensions' library (MIT-SHM's functions), if SDL loaded it.
    static func extensionSymbol(_ name: String) -> UnsafeMutableRawPointer? {
        symbol(name, in: "libXext.so.6")
    }

    private static func symbol(_ name: String, in library: String) -> UnsafeMutableRawPointer? {
        dlopen(library, RTLD_NOW | RTLD_NOLOAD).flatMap { dlsym($0, name) }
    }
}
