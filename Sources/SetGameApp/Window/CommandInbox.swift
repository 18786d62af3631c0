import CSDL2
import Foundation

/// Lines read from standard input on a background thread, handed to the window loop.
/// Each new line wakes the loop with an SDL user event.
final class CommandInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var ended = false
    /// Set when the window closes: from then on nothing touches SDL.
    private var stopped = false

    /// Starts reading standard input until its end.
    func startReading() {
        let thread = Thread { [self] in
            while let line = readLine(strippingNewline: true) { push(line) }
            lock.withLock {
                ended = true
                wakeLoop()
            }
        }
        thread.start()
    }

    private func push(_ line: String) {
        lock.withLock {
            lines.append(line)
            wakeLoop()
        }
    }

    /// Stops waking the window: call before SDL shuts down. The reading thread may still
    /// be blocked on standard input; it then ends with the process.
    func stop() {
        lock.withLock { stopped = true }
    }

    /// Posts an SDL user event; called with the lock held, so `stop()` waits for it.
    private func wakeLoop() {
        guard !stopped else { return }
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }

    /// Takes every waiting line; `ended` once standard input is closed and drained.
    func take() -> (lines: [String], ended: Bool) {
        lock.withLock {
            defer { lines.removeAll() }
            return (lines, ended)
        }
    }
}
