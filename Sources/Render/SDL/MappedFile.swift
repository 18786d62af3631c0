#if canImport(Glibc)
import Glibc
#endif

/// A file's bytes mapped read-only into memory, as FreeType maps the fonts it opens by
/// path itself: reading a glyph is then a copy from memory, where SDL_ttf's file reading
/// seeked and read the file for each of a glyph's parts (P2: setting the bars' labels at a
/// new size spent most of its time in those system calls). Pages are shared with the
/// system's file cache and count only once read.
final class MappedFile {
    let bytes: UnsafeRawPointer
    let count: Int

    /// Nil when the file cannot be opened or mapped (empty, a folder, gone).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0,
              let mapped = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
              mapped != MAP_FAILED
        else { return nil }
        bytes = UnsafeRawPointer(mapped)
        count = Int(status.st_size)
    }

    /// Lets the pages read so far go (P3): reading maps the file cache's pages 64 KB around
    /// each one touched, and the fonts' held up to 1 MB once the help had been shown. The
    /// bytes stay the file's: the next read maps them again from the file cache.
    func releasePages() {
        madvise(UnsafeMutableRawPointer(mutating: bytes), count, MADV_DONTNEED)
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes), count) }
}
