import Foundation
import ProtocolSupport

/// SplitMix64: the fuzzers' own seeded numbers, the same on every machine, so a seed
/// replays its commands exactly.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0 ..< n.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

/// Hostile command lines for the protocol: valid commands with odd arguments, garbage,
/// mutated commands, huge numbers, strange keys, gamepads' buttons of several pads and
/// pads unplugged (C1), sizes across and beyond the bounds (Y5–Y7), and long lines. Never one that ends the session (`quit`, `Ctrl+Q`); with
/// `keepGame`, never one that starts a new game either.
struct FuzzCommands {
    var random: FuzzRandom
    var keepGame = false
    /// How many lines of each kind were made.
    private(set) var counts: [String: Int] = [:]

    static let keys = ["Space", "Ctrl+N", "Ctrl+H", "Ctrl+R", "Ctrl+T", "Ctrl+P", "Ctrl+L", "Ctrl+M", "Escape", "F1", "F2",
                       "F3", "F11", "Up", "Down", "Left", "Right", "PageUp", "PageDown", "Page Down", "Page Up", "Home", "End",
                       "1", "5", "0", "q", "t", "p", "a", "g", ";", "z", "m", "/", ",", "Shift+q", "Alt+a", "Ctrl+Alt+z",
                       "Ctrl+Shift+Alt+Space", "Keypad Enter", "Keypad +", "Ctrl++", "+", "F24", "ß", "é", "🂡", "Return",
                       "Tab", "Backspace", "Delete", "Ctrl+Escape", "Shift+F1", "control+h", "SPACE", "escape",
                       "Left Shift", "Right Shift", "Left Shift", "Right Shift", "Ctrl+Left Shift"]
    static let numbers = ["0", "-0", "1", "-1", "0.5", ".5", "16", "250", "1e3", "1e22", "1.7e308", "1e400", "-1e400",
                          "5e-324", "99999999999999999999999999999", "nan", "inf", "-inf", "0x10", "1_000", "+3", "1e",
                          "--1", "", "١٢", "3.", "1e-400"]
    /// `resize` arguments the protocol refuses with an `error:` line (Y6).
    static let sizesOutOfBounds = ["199 500", "500 199", "7681 300", "4321 4321", "0 0", "-5 300", "1 1", "1e9 1e9",
                                   "16384 16384", "300.5 400", "300", "300 400 500", "nan 300"]
    static let verbs = ["click", "key", "scroll", "resize", "advance", "settle", "state", "screenshot", "pad"]
    static let padButtons = ["a", "b", "x", "y", "back", "start", "dpup", "dpdown", "dpleft", "dpright"]
    /// `pad` lines the protocol refuses with an `error:` line.
    static let badPadLines = ["pad", "pad 0", "pad -1 a", "pad 256 a", "pad 0 A", "pad 0 Start", "pad 0 guide",
                              "pad 0 leftshoulder", "pad 0 dpup dpdown", "pad 1e9 a", "pad 0 unplugged", "pad ☃ a",
                              "pad 99999999999999999999999 b", "pad 0x1 a", "pad 0 \u{1B}[2J"]

    init(seed: UInt64, keepGame: Bool = false) {
        random = FuzzRandom(seed: seed)
        self.keepGame = keepGame
    }

    /// The next line, knowing the last state (where the cards and buttons are). In a
    /// window over 4 million points most frames give way to a resize: each frame there
    /// paints every card face anew, and seconds of that would crowd out other lines.
    mutating func next(after state: StateJSON?) -> String {
        while true {
            var (kind, line) = make(after: state)
            if let window = state?.window, window[0] * window[1] > 4e6, Self.draws(line), random.chance(75) {
                (kind, line) = ("resize", ordinaryResize())
            }
            if isAllowed(line) {
                counts[kind, default: 0] += 1
                return line
            }
        }
    }

