#if canImport(Glibc)
import Glibc
#endif
import Localization
import Render

/// The X server gone from under the window (the window killed from outside with xkill or
/// `xdotool windowkill`, the server ended): Xlib's default answer prints several lines and
/// exits. Instead the game is saved, one line says what happened, and the process exits
/// with 1 (Y3, B6).
///
/// SDL loads libX11 itself, so its handler is set through the loaded library (nothing to
/// link; under Wayland there is no libX11 and nothing to do).
@MainActor
enum DisplayLoss {
    /// Saves the game; run by the handler on the main thread, where the window's loop runs.
    private(set) static var save: (() -> Void)?
    /// The thread `watch` ran on: the main thread, the only one where `save` may run.
    nonisolated(unsafe) private(set) static var mainThread: pthread_t?

    typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
    private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

    /// From now on a lost X connection runs `save` and ends the process with one line.
    static func watch(save: @escaping () -> Void) {
        guard let symbol = LoadedX11.symbol("XSetIOErrorHandler") else { return }
        self.save = save
        mainThread = pthread_self()
        _ = message  // made now, in the player's language, not in the handler
        _ = unsafeBitCast(symbol, to: SetIOErrorHandler.self)(displayLost)
    }

    /// The line the player sees, as bytes made before any handler can run (`watch`).
    nonisolated static let message = Array(
        ("set-game: " + tr("the connection to the display was lost (the window was closed from outside); the game is saved")
         + "\n").utf8)
}

/// Xlib's I/O error handler: it must not return (Xlib would exit anyway). Nothing here
/// touches X again; `_exit` skips the exit handlers, which might.
private func displayLost(_ display: OpaquePointer?) -> Int32 {
    if let main = DisplayLoss.mainThread, pthread_equal(main, pthread_self()) != 0 {
        MainActor.assumeIsolated { DisplayLoss.save?() }
    }
    _ = DisplayLoss.message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    _exit(1)
}
