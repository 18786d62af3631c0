import Glibc
import Localization

/// For tests: one language at a time, in the task that asks for it.
extension GameLanguage {
    /// Runs `body` speaking `language` (a `LANGUAGE` value such as "de") from the catalogues
    /// in `folder`, in this task only (`Catalogue.speaking`); other tasks keep English. The
    /// process's `LANGUAGE` and locale of messages are set meanwhile, so tests of two languages
    /// must not run at once.
    public static func speaking<T>(_ language: String, catalogues folder: String, _ body: () throws -> T) rethrows -> T {
        setenv("LANGUAGE", language, 1)
        // A change of locale makes gettext forget the answers of the last language; C.UTF-8
        // is where LANGUAGE counts.
        setlocale(LC_MESSAGES, "C")
        setlocale(LC_MESSAGES, "C.UTF-8")
        defer {
            unsetenv("LANGUAGE")
            setlocale(LC_MESSAGES, "C")
        }
        return try Catalogue.speaking(catalogue(folder: folder), body)
    }
}
