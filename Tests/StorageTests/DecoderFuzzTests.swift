import Foundation
import SetCore
import Storage
import Testing

/// Reliability: whatever bytes a saved file holds, decoding gives a valid value or an
/// error, never a crash. Seeded, so a failure names a case that can be replayed.
///
/// Random bytes are almost never JSON, so most of the cases start from a valid saved game
/// and change it the way a damaged disk or a careless hand would: a card twice, a card
/// missing, selected cards off the table, another version, numbers changed. Each change
/// knows whether the game must be refused or kept, and every game that decodes is checked
/// against the rules by the test's own reading of them, not by `validate()`. The tests
/// count how many cases reached each check and require that a good share did.
@Suite struct DecoderFuzzTests {
    static let cases = 2000

    @Test func randomBytesNeverCrashTheDecoders() {
        var random = SeededRandom(seed: 1)
        for _ in 0..<Self.cases {
            let bytes = [UInt8]((0..<random.below(200)).map { _ in UInt8(random.below(256)) })
            Self.decodeEverything(bytes)
        }
    }

    /// A change to a saved game's fields, and whether the game must still decode.
    enum Change: String, CaseIterable {
        case cardTwice, cardMissing, unknownCard, otherVersion, selectedOffTable, selectedTwice, fourSelected,
             hintOffTable, negativeCount, lastSetAfterTheTime, fieldMissing, cardMovedToTheDiscards, threeMovedToTheDiscards,
             numbersChanged

        var keepsAGame: Bool { self == .threeMovedToTheDiscards || self == .numbersChanged }
    }

