import Glibc
import Localization

/// For tests: one language for the whole process, then English again.
extension GameLanguage {
    /// Speaks `language` (a `LANGUAGE` value such as "de") from the catalogues in `folder`
    /// until `useEnglish()`; the process's locale becomes C.UTF-8, where LANGUAGE counts.
    public static func use(_ language: String, catalogues folder: String) {
        setenv("LANGUAGE", language, 1)
        // A change of locale also makes gettext forget the answers of the last language.
        setlocale(LC_ALL, "C.UTF-8")
        setlocale(LC_NUMERIC, "C")
        install(folder: folder)
    }

    /// Back to the messages as the code writes them.
    public static func useEnglish() {
        unsetenv("LANGUAGE")
        Catalogue.current = .english
    }
}
