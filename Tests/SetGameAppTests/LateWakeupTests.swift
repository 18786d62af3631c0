import CX11
@testable import SetGameApp
import TestSupport
import Testing

/// Y7, B6: SDL's wake-up sent to a window the X server has already destroyed (the game quit
/// just as a protocol line came) gets a BadWindow answer; it must not end the game with 1.
/// Made here on purpose: an event sent over a second connection to a window destroyed on
/// the first, then read back with `XSync`, as SDL's shutdown reads it.
@Suite("A late wake-up after the window is gone", .serialized, .needsDisplay)
struct LateWakeupTests {
    /// The errors the handler in place before `LateWakeups.ignore()` was given.
    nonisolated(unsafe) static var handedOn: [UInt8] = []

    @Test func aBadWindowAnswerToASentEventIsDroppedAndOtherErrorsGoOn() throws {
        let first = try #require(XOpenDisplay(nil)), second = try #require(XOpenDisplay(nil))
        defer { XCloseDisplay(second); XCloseDisplay(first) }
        let window = XCreateSimpleWindow(first, XDefaultRootWindow(first), 0, 0, 10, 10, 0, 0, 0)
        XDestroyWindow(first, window)
        XSync(first, 0)

        // Without the filter, Xlib's default handler would end the test process here.
        let original = XSetErrorHandler { _, error in
            LateWakeupTests.handedOn.append(error?.pointee.request_code ?? 0)
            return 0
        }
        defer { XSetErrorHandler(original) }
        #expect(LateWakeups.ignore())

        var wake = XEvent()
        wake.xclient.type = ClientMessage
        wake.xclient.format = 8
        XSendEvent(second, window, 0, NoEventMask, &wake)
        XSync(second, 0)
        #expect(Self.handedOn.isEmpty, "a late wake-up was handed on: \(Self.handedOn)")

        // Any other error still reaches the handler that was in place.
        XMapWindow(second, window)
        XSync(second, 0)
        #expect(Self.handedOn == [UInt8(X_MapWindow)])
    }

    /// The filter reads Xlib's own `XErrorEvent`: its mirror has the same layout.
    @Test func theErrorEventMirrorsXlibsLayout() {
        #expect(MemoryLayout<LateWakeups.ErrorEvent>.stride == MemoryLayout<XErrorEvent>.stride)
        #expect(MemoryLayout<LateWakeups.ErrorEvent>.offset(of: \.errorCode) == MemoryLayout<XErrorEvent>.offset(of: \.error_code))
        #expect(MemoryLayout<LateWakeups.ErrorEvent>.offset(of: \.requestCode) == MemoryLayout<XErrorEvent>.offset(of: \.request_code))
        #expect(LateWakeups.badWindow == UInt8(BadWindow))
        #expect(LateWakeups.sendEvent == UInt8(X_SendEvent))
    }
}
