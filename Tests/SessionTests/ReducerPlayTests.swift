import SetCore
import Session
import Layout
import SceneModel
import Testing

/// Whole games played through `reduce` alone: actions in, state and effects out, no SDL,
/// no files, no window. What the shells do is carry these effects out.
@Suite("The session's reducer")
struct ReducerPlayTests {
    static let window = Size(width: 1000, height: 720)
    static let calendar = SessionEnvironment.on(PuzzleDate(year: 2026, month: 11, day: 22)!, wallClock: { 1_790_000_000 })

    /// A session, its launch effects, and a way to send it actions.
    struct Played {
        var state: SessionState
        var effects: [Effect]

        init(seed: UInt64 = 11, saved: SavedData? = nil, opening: SessionState.Opening = .usual) {
            (state, effects) = SessionState.open(seed: seed, window: ReducerPlayTests.window, saved: saved,
                                                 opening: opening, ReducerPlayTests.calendar)
        }

        @discardableResult
        mutating func send(_ action: SessionAction) -> [Effect] {
            let done = reduce(&state, action, ReducerPlayTests.calendar)
            effects += done
            return done
        }

        mutating func pick(_ trio: [Int]) -> [Effect] {
            trio.flatMap { send(.play(.selectCard($0))) }
        }
    }

    /// P4: a frame's scene asks for the date only when a panel shows the date's figures (the
    /// statistics' daily streak): every frame used to read the machine's clock and time zone.
    @Test func theSceneAsksForTheDateOnlyForAPanelThatShowsIt() {
        var session = Played(saved: SavedData())
        session.send(.settle)
        var asked = 0
        func today() -> PuzzleDate {
            asked += 1
            return Self.calendar.today()
        }
        _ = session.state.scene(today: today())
        session.send(.play(.selectCard(0)))
        _ = session.state.scene(today: today())
        #expect(asked == 0, "the table alone")
        session.send(.play(.toggleStats))
        guard case .stats = session.state.scene(today: today()).overlay else {
            Issue.record("the statistics panel is open")
            return
        }
        #expect(asked == 1, "the statistics' streak")
    }

    /// B3: the timer's m:ss turns over every second of running time, so a window asleep
    /// wakes for it (it stood still on screen until the next input); not while help stops it.
    @Test func theTimersNextSecondIsDueWhileItRunsAndNotWhileHelpStopsIt() throws {
        var session = Played(saved: SavedData())
        session.send(.settle)
        session.send(.advance(seconds: 2.3))
        let tick = try #require(session.state.nextTimerTick)
        let shown = session.state.scene(today: Self.calendar.today()).status.first { $0.value.contains(":") }?.value
        session.send(.clock(tick - 0.01))
        #expect(session.state.scene(today: Self.calendar.today()).status.contains { $0.value == shown }, "not yet turned over")
        session.send(.clock(tick))
        #expect(!session.state.scene(today: Self.calendar.today()).status.contains { $0.value == shown }, "turned over at the tick")
        #expect(try #require(session.state.nextTimerTick) - session.state.now <= 1.001)
        session.send(.key(KeyChord("F1"), isRepeat: false))
        #expect(session.state.nextTimerTick == nil, "help stops the timer")
    }

    /// T1, A3: cards dealt wait their turn face down on the deck pile as its top card: the
    /// scene leaves them to the pile, its count in sight, until each lifts off; the last
    /// three of the deck wait on the empty pile's outline, drawn themselves.
    @Test func cardsWaitingOnTheDeckPileLeaveItsCountInSight() throws {
        var session = Played(saved: SavedData())
        session.send(.settle)
        session.send(.play(.dealThree))
        session.send(.advance(seconds: 0.03))
        var scene = session.state.scene(today: Self.calendar.today())
        let pile = try #require(scene.deckPile)
        #expect(pile.count == 66)
        #expect(scene.cards.count == 13, "the first card dealt is in flight, the other two wait")
        #expect(!scene.cards.contains { $0.frame == pile.frame }, "no card covers the pile's count")
        session.send(.advance(seconds: 0.1))
        #expect(session.state.scene(today: Self.calendar.today()).cards.count == 14, "the second has lifted off")
        for _ in 0..<21 {
            session.send(.settle)
            session.send(.play(.dealThree))
        }
        session.send(.settle)
        #expect(session.state.play.deckCount == 3)
        session.send(.play(.dealThree))
        session.send(.advance(seconds: 0.03))
        scene = session.state.scene(today: Self.calendar.today())
        let empty = try #require(scene.deckPile)
        #expect(empty.count == 0)
        #expect(scene.cards.filter { $0.frame == empty.frame && $0.look == .back }.count == 2, "the last two wait on the outline")
    }

