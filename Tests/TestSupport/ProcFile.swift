import Foundation

/// A file of `/proc` read to its end. Read in one go, as `String(contentsOfFile:)` reads,
/// a long one (a process's `maps` or `smaps`) comes back cut at a page.
public func readProcFile(_ path: String) throws -> String {
    let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? file.close() }
    return String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
}

/// The resident kilobytes of this process's mappings whose `/proc/self/maps` line (address
/// range, permissions, offset, device, inode, path) `matches`; nil when none does.
public func residentKB(ofMappings matches: (Substring) -> Bool) throws -> Int? {
    var inside = false, total: Int?
    for line in try readProcFile("/proc/self/smaps").split(separator: "\n") {
        let range = line.prefix { $0 != " " }
        if range.contains("-"), range.allSatisfy({ $0.isHexDigit || $0 == "-" }) { inside = matches(line) }
        if inside, line.hasPrefix("Rss:") {
            total = (total ?? 0) + (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0)
        }
    }
    return total
}