    /// The buttons that leave the game for another: New Game, and the game-over overlay's
    /// Rematch (V6) and daily puzzle (G5).
    static let newGameButtons: Set<String> = ["newGame", "rematch", "daily"]

    /// False for a line that could end the session or (with `keepGame`) start a new game.
    func isAllowed(_ line: String) -> Bool {
        let text = line.lowercased()
        let ctrl = text.contains("ctrl") || text.contains("control")
        if text.contains("quit") || (ctrl && text.contains("q")) { return false }
        return !keepGame || !(ctrl && text.contains("n"))
    }

    private mutating func make(after state: StateJSON?) -> (String, String) {
        switch random.below(100) {
        case 0..<26: ("click", click(state))
        case 26..<32: ("pad", pad(state))
        case 32..<50: ("key", "key \(random.pick(Self.keys))")
        case 50..<56: ("scroll", "scroll \(random.chance(70) ? String(random.below(7) - 3) : random.pick(Self.numbers))")
        case 56..<63: ("resize", resize())
        case 63..<71: ("advance", advance())
        case 71..<74: ("settle", "settle")
        case 74: ("screenshot", random.pick(["screenshot /dev/full", "screenshot /nonexistent-folder/x.png", "screenshot /"]))
        case 75..<88: ("mutated", mutated(valid(state)))
        case 88..<98: ("garbage", garbage())
        case 98: ("state", "state")
        default: ("long", longLine())
        }
    }

    /// A valid command of any verb (what mutations start from).
    private mutating func valid(_ state: StateJSON?) -> String {
        switch random.below(7) {
        case 0: click(state)
        case 6: keepGame ? "settle" : pad(state)
        case 1: "key \(random.pick(Self.keys))"
        case 2: "scroll \(random.below(7) - 3)"
        case 3: resize()
        case 4: advance()
        default: "settle"
        }
    }

    /// Mostly on a card or a button (what changes the game), else anywhere, even outside.
    private mutating func click(_ state: StateJSON?) -> String {
        if let state, !state.cards.isEmpty, random.chance(60) {
            let card = random.pick(state.cards).rect
            let x = card.x + random.double(0...card.width), y = card.y + random.double(0...card.height)
            // A card under the game-over summary may lie under its Rematch button.
            let newGame = state.buttons.filter { Self.newGameButtons.contains($0.key) }.values.map(Box.init)
            if keepGame, newGame.contains(where: { $0.contains(x: x, y: y) }) { return "click -1 -1" }
            return "click \(x) \(y)"
        }
        // In the order of their names: a dictionary's own order changes from run to run, and
        // a seed must always make the same lines.
        let buttons = (state?.buttons ?? [:]).filter { !keepGame || !Self.newGameButtons.contains($0.key) }
            .sorted { $0.key < $1.key }.map { Box($0.value) }
        if !buttons.isEmpty, random.chance(30) {
            let button = random.pick(buttons)
            return "click \(button.centre.x) \(button.centre.y)"
        }
        if random.chance(10) { return "click \(random.pick(Self.numbers)) \(random.pick(Self.numbers))" }
        return "click \(random.below(2400) - 200) \(random.below(1600) - 200)"
    }

    /// A button of one of a few pads, the d-pad most often; a pad unplugged now and then, a
    /// pad number at the edge, or a line the protocol refuses. With `keepGame`, `a` only
    /// from the pad whose ring the state shows, never on New Game or Rematch.
    private mutating func pad(_ state: StateJSON?) -> String {
        if random.chance(15) { return random.pick(Self.badPadLines) }
        let number = random.chance(90) ? random.below(3) : random.pick([7, 255])
        if random.chance(5) { return "pad \(number) unplug" }
        var button = random.chance(45) ? random.pick(Array(Self.padButtons.suffix(4))) : random.pick(["a", "a"] + Self.padButtons.prefix(6))
        if keepGame, button == "a",
           state?.focus.map({ $0.pad != number || Self.newGameButtons.contains($0.button ?? "") }) ?? true {
            button = "b"
        }
        return "pad \(number) \(button)"
    }

