import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Copies the program at `source` to `destination`, executable. The copy is written through
/// a descriptor closed on exec: a process that another test starts while the copy is being
/// written does not keep it open, so starting the copy does not fail with "Text file busy"
/// (ETXTBSY) when tests run in parallel, as they do under a plain `swift test`.
public func copyProgram(from source: URL, to destination: URL) throws {
    let bytes = try Data(contentsOf: source)
    let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    try bytes.withUnsafeBytes { buffer in
        var written = 0
        while written < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            written += count
        }
    }
}
