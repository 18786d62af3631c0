import Foundation

/// A fresh folder for one test (saved data, a home, files to break), removed with
/// everything in it when the test is done.
public final class TemporaryFolder {
    public let url: URL
    public var path: String { url.path }

    /// A new folder in the system's temporary folder, its name `prefix` and a UUID.
    public init(prefix: String = "set-game-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` inside this folder (`name` may hold slashes).
    public func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name`, making the folders on its way.
    public func write(_ text: String, to name: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    public func contents(of name: String) -> Data? { FileManager.default.contents(atPath: file(name)) }

    public func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

    /// The names in `folder` (this one by default), sorted.
    public func names(in folder: String? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder ?? path)) ?? []).sorted()
    }

    /// Every file below this folder, as paths relative to it, sorted.
    public func allFiles() -> [String] {
        let walker = FileManager.default.enumerator(atPath: path)
        return (walker?.allObjects as? [String] ?? []).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file(name), isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}
