import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// A screenshot that could not be written: which step failed and the system's reason.
public struct PNGWriteError: Error, CustomStringConvertible, Equatable {
    /// `encode`, `open`, `write` or `close`.
    public let step: String
    public let reason: String

    public var description: String { "\(step): \(reason)" }

    init(step: String, errno code: Int32) {
        self.step = step
        reason = String(cString: strerror(code))
    }

    init(step: String, reason: String) {
        self.step = step
        self.reason = reason
    }
}

extension Surface {
    /// Writes the surface as a PNG: encoded in memory first, then written with checked
    /// writes, so a full disk, `/dev/full`, a missing folder or a directory is an error
    /// (`PNGWriteError`), never a silent short file (Y3).
    public func savePNG(to path: String) throws {
        try PNGFile.write(try pngData(), to: path)
    }

    /// The surface encoded as a PNG file's bytes.
    public func pngData() throws -> [UInt8] {
        let savePNG = try ImageLibrary.functions().savePNG
        let stream = GrowingStream()
        guard let rw = SDL_AllocRW() else { throw SDLError("SDL_AllocRW") }
        defer { SDL_FreeRW(rw) }
        stream.attach(to: rw)
        let status = withExtendedLifetime(stream) { savePNG(pointer, rw, 0) }
        if status != 0 { throw PNGWriteError(step: "encode", reason: String(cString: SDL_GetError())) }
        return stream.bytes
    }
}

/// Bytes written to disk with plain POSIX calls, each one checked.
enum PNGFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PNGWriteError(step: "open", errno: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let failure = PNGWriteError(step: "write", errno: count < 0 ? errno : ENOSPC)
                discard(fd, path)
                throw failure
            }
            written += count
        }
        if close(fd) != 0 {
            let failure = PNGWriteError(step: "close", errno: errno)
            if isRegularFile(path) { unlink(path) }
            throw failure
        }
    }

    /// After a failed write: closes the file and removes it when it is a regular file
    /// (a cut-off PNG is worse than none); a device such as `/dev/full` stays.
    private static func discard(_ fd: Int32, _ path: String) {
        var info = stat()
        let regular = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        close(fd)
        if regular { unlink(path) }
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}

/// An `SDL_RWops` over a byte array that grows as it is written (SDL has only fixed
/// memory streams); reads, seeks and the size work too, for encoders that use them.
private final class GrowingStream {
    var bytes: [UInt8] = []
    var position = 0

    /// Points `rw`'s callbacks at this stream; the stream must outlive every call.
    func attach(to rw: UnsafeMutablePointer<SDL_RWops>) {
        rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(self).toOpaque()
        rw.pointee.size = { rw in Int64(GrowingStream.of(rw).bytes.count) }
        rw.pointee.seek = { rw, offset, whence in GrowingStream.of(rw).seek(offset, whence) }
        rw.pointee.read = { rw, target, size, count in GrowingStream.of(rw).read(into: target, size, count) }
        rw.pointee.write = { rw, source, size, count in GrowingStream.of(rw).write(source, size, count) }
        rw.pointee.close = { _ in 0 }  // freed by its owner with SDL_FreeRW
    }

    static func of(_ rw: UnsafeMutablePointer<SDL_RWops>?) -> GrowingStream {
        Unmanaged<GrowingStream>.fromOpaque(rw!.pointee.hidden.unknown.data1).takeUnretainedValue()
    }

    func seek(_ offset: Int64, _ whence: Int32) -> Int64 {
        let base: Int64 = switch whence {
        case RW_SEEK_SET: 0
        case RW_SEEK_CUR: Int64(position)
        case RW_SEEK_END: Int64(bytes.count)
        default: -1
        }
        let target = base + offset
        guard base >= 0, target >= 0, target <= Int64(Int.max) else { return -1 }
        position = Int(target)
        return target
    }

    func read(into target: UnsafeMutableRawPointer?, _ size: Int, _ count: Int) -> Int {
        guard let target, size > 0, position < bytes.count else { return 0 }
        let whole = min(count, (bytes.count - position) / size)
        bytes.withUnsafeBytes { target.copyMemory(from: $0.baseAddress! + position, byteCount: whole * size) }
        position += whole * size
        return whole
    }

    func write(_ source: UnsafeRawPointer?, _ size: Int, _ count: Int) -> Int {
        let (length, overflow) = size.multipliedReportingOverflow(by: count)
        guard let source, !overflow, length > 0 else { return 0 }
        if position > bytes.count { bytes.append(contentsOf: repeatElement(0, count: position - bytes.count)) }
        let end = position + length
        if end > bytes.count { bytes.append(contentsOf: repeatElement(0, count: end - bytes.count)) }
        bytes.withUnsafeMutableBytes { ($0.baseAddress! + position).copyMemory(from: source, byteCount: length) }
        position = end
        return count
    }
}
