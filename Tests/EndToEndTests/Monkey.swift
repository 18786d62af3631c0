import Foundation

/// What the monkey does to a real window: every input a player has (Y2), gamepads' buttons
/// included (as the protocol's `pad` lines, C1), chosen at random
/// from a seed. A step is one xdotool action or one protocol line; steps are sent in
/// batches, each batch one xdotool run (its commands chained) and a few protocol lines.
struct Monkey {
    /// Every key the game binds ("Keys"), but Ctrl+Q, which would end the run.
    static let boundKeys = ["space", "ctrl+n", "ctrl+h", "ctrl+r", "ctrl+t", "ctrl+p", "ctrl+l", "Escape", "F1",
                            "F2", "F3", "F11", "ctrl+m", "Left", "Right", "Up", "Down", "Prior", "Next", "Home",
                            "End", "Shift_L", "Shift_R"]
    /// The card keys, as xdotool names them.
    static let cardKeys = "1234567890qwertyuiopasdfghjkl;zxcvbnm,./".map { character -> String in
        switch character {
        case ";": "semicolon"
        case ",": "comma"
        case ".": "period"
        case "/": "slash"
        default: String(character)
        }
    }

    enum Kind: String, CaseIterable {
        case click, doubleClick, wheel, keyTapped, keyHeld, padPressed, resize, minimize
    }

    /// One batch: xdotool's arguments, protocol lines, and what each step was.
    struct Batch {
        var xdotool: [String] = []
        var lines: [String] = []
        var kinds: [Kind] = []
    }

    var random: FuzzRandom
    /// Where the pointer may go: the window's size as the game last told it.
    var area: (width: Int, height: Int)
    let window: String

    init(seed: UInt64, window: String, area: (width: Int, height: Int)) {
        random = FuzzRandom(seed: seed)
        self.window = window
        self.area = area
    }

    /// `count` steps; the window is shown again at the end of the batch if it was minimized.
    mutating func batch(of count: Int) -> Batch {
        // No modifier left down by an xdotool run cut short (Ctrl would turn a `q` into Ctrl+Q).
        var batch = Batch(xdotool: ["keyup", "ctrl", "shift", "alt"])
        var minimized = false
        for _ in 0..<count {
            let kind = pickKind()
            batch.kinds.append(kind)
            switch kind {
            case .click: batch.xdotool += pointer() + ["click", "--delay", "1", "1"]
            case .doubleClick: batch.xdotool += pointer() + ["click", "--repeat", "2", "--delay", "40", "1"]
            case .wheel: batch.xdotool += pointer() + ["click", "--delay", "1", random.pick(["4", "4", "5", "5", "6", "7"])]
            case .keyTapped: batch.xdotool += ["key", "--delay", "1", anyKey()]
            case .keyHeld:
                // Past the X server's auto-repeat delay (`MonkeyRun` sets it to 150 ms, Y8).
                let key = anyKey(), seconds = random.double(0.2...0.35)
                batch.xdotool += ["keydown", key, "sleep", String(format: "%.2f", seconds), "keyup", key]
            case .padPressed: batch.lines.append(padLine())
            case .resize: batch.lines.append(resizeLine())
            case .minimize:
                batch.xdotool += minimized ? restore() : ["windowminimize", window, "sleep", "0.1"]
                minimized.toggle()
            }
        }
        if minimized { batch.xdotool += restore() }
        return batch
    }

    private mutating func pickKind() -> Kind {
        let roll = random.below(100)
        switch roll {
        case ..<30: return .click
        case ..<38: return .doubleClick
        case ..<54: return .wheel
        case ..<81: return .keyTapped
        case ..<84: return .keyHeld
        case ..<90: return .padPressed
        case ..<97: return .resize
        default: return .minimize
        }
    }

    private mutating func pointer() -> [String] {
        ["mousemove", "--window", window, "\(random.below(area.width))", "\(random.below(area.height))"]
    }

    private mutating func anyKey() -> String {
        random.chance(55) ? random.pick(Self.boundKeys) : random.pick(Self.cardKeys)
    }

    /// A button of one of three pads, the d-pad most often; now and then the pad is unplugged.
    private mutating func padLine() -> String {
        let pad = random.below(3)
        if random.chance(4) { return "pad \(pad) unplug" }
        let button = random.chance(50) ? random.pick(["dpup", "dpdown", "dpleft", "dpright"])
            : random.pick(["a", "a", "b", "x", "y", "back", "start"])
        return "pad \(pad) \(button)"
    }

    private func restore() -> [String] { ["windowactivate", window, "sleep", "0.1"] }

    /// A size in the bounds (Y6): mostly a desktop's, the smallest often, now and then a
    /// long side up to 7680 (on a short one: a debug build takes seconds to paint cards
    /// for 7680×4320, which `MonkeyRun` asks for once).
    private mutating func resizeLine() -> String {
        let short = random.pick([200, 200, 240, 320, 480, 720, 1080]) + random.below(40)
        let longest = random.chance(90) ? random.pick([200, 360, 640, 1000, 1280, 1920]) : random.pick([3840, 7680])
        let long = max(short, longest - random.below(40))
        return random.chance(50) ? "resize \(long) \(short)" : "resize \(short) \(long)"
    }

    /// The largest window there is.
    static let largest = "resize 7680 4320"
}
