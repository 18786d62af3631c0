import Foundation
import Layout
import SceneModel
import Session
import SetCore
import Testing

/// V1–V9 through the reducer: hot-seat calls, locks and their clearing, the computer's turns
/// on the game's clock, the game's end, saving and resuming.
@Suite("Games with several players in the session (V1–V9)")
struct ContestSessionTests {
    static let window = Size(width: 1000, height: 720)
    static let calendar = ReducerPlayTests.calendar

    static func open(_ opening: SessionState.Opening, seed: UInt64 = 3, saved: SavedData? = nil) -> SessionState {
        var (state, _) = SessionState.open(seed: seed, window: window, saved: saved, opening: opening, calendar)
        _ = reduce(&state, .settle, calendar)
        return state
    }

    @discardableResult
    static func send(_ state: inout SessionState, _ actions: SessionAction...) -> [Effect] {
        actions.flatMap { reduce(&state, $0, calendar) }
    }

    static func pick(_ state: inout SessionState, _ trio: [Int]) {
        for index in trio { send(&state, .play(.selectCard(index))) }
    }

    static func firstSet(_ state: SessionState) throws -> [Int] { try #require(state.play.setsOnTable.first) }

    static func nonSet(_ state: SessionState) throws -> [Int] {
        let table = state.play.table
        for a in table.indices { for b in a + 1..<table.count { for c in b + 1..<table.count
            where !SetRule.isSet([table[a], table[b], table[c]]) { return [a, b, c] } } }
        throw TestFailure("every trio is a Set")
    }

    @Test func aCardPickedWithoutACallSelectsNothingAndACalledSetScores() throws {
        var state = Self.open(.contest(.hotSeat(players: 2), junior: false))
        #expect(state.screen.playerEntries.count == 2 && state.scene(today: Self.calendar.today()).players.count == 2)
        let trio = try Self.firstSet(state)
        Self.send(&state, .play(.selectCard(trio[0])))
        #expect(state.play.selectedCards.isEmpty && state.message?.hasPrefix("Call Set first") == true)
        let deck = state.play.deckCount
        Self.send(&state, .key(KeyChord("left shift"), isRepeat: false))
        #expect(state.contest?.call?.player == 0)
        Self.pick(&state, trio)
        let contest = try #require(state.contest)
        #expect(contest.players.map(\.score) == [1, 0] && contest.players[0].sets == 1)
        #expect(state.play.table.count == 12 && state.play.deckCount == deck - 3, "the Set left at once, replaced (V9)")
        #expect(contest.call == nil && state.play.selectedCards.isEmpty)
    }

    @Test func aWrongTrioOrAnExpiredCallCostsOneAndLocksTheCaller() throws {
        var state = Self.open(.contest(.hotSeat(players: 3), junior: false))
        Self.send(&state, .play(.callSet(player: 1)))
        Self.pick(&state, try Self.nonSet(state))
        #expect(state.contest?.players.map(\.score) == [0, -1, 0] && state.contest?.players[1].locked == true)
        Self.send(&state, .play(.callSet(player: 1)))
        #expect(state.contest?.call == nil && state.message?.contains("locked out") == true, "a refusal costs nothing")
        Self.send(&state, .play(.callSet(player: 0)), .advance(seconds: 4.9))
        #expect(state.contest?.call?.player == 0)
        Self.send(&state, .advance(seconds: 0.2))
        #expect(state.contest?.call == nil && state.contest?.players[0].score == -1 && state.contest?.players[0].locked == true)
        Self.send(&state, .play(.callSet(player: 2)))
        Self.pick(&state, try Self.nonSet(state))
        #expect(state.contest?.players.allSatisfy { !$0.locked } == true, "every player locked: the locks clear")
    }

    /// V2: when the last player able to call is locked out every lock clears, and the
    /// message says so rather than that the player is locked out.
    @Test func theMessageSaysWhenEveryLockClears() throws {
        var state = Self.open(.contest(.hotSeat(players: 2), junior: false))
        Self.send(&state, .play(.callSet(player: 0)))
        Self.pick(&state, try Self.nonSet(state))
        #expect(state.message?.hasSuffix("(−1, Player 1 is locked out)") == true)
        Self.send(&state, .play(.callSet(player: 1)))
        Self.pick(&state, try Self.nonSet(state))
        #expect(state.contest?.players.map(\.locked) == [false, false])
        #expect(state.message?.hasSuffix("(−1; everyone was locked out, so all may call again)") == true)
        Self.send(&state, .play(.callSet(player: 1)), .advance(seconds: 5.1))
        #expect(state.message == "Player 2 ran out of time (−1, locked out)")
        Self.send(&state, .play(.callSet(player: 0)), .advance(seconds: 5.1))
        #expect(state.contest?.players.map(\.locked) == [false, false])
        #expect(state.message == "Player 1 ran out of time (−1; everyone was locked out, so all may call again)")
    }

    /// A wrong trio shakes its three cards, as in a solo game. In hot-seat the pick is cleared
    /// at once and the cards show the wrong trio's look while they shake; against the computer
    /// the trio stays picked in that look until the next pick, as in solo (V3, R5, R7).
    @Test(arguments: [Opponents.hotSeat(players: 2), .computer(.easy)])
    func aWrongTrioShakesInTheWrongTriosLook(opponents: Opponents) throws {
        var state = Self.open(.contest(opponents, junior: false))
        let trio = try Self.nonSet(state)
        if opponents.isHotSeat { Self.send(&state, .play(.callSet(player: 0))) }
        Self.send(&state, .settle)
        func sprites() -> [Card: Scene.CardSprite] {
            Dictionary(uniqueKeysWithValues: state.scene(today: Self.calendar.today()).cards.map { ($0.card, $0) })
        }
        let resting = sprites(), cards = trio.map { state.play.table[$0] }
        #expect(resting.values.allSatisfy { $0.look == .plain })
        Self.pick(&state, trio)
        Self.send(&state, .advance(seconds: 0.05))
        #expect(state.isAnimating && state.contest?.players[0].score == -1)
        // Hot-seat lets the picks go at once (V2); against the computer the trio stays
        // picked, as in solo (V3, R5).
        #expect(state.play.selectedCards == (opponents.isHotSeat ? [] : cards))
        #expect(state.selection == (opponents.isHotSeat ? .none : .mismatch))
        let shaken = sprites()
        let moved = resting.keys.filter { shaken[$0]?.frame.x != resting[$0]?.frame.x && shaken[$0]?.frame.size == resting[$0]?.frame.size }
        #expect(Set(moved) == Set(cards), "only the trio moves sideways")
        #expect(Set(shaken.filter { $0.value.look == .mismatched }.keys) == Set(cards), "only the trio shows it was wrong")
        Self.send(&state, .advance(seconds: Feedback.shake.duration - 0.06))
        #expect(Set(sprites().filter { $0.value.look == .mismatched }.keys) == Set(cards))
        Self.send(&state, .advance(seconds: 0.02))
        let after = sprites()
        if opponents.isHotSeat {
            #expect(after.values.allSatisfy { $0.look == .plain }, "the look goes with the shake")
        } else {
            #expect(Set(after.filter { $0.value.look == .mismatched }.keys) == Set(cards), "the trio held keeps its look (R5)")
            #expect(state.message?.hasSuffix("(−1)") == true, "the message names the cost (V4): \(state.message ?? "")")
        }
        Self.send(&state, .settle)
        #expect(sprites().mapValues(\.frame) == resting.mapValues(\.frame))
        guard !opponents.isHotSeat else { return }
        let other = try #require(state.play.table.indices.first { !trio.contains($0) })
        Self.send(&state, .play(.selectCard(other)))
        #expect(state.play.selectedCards == [state.play.table[other]] && state.selection == .partial, "R7")
        #expect(sprites().filter { $0.value.look != .plain }.keys.map { $0 } == [state.play.table[other]])
    }

    @Test func theCallKeysAreOnlyShiftOutsideAHotSeatGame() {
        var state = Self.open(.usual)
        let before = state.stateJSON(today: Self.calendar.today())
        Self.send(&state, .key(KeyChord("left shift"), isRepeat: false), .key(KeyChord("right shift"), isRepeat: false))
        #expect(state.stateJSON(today: Self.calendar.today()) == before)
        #expect(before.contains(#""players":null"#) && before.contains(#""call":null"#) && before.contains(#""winner":null"#))
    }

    /// V5: a person's entry is named by its number, which its badge shows too, so a narrow
    /// entry may leave the name out; the computer's name says its level and always shows.
    @Test func aPersonsEntryIsNamedByItsNumberAndTheComputersByItsLevel() {
        let today = Self.calendar.today()
        let hotSeat = Self.open(.contest(.hotSeat(players: 3), junior: false)).scene(today: today).players
        #expect(hotSeat.map(\.name) == ["Player 1", "Player 2", "Player 3"] && hotSeat.allSatisfy(\.isNumbered))
        let versus = Self.open(.contest(.computer(.easy), junior: false)).scene(today: today).players
        #expect(versus.map(\.name) == ["Player 1", "Computer (easy)"] && versus.map(\.isNumbered) == [true, false])
    }

    @Test func theComputerTakesSetsOnTheGamesClockAndSettleNeverWaitsForItsThinking() throws {
        var state = Self.open(.contest(.computer(.hard), junior: false))
        let thinking = try #require(state.computer)
        #expect(thinking.marking == nil && thinking.readyAt > 0, "settle did not wait for the computer's thinking")
        Self.send(&state, .advance(seconds: 60))
        let taken = try #require(state.contest?.players[1].sets)
        #expect(taken >= 3, "hard takes a Set every few seconds: \(taken) in 60 s")
        #expect(state.contest?.players[0].score == 0)
        // A panel open pauses its thinking (V9).
        Self.send(&state, .play(.toggleHelp), .advance(seconds: 120))
        #expect(state.contest?.players[1].sets == taken)
    }

    @Test func aSeedAndTheSameCommandsGiveTheSameGame() {
        func play() -> String {
            var state = Self.open(.contest(.computer(.medium), junior: false), seed: 77)
            Self.send(&state, .advance(seconds: 45), .play(.dealThree), .advance(seconds: 30))
            return state.stateJSON(today: Self.calendar.today())
        }
        #expect(play() == play())
    }

    @Test func theGameEndsWithAWinnerRematchAndTheStatisticsPerLevel() throws {
        var state = Self.open(.contest(.computer(.hard), junior: true), saved: SavedData())
        let started = state.record.statistics.gamesStarted
        for _ in 0..<400 where !state.isOver { Self.send(&state, .advance(seconds: 5)) }
        #expect(state.isOver && state.contest?.winner == [1])
        #expect(state.record.statistics.versus(.hard).lost == 1 && state.record.statistics.gamesStarted == started,
                "the level's record counts it; the solo figures do not")
        Self.send(&state, .settle)
        let json = state.stateJSON(today: Self.calendar.today())
        #expect(json.contains(#""winner":[1]"#) && json.contains(#""rematch":["#))
        Self.send(&state, .play(.rematch))
        #expect(!state.isOver && state.contest?.opponents == .computer(.hard) && state.contest?.game.isJunior == true)
        #expect(state.contest?.players.map(\.score) == [0, 0])
    }

