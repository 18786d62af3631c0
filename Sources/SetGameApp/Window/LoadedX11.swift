#if canImport(Glibc)
import Glibc
#endif

/// libX11 as SDL loaded it: the game links no X library (under Wayland there is none), and
/// sets Xlib's error handlers through the copy SDL uses (`DisplayLoss`, `LateWakeups`).
enum LoadedX11 {
    /// `name` in the libX11 already loaded; nil when SDL did not load it.
    static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD).flatMap { dlsym($0, name) }
    }
}
