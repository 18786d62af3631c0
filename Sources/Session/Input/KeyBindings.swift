import Localization
/// One command key (Keys): the chord, what it asks for, and how players read it.
public struct KeyBinding: Sendable {
    /// The key as players write it and the protocol's `key` takes it: `Ctrl+H`, `PageDown`.
    public let name: String
    public let chord: KeyChord
    public let action: GameAction
    /// What it does, in the help's words.
    public let does: String
    /// Bindings of one kind share a line of the help (`F1 / F2 / F3 / F11`).
    public let helpLine: HelpLine

    /// The lines of the help's list of controls that keys go on, in order.
    public enum HelpLine: Int, CaseIterable, Sendable {
        case deal, hint, escape, calls, newGame, rotate, looks, keyLabels, scroll, review, settings, panels, soundAndQuit
    }

    init(_ name: String, _ action: GameAction, _ does: String, _ helpLine: HelpLine) {
        guard let chord = KeyChord(parsing: name) else { preconditionFailure("not a key: \(name)") }
        self.name = name
        self.chord = chord
        self.action = action
        self.does = does
        self.helpLine = helpLine
    }
}

/// Every command key of the game, written once (Keys, B4): what a key press does, the
/// help overlay's list of controls, and what docs/controls.md, the README and the man page
/// list (a test holds them to this table). None of them is ever a card key.
public enum KeyBindings {
    public static let all: [KeyBinding] = [
        KeyBinding("Space", .dealThree, "deal 3 more cards", .deal),
        KeyBinding("Ctrl+H", .hint, "hint: one more card of a Set", .hint),
        KeyBinding("Escape", .escape, "clear the selection, close a panel", .escape),
        KeyBinding("Left Shift", .callSet(player: 0), "player 1 calls Set", .calls),
        KeyBinding("Right Shift", .callSet(player: 1), "player 2 calls Set", .calls),
        KeyBinding("Ctrl+N", .newGame, "new game", .newGame),
        KeyBinding("Ctrl+R", .rotate, "portrait ⇄ landscape", .rotate),
        KeyBinding("Ctrl+T", .toggleTheme, "dark theme", .looks),
        KeyBinding("Ctrl+P", .togglePalette, "colour-blind palette", .looks),
        KeyBinding("Ctrl+L", .toggleKeyLabels, "show each card's key", .keyLabels),
        KeyBinding("Up", .scrollBy(notches: 1), "scroll up", .scroll),
        KeyBinding("Down", .scrollBy(notches: -1), "scroll down", .scroll),
        KeyBinding("PageUp", .scrollBy(notches: 5), "scroll a page up", .scroll),
        KeyBinding("PageDown", .scrollBy(notches: -5), "scroll a page down", .scroll),
        KeyBinding("Home", .scrollBy(notches: 1000), "top", .scroll),
        KeyBinding("End", .scrollBy(notches: -1000), "bottom of the table", .scroll),
        KeyBinding("Left", .stepReview(by: -1), "the review's previous Set", .review),
        KeyBinding("Right", .stepReview(by: 1), "the review's next Set", .review),
        KeyBinding("Return", .pressChosen, "press the setting or button chosen with the arrows", .settings),
        KeyBinding("F1", .toggleHelp, "help", .panels),
        KeyBinding("F2", .toggleSettings, "settings", .panels),
        KeyBinding("F3", .toggleStats, "statistics", .panels),
        KeyBinding("F11", .toggleFullscreen, "fullscreen", .panels),
        KeyBinding("Ctrl+M", .toggleSound, "sound on or off", .soundAndQuit),
        KeyBinding("Ctrl+Q", .quit, "quit", .soundAndQuit),
    ]

    /// SDL names a few keys with a space (`Page Down`) where the table has none.
    public static let spellings = ["page down": "pagedown", "page up": "pageup"]

    /// The command of a key press, if it is one: exactly its modifiers (`Ctrl+Shift+N` is
    /// not New Game).
    public static func action(for chord: KeyChord) -> GameAction? {
        let key = spellings[chord.key] ?? chord.key
        // A Shift key pressed alone is its own modifier too (the call keys, V2).
        let modifiers = key.hasSuffix("shift") ? chord.modifiers.subtracting([.shift]) : chord.modifiers
        return all.first { $0.chord.key == key && $0.chord.modifiers == modifiers }?.action
    }

    /// The help's list of controls (B8): the mouse and the card keys, then one line per
    /// kind of command key with every key of that kind.
    public static var helpRows: [(keys: String, does: String)] {
        var rows: [(keys: String, does: String)] = [
            (tr("Click a card"), tr("select or deselect it")),
            ("1–0 Q–P A–; Z–/", tr("the card with that key (Ctrl+L)")),
        ]
        for line in KeyBinding.HelpLine.allCases {
            let bindings = all.filter { $0.helpLine == line }
            switch line {
            case .scroll:
                let ends = bindings.filter { $0.name == "Home" || $0.name == "End" }.map(\.shownName).joined(separator: "/")
                rows.append((tr("Wheel, ↑ ↓, PgUp/PgDn") + ", " + ends, tr("scroll a full table")))
            // Over the settings and the game-over summary the arrows choose, and Return presses.
            case .settings:
                rows.append(("↑ ↓ ← → " + bindings.map(\.shownName).joined(), tr("settings, game over: choose, press")))
            // Up and Down in the review show the Sets missed, one at a time (G2).
            case .review: rows.append(("← → ↑ ↓", tr("the review: Sets taken, Sets missed")))
            case .calls: rows.append((tr("Left Shift / Right Shift"), tr("players 1 / 2 call Set")))
            default:
                // What a key does is written in the table (and in po/set-game.pot from there);
                // it is translated here, where it is shown.
                rows.append((bindings.map(\.shownName).joined(separator: " / "), bindings.map { tr($0.does) }.joined(separator: " / ")))
            }
        }
        return rows
    }
}

extension KeyBinding {
    /// The key as the player's keyboard labels it (I1): `Strg+H` in German; `name` stays the
    /// protocol's.
    public var shownName: String {
        name.split(separator: "+").map { word in
            switch word {
            // TRANSLATORS: key names as keyboards label them (German: Strg, Leertaste, Esc, Pos1, Ende).
            case "Ctrl": tr("Ctrl")
            case "Space": tr("Space")
            case "Escape": tr("Escape")
            case "Home": tr("Home")
            case "End": tr("End")
            case "Return": tr("Return")
            default: String(word)
            }
        }.joined(separator: "+")
    }
}

extension GameAction {
    /// The command keys (Keys): none of them is ever a card key.
    public static func forKey(_ chord: KeyChord) -> GameAction? { KeyBindings.action(for: chord) }
}
