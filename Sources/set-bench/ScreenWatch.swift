import CX11
import Foundation

/// Watches the X server's screen from outside the game (P3): one pixel of the root window,
/// read with `XGetImage`, shows when the game's first frame reached the screen, whatever
/// the game itself believes about it.
final class ScreenWatch {
    private let display: OpaquePointer
    private let root: Window
    /// The middle of the screen, where a centred window shows its table.
    let middle: (x: Int32, y: Int32)

    /// Nil without an X display (`DISPLAY` unset or unreachable).
    init?() {
        guard let display = XOpenDisplay(nil) else { return nil }
        self.display = display
        root = XDefaultRootWindow(display)
        let screen = XDefaultScreen(display)
        middle = (XDisplayWidth(display, screen) / 2, XDisplayHeight(display, screen) / 2)
        // The X server blanks the screen after 10 minutes without input, which hides every
        // window from XGetImage: no screen saver while the benchmark watches.
        XSetScreenSaver(display, 0, 0, DontPreferBlanking, DefaultExposures)
        XForceScreenSaver(display, ScreenSaverReset)
    }

    deinit { XCloseDisplay(display) }

    /// The colour of one screen pixel as 0xRRGGBB (a 24-bit TrueColor screen, as Xvfb's).
    func pixel(x: Int32, y: Int32) -> UInt32 {
        guard let image = XGetImage(display, root, x, y, 1, 1, XAllPlanes(), ZPixmap) else { return 0 }
        defer { _ = image.pointee.f.destroy_image(image) }
        return UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, 0, 0)) & 0xFF_FFFF
    }

    /// Polls the middle of the screen until it shows `color` (0xRRGGBB); returns the
    /// milliseconds since `start`, or nil after `timeout` seconds.
    func waitForMiddle(toShow color: UInt32, since start: ContinuousClock.Instant, timeout: Double) -> Double? {
        let clock = ContinuousClock()
        while true {
            let elapsed = (clock.now - start).milliseconds
            if pixel(x: middle.x, y: middle.y) == color { return elapsed }
            if elapsed > timeout * 1000 { return nil }
            usleep(200)
        }
    }

    /// Waits (up to `timeout` seconds) until the middle no longer shows `color`: the
    /// previous launch's window is gone.
    func waitForMiddle(toLeave color: UInt32, timeout: Double) {
        let start = ContinuousClock.now
        while pixel(x: middle.x, y: middle.y) == color, (ContinuousClock.now - start).milliseconds < timeout * 1000 {
            usleep(1000)
        }
    }
}
