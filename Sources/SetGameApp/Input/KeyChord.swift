import Foundation

/// A key press with its modifiers, named as SDL names keys (`q`, `Space`, `Escape`),
/// written `Ctrl+R` with modifiers before the key.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public enum Modifier: String, CaseIterable, Hashable, Sendable { case ctrl, shift, alt }

    public var modifiers: Set<Modifier>
    /// The key's SDL name, lowercased (`space`, `r`, `page down`).
    public var key: String

    public init(_ key: String, modifiers: Set<Modifier> = []) {
        self.key = key.lowercased()
        self.modifiers = modifiers
    }

    /// Parses `Ctrl+Shift+R`, `Space`, `+` or `Ctrl++`. Nil when a modifier is unknown or the key is empty.
    public init?(parsing text: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var modifiers: Set<Modifier> = []
        // Each `NAME+` before the key must be a modifier, except a `+` that ends the text
        // (`Keypad +`), which belongs to the key.
        while let plus = rest.firstIndex(of: "+"), plus != rest.startIndex {
            let modifier: Modifier? = switch rest[..<plus].lowercased() {
            case "ctrl", "control": .ctrl
            case "shift": .shift
            case "alt": .alt
            default: nil
            }
            guard let modifier else {
                if rest.index(after: plus) == rest.endIndex { break }
                return nil
            }
            modifiers.insert(modifier)
            rest = rest[rest.index(after: plus)...]
        }
        guard !rest.isEmpty else { return nil }
        self.init(String(rest), modifiers: modifiers)
    }

    public var description: String {
        (Modifier.allCases.filter(modifiers.contains).map { $0.rawValue.capitalized } + [key]).joined(separator: "+")
    }
}
