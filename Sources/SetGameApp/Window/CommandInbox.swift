
/// Lines read from standard input (by a `LineReader`, memory bounded, Y7) on a background
/// thread, handed to the window loop a batch at a time.
///
/// However fast lines come, the window keeps its own events (Y7): at most `capacity` lines
/// wait (the reading thread then waits too, and standard input backs up), at most one
/// wake-up is in SDL's event queue, and the loop takes at most `batch` lines a frame, so
/// the close button, Ctrl+Q and the quit signals are seen between two batches.
final class CommandInbox: @unchecked Sendable {
    /// Lines waiting for the loop before the reading thread stops reading.
    static let capacity = 256
    /// Lines the loop takes at a time.
    static let batch = 64

    private let condition = Condition()
    private var lines: [LineReader.Line] = []
    private var ended = false
    /// A wake-up is in SDL's queue and the loop has not taken its lines yet.
    private var wakePending = false
    private let waker: LoopWaker

    init(waker: LoopWaker) {
        self.waker = waker
    }

    /// Starts reading standard input until its end. The reading thread may still be blocked
    /// on standard input, or waiting for room, when the window closes; it then ends with
    /// the process.
    func startReading() {
        BackgroundThread.start(name: "protocol input") { [self] in
            let reader = LineReader()
            while let line = reader.next() { push(line) }
            condition.withLock { ended = true }
            wakeOnce()
        }
    }

    /// Queues `line`, waiting while `capacity` lines already wait.
    private func push(_ line: LineReader.Line) {
        condition.withLock {
            while lines.count >= Self.capacity { condition.wait() }
            lines.append(line)
        }
        wakeOnce()
    }

    /// Posts a wake-up unless one is already waiting in SDL's queue.
    private func wakeOnce() {
        let post = condition.withLock {
            defer { wakePending = true }
            return !wakePending
        }
        if post { waker.wake() }
    }

    /// Takes up to `batch` waiting lines (on the loop's thread, for the wake-up it handles);
    /// `ended` once standard input is closed and every line taken. When lines are left, a
    /// new wake-up brings the loop back after its next frame.
    func take() -> (lines: [LineReader.Line], ended: Bool) {
        let (taken, ended, more) = condition.withLock {
            let taken = Array(lines.prefix(Self.batch))
            lines.removeFirst(taken.count)
            wakePending = false
            condition.broadcast()
            return (taken, self.ended && lines.isEmpty, !lines.isEmpty)
        }
        if more { wakeOnce() }
        return (taken, ended)
    }
}
