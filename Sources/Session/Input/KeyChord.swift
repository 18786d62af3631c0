import Layout

/// A key press with its modifiers, named as SDL names keys (`q`, `Space`, `Escape`),
/// written `Ctrl+R` with modifiers before the key.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public enum Modifier: String, CaseIterable, Hashable, Sendable { case ctrl, shift, alt }

    public var modifiers: Set<Modifier>
    /// The key's SDL name, lowercased (`space`, `r`, `pagedown`): what the key says on its cap.
    public var key: String
    /// Where the key is: the name the key at this place has on a US keyboard (`q`, `;`),
    /// which card keys go by (B4), so that every layout gets the same grid under the same
    /// fingers. Nil for keys that are not card keys.
    public var position: String?

    /// A key named as on a US keyboard (the protocol's `key q`): a card key's position is its name.
    public init(_ key: String, modifiers: Set<Modifier> = []) {
        let name = key.lowercased()
        self.init(key: name, modifiers: modifiers, position: CardKeyMap.cardKey(named: name))
    }

    public init(key: String, modifiers: Set<Modifier>, position: String?) {
        self.key = key.lowercased()
        self.modifiers = modifiers
        self.position = position
    }

    /// Parses `Ctrl+Shift+R`, `Space`, `+` or `Ctrl++`. Nil when a modifier is unknown or the key is empty.
    /// The protocol names keys as on a US keyboard, so a card key's position is its name.
    public init?(parsing text: String) {
        var rest = text.trimmingSpaces
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
        (Modifier.allCases.filter(modifiers.contains).map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() } + [key]).joined(separator: "+")
    }
}

private extension String {
    /// The text without the spaces and tabs around it (line breaks never reach a chord).
    var trimmingSpaces: Substring {
        let blank: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return self[first...last]
    }
}
