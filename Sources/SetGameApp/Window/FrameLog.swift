#if canImport(Glibc)
import Glibc
#endif

/// With `SET_GAME_FRAME_LOG=PATH` in the environment, the window appends one line per frame
/// it presents: the time since launch in milliseconds, then what drawing and presenting the
/// frame took, in microseconds. `make bench` counts these lines to give the frame rate
/// while cards fly (P1) and finds the slowest frame after a resize (P2); without the
/// variable nothing is written.
final class FrameLog {
    static let variable = "SET_GAME_FRAME_LOG"
    private let descriptor: Int32

    /// The log named by the environment, or nil when it is not set or cannot be opened.
    init?(environment: [String: String]) {
        guard let path = environment[Self.variable], !path.isEmpty else { return nil }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// One presented frame at `milliseconds` since launch that took `microseconds` to draw
    /// and present: a single write, so a reader sees whole lines even while the game runs.
    func presented(atMilliseconds milliseconds: UInt64, tookMicroseconds microseconds: UInt64) {
        let line = Array("\(milliseconds) \(microseconds)\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