    @Test func everyChangeToASavedGameIsRefusedOrKeptAsItShouldBe() throws {
        var random = SeededRandom(seed: 3)
        var reached: [Change: Int] = [:]
        for _ in 0..<Self.cases {
            let change = Change.allCases[random.below(Change.allCases.count)]
            var fields = try Self.fields(of: Sample.game)
            Self.apply(change, to: &fields, &random)
            let bytes = Array(try JSONSerialization.data(withJSONObject: fields))
            let decoded = try? SaveCodec.decode(SavedGame.self, from: bytes)
            if change.keepsAGame {
                let game = try #require(decoded, "\(change) refused: \(String(decoding: bytes, as: UTF8.self))")
                #expect(Self.brokenRules(game).isEmpty, "\(change): \(Self.brokenRules(game))")
                #expect(game.score == fields["score"] as? Int && game.deck.count == (fields["deck"] as? [Int])?.count,
                        "\(change) kept another game")
            } else {
                #expect(decoded == nil, "\(change) accepted: \(String(decoding: bytes, as: UTF8.self))")
            }
            reached[change, default: 0] += 1
        }
        print("saved-game changes tried: " + Change.allCases.map { "\($0) \(reached[$0, default: 0])" }.joined(separator: ", "))
        for change in Change.allCases {
            #expect(reached[change, default: 0] >= Self.cases / Change.allCases.count / 2,
                    "\(change) tried \(reached[change, default: 0]) times")
        }
    }

    @Test func mutatedSavedFilesDecodeOnlyToValidValues() throws {
        var stats = Statistics()
        stats.gameFinished(elapsedMs: 300_000, score: 80)
        let valid = [try SaveCodec.encode(Sample.game), try SaveCodec.encode(stats),
                     try SaveCodec.encode(Settings(theme: .dark, window: .init(width: 800, height: 600)))]
        var random = SeededRandom(seed: 2)
        var parsed = 0, checked: [String: Int] = [:]
        for _ in 0..<Self.cases {
            var bytes = valid[random.below(valid.count)]
            for _ in 0...random.below(3) { Self.mutate(&bytes, &random) }
            if (try? JSONSerialization.jsonObject(with: Data(bytes))) != nil { parsed += 1 }
            for kind in Self.decodeEverything(bytes) { checked[kind, default: 0] += 1 }
        }
        print("changed files: \(parsed) of \(Self.cases) still JSON; decoded and checked: \(checked.sorted { $0.key < $1.key })")
        // Changed digits keep most files JSON: the models' own checks see them.
        #expect(parsed >= Self.cases * 4 / 10, "only \(parsed) of \(Self.cases) changed files were still JSON")
        // A game's digits are mostly its cards': a changed one is mostly a card twice, refused.
        for (kind, least) in [("game", Self.cases / 100), ("game refused by its own checks", Self.cases / 10),
                              ("statistics", Self.cases / 10), ("settings", Self.cases / 10)] {
            #expect(checked[kind, default: 0] >= least, "only \(checked[kind, default: 0]) changed files reached \(kind)")
        }
    }

    /// One change a damaged disk or a careless hand might make; most change a digit, which
    /// leaves the file JSON and a card, a count or a time different.
    static func mutate(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
        guard !bytes.isEmpty else { return }
        let at = random.below(bytes.count)
        let interesting = Array("0123456789-.e,:[]{}\"".utf8) + [0, 0xFF]
        let digits = bytes.indices.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
        switch random.below(10) {
        case 0: bytes[at] = UInt8(random.below(256))
        case 1: bytes[at] = interesting[random.below(interesting.count)]
        case 2: bytes.remove(at: at)
        case 3: bytes.insert(interesting[random.below(interesting.count)], at: at)
        case 4: bytes = Array(bytes.prefix(at))
        default:
            guard !digits.isEmpty else { return }
            bytes[digits[random.below(digits.count)]] = UInt8(ascii: "0") + UInt8(random.below(10))
        }
    }

    /// Decodes `bytes` as each kind of file; what decodes must keep the rules. Returns the
    /// kinds that decoded (and were checked).
    @discardableResult
    static func decodeEverything(_ bytes: [UInt8]) -> [String] {
        var checked: [String] = []
        do {
            let game = try SaveCodec.decode(SavedGame.self, from: bytes)
            #expect(brokenRules(game).isEmpty, "decoded \(brokenRules(game)) from \(Data(bytes).base64EncodedString())")
            checked.append("game")
        } catch is SavedDataError {
            checked.append("game refused by its own checks")
        } catch {}
        if let stats = try? SaveCodec.decode(Statistics.self, from: bytes) {
            #expect(stats.gamesStarted >= 0 && stats.totalSets >= 0 && stats.totalMismatches >= 0)
            #expect(stats.gamesFinished >= 0 && (stats.bestTimeMs ?? 0) >= 0)
            checked.append("statistics")
        }
        if let settings = try? SaveCodec.decode(Settings.self, from: bytes) {
            #expect(settings.window.map { $0.width > 0 && $0.height > 0 } ?? true)
            checked.append("settings")
        }
        return checked
    }

    /// The rules a saved game keeps, read from "Saved data" afresh: each of the 81 cards
    /// (27 solid in Junior) exactly once, the table and the discard pile in threes, 12 or
    /// more on the table while the deck has cards, at most 3 selected and 3 hinted, distinct and on
    /// the table, no negative count, times finite and the last Set not after the game's time.
    static func brokenRules(_ game: SavedGame) -> [String] {
        var broken: [String] = []
        let all = game.table + game.deck + game.discarded
        let expected = game.mode == .junior ? Card.all.filter { $0.shading == .solid } : Card.all
        if all.count != expected.count || Set(all) != Set(expected) { broken.append("\(all.count) cards, \(Set(all).count) distinct") }
        if game.table.count % 3 != 0 || game.discarded.count % 3 != 0 || (!game.deck.isEmpty && game.table.count < 12) {
            broken.append("\(game.table.count) on the table, \(game.deck.count) in the deck, \(game.discarded.count) discarded")
        }
        for (name, picked) in [("selected", game.selected), ("hint", game.hint)]
        where picked.count > 3 || Set(picked).count != picked.count || !picked.allSatisfy(game.table.contains) {
            broken.append("\(name) \(picked)")
        }
        if min(game.setsFound, game.mismatches, game.hintsUsed) < 0 { broken.append("a negative count") }
        if !game.elapsedMs.isFinite || game.elapsedMs < 0 || !(0...game.elapsedMs).contains(game.lastSetMs) {
            broken.append("times \(game.lastSetMs) / \(game.elapsedMs)")
        }
        return broken
    }

    /// A saved game's JSON object.
    static func fields(of game: SavedGame) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(SaveCodec.encode(game))) as? [String: Any])
    }

    static func apply(_ change: Change, to fields: inout [String: Any], _ random: inout SeededRandom) {
        func cards(_ key: String) -> [Int] { fields[key] as? [Int] ?? [] }
        func pick<T>(_ list: [T]) -> T { list[random.below(list.count)] }
        let piles = ["table", "deck", "discarded"]
        let table = cards("table"), deck = cards("deck")
        switch change {
        case .cardTwice:
            let into = pick(piles), from = pick(piles)
            var list = cards(into)
            let at = random.below(list.count)
            list[at] = pick(cards(from).filter { $0 != list[at] })
            fields[into] = list
        case .cardMissing:
            let from = pick(piles)
            var list = cards(from)
            list.remove(at: random.below(list.count))
            fields[from] = list
        case .unknownCard:
            let into = pick(piles + ["selected", "hint"])
            var list = cards(into)
            list[random.below(list.count)] = pick([-1, 81, 82, 1000, -81])
            fields[into] = list
        case .otherVersion: fields["version"] = pick([0, 2, 3, -1, 99])
        case .selectedOffTable: fields[pick(["selected", "hint"])] = [pick(deck)]
        case .selectedTwice:
            let card = pick(table)
            fields[pick(["selected", "hint"])] = [card, card]
        case .fourSelected: fields[pick(["selected", "hint"])] = Array(table.shuffled(using: &random).prefix(4))
        case .hintOffTable: fields["hint"] = [pick(cards("discarded"))]
        case .negativeCount: fields[pick(["setsFound", "mismatches", "hintsUsed"])] = -1 - random.below(1000)
        case .lastSetAfterTheTime: fields["lastSetMs"] = ((fields["elapsedMs"] as? NSNumber)?.doubleValue ?? 0) + 1 + Double(random.below(100_000))
        case .fieldMissing:
            fields[pick(["version", "table", "deck", "discarded", "selected", "hint", "score", "setsFound",
                         "mismatches", "hintsUsed", "elapsedMs", "lastSetMs", "shuffle"])] = nil
        case .cardMovedToTheDiscards:
            // One card alone: the discards are no longer in threes.
            let card = pick(deck)
            fields["deck"] = deck.filter { $0 != card }
            fields["discarded"] = cards("discarded") + [card]
        case .threeMovedToTheDiscards:
            let three = Array(deck.shuffled(using: &random).prefix(3))
            fields["deck"] = deck.filter { !three.contains($0) }
            fields["discarded"] = cards("discarded") + three
        case .numbersChanged:
            fields["score"] = random.below(20_000) - 10_000
            fields["setsFound"] = random.below(28)
            fields["elapsedMs"] = 12_000 + random.below(10_000_000)
            fields["shuffle"] = random.below(Int.max)
        }
    }
}
