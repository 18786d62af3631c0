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
        case .array(let items): writeArray(items, to: &out) { write($0, to: &$1) }
        case .object(let fields): writeObject(fields.map { ($0.key, $0.value) }, to: &out) { write($0, to: &$1) }
        }
    }

    /// What `JSON.encode` built, written as `write(box.value, to:)` would write it, without
    /// building the `JSONValue` first.
    func write(_ box: EncodedBox, to out: inout [UInt8]) {
        switch box.content {
        case .nothing: out += "{}".utf8
        case .value(let value): write(value, to: &out)
        case .array(let items): writeArray(items, to: &out) { write($0, to: &$1) }
        case .object(let fields): writeObject(fields, to: &out) { write($0, to: &$1) }
        }
    }

    private func write(_ node: EncodedBox.Node, to out: inout [UInt8]) {
        switch node {
        case .value(let value): write(value, to: &out)
        case .box(let box): write(box, to: &out)
        }
    }

    private func writeArray<Item>(_ items: [Item], to out: inout [UInt8], _ write: (Item, inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            write(item, &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// The fields in the order of their keys' UTF-8 bytes.
    private func writeObject<Value>(_ fields: [(key: String, value: Value)], to out: inout [UInt8],
                                    _ write: (Value, inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: "{"))
        for (index, field) in fields.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            writeString(field.key, to: &out)
            out.append(UInt8(ascii: ":"))
            write(field.value, &out)
        }
        out.append(UInt8(ascii: "}"))
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
