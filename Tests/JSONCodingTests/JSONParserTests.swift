import JSONCoding
import SetCore
import Testing

/// The parser reads the saved files, which anyone may have changed: valid JSON is read
/// exactly, anything else is refused with an error, and nothing crashes it.
@Suite struct JSONParserTests {
    static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func readsEveryKindOfValue() throws {
        let value = try Self.parse(#" {"a": [1, -2.5e3, true, false, null], "b": {"c": "d"}, "e": ""} "#)
        #expect(value == .object(["a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]),
                                  "b": .object(["c": .string("d")]), "e": .string("")]))
    }

    @Test func readsEscapesAndUnicode() throws {
        #expect(try Self.parse(#""\"\\\/\b\f\n\r\t\u00e9\u001b""#) == .string("\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{1B}"))
        #expect(try Self.parse(#""\ud83d\ude00 é 😀""#) == .string("😀 é 😀"))
        #expect(try Self.parse(#""\uD83D\uDE00""#) == .string("😀"))
    }

    @Test func writesEscapesAsJSONEncoderDid() {
        let text = "\"\\/\u{8}\u{C}\n\r\t\u{1}\u{1F}\u{7F}é😀"
        #expect(String(decoding: JSONWriter().bytes(.string(text)), as: UTF8.self)
                    == #""\"\\\/\b\f\n\r\t\u0001\u001f"# + "\u{7F}é😀\"")
        #expect(String(decoding: JSONWriter(escapesSlashes: false).bytes(.string("a/b")), as: UTF8.self) == #""a/b""#)
    }

    @Test func readsBackWhatItWrites() throws {
        var random = SeededRandom(seed: 21)
        for index in 0..<2000 {
            let tree = random.tree(depth: 5)
            let bytes = try JSON.encode(tree)
            #expect(try JSON.decode(Tree.self, from: bytes) == tree, "case \(index)")
            #expect(try JSONWriter().bytes(JSONParser.parse(bytes)) == bytes, "case \(index)")
        }
    }

    @Test func takesWhatJSONDecoderTookFromHandEditedFiles() throws {
        // A byte order mark, a comma before a closing bracket, and the first of two equal keys.
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number("1")]))
        #expect(try Self.parse("[1,]") == .array([.number("1")]))
        #expect(try Self.parse(#"{"a":1,}"#) == .object(["a": .number("1")]))
        #expect(try Self.parse(#"{"a":1,"a":2}"#) == .object(["a": .number("1")]))
        #expect(try JSON.decode(Int.self, from: Array("1.0".utf8)) == 1)
        #expect(try JSON.decode(Int.self, from: Array("1e2".utf8)) == 100)
        #expect(try JSON.decode(Int.self, from: Array("9223372036854775807".utf8)) == .max)
    }

    @Test func refusesWhatIsNotJSON() {
        let bad = ["", " ", "[", "]", "{", "{\"a\"}", "{\"a\":}", "{a:1}", "[1 2]", "[,]", "[1,,]", "01", "1.", ".5",
                   "-", "+1", "1e", "1e+", "0x10", "NaN", "Infinity", "tru", "nulll", "\"abc", "\"\\x\"", "\"\\u12\"",
                   "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"a\tb\"", "\"a\nb\"", "[1] [2]", "{}x", "'a'",
                   "[1,]]", "{\"a\":1,,}", "\u{0}"]
        for text in bad {
            #expect(throws: JSONSyntaxError.self, "\(text.debugDescription)") { try Self.parse(text) }
        }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("\"".utf8) + [0xFF, 0xFE] + Array("\"".utf8)) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("\"".utf8) + [0xC3] + Array("\"".utf8)) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8)) }
    }

    @Test func refusesNumbersOutOfTheirTypesRange() {
        #expect(throws: DecodingError.self) { try JSON.decode(Int.self, from: Array("9223372036854775808".utf8)) }
        #expect(throws: DecodingError.self) { try JSON.decode(Int8.self, from: Array("128".utf8)) }
        #expect(throws: DecodingError.self) { try JSON.decode(UInt.self, from: Array("-1".utf8)) }
        #expect(throws: DecodingError.self) { try JSON.decode(Int.self, from: Array("1.5".utf8)) }
        #expect(throws: DecodingError.self) { try JSON.decode(Double.self, from: Array("1e400".utf8)) }
        #expect(throws: DecodingError.self) { try JSON.decode(Int.self, from: Array("\"1\"".utf8)) }
    }

    @Test func nestingIsBounded() throws {
        let deepest = JSONParser.defaultMaxDepth
        let allowed = String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)
        #expect(throws: Never.self) { try Self.parse(allowed) }
        let tooDeep = "[" + allowed + "]"
        #expect(throws: JSONSyntaxError.self) { try Self.parse(tooDeep) }
        let objects = String(repeating: #"{"a":"#, count: deepest + 1) + "1" + String(repeating: "}", count: deepest + 1)
        #expect(throws: JSONSyntaxError.self) { try Self.parse(objects) }
        // Far deeper than any stack would take: refused at the limit, not by a crash.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)) }
    }

    @Test func everyCutOfADocumentIsRefused() throws {
        var random = SeededRandom(seed: 22)
        let bytes = try JSON.encode(Tree.object(["k": random.tree(depth: 4), "z": .int(1)]))
        for end in 0..<bytes.count {
            #expect(throws: JSONSyntaxError.self, "\(end)") { try JSONParser.parse(Array(bytes[..<end])) }
        }
    }

    @Test func damagedDocumentsNeverCrashIt() throws {
        var random = SeededRandom(seed: 23)
        let alphabet = Array(#"{}[]",:\/u0123456789eE+-.tfnl "#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xED, 0xFF]
        var read = 0
        for _ in 0..<5000 {
            var bytes = try JSON.encode(random.tree(depth: 4))
            for _ in 0..<1 + random.below(3) where !bytes.isEmpty {
                let at = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes[at] = alphabet[random.below(alphabet.count)]
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet[random.below(alphabet.count)], at: at)
                }
            }
            if let value = try? JSONParser.parse(bytes) {
                read += 1
                // Whatever is read writes out again and reads back the same.
                #expect(try JSONParser.parse(JSONWriter().bytes(value)) == value)
            }
        }
        #expect(read > 100)
    }
}
