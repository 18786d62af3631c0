import Foundation
import Session
import Testing

/// Keys: every command key is written once, in `KeyBindings.all`; input follows it, the
/// help overlay is made from it, and docs/controls.md, the README and the man page list
/// exactly its keys.
@Suite("One table of key bindings (Keys)")
struct KeyBindingDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static let names = Set(KeyBindings.all.map(\.name))

    /// The command-key names a text mentions: `Ctrl+X` chords and function keys.
    static func commandKeys(in text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"\b(Ctrl\+[A-Z]|F1[0-2]|F[1-9])\b"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } })
    }

    @Test func eachKeyDoesItsActionAndNoneIsACardKey() {
        for binding in KeyBindings.all {
            #expect(KeyBindings.action(for: binding.chord) == binding.action, "\(binding.name)")
            #expect(binding.chord.position == nil || !binding.chord.modifiers.isEmpty, "\(binding.name) is a card key")
        }
        #expect(Self.names.count == KeyBindings.all.count, "a key is bound twice")
        #expect(KeyBindings.action(for: KeyChord("n", modifiers: [.ctrl, .shift])) == nil, "exactly its modifiers")
    }

    @Test func theHelpListsEveryKindOfKey() {
        let help = KeyBindings.helpRows.map(\.keys).joined(separator: " ")
        for binding in KeyBindings.all where binding.helpLine != .scroll && binding.helpLine != .review {
            #expect(help.contains(binding.name), "the help does not list \(binding.name)")
        }
        #expect(help.contains("PgUp/PgDn") && help.contains("← →"))
    }

    @Test func docsControlsListsExactlyTheBindings() throws {
        let page = try Self.text("docs/controls.md")
        let table = try #require(page.components(separatedBy: "## Command keys").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        let listed = Set(table.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
            row.split(separator: "|")[0].split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        })
        #expect(listed == Self.names, "docs/controls.md: missing \(Self.names.subtracting(listed)), extra \(listed.subtracting(Self.names))")
    }

    static let padNames = Set(PadBindings.all.map(\.name))

    /// The part of `text` from `start` to the next line starting with `end`.
    static func section(_ text: String, from start: String, to end: String) throws -> String {
        let rest = try #require(text.components(separatedBy: start).dropFirst().first, "no \(start)")
        return rest.components(separatedBy: "\n" + end).first ?? rest
    }

    @Test func everyPadButtonDoesWhatItsRowSaysAndTheHelpListsIt() {
        let bound = PadBindings.all.flatMap(\.buttons)
        #expect(Set(bound) == Set(PadButton.allCases) && bound.count == PadButton.allCases.count,
                "each of SDL's buttons the game uses has exactly one row")
        #expect(PadBindings.command(for: .dpleft) == .move(.left) && PadBindings.command(for: .a) == .press)
        #expect(PadBindings.command(for: .x) == .play(.dealThree) && PadBindings.command(for: .start) == .play(.toggleSettings))
        let help = PadBindings.helpRows.map(\.keys).joined(separator: " ")
        for name in Self.padNames { #expect(help.contains(name), "the help does not list the pad's \(name)") }
    }

    @Test func docsControlsListsExactlyThePadsButtons() throws {
        let table = try Self.section(try Self.text("docs/controls.md"), from: "## Gamepads", to: "## ")
        let listed = Set(table.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
            String($0.split(separator: "`")[1])
        })
        #expect(listed == Self.padNames, "docs/controls.md: missing \(Self.padNames.subtracting(listed)), extra \(listed.subtracting(Self.padNames))")
    }

    @Test func theReadmeAndTheManPageNameEveryPadButton() throws {
        let readme = try Self.section(try Self.text("README.md"), from: "**Gamepads.**", to: "\n")
        let man = try Self.section(try Self.text("packaging/set-game.6"), from: ".SS Gamepads", to: ".SH ")
        for name in Self.padNames {
            #expect(readme.contains("`\(name)`"), "the README's Gamepads paragraph does not name \(name)")
            #expect(man.range(of: #"\b\#(name)\b"#, options: .regularExpression) != nil, "the man page does not name \(name)")
        }
    }

    @Test func theReadmeAndTheManPageNameEveryKeyAndNoOther() throws {
        for path in ["README.md", "packaging/set-game.6"] {
            let text = try Self.text(path)
            for name in Self.names {
                #expect(text.contains(name), "\(path) does not name \(name)")
            }
            // Ctrl+C is the terminal's interrupt, which quits like any signal (B6), not a key of the game.
            let extra = Self.commandKeys(in: text).subtracting(Self.names).subtracting(["Ctrl+C"])
            #expect(extra.isEmpty, "\(path) names keys no binding has: \(extra.sorted())")
        }
    }
}
