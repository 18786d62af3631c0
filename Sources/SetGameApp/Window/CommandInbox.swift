import CSDL2
import Foundation

/// Lines read from standard input on a background thread, handed to the window loop.
/// Each new line wakes the loop with an SDL user event.
final class CommandInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var ended = false

    /// Starts reading standard input until its end.
    func startReading() {
        let thread = Thread { [self] in
            while let line = readLine(strippingNewline: true) { push(line) }
            lock.withLock { ended = true }
            wake()
        }
        thread.start()
    }

    private func push(_ line: String) {
        lock.withLock { lines.append(line) }
        wake()
    }

    private func wake() {
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
