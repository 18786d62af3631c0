import Foundation
import SetCore
import Testing

/// B6, "Saved data": the saved game keeps every field and refuses what no game can be.
@Suite("B6 saved game")
struct SavedGameTests {
    /// A game in the middle of play: 15 on the table, 3 discarded, a partial selection and a
    /// hint, every count different.
    static let midGame = SavedGame(
        table: Array(Card.all[0..<15]), deck: Array(Card.all[18...].reversed()), discarded: Array(Card.all[15..<18]),
        selected: [Card.all[7], Card.all[2]], hint: [Card.all[0], Card.all[4], Card.all[8]],
        score: -3, setsFound: 1, mismatches: 2, hintsUsed: 3,
        elapsedMs: 61_234.5, lastSetMs: 40_000.25, shuffle: 0xDEAD_BEEF_0123_4567)

    static func json(_ game: SavedGame) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    }

    /// Decodes `game` written as JSON with `changes` made to its fields.
    static func decode(_ game: SavedGame = midGame, changing changes: [String: Any]) throws -> SavedGame {
        var object = try json(game)
        for (key, value) in changes { object[key] = value }
        return try JSONDecoder().decode(SavedGame.self, from: JSONSerialization.data(withJSONObject: object))
    }

    static func expectInconsistent(_ changes: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) { try decode(changing: changes) } throws: { error in
            if case SavedDataError.inconsistent = error { return true }
            return false
        }
    }

    @Test func everyFieldComesBackFromJSON() throws {
        let data = try JSONEncoder().encode(Self.midGame)
        #expect(try JSONDecoder().decode(SavedGame.self, from: data) == Self.midGame)
    }

    @Test func theShuffleStateComesBackExactlyEvenAtItsLargest() throws {
        var game = Self.midGame
        game.shuffle = .max
        let data = try JSONEncoder().encode(game)
        #expect(try JSONDecoder().decode(SavedGame.self, from: data).shuffle == .max)
    }

    @Test func cardsAreStoredAsTheirIndexesBesideTheVersion() throws {
        let object = try Self.json(Self.midGame)
        #expect(object["version"] as? Int == 1)
        #expect(object["table"] as? [Int] == Array(0..<15))
        #expect(object["discarded"] as? [Int] == [15, 16, 17])
        #expect(object["selected"] as? [Int] == [7, 2])
        #expect(object["hint"] as? [Int] == [0, 4, 8])
        #expect(Set(object.keys) == ["version", "table", "deck", "discarded", "selected", "hint", "score",
                                     "setsFound", "mismatches", "hintsUsed", "elapsedMs", "lastSetMs", "shuffle",
                                     "mode", "log"])
    }

    @Test func anotherVersionIsRefused() {
        #expect(throws: SavedDataError.otherVersion(found: 2, expected: 1)) {
            try Self.decode(changing: ["version": 2])
        }
    }

    @Test func aMissingFieldIsRefused() {
        for key in ["table", "deck", "score", "elapsedMs", "shuffle", "version"] {
            var object = (try? Self.json(Self.midGame)) ?? [:]
            object[key] = nil
            #expect(throws: (any Error).self, "without \(key)") {
                try JSONDecoder().decode(SavedGame.self, from: JSONSerialization.data(withJSONObject: object))
            }
        }
    }

    @Test func aCardTwiceOrMissingOrUnknownIsInconsistent() {
        Self.expectInconsistent(["discarded": [15, 16, 16]])
        Self.expectInconsistent(["discarded": [15, 16]])
        Self.expectInconsistent(["discarded": [15, 16, 17, 0]])
        Self.expectInconsistent(["discarded": [15, 16, 81]])
        Self.expectInconsistent(["discarded": [15, 16, -1]])
    }

    @Test func moreThanThreeSelectedOrASelectedCardOffTheTableIsInconsistent() {
        Self.expectInconsistent(["selected": [1, 2, 3, 4]])
        Self.expectInconsistent(["selected": [1, 20]])
        Self.expectInconsistent(["selected": [15]])
        Self.expectInconsistent(["selected": [1, 1]])
    }

    @Test func hintCardsOffTheTableOrMoreThanThreeAreInconsistent() {
        Self.expectInconsistent(["hint": [0, 4, 30]])
        Self.expectInconsistent(["hint": [0, 4, 8, 9]])
        Self.expectInconsistent(["hint": [4, 4]])
    }

    @Test func negativeCountsAndImpossibleTimesAreInconsistent() {
        Self.expectInconsistent(["setsFound": -1])
        Self.expectInconsistent(["mismatches": -1])
        Self.expectInconsistent(["hintsUsed": -2])
        Self.expectInconsistent(["elapsedMs": -1])
        Self.expectInconsistent(["lastSetMs": -1])
        Self.expectInconsistent(["lastSetMs": 61_235])
    }

    @Test func aMatchedTrioWaitingToLeaveAndANegativeScoreAreFine() throws {
        // Card.all[0], [1], [2]: one red solid diamond in all three colors, a Set.
        let game = try Self.decode(changing: ["selected": [0, 1, 2], "score": -40])
        #expect(game.selected == Array(Card.all[0..<3]))
        #expect(game.score == -40)
    }

    @Test func everyCardIndexNamesItsCard() {
        for card in Card.all { #expect(Card(index: card.index) == card) }
        #expect(Card(index: 81) == nil)
        #expect(Card(index: -1) == nil)
    }
}
