#if canImport(Glibc)
import Glibc
#endif

/// Standard input read a line at a time (by a `LineReader`, memory bounded, Y7) on a thread
/// of its own, so that the headless driver waits for the next line and still stops at once
/// when a signal comes (Reliability: SIGTERM, SIGINT and SIGHUP save and exit promptly, even
/// while no line arrives).
final class ProtocolInput: @unchecked Sendable {
    /// Lines read ahead at most: a flood of commands waits in the pipe, not in memory.
    static let readAhead = 64

    private let condition = Condition()
    private var lines: [LineReader.Line] = []
    private var ended = false
    private var stopped = false

    /// Starts reading `fileDescriptor` (standard input unless a test gives another).
    init(fileDescriptor: Int32 = STDIN_FILENO) {
        BackgroundThread.start(name: "protocol input") { [self] in
            let reader = LineReader(fileDescriptor: fileDescriptor)
            while let line = reader.next() {
                guard push(line) else { return }
            }
            condition.withLock {
                ended = true
                condition.broadcast()
            }
        }
    }

    /// Hands a line over, waiting while too many are waiting; false once stopped.
    private func push(_ line: LineReader.Line) -> Bool {
        condition.withLock {
            while lines.count >= Self.readAhead && !stopped { condition.wait() }
            guard !stopped else { return false }
            lines.append(line)
            condition.broadcast()
            return true
        }
    }

    /// The next line; nil at the end of input, and once `stop()` was called (lines still
    /// waiting are dropped).
    func next() -> LineReader.Line? {
        condition.withLock {
            while lines.isEmpty && !ended && !stopped { condition.wait() }
            guard !stopped, !lines.isEmpty else { return nil }
            condition.broadcast()
            return lines.removeFirst()
        }
    }

    /// Ends the input now, from any thread: `next()` returns nil.
    func stop() {
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
    }
}
