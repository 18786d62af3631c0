import Localization

/// The seam between the game's saved data and the disk: the few things the game does with
/// a file. `FileStore` does them on the file system, `MemoryStore` in memory for tests.
public protocol SaveStore: Sendable {
    /// The whole file at `path`, or nil when there is none. A file larger than `limit`
    /// bytes is refused before it is read whole.
    func read(_ path: String, limit: Int) throws(StoreError) -> [UInt8]?

    /// Replaces the file at `path` with `data` so that at every moment the file is either
    /// the old one or the new one, whole; creates its folder first when it is missing.
    func write(_ data: [UInt8], to path: String) throws(StoreError)

    /// Moves the file at `path` to `path + ".corrupt"` (an older one is replaced).
    func setAside(_ path: String) throws(StoreError)

    /// Removes the file at `path`; no file is not an error.
    func remove(_ path: String) throws(StoreError)
}

/// What went wrong with a file, in words for the message line.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is there but cannot be read (permissions, not a regular file, I/O error).
    case unreadable(String)
    /// The file is larger than the limit the caller gave.
    case tooLarge(bytes: Int64)
    /// The file or its folder cannot be created, written or renamed.
    case unwritable(String)

    public var description: String {
        switch self {
        case let .unreadable(reason): tr("cannot be read: {1}", reason)
        // TRANSLATORS: said of a saved file; {1} is its size in bytes.
        case let .tooLarge(bytes): tr("is too large ({1} bytes)", bytes)
        case let .unwritable(reason): reason
        }
    }
}
