/// Writes a `JSONValue` as UTF-8 on one line, byte for byte as Foundation's `JSONEncoder`
/// does with `.sortedKeys`: object keys in the order of their UTF-8 bytes, no spaces, control
/// characters escaped (`\n`, `\u001b`), other characters as they are.
public struct JSONWriter {
    /// Whether `/` is written `\/` (as `JSONEncoder` does without `.withoutEscapingSlashes`).
    public var escapesSlashes: Bool

    public init(escapesSlashes: Bool = true) {
        self.escapesSlashes = escapesSlashes
    }

    public func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, to: &out)
        return out
    }

    public func write(_ value: JSONValue, to out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .number(let text): out += text.utf8
        case .string(let text): writeString(text, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(item, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (index, key) in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                write(fields[key]!, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case UInt8(ascii: "/") where escapesSlashes: out += #"\/"#.utf8
            case 0x08: out += #"\b"#.utf8
            case 0x09: out += #"\t"#.utf8
            case 0x0A: out += #"\n"#.utf8
            case 0x0C: out += #"\f"#.utf8
            case 0x0D: out += #"\r"#.utf8
            case ..<0x20:
                out += #"\u00"#.utf8
                out.append(Self.hexDigits[Int(byte >> 4)])
                out.append(Self.hexDigits[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    /// A finite number as `JSONEncoder` writes it: Swift's shortest form that reads back
    /// the same value, without a trailing `.0` (`1`, `0.1`, `1e+20`, `-0`); nil for NaN
    /// and the infinities, which JSON cannot hold.
    public static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> JSONValue? {
        guard value.isFinite else { return nil }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    public static func number<I: BinaryInteger>(_ value: I) -> JSONValue { .number(String(value)) }
}
