import Session
import Layout

/// One line of the headless protocol (docs/protocol.md). Parsing is total: any line, however
/// hostile, gives a command, nothing (a blank line) or a `ParseError` whose description
/// quotes the input safely (Y7).
public enum Command: Equatable, Sendable {
    case click(x: Double, y: Double)
    case key(KeyChord)
    case scroll(Double)
    /// A size inside `WindowBounds` (Y6).
    case resize(width: Int, height: Int)
    /// Always finite and not negative: a number past the largest `Double` saturates to
    /// `Double.greatestFiniteMagnitude` (Y5); the session caps what its clock can hold.
    case advance(milliseconds: Double)
    case settle
    case state
    /// A path without a NUL byte.
    case screenshot(path: String)
    case quit
    /// `pad N BUTTON` and `pad N unplug` (C1, C2): a press of a gamepad's button, or the pad
    /// unplugged; N from 0 to `padLimit`.
    case pad(Int, PadInput)

    /// The highest pad number the protocol takes.
    public static let padLimit = 255

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let description: String

        /// A line over `LineReader.lineLimit` bytes (Y7): the reader skips the rest of it.
        public static let overLongLine = ParseError(description: "line longer than 65536 bytes, skipped")
    }

    /// Parses one line; nil for a blank line.
    public static func parse(_ line: String) throws(ParseError) -> Command? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let verb = words.first else { return nil }
        let args = Array(words.dropFirst())
        func expect(_ count: Int, _ usage: String) throws(ParseError) {
            if args.count != count { throw ParseError(description: "usage: \(usage)") }
        }
        switch verb {
        case "click":
            try expect(2, "click X Y")
            return .click(x: try number(args[0], "click: X"), y: try number(args[1], "click: Y"))
        case "key": return .key(try keyChord(args))
        case "scroll":
            try expect(1, "scroll DY")
            return .scroll(try number(args[0], "scroll: DY"))
        case "resize":
            try expect(2, "resize W H")
            return try resize(args[0], args[1])
        case "advance":
            try expect(1, "advance MS")
            return .advance(milliseconds: try milliseconds(args[0]))
        case "settle", "state", "quit":
            try expect(0, verb)
            return verb == "settle" ? .settle : verb == "state" ? .state : .quit
        case "screenshot": return .screenshot(path: try screenshotPath(line, verb: verb))
        case "pad":
            try expect(2, "pad N BUTTON (a, b, x, y, back, start, dpup, dpdown, dpleft, dpright) or pad N unplug")
            return try pad(args[0], args[1])
        default:
            throw ParseError(description: "unknown command \(quoted(verb))")
        }
    }

    /// Parses `overLong` lines as well: the reader's marker becomes `ParseError.overLongLine`.
    public static func parse(_ line: LineReader.Line) throws(ParseError) -> Command? {
        switch line {
        case .text(let text): try parse(text)
        case .overLong: throw .overLongLine
        }
    }

    // MARK: - Arguments

    /// The key chord of `key NAME`; the name is the rest of the line, as SDL names some
    /// keys with a space (`Keypad Enter`).
    private static func keyChord(_ args: [String]) throws(ParseError) -> KeyChord {
        guard !args.isEmpty else { throw ParseError(description: "usage: key NAME (e.g. q, Space, Ctrl+R)") }
        let name = args.joined(separator: " ")
        guard var chord = KeyChord(parsing: name) else { throw ParseError(description: "key: unknown key \(quoted(name))") }
        chord.key = KeyBindings.spellings[chord.key] ?? chord.key
        guard chord.namesAnSDLKey else { throw ParseError(description: "key: unknown key \(quoted(name))") }
        return chord
    }

    /// Y6: whole numbers inside `WindowBounds`.
    private static func resize(_ width: String, _ height: String) throws(ParseError) -> Command {
        guard let w = Int(width) else { throw ParseError(description: "resize: W must be a whole number, got \(quoted(width))") }
        guard let h = Int(height) else { throw ParseError(description: "resize: H must be a whole number, got \(quoted(height))") }
        guard WindowBounds.contains(width: w, height: h) else {
            throw ParseError(description: "resize: \(w)x\(h) is out of bounds (\(WindowBounds.rule))")
        }
        return .resize(width: w, height: h)
    }

    /// C1: `pad N BUTTON`, BUTTON one of SDL's game-controller names in lower case, or `unplug`.
    private static func pad(_ number: String, _ button: String) throws(ParseError) -> Command {
        guard let pad = Int(number), (0...padLimit).contains(pad) else {
            throw ParseError(description: "pad: N must be a whole number from 0 to \(padLimit), got \(quoted(number))")
        }
        if button == "unplug" { return .pad(pad, .unplugged) }
        guard let pressed = PadButton(rawValue: button) else {
            let names = PadButton.allCases.map(\.rawValue).joined(separator: ", ")
            throw ParseError(description: "pad: unknown button \(quoted(button)) (one of \(names), or unplug)")
        }
        return .pad(pad, .press(pressed))
    }

    /// Y5: any non-negative decimal number; one too large for a `Double` saturates.
    private static func milliseconds(_ text: String) throws(ParseError) -> Double {
        guard let value = decimal(text) else { throw ParseError(description: "advance: MS must be a number, got \(quoted(text))") }
        guard value >= 0 else { throw ParseError(description: "advance: MS must not be negative") }
        return value.isInfinite ? .greatestFiniteMagnitude : value + 0  // `+ 0` turns -0 into 0
    }

    /// A finite decimal number, for coordinates and wheel notches.
    private static func number(_ text: String, _ what: String) throws(ParseError) -> Double {
        guard let value = decimal(text), value.isFinite else {
            throw ParseError(description: "\(what) must be a number, got \(quoted(text))")
        }
        return value
    }

    /// The path of `screenshot PATH`: the rest of the line without the whitespace around it.
    private static func screenshotPath(_ line: String, verb: String) throws(ParseError) -> String {
        let isBlank = { (c: Character) in c == " " || c == "\t" }
        var rest = line.drop(while: isBlank).dropFirst(verb.count).drop(while: isBlank)
        while rest.last?.isWhitespace == true { rest.removeLast() }
        guard !rest.isEmpty else { throw ParseError(description: "usage: screenshot PATH") }
        // The C library would end the path at the NUL and write somewhere else.
        guard !rest.unicodeScalars.contains("\0") else {
            throw ParseError(description: "screenshot: PATH must not contain a NUL byte, got \(quoted(rest))")
        }
        return String(rest)
    }
}
