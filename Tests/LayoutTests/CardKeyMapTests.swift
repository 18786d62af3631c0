import Foundation
import Layout
import Testing

/// B4 and "Keys": the 40 card keys laid over the grid as it is on screen.
@Suite("B4 card keys over the grid")
struct CardKeyMapTests {
    static let landscape = Rect(x: 0, y: 52, width: 1000, height: 720)
    static let portrait = Rect(x: 0, y: 52, width: 720, height: 1000)

    /// The keys of `count` cards laid out by `GridLayout` in `table`, scrolled by `notches` of
    /// the mouse wheel (negative: toward the bottom), and the number of columns.
    static func keyMap(_ count: Int, in table: Rect, wheel notches: Double = 0) -> (map: CardKeyMap, columns: Int) {
        let grid = GridLayout().layout(count: count, in: table)
        var scroll = Scroll()
        scroll.wheel(notches, contentHeight: grid.contentHeight, viewportHeight: table.height)
        let frames = grid.frames.map { $0.offsetBy(dx: 0, dy: -scroll.offset) }
        return (CardKeyMap(frames: frames, columns: grid.columns, table: table), grid.columns)
    }

    /// The keys as the grid shows them: one line per grid row, `·` for a card without a key.
    static func picture(_ count: Int, in table: Rect, wheel notches: Double = 0) -> String {
        let (map, columns) = keyMap(count, in: table, wheel: notches)
        return stride(from: 0, to: count, by: columns).map { start in
            map.keys[start..<min(start + columns, count)].map { $0 ?? "·" }.joined(separator: " ")
        }.joined(separator: "\n")
    }

    // MARK: - At most 4 rows: the grid's rows follow the keyboard's rows

    @Test func aFewRowsTakeTheKeyboardRowsInOrder() {
        #expect(Self.picture(3, in: Self.landscape) == "1 2 3")
        #expect(Self.picture(3, in: Self.portrait) == "1 2\nq")
        #expect(Self.picture(12, in: Self.landscape) == "1 2 3 4\nq w e r\na s d f")
        #expect(Self.picture(12, in: Self.portrait) == "1 2 3\nq w e\na s d\nz x c")
        #expect(Self.picture(15, in: Self.landscape) == "1 2 3 4 5\nq w e r t\na s d f g")
        #expect(Self.picture(15, in: Self.portrait) == "1 2 3 4\nq w e r\na s d f\nz x c")
        #expect(Self.picture(21, in: Self.landscape) == "1 2 3 4 5 6 7\nq w e r t y u\na s d f g h j")
    }

