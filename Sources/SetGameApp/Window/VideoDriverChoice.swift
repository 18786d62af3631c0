import CSDL2

/// Which of SDL's video drivers may be tried: without a display the player is told so in one
/// line (Y3), so SDL must not try a Wayland display that cannot be there. libwayland finds
/// its display in `$XDG_RUNTIME_DIR` (unless `WAYLAND_DISPLAY` is a full path) and, when that
/// folder is not set, says so on standard error before SDL moves on to X11.
enum VideoDriverChoice {
    /// True when a Wayland display could be reached with this environment.
    static func waylandReachable(_ environment: [String: String]) -> Bool {
        if let display = environment["WAYLAND_DISPLAY"], display.hasPrefix("/") { return true }
        return !(environment["XDG_RUNTIME_DIR"] ?? "").isEmpty
    }

    /// Leaves Wayland out when it cannot be reached, unless the player chose a driver
    /// (`SDL_VIDEODRIVER`).
    static func apply(_ environment: [String: String] = ProcessEnvironment.variables()) {
        guard environment["SDL_VIDEODRIVER"] == nil, !waylandReachable(environment) else { return }
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
    }
}
