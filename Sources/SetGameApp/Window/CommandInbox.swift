import Foundation

/// Lines read from standard input (by a `LineReader`, memory bounded, Y7) on a background
/// thread, handed to the window loop. Each new line wakes the loop.
final class CommandInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [LineReader.Line] = []
    private var ended = false
    private let waker: LoopWaker

    init(waker: LoopWaker) {
        self.waker = waker
    }

    /// Starts reading standard input until its end. The reading thread may still be blocked
    /// on standard input when the window closes; it then ends with the process.
    func startReading() {
        let thread = Thread { [self] in
            let reader = LineReader()
            while let line = reader.next() { push(line) }
            lock.withLock { ended = true }
            waker.wake()
        }
        thread.start()
    }

    private func push(_ line: LineReader.Line) {
        lock.withLock { lines.append(line) }
        waker.wake()
    }

    /// Takes every waiting line; `ended` once standard input is closed and drained.
    func take() -> (lines: [LineReader.Line], ended: Bool) {
        lock.withLock {
            defer { lines.removeAll() }
            return (lines, ended)
        }
    }
}
