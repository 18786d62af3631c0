import FoundationEssentials
import JSONCoding
import SetCore
import Testing

/// The game's coders against Foundation's, which wrote the saved files and the `state`
/// line before: the same bytes out, the same values in.
@Suite struct JSONCompatibilityTests {
    static let cases = 3000

    static func foundation(_ tree: Tree, escapesSlashes: Bool) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = escapesSlashes ? [.sortedKeys] : [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(tree))
    }

    @Test func writesTheBytesJSONEncoderWrote() throws {
        var random = SeededRandom(seed: 11)
        for index in 0..<Self.cases {
            let tree = random.tree()
            for escapes in [true, false] {
                let ours = try JSON.encode(tree, escapesSlashes: escapes)
                let theirs = try Self.foundation(tree, escapesSlashes: escapes)
                #expect(ours == theirs, "case \(index): \(String(decoding: ours, as: UTF8.self)) != \(String(decoding: theirs, as: UTF8.self))")
            }
        }
    }

    @Test func readsWhatJSONEncoderWroteAndJSONDecoderReadsWhatItWrites() throws {
        var random = SeededRandom(seed: 12)
        for index in 0..<Self.cases {
            let tree = random.tree()
            let theirs = try Self.foundation(tree, escapesSlashes: true)
            #expect(try JSON.decode(Tree.self, from: theirs) == tree, "case \(index)")
            let ours = try JSON.encode(tree)
            #expect(try JSONDecoder().decode(Tree.self, from: Data(ours)) == tree, "case \(index): \(String(decoding: ours, as: UTF8.self))")
        }
    }

    @Test func keysAreSortedByTheirUTF8Bytes() throws {
        let keys = ["b", "a10", "a9", "A", "B", "_x", "Z", "a", "ab", "aB", "é", "e", "1", "10", "9", "a-b", "ä", "~"]
        let tree = Tree.object(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, .int($0)) }))
        let written = String(decoding: try JSON.encode(tree), as: UTF8.self)
        #expect(written == #"{"1":12,"10":13,"9":14,"A":3,"B":4,"Z":6,"_x":5,"a":7,"a-b":15,"a10":1,"a9":2,"aB":9,"ab":8,"b":0,"e":11,"~":17,"ä":16,"é":10}"#)
        #expect(Array(written.utf8) == (try Self.foundation(tree, escapesSlashes: true)))
    }

    @Test func numbersAreWrittenAsJSONEncoderWroteThem() throws {
        let numbers: [(Double, String)] = [(0, "0"), (-0.0, "-0"), (1, "1"), (1.5, "1.5"), (0.1, "0.1"), (1e20, "1e+20"),
                                           (1e15, "1000000000000000"), (1e16, "1e+16"), (1e-7, "1e-07"), (100, "100")]
        for (number, text) in numbers {
            #expect(String(decoding: try JSON.encode([number]), as: UTF8.self) == "[\(text)]")
        }
        #expect(String(decoding: try JSON.encode([Int.min, Int.max]), as: UTF8.self) == "[-9223372036854775808,9223372036854775807]")
        #expect(String(decoding: try JSON.encode([Float(0.1)]), as: UTF8.self) == "[0.1]")
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try JSON.encode([bad]) }
        }
    }

    @Test func savedGamesStatisticsAndSettingsAreWrittenAndReadAsBefore() throws {
        var random = SeededRandom(seed: 5)
        for _ in 0..<20 {
            var game = Game(random: &random, at: 0)
            var stats = Statistics()
            stats.gameStarted()
            stats.mismatch(broken: [.color, .shape])
            _ = stats.dailySolved(PuzzleDate("2026-11-22")!, timeMs: Double(random.below(100_000)) / 7,
                                  today: PuzzleDate("2026-11-23")!)
            _ = stats.gameFinished(elapsedMs: Double(random.below(1_000_000)) / 3, score: random.below(50))
            game.select(cardAt: random.below(game.table.count), at: 1)
            let saved = game.saved(elapsedMs: Double(random.below(1_000_000)) / 9, shuffles: random)
            let settings = Settings(theme: .dark, window: .init(width: 800 + random.below(100), height: 600))
            try Self.expectSameBytes(saved)
            try Self.expectSameBytes(stats)
            try Self.expectSameBytes(settings)
            try Self.expectSameBytes(Settings())
            #expect(try JSON.decode(SavedGame.self, from: Self.foundationBytes(saved)) == saved)
            #expect(try JSON.decode(Statistics.self, from: Self.foundationBytes(stats)) == stats)
            #expect(try JSON.decode(Settings.self, from: Self.foundationBytes(settings)) == settings)
        }
    }

    /// Numbers, strings and flags straight in a container, kept without a box of their own.
    struct Scalars: Encodable {
        var int = -3, text = "a/b \"c\"\n é", flag = true, big = UInt64.max, real = 0.1
        var texts = ["x", "", "/"], flags = [false, true], reals = [1e20, -0.0, 2.5], nested = [[1, 2], [], [3]]
        var optional: String? = "o", none: Int? = nil
    }

    @Test func scalarsInContainersAreWrittenAsJSONEncoderWroteThem() throws {
        try Self.expectSameBytes(Scalars())
        try Self.expectSameBytes([Scalars(), Scalars(int: 7, text: "", flag: false, big: 0, real: -1e-7)])
        #expect(try JSON.encode(Scalars(), escapesSlashes: false) == {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return Array(try encoder.encode(Scalars()))
        }())
    }

    @Test func aNumberJSONCannotHoldIsRefusedWithItsPath() throws {
        for bad in [Scalars(real: .nan), Scalars(reals: [1, .infinity])] {
            do {
                _ = try JSON.encode(["first": bad])
                Issue.record("\(bad) was written")
            } catch EncodingError.invalidValue(_, let context) {
                #expect(context.codingPath.map(\.stringValue) == (bad.real.isNaN ? ["first", "real"] : ["first", "reals", "Index 1"]))
            }
        }
    }

    static func foundationBytes<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(value))
    }

    static func expectSameBytes<Value: Encodable>(_ value: Value) throws {
        #expect(try JSON.encode(value) == foundationBytes(value), "\(Value.self)")
    }
}
