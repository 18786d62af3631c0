import Localization
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The saved files on the file system ("Saved data", Reliability).
///
/// A write goes to a temporary file in the same folder (`.NAME.PID.N.tmp`), is flushed to
/// the disk, then renamed over the file, and the folder itself is flushed: a crash at any
/// moment leaves the old file or the new one, whole. Temporary files left by a process
/// that was killed mid-write are removed by the next write.
public struct FileStore: SaveStore {
    public init() {}

    public func read(_ path: String, limit: Int) throws(StoreError) -> [UInt8]? {
        // Non-blocking, so that a pipe where a file should be is refused, not waited on.
        let file = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if file < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw .unreadable(Self.reason(code))
        }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { throw .unreadable(Self.reason(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(info.st_mode & S_IFMT == S_IFDIR ? tr("it is a folder") : tr("not a regular file"))
        }
        guard info.st_size <= limit else { throw .tooLarge(bytes: Int64(info.st_size)) }
        return try Self.readAll(file, limit: limit)
    }

    public func write(_ data: [UInt8], to path: String) throws(StoreError) {
        let (folder, name) = Self.split(path)
        try Self.makeFolders(folder)
        let temporary = SaveLocations.join(folder, Self.temporaryName(for: name))
        let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard file >= 0 else { throw .unwritable(tr("cannot create a file in {1}: {2}", folder, Self.reason(errno))) }
        do throws(StoreError) {
            try Self.writeAll(data, to: file, path: temporary)
            guard fsync(file) == 0 else { throw .unwritable(tr("cannot flush {1}: {2}", temporary, Self.reason(errno))) }
        } catch {
            close(file)
            unlink(temporary)
            throw error
        }
        guard close(file) == 0, rename(temporary, path) == 0 else {
            let reason = Self.reason(errno)
            unlink(temporary)
            throw .unwritable(tr("cannot write {1}: {2}", path, reason))
        }
        Self.flushFolder(folder)
        Self.removeLeftovers(of: name, in: folder)
    }

    public func setAside(_ path: String) throws(StoreError) {
        guard rename(path, path + ".corrupt") == 0 || errno == ENOENT else {
            throw .unwritable(tr("cannot rename {1}: {2}", path, Self.reason(errno)))
        }
        Self.flushFolder(Self.split(path).folder)
    }

    public func remove(_ path: String) throws(StoreError) {
        guard unlink(path) == 0 || errno == ENOENT || errno == ENOTDIR else {
            throw .unwritable(tr("cannot remove {1}: {2}", path, Self.reason(errno)))
        }
        Self.flushFolder(Self.split(path).folder)
    }

    // MARK: - Reading and writing whole files

    private static func readAll(_ file: Int32, limit: Int) throws(StoreError) -> [UInt8] {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count >= 0 else { throw .unreadable(reason(errno)) }
            if count == 0 { return data }
            data.append(contentsOf: chunk[0..<count])
            // The file grew after it was measured.
            guard data.count <= limit else { throw .tooLarge(bytes: Int64(data.count)) }
        }
    }

    private static func writeAll(_ data: [UInt8], to file: Int32, path: String) throws(StoreError) {
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { Glibc.write(file, $0.baseAddress! + written, data.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .unwritable(tr("cannot write {1}: {2}", path, reason(errno))) }
            written += count
        }
    }

    // MARK: - Folders

    /// `mkdir -p`, each new folder private to the player.
    static func makeFolders(_ folder: String) throws(StoreError) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o700) != 0, errno != EEXIST, !isFolder(prefix) {
                throw .unwritable(tr("cannot create {1}: {2}", prefix, reason(errno)))
            }
            prefix += "/"
        }
        guard isFolder(folder) else { throw .unwritable(tr("{1} is not a folder", folder)) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Makes a rename in `folder` last: best effort, the file itself is already on disk.
    private static func flushFolder(_ folder: String) {
        let handle = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard handle >= 0 else { return }
        fsync(handle)
        close(handle)
    }

    // MARK: - Temporary files

    /// Numbers the temporary files of this process, so two writes never share one.
    private static let writes = Atomic<Int>(0)

    static func temporaryName(for name: String) -> String {
        let number = writes.add(1, ordering: .relaxed).newValue
        return ".\(name).\(getpid()).\(number).tmp"
    }

    /// Removes the temporary files of `name` whose process no longer runs.
    private static func removeLeftovers(of name: String, in folder: String) {
        let prefix = ".\(name)."
        for entry in entries(of: folder) where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let fields = entry.dropFirst(prefix.count).split(separator: ".")
            guard let pid = fields.first.flatMap({ pid_t($0) }), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(SaveLocations.join(folder, entry))
        }
    }

    /// The names in `folder`, `.` and `..` left out; none when it cannot be read.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        return (folder, String(path[path.index(after: slash)...]))
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
