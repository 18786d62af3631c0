import CGettext
import Glibc
import Localization

/// The player's language (I1): GNU gettext's catalogue of the `set-game` domain, chosen from
/// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` as gettext does, English when none matches
/// or a catalogue is missing or broken (gettext then answers with the English message).
public enum GameLanguage {
    static let domain = "set-game"
    /// The languages the game ships catalogues for (`po/LL.po`).
    static let shipped = ["de", "es", "fr"]

    /// Sets the locale of messages from the environment, binds the catalogues and installs
    /// them for `tr` and `trn`. Called once, before any text is made. Only LC_MESSAGES
    /// changes: characters, numbers and what SDL and X11 see stay as in the "C" locale (the
    /// catalogues are read as UTF-8 whatever the locale's character set).
    public static func start(environment: [String: String] = ProcessEnvironment.variables()) {
        let requested = LanguageChoice.messagesLocale(environment)
        // glibc ignores LANGUAGE in the "C" locale, and a locale that is not installed
        // (de_DE.UTF-8 on a machine without it) leaves "C": fall back to C.UTF-8 and let
        // LANGUAGE, else the requested locale's name, pick the catalogue.
        if setlocale(LC_MESSAGES, "") == nil || requested == nil {
            setlocale(LC_MESSAGES, "C.UTF-8")
            if let list = LanguageChoice.fallbackList(environment) { setenv("LANGUAGE", list, 1) }
        }
        Catalogue.current = catalogue(folder: catalogueFolder(environment: environment))
    }

    /// gettext's answers from the `set-game` domain, bound to `folder`, each looked up once.
    static func catalogue(folder: String) -> Catalogue {
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
        // gettext answers with the message's own pointer when it has no translation: the
        // answer is read while that pointer lives, and an untranslated message is kept as it is.
        return Catalogue(
            text: { message in
                message.withCString { id in
                    guard let answer = dgettext(domain, id), answer != UnsafeMutablePointer(mutating: id) else { return message }
                    let text = String(cString: answer)
                    return text.isEmpty ? message : text
                }
            },
            plural: { singular, plural, count in
                let english = Catalogue.english.plural(singular, plural, count)
                return singular.withCString { one in
                    plural.withCString { many in
                        let answer = dngettext(domain, one, many, UInt(clamping: max(0, count)))
                        guard let answer, answer != UnsafeMutablePointer(mutating: one),
                              answer != UnsafeMutablePointer(mutating: many) else { return english }
                        let text = String(cString: answer)
                        return text.isEmpty ? english : text
                    }
                }
            }).remembering()
    }

    /// The folder holding `LL/LC_MESSAGES/set-game.mo`, found like the assets: `$SET_GAME_LOCALE`;
    /// a `locale` folder beside the executable or above it (the build tree's `.build/locale`);
    /// the install prefix's `share/locale`.
    static func catalogueFolder(environment: [String: String],
                                executable: String = AssetLocator.runningExecutable()) -> String {
        let places = catalogueFolders(environment: environment, executable: executable)
        let holdsOne = { (folder: String) in
            shipped.contains { access("\(folder)/\($0)/LC_MESSAGES/\(domain).mo", F_OK) == 0 }
        }
        return places.first(where: holdsOne) ?? places[places.count - 1]
    }

    /// Every folder that may hold the catalogues, in the order they are tried; the install
    /// prefix's last.
    static func catalogueFolders(environment: [String: String], executable: String) -> [String] {
        AssetLocator.searchPath(explicit: environment["SET_GAME_LOCALE"], named: "locale", levelsAbove: 3,
                                executable: executable, installed: "share/locale")
    }
}

/// How gettext picks the language from the environment, as values (tested without a locale).
enum LanguageChoice {
    /// The locale messages are asked in: `LC_ALL`, else `LC_MESSAGES`, else `LANG` (the first
    /// that is set and not empty); nil when none is.
    static func messagesLocale(_ environment: [String: String]) -> String? {
        ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    /// What `LANGUAGE` becomes when the game falls back to C.UTF-8: the player's own
    /// `LANGUAGE` when set, else the requested locale (e.g. `de_DE.UTF-8`, which gettext
    /// reads as de_DE, then de); nil (English) for none or for "C" and "POSIX".
    static func fallbackList(_ environment: [String: String]) -> String? {
        if let list = environment["LANGUAGE"], !list.isEmpty { return list }
        guard let locale = messagesLocale(environment), !["C", "POSIX"].contains(locale) else { return nil }
        return locale
    }
}
