#if canImport(Glibc)
import Glibc
#endif

/// With `SET_GAME_FRAME_LOG=PATH` in the environment, the window appends one line per frame
/// it presents: the time since launch in milliseconds, then what drawing and presenting the
/// frame took, in microseconds. `make bench` counts these lines to give the frame rate
/// while cards fly (P1) and finds the slowest frame after a resize (P2); without the
/// variable nothing is written.
///
/// The lines are kept and written together (P4: a write per frame was a fortieth of the
/// CPU while clicking): once some 4 KB wait, and whenever the window is about to sleep with
/// nothing moving or stops; each write holds whole lines, so a reader never sees half of one.
final class FrameLog {
    static let variable = "SET_GAME_FRAME_LOG"
    private let descriptor: Int32
    private var waiting: [UInt8] = []
    static let writeAt = 4000

    /// The log named by the environment, or nil when it is not set or cannot be opened.
    init?(environment: [String: String]) {
        guard let path = environment[Self.variable], !path.isEmpty else { return nil }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        waiting.reserveCapacity(Self.writeAt + 64)
    }

    deinit {
        flush()
        close(descriptor)
    }

    /// One presented frame at `milliseconds` since launch that took `microseconds` to draw
    /// and present.
    func presented(atMilliseconds milliseconds: UInt64, tookMicroseconds microseconds: UInt64) {
        append(milliseconds)
        waiting.append(UInt8(ascii: " "))
        append(microseconds)
        waiting.append(UInt8(ascii: "\n"))
        if waiting.count >= Self.writeAt { flush() }
    }

    /// Writes the lines kept so far.
    func flush() {
        guard !waiting.isEmpty else { return }
        _ = waiting.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        waiting.removeAll(keepingCapacity: true)
    }

    /// `number` in decimal digits.
    private func append(_ number: UInt64) {
        let start = waiting.count
        var rest = number
        repeat {
            waiting.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        waiting[start...].reverse()
    }
}
