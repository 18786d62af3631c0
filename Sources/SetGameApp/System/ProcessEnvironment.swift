#if canImport(Glibc)
import Glibc
#endif

/// What the process was started with and where it runs, read from the C library (the game
/// links no Foundation, P3): its environment variables, its current folder, the wall clock.
@usableFromInline
enum ProcessEnvironment {
    /// Every environment variable, by name; the first of two with the same name counts, as
    /// with `getenv`.
    @usableFromInline
    static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }

    /// The current folder; "." when it cannot be named (removed, or too long a path).
    @usableFromInline
    static func currentFolder() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// Seconds since 1970-01-01 UTC on the machine's clock.
    @usableFromInline
    static func wallClockSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
