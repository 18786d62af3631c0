import Foundation

/// A file of `/proc` read to its end. Read in one go, as `String(contentsOfFile:)` reads,
/// a long one (a process's `maps` or `smaps`) comes back cut at a page.
public func readProcFile(_ path: String) throws -> String {
    let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? file.close() }
    return String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
}
