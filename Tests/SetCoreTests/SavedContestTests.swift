import Foundation
import SetCore
import TestSupport
import Testing

/// V7, "Saved data": a game with several players is saved with the same players, scores,
/// locks, table and deck; a running call is not saved; solo files read as before; a damaged
/// contest is refused.
@Suite("V7 saved game with several players")
struct SavedContestTests {
    static let table = Fixture.twoSets

    /// Three players at 12.5 s: Player 2 took a Set, Player 1 is locked out after a wrong trio,
    /// Player 3's call runs with one card picked.
    static func hotSeat() -> Contest {
        var contest = Contest(opponents: .hotSeat(players: 3),
                              game: makeGame(table: table, deckStartingWith: Fixture.nextThree))
        contest.callAndPick(by: 1, Fixture.twoSetsFirst, at: 4)
        contest.callAndPick(by: 0, Trios.firstNonSet(in: contest.game.table)!, at: 9)
        contest.callAndPick(by: 2, [5], at: 12.5)
        return contest
    }

    /// Against the hard computer: it took a Set, the player has two cards picked.
    static func versus() -> Contest {
        var contest = Contest(opponents: .computer(.hard), game: makeGame(table: table, deckStartingWith: Fixture.nextThree))
        contest.computerTakes(set: table[Fixture.twoSetsSecond], at: 5)
        contest.pick([1, 3], at: 6)
        return contest
    }

    static func saved(_ contest: Contest) -> SavedGame {
        contest.saved(elapsedMs: 13_000, shuffles: SeededRandom(seed: 5))
    }

    static func roundTrip(_ saved: SavedGame) throws -> Contest {
        try Contest(saved: JSONDecoder().decode(SavedGame.self, from: JSONEncoder().encode(saved)))
    }

