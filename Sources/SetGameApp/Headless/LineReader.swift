#if canImport(Glibc)
import Glibc
#endif

/// Reads protocol lines from a file descriptor (standard input by default) in chunks, with
/// memory bounded whatever arrives (Y7): a line longer than `lineLimit` bytes is reported as
/// `.overLong` as soon as it passes the limit, and the rest of it is read and dropped, never
/// stored — `< /dev/zero` or a 10 MB line costs no more than an ordinary one.
///
/// A line ends at `\n`; one `\r` before it is dropped (CRLF). A last line without a newline
/// is still a line. Bytes that are not UTF-8 become U+FFFD. Reading blocks; use one reader
/// on one thread.
public final class LineReader {
    /// What the reader yields.
    public enum Line: Equatable, Sendable {
        /// A whole line, without its line end.
        case text(String)
        /// A line over the limit; what was read of it is gone and the rest will be skipped.
        case overLong
    }

    /// Y7: the longest line, in bytes, not counting its line end (64 KiB).
    public static let lineLimit = 65536

    private let fileDescriptor: Int32
    private let limit: Int
    private let chunk: UnsafeMutableRawBufferPointer
    /// The part of `chunk` read but not yet taken.
    private var start = 0, end = 0
    /// The line gathered so far (at most `limit` + 1 bytes: room for a `\r`).
    private var pending: [UInt8] = []
    /// In an over-long line that was already reported: bytes up to its newline are dropped.
    private var skipping = false
    private var ended = false

    /// The most bytes the reader has held at once (its chunk and its line): tests check it
    /// stays near `lineLimit` + `chunkSize` whatever the input.
    public private(set) var peakBufferedBytes = 0

    /// Reads `fileDescriptor` (not closed by the reader) `chunkSize` bytes at a time.
    public init(fileDescriptor: Int32 = STDIN_FILENO, lineLimit: Int = LineReader.lineLimit, chunkSize: Int = 16384) {
        self.fileDescriptor = fileDescriptor
        limit = lineLimit
        chunk = .allocate(byteCount: max(chunkSize, 1), alignment: 1)
        pending.reserveCapacity(lineLimit + 1)
        peakBufferedBytes = chunk.count + pending.capacity
    }

    deinit { chunk.deallocate() }

    /// The next line; nil once the input has ended (or cannot be read).
    public func next() -> Line? {
        while true {
            if start == end {
                if ended { return lastLine() }
                fill()
                continue
            }
            if let line = takeFromChunk() { return line }
        }
    }

    /// Moves bytes from the chunk into the line: a line when a newline ends it, `.overLong`
    /// when the line passes the limit, nil when the chunk is used up first.
    private func takeFromChunk() -> Line? {
        let base = chunk.baseAddress!
        let newline = memchr(base + start, 0x0A, end - start).map { base.distance(to: $0) }
        let pieceEnd = newline ?? end
        let piece = UnsafeRawBufferPointer(rebasing: chunk[start..<pieceEnd])
        start = newline.map { $0 + 1 } ?? end
        if skipping {
            if newline != nil { skipping = false }
            return nil
        }
        guard pending.count + piece.count <= limit + 1 else {
            pending.removeAll(keepingCapacity: true)
            skipping = newline == nil
            return .overLong
        }
        pending.append(contentsOf: piece)
        peakBufferedBytes = max(peakBufferedBytes, chunk.count + pending.capacity)
        return newline == nil ? nil : takeLine()
    }

    /// The gathered line, emptied.
    private func takeLine() -> Line {
        defer { pending.removeAll(keepingCapacity: true) }
        let length = pending.last == 0x0D ? pending.count - 1 : pending.count
        guard length <= limit else { return .overLong }
        return .text(String(decoding: pending[..<length], as: UTF8.self))
    }

    /// At the end of input: what is left of a line without its newline.
    private func lastLine() -> Line? {
        if skipping {
            skipping = false
            return nil
        }
        return pending.isEmpty ? nil : takeLine()
    }

    /// Reads the next chunk, waiting for it; marks the end of input on end of file or an error.
    private func fill() {
        let count = read(fileDescriptor, chunk.baseAddress, chunk.count)
        if count > 0 {
            (start, end) = (0, count)
        } else if count < 0 && errno == EINTR {
            return
        } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
            var wait = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&wait, 1, -1)
        } else {
            ended = true
        }
    }
}
