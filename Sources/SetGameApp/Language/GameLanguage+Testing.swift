import Glibc
import Localization

/// For tests: one language for the whole process, then English again.
extension GameLanguage {
    /// Speaks `language` (a `LANGUAGE` value such as "de") from the catalogues in `folder`
    /// until `useEnglish()`; the locale of messages becomes C.UTF-8, where LANGUAGE counts.
    public static func use(_ language: String, catalogues folder: String) {
        setenv("LANGUAGE", language, 1)
        // A change of locale makes gettext forget the answers of the last language: through
        // "C", so that it changes even when it was C.UTF-8 already.
        setlocale(LC_MESSAGES, "C")
        setlocale(LC_MESSAGES, "C.UTF-8")
        install(folder: folder)
    }

    /// Back to the messages as the code writes them.
    public static func useEnglish() {
        unsetenv("LANGUAGE")
        Catalogue.current = .english
    }
}