    @Test func aWideTableScrolledToTheTopKeysItsFourRowsShowingUpToTheTenthColumn() {
        // 81 cards in 14 columns and 6 rows, 4 of them showing.
        let table = Rect(x: 0, y: 52, width: 1000, height: 400)
        #expect(Self.picture(81, in: table) == """
            1 2 3 4 5 6 7 8 9 0 · · · ·
            q w e r t y u i o p · · · ·
            a s d f g h j k l ; · · · ·
            z x c v b n m , . / · · · ·
            · · · · · · · · · · · · · ·
            · · · · · · · · · · ·
            """)
    }

    @Test func scrollingMovesTheKeysWithTheRowsShowing() {
        let table = Rect(x: 0, y: 52, width: 1000, height: 400)
        #expect(Self.picture(81, in: table, wheel: -1) == """
            · · · · · · · · · · · · · ·
            1 2 3 4 5 6 7 8 9 0 · · · ·
            q w e r t y u i o p · · · ·
            a s d f g h j k l ; · · · ·
            z x c v b n m , . / · · · ·
            · · · · · · · · · · ·
            """)
        #expect(Self.picture(81, in: table, wheel: -1000) == """
            · · · · · · · · · · · · · ·
            · · · · · · · · · · · · · ·
            1 2 3 4 5 6 7 8 9 0 · · · ·
            q w e r t y u i o p · · · ·
            a s d f g h j k l ; · · · ·
            z x c v b n m , . / ·
            """)
    }

    // MARK: - More than 4 rows: the grid's columns follow the keyboard's rows

    @Test func manyRowsGiveTheFirstFourColumnsTheKeyboardRows() {
        #expect(Self.picture(21, in: Self.portrait) == """
            1 q a z ·
            2 w s x ·
            3 e d c ·
            4 r f v ·
            5
            """)
        #expect(Self.picture(40, in: Self.landscape) == """
            1 q a z · · · ·
            2 w s x · · · ·
            3 e d c · · · ·
            4 r f v · · · ·
            5 t g b · · · ·
            """)
        #expect(Self.picture(40, in: Self.portrait) == """
            1 q a z · ·
            2 w s x · ·
            3 e d c · ·
            4 r f v · ·
            5 t g b · ·
            6 y h n · ·
            7 u j m
            """)
    }

    @Test func allEightyOneCardsShowingKeyTheFirstFourColumnsDownToTheTenthRow() {
        #expect(Self.picture(81, in: Self.landscape) == """
            1 q a z · · · · · · · ·
            2 w s x · · · · · · · ·
            3 e d c · · · · · · · ·
            4 r f v · · · · · · · ·
            5 t g b · · · · · · · ·
            6 y h n · · · · · · · ·
            7 u j m · · · · ·
            """)
        #expect(Self.picture(81, in: Self.portrait) == """
            1 q a z · · · · ·
            2 w s x · · · · ·
            3 e d c · · · · ·
            4 r f v · · · · ·
            5 t g b · · · · ·
            6 y h n · · · · ·
            7 u j m · · · · ·
            8 i k , · · · · ·
            9 o l . · · · · ·
            """)
    }

    @Test func aTallScrollingTableKeysOnlyTheRowsShowing() {
        // 81 cards in 9 columns and 9 rows; 5 rows show at a time.
        let table = Rect(x: 0, y: 52, width: 640, height: 480)
        #expect(Self.picture(81, in: table, wheel: -1000) == """
            · · · · · · · · ·
            · · · · · · · · ·
            · · · · · · · · ·
            · · · · · · · · ·
            1 q a z · · · · ·
            2 w s x · · · · ·
            3 e d c · · · · ·
            4 r f v · · · · ·
            5 t g b · · · · ·
            """)
    }

    // MARK: - Rules that hold for every table

    static let tables = [
        landscape, portrait, Rect(x: 0, y: 52, width: 1000, height: 400), Rect(x: 0, y: 52, width: 640, height: 480),
        Rect(x: 0, y: 52, width: 480, height: 640), Rect(x: 0, y: 40, width: 360, height: 500),
    ]

    /// Where `key` is on the keyboard: its row and its place in the row.
    static func place(of key: String) -> (row: Int, column: Int) {
        let row = CardKeyMap.keyboardRows.firstIndex { $0.contains(key) }!
        return (row, CardKeyMap.keyboardRows[row].firstIndex(of: key)!)
    }

    /// The first rule `map` breaks for this grid, or nil.
    static func brokenRule(_ map: CardKeyMap, frames: [Rect], columns: Int, table: Rect) -> String? {
        let given = map.keys.compactMap { $0 }
        if map.keys.count != frames.count { return "\(map.keys.count) keys for \(frames.count) cards" }
        if Set(given).count != given.count { return "a key given twice" }
        if given.count > 40 || !given.allSatisfy(CardKeyMap.keyNames.contains) { return "keys \(given)" }
        for (index, key) in map.keys.enumerated() where key != nil && !table.contains(frames[index].center) {
            return "card \(index) is hidden and has the key \(key!)"
        }
        for index in frames.indices {
            let neighbours = [index % columns + 1 < columns ? index + 1 : nil, index + columns]
            for case let other? in neighbours where other < frames.count {
                guard let a = map.keys[index], let b = map.keys[other] else { continue }
                let (p, q) = (place(of: a), place(of: b))
                if abs(p.row - q.row) + abs(p.column - q.column) != 1 { return "neighbours \(a) and \(b)" }
            }
        }
        return nil
    }

    @Test(arguments: tables) func neighbouringCardsHaveNeighbouringUniqueKeysAndOnlyCardsShowingHaveKeys(table: Rect) {
        for count in 1...81 {
            let grid = GridLayout().layout(count: count, in: table)
            for notches in [0.0, -1, -2.5, -1000] {
                var scroll = Scroll()
                scroll.wheel(notches, contentHeight: grid.contentHeight, viewportHeight: table.height)
                let frames = grid.frames.map { $0.offsetBy(dx: 0, dy: -scroll.offset) }
                let map = CardKeyMap(frames: frames, columns: grid.columns, table: table)
                if let broken = Self.brokenRule(map, frames: frames, columns: grid.columns, table: table) {
                    Issue.record("\(count) cards in \(table), wheel \(notches): \(broken)")
                    return
                }
                #expect(map.keys.contains { $0 != nil })
            }
        }
    }

    @Test func aCardIsFoundByItsKey() {
        let (map, _) = Self.keyMap(12, in: Self.portrait)
        #expect(map.cardIndex(forKey: "1") == 0)
        #expect(map.cardIndex(forKey: "w") == 4)
        #expect(map.cardIndex(forKey: "c") == 11)
        #expect(map.cardIndex(forKey: "v") == nil)
        #expect(map.cardIndex(forKey: "space") == nil)
    }

    @Test func noCardShowingOrNoColumnsMeansNoKeys() {
        let frames = [Rect(x: 0, y: -200, width: 50, height: 70), Rect(x: 60, y: -200, width: 50, height: 70)]
        #expect(CardKeyMap(frames: frames, columns: 2, table: Self.landscape).keys == [nil, nil])
        #expect(CardKeyMap(frames: [], columns: 0, table: Self.landscape).keys == [])
    }

    // MARK: - Commands never collide with card keys

    /// Every command key as SDL names it (Keys): none of them is a card key.
    static let commandKeys = ["Space", "Escape", "F1", "F2", "F3", "F11", "Up", "Down", "Left", "Right",
                              "PageUp", "PageDown", "Home", "End"]
    /// The letters of the Ctrl commands: new game, hint, rotate, theme, palette, labels, sound, quit.
    static let ctrlCommandLetters = ["n", "h", "r", "t", "p", "l", "m", "q"]

    @Test func noCommandKeyIsACardKey() {
        for name in Self.commandKeys {
            #expect(CardKeyMap.cardKey(named: name) == nil, "\(name)")
            #expect(!CardKeyMap.keyNames.contains(name.lowercased()))
        }
        for letter in Self.ctrlCommandLetters {
            #expect(CardKeyMap.cardKey(named: letter, ctrlOrAlt: true) == nil, "Ctrl+\(letter)")
            #expect(CardKeyMap.cardKey(named: letter.uppercased()) == letter)
        }
    }

    @Test func noCommandKeyPositionIsACardKey() throws {
        let codes = try Self.sdlScancodes()
        for name in ["SPACE", "ESCAPE", "F1", "F2", "F3", "F11", "UP", "DOWN", "LEFT", "RIGHT",
                     "PAGEUP", "PAGEDOWN", "HOME", "END"] {
            let code = try #require(codes[name], "SDL_SCANCODE_\(name)")
            #expect(CardKeyMap.cardKey(scancode: code) == nil, "\(name)")
        }
        for letter in Self.ctrlCommandLetters {
            let code = try #require(codes[letter.uppercased()])
            #expect(CardKeyMap.cardKey(scancode: code, ctrlOrAlt: true) == nil, "Ctrl+\(letter)")
            #expect(CardKeyMap.cardKey(scancode: code) == letter)
        }
    }

    // MARK: - Physical keys

    /// `SDL_SCANCODE_NAME = N` from SDL's own header, by NAME.
    static func sdlScancodes() throws -> [String: Int] {
        let header = try String(contentsOfFile: "/usr/include/SDL2/SDL_scancode.h", encoding: .utf8)
        var codes: [String: Int] = [:]
        for line in header.split(separator: "\n") {
            let parts = line.split(whereSeparator: { " =,".contains($0) })
            guard parts.count >= 2, parts[0].hasPrefix("SDL_SCANCODE_"), let code = Int(parts[1]) else { continue }
            codes[String(parts[0].dropFirst("SDL_SCANCODE_".count))] = code
        }
        return codes
    }

    @Test func theFortyCardKeysAreFoundByTheScancodesInSDLsHeader() throws {
        let codes = try Self.sdlScancodes()
        let sdlNames: [String: String] = [";": "SEMICOLON", ",": "COMMA", ".": "PERIOD", "/": "SLASH"]
        for key in CardKeyMap.keyNames {
            let code = try #require(codes[sdlNames[key] ?? key.uppercased()], "\(key)")
            #expect(CardKeyMap.cardKey(scancode: code) == key)
            #expect(CardKeyMap.cardKey(named: key) == key)
        }
        #expect(CardKeyMap.keyNamesByScancode.count == 40)
        #expect(codes["A"] == 4 && codes["Z"] == 29 && codes["1"] == 30 && codes["0"] == 39)
        #expect(codes["SEMICOLON"] == 51 && codes["COMMA"] == 54 && codes["PERIOD"] == 55 && codes["SLASH"] == 56)
    }

    @Test func theKeysNextToTheCardKeysAreNotCardKeys() throws {
        let codes = try Self.sdlScancodes()
        for name in ["MINUS", "EQUALS", "LEFTBRACKET", "APOSTROPHE", "GRAVE", "RETURN", "TAB", "BACKSPACE"] {
            #expect(CardKeyMap.cardKey(scancode: try #require(codes[name])) == nil, "\(name)")
        }
        #expect(CardKeyMap.cardKey(scancode: -1) == nil)
        #expect(CardKeyMap.cardKey(named: "") == nil)
        #expect(CardKeyMap.cardKey(named: "Keypad 1") == nil)
    }
}