    @Test func aWholeGameIsPlayedToItsEndThroughTheReducer() throws {
        var session = Played(saved: SavedData())
        session.send(.settle)
        #expect(session.state.play.table.count == 12 && !session.state.isAnimating)
        var turns = 0
        while !session.state.isOver, turns < 100 {
            turns += 1
            if session.state.play.selection == .match, let taken = session.state.play.selectedCards.first,
               let index = session.state.play.table.firstIndex(of: taken) {
                // R6: a click on a card of the Set taken replaces it and selects nothing.
                session.send(.play(.selectCard(index)))
                #expect(session.state.play.selectedCards.isEmpty)
            } else if let trio = session.state.play.setsOnTable.first {
                let effects = session.pick(trio)
                #expect(effects.contains(.playSound(.set)) || effects.contains(.playSound(.gameOver)))
                #expect(session.state.play.selection == .match || session.state.isOver)
            } else {
                #expect(session.send(.play(.dealThree)).contains(.playSound(.deal)))
            }
            session.send(.advance(seconds: 2))
        }
        let game = try #require(session.state.game)
        #expect(session.state.isOver && session.state.overlay == .gameOver)
        #expect(game.deck.isEmpty && game.setsOnTable.isEmpty)
        #expect(game.table.count + game.discarded.count == 81, "no card is lost or duplicated")
        #expect(session.state.statistics?.gamesFinished == 1 && session.state.statistics?.totalSets == game.setsFound)
        // The finished game's file is removed, not kept to be resumed (B2, B6).
        guard case .save(let last)? = session.effects.last(where: { if case .save = $0 { true } else { false } }) else {
            throw TestFailure("nothing was handed to the saves")
        }
        #expect(last.played == .gameFinished)
        session.send(.play(.openReview))
        #expect(session.state.overlay == .review)
        #expect(session.state.reviewSteps.count == game.setsFound)
    }

    @Test func theDailyPuzzleIsSolvedThroughTheReducer() {
        var session = Played(opening: .daily(PuzzleDate(year: 2026, month: 11, day: 22)!))
        session.send(.settle)
        #expect(session.state.mode == .daily && session.state.play.deckCount == 0)
        let sets = SetRule.sets(in: session.state.play.table)
        #expect(sets.count == DailyPuzzle.setCount)
        for (found, trio) in sets.enumerated() {
            _ = session.pick(trio)
            #expect(session.state.play.selection == .none, "a Set found clears at once; its cards stay")
            #expect(session.state.play.table.count == 12)
            #expect(session.state.play.setsFound == found + 1, "state's setsFound counts the puzzle's Sets")
        }
        #expect(session.state.puzzle?.isSolved == true && session.state.overlay == .gameOver)
        #expect(session.effects.contains(.playSound(.gameOver)))
    }

    @Test func whatTheWorldMustDoComesBackAsEffects() {
        var session = Played()
        #expect(session.send(.play(.quit)) == [.quit])
        #expect(session.send(.play(.toggleFullscreen)) == [.setFullscreen(true)])
        #expect(session.send(.play(.rotate)) == [.requestWindowSize(Orientation.portrait.windowSize(fittingIn: nil))])
        let saved = session.send(.saveNow)
        #expect(saved.count == 2 && saved.last == .flushSaves)
        #expect(session.send(.play(.toggleSound)).isEmpty && !session.state.settings.sound)
        session.send(.settle)
        #expect(session.send(.play(.selectCard(0))).isEmpty, "no sound once muted")
    }

    @Test func nothingIsHandedToTheSavesWithoutADataFolder() {
        var session = Played()
        #expect(session.effects.isEmpty, "a new game without a data folder is not saved")
        session.send(.settle)
        #expect(session.send(.play(.selectCard(0))) == [.playSound(.select)])
        #expect(session.state.statistics == nil)
    }

    @Test func theWindowAndTheClockAreActionsLikeAnyOther() {
        var session = Played(saved: SavedData())
        session.send(.resized(Size(width: 720, height: 1000)))
        #expect(session.state.screen.window == Size(width: 720, height: 1000))
        #expect(session.state.settings.window == Settings.WindowSize(width: 720, height: 1000), "remembered (B7)")
        session.send(.settle)
        session.send(.clock(session.state.now + 10))
        let running = session.state.gameTime
        session.send(.clock(session.state.now - 5))
        #expect(session.state.gameTime == running, "the clock never goes backward")
        session.send(.windowHidden(true))
        session.send(.advance(seconds: 30))
        #expect(session.state.gameTime == running, "a hidden window pauses the game's time (B3)")
        session.send(.windowHidden(false))
        session.send(.advance(seconds: 1))
        #expect(abs(session.state.gameTime - running - 1) < 1e-9)
    }

