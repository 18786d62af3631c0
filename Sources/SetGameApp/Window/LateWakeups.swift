#if canImport(Glibc)
import Glibc
#endif
import Render

/// SDL wakes a waiting window loop by sending an X event to the window over a second
/// connection of its own (`X11_SendWakeupEvent`) whenever an event is queued while the loop
/// waits: from another thread (a protocol line, a quit signal), and from SDL's own handling
/// of the X event that ended the wait (Ctrl+Q, the close button), so that a quit by key or
/// button sends one just before the window goes. The X server may take the window's
/// destruction, asked on the main connection, before that event: the event's window is gone
/// and the server answers BadWindow. SDL reads the answer only when it closes that
/// connection at shutdown, and Xlib's default handler then prints the error and ends the
/// process with 1, a busy machine making it likelier (Y7, B6).
///
/// The error is harmless (SDL's own source says nothing can be done about it), and so is
/// the same error for any event sent to a window that went away meanwhile: those are
/// dropped. Every other X error goes on to the handler that was in place (SDL's, then
/// Xlib's). Set through the loaded libX11, as `DisplayLoss` does: nothing to link.
enum LateWakeups {
    typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?

    /// The handler in place before `ignore()`, which every other error goes to.
    nonisolated(unsafe) private(set) static var next: ErrorHandler?

    /// From now on a BadWindow answer to an event sent to a window is dropped. Returns false
    /// when libX11 is not loaded (no X11 display, e.g. under Wayland: nothing to do).
    @discardableResult
    static func ignore() -> Bool {
        guard let symbol = LoadedX11.symbol("XSetErrorHandler") else { return false }
        let previous = unsafeBitCast(symbol, to: SetErrorHandler.self)(dropLateWakeup)
        // Installed twice, the filter must not hand errors on to itself.
        if let previous, unsafeBitCast(previous, to: UnsafeRawPointer.self)
            != unsafeBitCast(dropLateWakeup as ErrorHandler, to: UnsafeRawPointer.self) {
            next = previous
        }
        return true
    }

    /// Xlib's `XErrorEvent` (X11/Xlib.h), whose layout is part of Xlib's stable ABI.
    struct ErrorEvent {
        var type: Int32
        var display: OpaquePointer?
        var resourceID: UInt
        var serial: UInt
        var errorCode: UInt8
        var requestCode: UInt8
        var minorCode: UInt8
    }

    /// X's BadWindow error and its SendEvent request (X11/X.h, X11/Xproto.h).
    static let badWindow: UInt8 = 3
    static let sendEvent: UInt8 = 25

    /// Whether an error is a late wake-up's (or any sent event's whose window went away).
    static func isLateWakeup(_ error: ErrorEvent) -> Bool {
        error.errorCode == badWindow && error.requestCode == sendEvent
    }
}

/// Xlib's error handler: drops late wake-ups, hands every other error on.
private func dropLateWakeup(_ display: OpaquePointer?, _ event: UnsafeMutableRawPointer?) -> Int32 {
    guard let event else { return 0 }
    if LateWakeups.isLateWakeup(event.load(as: LateWakeups.ErrorEvent.self)) { return 0 }
    return LateWakeups.next?(display, event) ?? 0
}
