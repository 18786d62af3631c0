/// Reads a JSON document (RFC 8259) from UTF-8 bytes into a `JSONValue`.
///
/// Made for files a hostile hand may have written: every byte is checked, nesting deeper
/// than `maxDepth` is refused before it can exhaust the stack, strings must be valid UTF-8,
/// and a lone surrogate escape is refused. As Foundation's `JSONDecoder` (which wrote and
/// read the game's files before), it skips a leading byte order mark and allows one comma
/// before a closing bracket; the first of two equal keys counts.
public struct JSONParser {
    /// Arrays and objects nested deeper than this are refused.
    public static let defaultMaxDepth = 100

    private let bytes: [UInt8]
    private let maxDepth: Int
    private var position = 0
    private var depth = 0

    private init(_ bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// The value `bytes` holds, whole: anything after it but white space is an error.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes, maxDepth: maxDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        let value = try parser.value()
        parser.skipSpace()
        guard parser.position == bytes.count else { throw parser.error("text after the value") }
        return value
    }

    // MARK: - Values

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        guard let byte = peek() else { throw error("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        var fields: [String: JSONValue] = [:]
        try list(closedBy: UInt8(ascii: "}"), of: "a field") { parser throws(JSONSyntaxError) in
            parser.skipSpace()
            guard parser.peek() == UInt8(ascii: "\"") else { throw parser.error("a key should be a string") }
            let key = try parser.string()
            parser.skipSpace()
            guard parser.take(UInt8(ascii: ":")) else { throw parser.error("':' should follow a key") }
            let field = try parser.value()
            if fields[key] == nil { fields[key] = field }
        }
        return .object(fields)
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        var items: [JSONValue] = []
        try list(closedBy: UInt8(ascii: "]"), of: "an item") { parser throws(JSONSyntaxError) in
            items.append(try parser.value())
        }
        return .array(items)
    }

    /// The items of an array or the fields of an object, from its opening bracket to
    /// `closing`, separated by commas.
    private mutating func list(closedBy closing: UInt8, of what: String,
                               _ item: (inout JSONParser) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try enter()
        skipSpace()
        if take(closing) { depth -= 1; return }
        while true {
            try item(&self)
            skipSpace()
            if take(closing) { break }
            guard take(UInt8(ascii: ",")) else { throw error("',' or '\(Character(Unicode.Scalar(closing)))' should follow \(what)") }
            skipSpace()
            if take(closing) { break }
        }
        depth -= 1
    }

    private mutating func enter() throws(JSONSyntaxError) {
        guard depth < maxDepth else { throw error("nested deeper than \(maxDepth)") }
        depth += 1
        position += 1
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard bytes.count - position >= count, bytes[position..<position + count].elementsEqual(expected) else {
            throw error("unexpected character")
        }
        position += count
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as text.
    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = position
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            if let next = peek(), isDigit(next) { throw error("a number cannot start with 0") }
        } else {
            try digits()
        }
        if take(UInt8(ascii: ".")) { try digits() }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            try digits()
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func digits() throws(JSONSyntaxError) {
        guard let first = peek(), isDigit(first) else { throw error("a digit should be here") }
        while let next = peek(), isDigit(next) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: - Strings

    private mutating func string() throws(JSONSyntaxError) -> String {
        position += 1  // the opening quote
        var text: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("a string is not closed") }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw error("a string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"): try escape(into: &text)
            case ..<0x20:
                position -= 1
                throw error("a control character inside a string")
            default: text.append(byte)
            }
        }
    }

    private mutating func escape(into text: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = peek() else { throw error("a string is not closed") }
        position += 1
        let simple: UInt8? = switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple { text.append(simple); return }
        guard byte == UInt8(ascii: "u") else { position -= 1; throw error("unknown escape") }
        var scalar = UInt32(try hexQuad())
        if (0xD800..<0xDC00).contains(scalar) {
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw error("a lone surrogate") }
            let low = UInt32(try hexQuad())
            guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw error("a lone surrogate") }
        text += String(unicode).utf8
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error("a string is not closed") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("\\u needs four hexadecimal digits")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    // MARK: - Bytes

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private func error(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(offset: position, reason: reason) }
}