    @Test func aClickDoesWhatIsUnderItAndThePointerIsTold() throws {
        var session = Played()
        session.send(.settle)
        let card = session.state.scene(today: ReducerPlayTests.calendar.today()).cards[3]
        let centre = card.frame.center
        #expect(session.state.target(at: centre) == .action(.selectCard(3), enabled: true))
        #expect(session.state.isClickable(at: centre))
        session.send(.click(centre))
        #expect(session.state.play.selectedCards == [session.state.play.table[3]])
        let help = try #require(session.state.screen.buttons[.help])
        session.send(.pointerMoved(help.center))
        #expect(session.state.hoveredButton == .help)
        session.send(.click(help.center))
        #expect(session.state.overlay == .help)
        #expect(session.state.target(at: Point(x: 2, y: 2)) == .outsidePanel(.toggleHelp))
        #expect(!session.state.isClickable(at: centre), "under the help nothing reaches the table (B8)")
        session.send(.click(centre))
        #expect(session.state.overlay == .help && session.state.play.selectedCards.count == 1)
        session.send(.click(Point(x: 2, y: 2)))
        #expect(session.state.overlay == .none && session.state.play.selectedCards.count == 1, "closed, nothing picked")
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// B5: a wrong trio's message names the squiggle as the cards draw it.
@Suite("Why a trio is not a Set, in the cards' own style (B5)")
struct SquiggleWordTests {
    @Test func theMessageSaysRectangleInTheRectangleStyleAndSquiggleInTheCurvedOne() throws {
        var random = SeededRandom(seed: 1)
        let deck = Deck.shuffled(using: &random).cards
        // Two squiggles and an oval that share nothing else but their shapes' disagreement.
        let squiggles = deck.filter { $0.shape == .squiggle && $0.color == .red && $0.shading == .solid }
        let oval = try #require(deck.first { $0.shape == .oval && $0.color == .red && $0.shading == .solid && $0.number == .three })
        let trio = [squiggles.first { $0.number == .one }!, squiggles.first { $0.number == .two }!, oval]
        let rest = deck.filter { !trio.contains($0) }
        let game = Game(deck: Deck(ordered: trio + rest))
        var (state, _) = SessionState.open(game: game, window: Size(width: 1000, height: 720), ReducerPlayTests.calendar)
        _ = reduce(&state, .settle, ReducerPlayTests.calendar)
        for index in 0..<3 { _ = reduce(&state, .play(.selectCard(index)), ReducerPlayTests.calendar) }
        #expect(state.message == "Not a Set: two are rectangles, one is an oval")
        _ = reduce(&state, .play(.toggleSquiggle), ReducerPlayTests.calendar)
        #expect(state.message == "Not a Set: two are squiggles, one is an oval")
    }
}

/// B4: a card's key shows once the card has arrived, and stays on it while it answers a
/// trio (the shake moves it with the card); a card still flying in has none yet.
@Suite("Key labels through a shake and a deal (B4)")
struct KeyLabelMotionTests {
    @Test func aShakingCardKeepsItsKeyAndACardFlyingInHasNoneUntilItLands() throws {
        var session = ReducerPlayTests.Played(saved: SavedData())
        session.send(.settle)
        session.send(.play(.toggleKeyLabels))
        let table = session.state.play.table
        let wrong = try #require((0..<table.count).flatMap { i in ((i + 1)..<table.count).flatMap { j in
            ((j + 1)..<table.count).map { [i, j, $0] } } }.first { !SetRule.isSet($0.map { table[$0] }) })
        let keys = session.state.cardKeys
        func sprite(_ index: Int) throws -> Scene.CardSprite {
            try #require(session.state.scene(today: ReducerPlayTests.calendar.today()).cards.first { $0.card == table[index] })
        }
        let resting = try wrong.map { try sprite($0).frame }
        _ = session.pick(wrong)
        session.send(.advance(seconds: 0.05))
        for (index, rest) in zip(wrong, resting) {
            let shaking = try sprite(index)
            #expect(shaking.frame != rest, "card \(index) shakes")
            #expect(shaking.keyLabel != nil && shaking.keyLabel == keys[index], "card \(index) keeps its key")
        }
        session.send(.advance(seconds: 1))
        session.send(.play(.dealThree))
        // All three have lifted off the deck pile (0.07 s apart), none has landed.
        session.send(.advance(seconds: 0.2))
        let scene = session.state.scene(today: ReducerPlayTests.calendar.today())
        let dealt = session.state.play.table.suffix(3)
        for card in dealt {
            let flying = try #require(scene.cards.first { $0.card == card })
            #expect(flying.inFlight && flying.keyLabel == nil, "a card flying in has no key yet")
        }
        session.send(.advance(seconds: 2))
        let landed = session.state.scene(today: ReducerPlayTests.calendar.today())
        for card in dealt {
            let sprite = try #require(landed.cards.first { $0.card == card })
            #expect(!sprite.inFlight && sprite.keyLabel != nil, "a card that landed shows its key")
        }
    }
}