    /// Sizes across the whole allowed range, its edges, and beyond it (an `error:` line).
    /// The largest come seldom: a frame after a resize paints every card face anew.
    private mutating func resize() -> String {
        switch random.below(20) {
        case 0..<10: ordinaryResize()
        case 10..<14: "resize \(random.pick(["200 200", "7680 200", "200 7680", "3000 200", "200 2000", "360 640"]))"
        case 14: "resize \(random.pick(["7680 4320", "4320 7680", "3840 2160", "4320 4320"]))"
        default: "resize \(random.pick(Self.sizesOutOfBounds))"
        }
    }

    /// A size such as a desktop window has.
    private mutating func ordinaryResize() -> String { "resize \(200 + random.below(1400)) \(200 + random.below(900))" }

    private mutating func advance() -> String {
        random.chance(70) ? "advance \(random.pick(["16", "16", "100", "250", "1000", "0", "2.5"]))" : "advance \(random.pick(Self.numbers))"
    }

    /// A valid line changed a little: characters dropped, added or swapped, words doubled.
    private mutating func mutated(_ line: String) -> String {
        var scalars = Array(line.unicodeScalars)
        for _ in 0...random.below(3) {
            let at = random.below(scalars.count + 1)
            switch random.below(5) {
            case 0 where !scalars.isEmpty: scalars.remove(at: min(at, scalars.count - 1))
            case 1: scalars.insert(oddScalar(), at: at)
            case 2: scalars.insert(contentsOf: " \(random.pick(Self.numbers))".unicodeScalars, at: scalars.count)
            case 3: scalars = Array((random.pick(Self.verbs) + String(String.UnicodeScalarView(scalars.drop(while: { $0 != " " })))).unicodeScalars)
            default: scalars = Array(line.uppercased().unicodeScalars)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// Control characters, spaces, tabs, escapes and letters from far away (never a line end).
    private mutating func oddScalar() -> Unicode.Scalar {
        random.pick(["\u{0}", "\u{1B}", "\t", " ", "\u{7F}", "\u{85}", "\u{202E}", "\u{2028}", "\u{FEFF}", "é", "😀", "+",
                     "-", ".", "e", "9", "\\", "\""])
    }

    private mutating func garbage() -> String {
        switch random.below(4) {
        case 0: return String(String.UnicodeScalarView((0..<random.below(80)).map { _ in oddScalar() }))
        case 1: return "\(random.pick(["teleport", "CLICK", "Click", "state?", "\u{1B}[2J", "kee", "☃"])) \(random.pick(Self.numbers))"
        case 2: return "\(random.pick(Self.verbs)) \(random.pick(Self.numbers)) \(random.pick(Self.numbers)) \(random.pick(Self.numbers))"
        default: return random.pick(Self.badPadLines + ["click", "key", "key Ctrl+", "key +Ctrl", "key Ctrl+Ctrl+h", "scroll", "resize",
                                     "advance", "advance -1", "settle now", "state please", "screenshot", "key \t"])
        }
    }

    /// A line near and over the 64 KiB limit (Y7).
    private mutating func longLine() -> String {
        let length = random.pick([65_535, 65_536, 65_537, 70_000, 200_000])
        return random.chance(50) ? "click " + String(repeating: "9", count: length) : String(repeating: "é", count: length / 2)
    }

    /// True for a line that may draw a frame.
    static func draws(_ line: String) -> Bool {
        ["advance", "settle", "screenshot"].contains { line.hasPrefix($0) }
    }

    /// True when the game answers `line` with a `state` line of its own.
    static func asksForState(_ line: String) -> Bool { words(line) == ["state"] }

    /// True when `line` is `settle`: after it nothing moves.
    static func isSettle(_ line: String) -> Bool { words(line) == ["settle"] }

    private static func words(_ line: String) -> [Substring] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }
}
