import Synchronization

/// Files kept in memory, for tests: what was written, set aside and removed, and failures
/// injected at will.
public final class MemoryStore: SaveStore {
    private let files = Mutex<[String: [UInt8]]>([:])
    private let failures = Mutex<[Failure: StoreError]>([:])

    /// One of the things a store does, for injecting a failure into it.
    public enum Operation: CaseIterable, Hashable, Sendable { case read, write, setAside, remove }

    private struct Failure: Hashable {
        let path: String
        let operation: Operation
    }

    public init(files: [String: [UInt8]] = [:]) {
        self.files.withLock { $0 = files }
    }

    /// Every file there is, by path.
    public var contents: [String: [UInt8]] { files.withLock { $0 } }

    /// The file at `path`, if there is one.
    public subscript(path: String) -> [UInt8]? {
        get { files.withLock { $0[path] } }
        set { files.withLock { $0[path] = newValue } }
    }

    /// Every later `operations` on `path` throw `error` (nil: they work again).
    public func fail(_ path: String, _ operations: Operation..., with error: StoreError?) {
        failures.withLock { failures in
            for operation in operations { failures[Failure(path: path, operation: operation)] = error }
        }
    }

    public func read(_ path: String, limit: Int) throws(StoreError) -> [UInt8]? {
        try check(path, .read)
        guard let data = self[path] else { return nil }
        guard data.count <= limit else { throw .tooLarge(bytes: Int64(data.count)) }
        return data
    }

    public func write(_ data: [UInt8], to path: String) throws(StoreError) {
        try check(path, .write)
        self[path] = data
    }

    public func setAside(_ path: String) throws(StoreError) {
        try check(path, .setAside)
        files.withLock { files in
            guard let data = files.removeValue(forKey: path) else { return }
            files[path + ".corrupt"] = data
        }
    }

    public func remove(_ path: String) throws(StoreError) {
        try check(path, .remove)
        self[path] = nil
    }

    private func check(_ path: String, _ operation: Operation) throws(StoreError) {
        if let error = failures.withLock({ $0[Failure(path: path, operation: operation)] }) { throw error }
    }
}
