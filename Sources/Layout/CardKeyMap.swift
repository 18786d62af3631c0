/// The card keys (B4, "Keys"): the four letter rows of a US keyboard laid over the grid of
/// cards as it is on screen, so that neighbouring cards have neighbouring keys.
///
/// When at most 4 grid rows show a card, the grid's rows follow the keyboard's rows (the
/// first row showing takes `1 2 3 …`, the next `q w e …`); otherwise the grid's columns do
/// (the first column takes `1 2 3 …` downward, the next `q w e …`). At most 40 cards get a
/// key, and only cards whose centre is inside the table. Keys are named as SDL names keys,
/// lowercased; the window finds them by physical position (`cardKey(scancode:)`), so players
/// of any layout get the same grid of keys.
public struct CardKeyMap: Hashable, Sendable {
    /// The keyboard's four rows of card keys, left to right, top to bottom.
    public static let keyboardRows: [[String]] = [
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["a", "s", "d", "f", "g", "h", "j", "k", "l", ";"],
        ["z", "x", "c", "v", "b", "n", "m", ",", ".", "/"],
    ]

    /// All 40 card keys, row by row.
    public static let keyNames: [String] = keyboardRows.flatMap { $0 }

    /// Each card's key, by its index in the grid (nil: the card has no key now).
    public let keys: [String?]

    /// The keys for a grid laid out row-major in `columns` columns, with `frames` where the
    /// cards are on screen (already scrolled) and `table` the part of the window showing them.
    public init(frames: [Rect], columns: Int, table: Rect) {
        let visible = frames.map { table.contains($0.center) }
        guard columns > 0, visible.contains(true) else {
            keys = Array(repeating: nil, count: frames.count)
            return
        }
        let rowsShowing = Set(frames.indices.filter { visible[$0] }.map { $0 / columns }).sorted()
        let rowOnScreen = Dictionary(uniqueKeysWithValues: rowsShowing.enumerated().map { ($1, $0) })
        let rowsFollowKeyboard = rowsShowing.count <= Self.keyboardRows.count
        keys = frames.indices.map { index in
            guard visible[index], let row = rowOnScreen[index / columns] else { return nil }
            let column = index % columns
            let (keyboardRow, position) = rowsFollowKeyboard ? (row, column) : (column, row)
            guard keyboardRow < Self.keyboardRows.count, position < Self.keyboardRows[keyboardRow].count else {
                return nil
            }
            return Self.keyboardRows[keyboardRow][position]
        }
    }

    /// The index of the card that has `key`, if any card has it now.
    public func cardIndex(forKey key: String) -> Int? {
        keys.firstIndex(of: key)
    }

    // MARK: - Which press is a card key

    /// The card key a press of the key SDL names `name` is (case does not matter), or nil:
    /// not one of the 40, or pressed with Ctrl or Alt (those chords are commands).
    public static func cardKey(named name: String, ctrlOrAlt: Bool = false) -> String? {
        let key = name.lowercased()
        return !ctrlOrAlt && keyNames.contains(key) ? key : nil
    }

    /// The card key at the physical position of SDL scancode `scancode` on a US keyboard, or
    /// nil: not one of the 40 positions, or pressed with Ctrl or Alt.
    public static func cardKey(scancode: Int, ctrlOrAlt: Bool = false) -> String? {
        ctrlOrAlt ? nil : keyNamesByScancode[scancode]
    }

    /// SDL scancode numbers (SDL_scancode.h) of the 40 card keys: `SDL_SCANCODE_A` = 4 … `Z` = 29,
    /// `1` = 30 … `0` = 39, `SEMICOLON` = 51, `COMMA` = 54, `PERIOD` = 55, `SLASH` = 56.
    public static let keyNamesByScancode: [Int: String] = {
        var names: [Int: String] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() { names[4 + offset] = String(letter) }
        for (offset, digit) in "1234567890".enumerated() { names[30 + offset] = String(digit) }
        names[51] = ";"
        names[54] = ","
        names[55] = "."
        names[56] = "/"
        return names
    }()
}
