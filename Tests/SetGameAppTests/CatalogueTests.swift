import Foundation
import TestSupport
import Testing

/// I1: po/set-game.pot holds every message of the sources, and each language's catalogue
/// translates every one of them, keeping its placeholders, with its plural rule.
@Suite("I1 the catalogues are complete")
struct CatalogueTests {
    /// One entry of a .po file: its message, plural, and translations.
    struct Entry {
        var id = "", plural: String?, translations: [String] = []
    }

    static func entries(_ file: URL) throws -> [Entry] {
        var entries: [Entry] = [], current = Entry(), field: WritableKeyPath<Entry, String>? = nil
        var translation: Int?
        func unquote(_ text: Substring) -> String {
            String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
                .replacingOccurrences(of: "\\\\", with: "\\")
        }
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("msgid ") {
                if !current.id.isEmpty { entries.append(current) }
                current = Entry(id: unquote(line.dropFirst(6)))
                (field, translation) = (\Entry.id, nil)
            } else if line.hasPrefix("msgid_plural ") {
                current.plural = unquote(line.dropFirst(13))
            } else if line.hasPrefix("msgstr") {
                let text = line.drop { $0 != " " }.dropFirst()
                current.translations.append(unquote(text))
                (field, translation) = (nil, current.translations.count - 1)
            } else if line.hasPrefix("\"") {
                if let translation { current.translations[translation] += unquote(line) }
                else if let field { current[keyPath: field] += unquote(line) }
            }
        }
        if !current.id.isEmpty { entries.append(current) }
        return entries
    }

    static func placeholders(_ text: String) -> Set<String> {
        Set((1...9).map { "{\($0)}" }.filter(text.contains))
    }

    @Test func theTemplateHoldsEveryMessageOfTheSources() throws {
        let folder = try TemporaryFolder()
        let script = Catalogues.poFolder.appendingPathComponent("make-pot.sh").path
        let (status, output) = Catalogues.run("sh", [script, folder.file("fresh.pot")])
        try #require(status == 0, "make-pot.sh: \(output)")
        let fresh = try Self.entries(URL(fileURLWithPath: folder.file("fresh.pot"))).map(\.id)
        let kept = try Self.entries(Catalogues.poFolder.appendingPathComponent("set-game.pot")).map(\.id)
        #expect(fresh.count > 200)
        #expect(Set(fresh) == Set(kept), "po/set-game.pot is out of date: run make pot")
    }

    @Test(arguments: Catalogues.languages)
    func everyMessageIsTranslatedWithItsPlaceholders(language: String) throws {
        let template = Set(try Self.entries(Catalogues.poFolder.appendingPathComponent("set-game.pot")).map(\.id))
        let entries = try Self.entries(Catalogues.poFolder.appendingPathComponent("\(language).po"))
        #expect(Set(entries.map(\.id)) == template)
        for entry in entries {
            #expect(entry.translations.count == (entry.plural == nil ? 1 : 2), "\(language): \(entry.id)")
            for text in entry.translations {
                #expect(!text.isEmpty, "\(language): \(entry.id) is not translated")
                #expect(Self.placeholders(text) == Self.placeholders(entry.id).union(entry.plural.map(Self.placeholders) ?? []),
                        "\(language): \(entry.id) → \(text)")
            }
        }
        let (status, output) = Catalogues.run("msgfmt", ["--check", "--statistics", "--output-file=/dev/null",
                                                         Catalogues.poFolder.appendingPathComponent("\(language).po").path])
        #expect(status == 0 && !output.contains("untranslated") && !output.contains("fuzzy"), "\(output)")
    }

    @Test(arguments: [("de", "nplurals=2; plural=(n != 1);"), ("es", "nplurals=2; plural=(n != 1);"),
                      ("fr", "nplurals=2; plural=(n > 1);")])
    func eachLanguageHasItsPluralRule(language: String, rule: String) throws {
        let text = try String(contentsOf: Catalogues.poFolder.appendingPathComponent("\(language).po"), encoding: .utf8)
        #expect(text.contains("\"Plural-Forms: \(rule)\\n\""))
        #expect(text.contains("\"Language: \(language)\\n\""))
    }
}
