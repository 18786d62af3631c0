import JSONCoding
import SetCore

/// A JSON document as Swift values, for comparing the game's coders with Foundation's:
/// numbers as `Int` or `Double`, so that each coder formats and reads them itself.
indirect enum Tree: Codable, Equatable {
    case null, bool(Bool), int(Int), double(Double), string(String), array([Tree]), object([String: Tree])

    /// Numbers are equal by value as doubles: `100.0` is written `100` and read back as an
    /// integer, and JSONDecoder reads `7.682144195055313e+18` as the integer with those digits.
    static func == (a: Tree, b: Tree) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x == y
        case let (.int(x), .int(y)): x == y
        case let (.double(x), .double(y)): x == y
        case let (.int(x), .double(y)), let (.double(y), .int(x)): Double(x) == y
        default: false
        }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null: var one = encoder.singleValueContainer(); try one.encodeNil()
        case .bool(let flag): var one = encoder.singleValueContainer(); try one.encode(flag)
        case .int(let number): var one = encoder.singleValueContainer(); try one.encode(number)
        case .double(let number): var one = encoder.singleValueContainer(); try one.encode(number)
        case .string(let text): var one = encoder.singleValueContainer(); try one.encode(text)
        case .array(let items):
            var list = encoder.unkeyedContainer()
            for item in items { try list.encode(item) }
        case .object(let fields):
            var object = encoder.container(keyedBy: Key.self)
            for (key, field) in fields { try object.encode(field, forKey: Key(stringValue: key)) }
        }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(Dictionary(uniqueKeysWithValues: try object.allKeys.map { ($0.stringValue, try object.decode(Tree.self, forKey: $0)) }))
        } else if var list = try? decoder.unkeyedContainer() {
            var items: [Tree] = []
            while !list.isAtEnd { items.append(try list.decode(Tree.self)) }
            self = .array(items)
        } else {
            let one = try decoder.singleValueContainer()
            if one.decodeNil() { self = .null }
            else if let flag = try? one.decode(Bool.self) { self = .bool(flag) }
            else if let text = try? one.decode(String.self) { self = .string(text) }
            else if let number = try? one.decode(Int.self) { self = .int(number) }
            else { self = .double(try one.decode(Double.self)) }
        }
    }
}

extension SeededRandom {
    /// A document up to `depth` levels deep, with the numbers and characters that are hard
    /// to write: every control character, slashes, quotes, surrogate pairs, the extremes of
    /// `Int`, doubles from random bit patterns.
    mutating func tree(depth: Int = 4) -> Tree {
        switch below(depth > 0 ? 7 : 5) {
        case 0: return [.null, .bool(true), .bool(false)][below(3)]
        case 1: return .int(int())
        case 2: return .double(double())
        case 3, 4: return .string(string())
        case 5: return .array((0..<below(5)).map { _ in tree(depth: depth - 1) })
        default: return .object(Dictionary((0..<below(5)).map { _ in (string(), tree(depth: depth - 1)) },
                                           uniquingKeysWith: { a, _ in a }))
        }
    }

    mutating func int() -> Int {
        switch below(4) {
        case 0: [Int.min, Int.max, 0, -1, 1][below(5)]
        case 1: Int(truncatingIfNeeded: next())
        default: below(2000) - 1000
        }
    }

    mutating func double() -> Double {
        switch below(4) {
        case 0: return [0.0, -0.0, 0.1, 1e15, 1e16, 1e20, 1e21, 1e-7, 5e-324, .greatestFiniteMagnitude, 100, -2.5][below(12)]
        case 1: return Double(below(100_000)) / 100
        default:
            var number = Double.nan
            while !number.isFinite { number = Double(bitPattern: next()) }
            return number
        }
    }

    static let pieces: [String] = ["a", "Z", "0", "9", "_", "-", "/", "\\", "\"", " ", "é", "ä", "€", "😀", "\u{7F}",
                                   "\u{2028}", "\u{FEFF}", "~", "{", "]", ":", ","]
        + (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }

    mutating func string() -> String {
        String((0..<below(8)).map { _ in Self.pieces[below(Self.pieces.count)] }.joined())
    }
}
