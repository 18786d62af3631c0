#if canImport(Glibc)
import Glibc
#endif

/// Standard output and standard error, written straight to their file descriptors with
/// `write(2)` (no buffer to flush, whole lines even between threads), so the game needs
/// no Foundation for them (P3: Foundation and its ICU cost start time and memory).
public enum StandardStream: Sendable {
    case output, error

    var descriptor: Int32 { self == .output ? 1 : 2 }

    /// Writes `text` and a newline.
    public func write(line text: String) {
        write(text + "\n")
    }

    /// Writes all of `text`, again after an interrupted or partial write; gives up when the
    /// stream is closed (a reader that went away).
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