    @Test func aGameWithSeveralPlayersIsSavedAndResumedWithItsPlayers() throws {
        var state = Self.open(.contest(.hotSeat(players: 2), junior: false), saved: SavedData())
        Self.send(&state, .play(.callSet(player: 1)))
        Self.pick(&state, try Self.firstSet(state))
        Self.send(&state, .play(.callSet(player: 0)), .play(.selectCard(0)))
        #expect(state.play.selectedCards.count == 1)
        let effects = Self.send(&state, .saveNow)
        guard case .save(let saves)? = effects.first, case .game(let file)? = saves.played else {
            throw TestFailure("the game was not handed to the saves")
        }
        let saved = SavedData(game: file)
        let resumed = Self.open(.usual, seed: 9, saved: saved)
        #expect(resumed.contest?.players.map(\.score) == [0, 1] && resumed.play.table == state.play.table)
        #expect(resumed.contest?.call == nil && resumed.play.selectedCards.isEmpty,
                "a call running when it was saved is cancelled, its picks dropped, without a penalty (V7)")
        #expect(Self.open(.contest(.hotSeat(players: 2), junior: false), saved: saved).contest?.players[1].score == 1)
        #expect(Self.open(.contest(.hotSeat(players: 3), junior: false), saved: saved).contest?.players.count == 3,
                "other players: a new game")
    }

    @Test func aCallASetALockOutAndTheComputersSetEachHaveTheirSound() throws {
        var state = Self.open(.contest(.hotSeat(players: 2), junior: false))
        #expect(Self.send(&state, .play(.callSet(player: 0))) == [.playSound(.call)])
        let trio = try Self.firstSet(state)
        var effects: [Effect] = []
        for index in trio { effects += Self.send(&state, .play(.selectCard(index))) }
        #expect(effects.filter(\.isSound) == [.playSound(.select), .playSound(.select), .playSound(.set)], "\(effects)")
        Self.send(&state, .play(.callSet(player: 1)))
        effects = []
        for index in try Self.nonSet(state) { effects += Self.send(&state, .play(.selectCard(index))) }
        #expect(effects.last == .playSound(.lockOut), "\(effects)")
        Self.send(&state, .play(.callSet(player: 0)))
        #expect(Self.send(&state, .advance(seconds: 5.1)).filter(\.isSound) == [.playSound(.lockOut)], "a call run out")

        var versus = Self.open(.contest(.computer(.hard), junior: false))
        effects = []
        for index in try Self.nonSet(versus) { effects += Self.send(&versus, .play(.selectCard(index))) }
        #expect(effects.last == .playSound(.notASet), "no lock-outs against the computer: \(effects)")
        let plan = try #require(versus.computer)
        let announced = Self.send(&versus, .advance(seconds: plan.readyAt - versus.gameTime + 0.01))
        #expect(versus.computer?.marking != nil && announced.filter(\.isSound) == [.playSound(.call)], "its mark begins: \(announced)")
        #expect(Self.send(&versus, .advance(seconds: 1.6)).filter(\.isSound) == [.playSound(.computerSet)])
    }

    /// A launch's players are the next games' players too: New Game after `--players 2`
    /// deals another hot-seat game; `--players 1` opens a solo game, never the saved hot-seat
    /// one, and New Game after it stays solo (V1, V8, V9).
    @Test func theLaunchFlagsChooseTheNextGamesPlayersToo() throws {
        var state = Self.open(.contest(.hotSeat(players: 2), junior: false), saved: SavedData())
        #expect(state.settings.opponents == .hotSeat(players: 2))
        let first = state.play.table
        Self.send(&state, .key(KeyChord("n", modifiers: [.ctrl]), isRepeat: false))
        #expect(state.contest?.opponents == .hotSeat(players: 2) && state.play.table != first, "a new hot-seat game")
        let saved = try #require(Self.savedData(of: &state))
        #expect(Self.open(.usual, saved: saved).contest?.opponents == .hotSeat(players: 2), "no flag: the saved game")
        var solo = Self.open(.solo, saved: saved)
        #expect(solo.contest == nil && solo.settings.opponents == nil)
        Self.send(&solo, .play(.newGame))
        #expect(solo.contest == nil)
        #expect(Self.open(.contest(.computer(.easy), junior: false), saved: saved).settings.opponents == .computer(.easy))
    }

    /// What the saves would write now, as a launch would read it back.
    static func savedData(of state: inout SessionState) -> SavedData? {
        guard case .save(let saves)? = send(&state, .saveNow).first, case .game(let file)? = saves.played else { return nil }
        var data = SavedData(game: file)
        data.settings = saves.settings
        return data
    }

    /// V1: a launch that deals a new game (none saved, or `--new`) deals what New Game would:
    /// the settings' players and kind (it dealt a solo game whatever the players chosen).
    @Test func aLaunchWithoutAGameDealsTheSettingsPlayers() {
        var settings = Settings()
        (settings.opponents, settings.junior) = (.computer(.hard), true)
        let state = Self.open(.usual, saved: SavedData(settings: settings))
        #expect(state.contest?.opponents == .computer(.hard) && state.contest?.game.isJunior == true)
        settings.opponents = .hotSeat(players: 3)
        #expect(Self.open(.usual, saved: SavedData(settings: settings)).contest?.opponents == .hotSeat(players: 3))
        #expect(Self.open(.solo, saved: SavedData(settings: settings)).contest == nil, "--players 1 is solo")
        #expect(Self.open(.junior, saved: SavedData(settings: settings)).contest == nil, "--junior is solo")
        #expect(Self.open(.usual, saved: SavedData(settings: Settings())).contest == nil)
    }

    @Test func theSettingsChooseThePlayersOfTheNextGame() throws {
        var state = Self.open(.usual)
        Self.send(&state, .play(.choosePlayers))
        #expect(state.settings.opponents == .hotSeat(players: 2) && state.contest == nil, "for the next game")
        Self.send(&state, .play(.newGame))
        #expect(state.contest?.opponents == .hotSeat(players: 2))
        for _ in 0..<3 { Self.send(&state, .play(.choosePlayers)) }
        #expect(state.settings.opponents == .computer(.easy))
        let kept = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(state.settings))
        #expect(kept.opponents == .computer(.easy), "the choice is remembered")
        Self.send(&state, .play(.rematch))
        #expect(state.contest?.opponents == .hotSeat(players: 2), "Rematch: the same players")
        Self.send(&state, .key(KeyChord("n", modifiers: [.ctrl]), isRepeat: false))
        #expect(state.contest?.opponents == .computer(.easy) && state.computer != nil)
    }
}

extension Effect {
    /// True for a sound played (the saves and the rest left out of a comparison).
    var isSound: Bool {
        if case .playSound = self { true } else { false }
    }
}
