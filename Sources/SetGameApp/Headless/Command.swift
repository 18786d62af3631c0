/// One line of the headless protocol (see REQUIREMENTS.md, "Headless protocol").
public enum Command: Equatable, Sendable {
    case click(x: Double, y: Double)
    case key(KeyChord)
    case scroll(Double)
    case resize(width: Int, height: Int)
    case advance(milliseconds: Double)
    case settle
    case state
    case screenshot(path: String)
    case quit

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Parses one line; nil for a blank line.
    public static func parse(_ line: String) throws(ParseError) -> Command? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let verb = words.first else { return nil }
        let args = Array(words.dropFirst())
        func number(_ text: String, _ what: String) throws(ParseError) -> Double {
            guard let value = Double(text), value.isFinite else { throw ParseError(description: "\(verb): \(what) must be a number, got '\(text)'") }
            return value
        }
        func expect(_ count: Int, _ usage: String) throws(ParseError) {
            if args.count != count { throw ParseError(description: "usage: \(usage)") }
        }
        switch verb {
        case "click":
            try expect(2, "click X Y")
            return .click(x: try number(args[0], "X"), y: try number(args[1], "Y"))
        case "key":
            // SDL names some keys with a space (`Page Down`): the name is the rest of the line.
            guard !args.isEmpty else { throw ParseError(description: "usage: key NAME (e.g. q, Space, Ctrl+R)") }
            let name = args.joined(separator: " ")
            guard let chord = KeyChord(parsing: name), chord.namesAnSDLKey else {
                throw ParseError(description: "key: unknown key '\(name)'")
            }
            return .key(chord)
        case "scroll":
            try expect(1, "scroll DY")
            return .scroll(try number(args[0], "DY"))
        case "resize":
            try expect(2, "resize W H")
            guard let w = Int(args[0]), let h = Int(args[1]), (1...16384).contains(w), (1...16384).contains(h) else {
                throw ParseError(description: "resize: W and H must be whole numbers from 1 to 16384")
            }
            return .resize(width: w, height: h)
        case "advance":
            try expect(1, "advance MS")
            let ms = try number(args[0], "MS")
            guard ms >= 0 else { throw ParseError(description: "advance: MS must not be negative") }
            return .advance(milliseconds: ms)
        case "settle":
            try expect(0, "settle")
            return .settle
        case "state":
            try expect(0, "state")
            return .state
        case "screenshot":
            guard !args.isEmpty else { throw ParseError(description: "usage: screenshot PATH") }
            let rest = line.drop { $0 == " " || $0 == "\t" }.dropFirst(verb.count).drop { $0 == " " || $0 == "\t" }
            return .screenshot(path: String(rest).trimmingTrailingWhitespace())
        case "quit":
            try expect(0, "quit")
            return .quit
        default:
            throw ParseError(description: "unknown command '\(verb)'")
        }
    }
}

private extension String {
    func trimmingTrailingWhitespace() -> String {
        var s = Substring(self)
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