    static func object(_ saved: SavedGame) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(saved)) as? [String: Any])
    }

    @Test func aHotSeatGameComesBackWithItsPlayersScoresLocksTableAndDeckAndNoCall() throws {
        let contest = Self.hotSeat()
        #expect(contest.call?.player == 2 && contest.selected.count == 1)
        let resumed = try Self.roundTrip(Self.saved(contest))
        #expect(resumed.players == contest.players)
        #expect(resumed.players.map(\.score) == [-1, 1, 0] && resumed.players.map(\.locked) == [true, false, false])
        #expect(resumed.takers == [1] && resumed.opponents == .hotSeat(players: 3))
        #expect(resumed.game.table == contest.game.table && resumed.game.deck == contest.game.deck)
        #expect(resumed.game.discarded == contest.game.discarded && resumed.game.log == contest.game.log)
        #expect(resumed.call == nil && resumed.selected.isEmpty)
        #expect(resumed.players[2].score == 0)
    }

    @Test func aGameAgainstTheComputerComesBackWithThePlayersPicks() throws {
        let contest = Self.versus()
        let resumed = try Self.roundTrip(Self.saved(contest))
        #expect(resumed == contest)
        #expect(resumed.selected == contest.game.table[[1, 3]] && resumed.opponents == .computer(.hard))
    }

    @Test func aWrongTrioHeldAgainstTheComputerComesBackHeld() throws {
        var contest = Self.versus()
        contest.clearPicks()
        contest.pick(try #require(Trios.firstNonSet(in: contest.game.table)), at: 7)
        #expect(contest.holdsWrongTrio)
        let resumed = try Self.roundTrip(Self.saved(contest))
        #expect(resumed == contest && resumed.holdsWrongTrio)
    }

    @Test func theFileWritesThePlayersAsTheStateReportNamesThem() throws {
        let contest = try #require(Self.object(Self.saved(Self.versus()))["contest"] as? [String: Any])
        #expect(contest["version"] as? Int == 1 && contest["takers"] as? [Int] == [1])
        let players = try #require(contest["players"] as? [[String: Any]])
        #expect(players[1]["name"] as? String == "Computer (hard)" && players[1]["kind"] as? String == "computer")
        #expect(players[1]["level"] as? String == "hard" && players[1]["score"] as? Int == 1)
        #expect(players[0]["kind"] as? String == "human" && players[0]["level"] == nil)
    }

    @Test func aSoloSavedGameReadsAsBeforeAndIsNoContest() throws {
        let solo = makeGame(table: Self.table, deckStartingWith: Fixture.nextThree)
            .saved(elapsedMs: 1000, shuffles: SeededRandom(seed: 1))
        #expect(try Self.object(solo)["contest"] == nil)
        let read = try JSONDecoder().decode(SavedGame.self, from: JSONEncoder().encode(solo))
        #expect(read == solo && read.contest == nil)
        #expect(throws: SavedDataError.self) { try Contest(saved: read) }
    }

    @Test func aContestOfAnotherVersionIsSetAside() throws {
        var object = try Self.object(Self.saved(Self.versus()))
        var contest = try #require(object["contest"] as? [String: Any])
        contest["version"] = 2
        object["contest"] = contest
        #expect(throws: SavedDataError.otherVersion(found: 2, expected: 1)) {
            try JSONDecoder().decode(SavedGame.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }

    /// Every damaged form: (what is changed, the saved game it starts from, the change).
    static let damaged: [(String, @Sendable () -> SavedGame, @Sendable (inout SavedGame) -> Void)] = [
        ("one player", hotSeatSaved, { $0.contest!.players.removeLast(2) }),
        ("five players", hotSeatSaved, { $0.contest!.players += [Player(name: "Player 4", kind: .human),
                                                                   Player(name: "Player 5", kind: .human)] }),
        ("a player renamed", hotSeatSaved, { $0.contest!.players[0].name = "Anyone" }),
        ("players out of order", hotSeatSaved, { $0.contest!.players.swapAt(0, 1) }),
        ("two computers", versusSaved, { $0.contest!.players[0] = Player(computer: .easy) }),
        ("the computer first", versusSaved, { $0.contest!.players.reverse() }),
        ("Sets no taker took", hotSeatSaved, { $0.contest!.players[2].sets = 1 }),
        ("a score above the Sets", hotSeatSaved, { $0.contest!.players[2].score = 1 }),
        ("a taker too many", hotSeatSaved, { $0.contest!.takers.append(1) }),
        ("a taker who is nobody", hotSeatSaved, { $0.contest!.takers = [7] }),
        ("everyone locked out", hotSeatSaved, { for i in 0..<3 { $0.contest!.players[i].locked = true } }),
        ("a lock against the computer", versusSaved, { $0.contest!.players[0].locked = true }),
        ("a solo score", versusSaved, { $0.score = 12 }),
        ("a hint", versusSaved, { $0.hint = [$0.table[0]]; $0.hintsUsed = 1 }),
        ("a Set left picked", versusSaved, { $0.selected = Array($0.table[Fixture.twoSetsFirst]) }),
        ("four picked", versusSaved, { $0.selected = Array($0.table[[0, 1, 2, 3]]) }),
        ("picks without a call", hotSeatSaved, { $0.selected = [$0.table[0]] }),
    ]

    static func hotSeatSaved() -> SavedGame { saved(hotSeat()) }
    static func versusSaved() -> SavedGame { saved(versus()) }

    @Test(arguments: damaged.indices)
    func aDamagedContestIsRefused(_ index: Int) throws {
        let (name, start, change) = Self.damaged[index]
        var saved = start()
        change(&saved)
        let data = try JSONEncoder().encode(saved)
        #expect(throws: SavedDataError.self, "\(name)") { try JSONDecoder().decode(SavedGame.self, from: data) }
        #expect(throws: SavedDataError.self, "\(name)") { try Contest(saved: saved) }
    }

    @Test func aPlayerOfNoKnownKindIsRefused() throws {
        for change in [["kind": "robot"], ["kind": "computer", "level": NSNull()], ["kind": "computer", "level": "wise"]] {
            var object = try Self.object(Self.versusSaved())
            var contest = try #require(object["contest"] as? [String: Any])
            var players = try #require(contest["players"] as? [[String: Any]])
            players[1].merge(change) { $1 }
            contest["players"] = players
            object["contest"] = contest
            let data = try JSONSerialization.data(withJSONObject: object)
            #expect(throws: (any Error).self, "\(change)") { try JSONDecoder().decode(SavedGame.self, from: data) }
        }
    }
}
