import Foundation
@testable import Session
import Layout
import SetCore
import Testing

/// C1, C2 through the reducer: the focus ring's moves in grids of every size, in portrait
/// and landscape, scrolling, the buttons and panels, calls by pad, pads plugged and unplugged.
@Suite("Gamepads in the session (C1, C2)")
struct PadSessionTests {
    static let calendar = ReducerPlayTests.calendar
    static let landscape = Size(width: 1000, height: 720), portrait = Size(width: 720, height: 1000)

    /// A settled session whose table is the first `count` cards of the deck, in order.
    static func table(of count: Int, window: Size) -> SessionState {
        var game = Game(deck: Deck(ordered: Card.all), at: 0)
        while game.table.count < count { game.dealThree(at: 0) }
        var (state, _) = SessionState.open(game: game, window: window, calendar)
        _ = reduce(&state, .settle, calendar)
        return state
    }

    @discardableResult
    static func press(_ state: inout SessionState, _ buttons: PadButton..., pad: Int = 0) -> [Effect] {
        buttons.flatMap { reduce(&state, .pad(pad, .press($0)), calendar) }
    }

    static func frames(_ state: SessionState) -> [Rect] {
        state.grid.frames.map { $0.offsetBy(dx: 0, dy: -state.scroll.offset) }
    }

    /// Where a step from card `index` should go, worked out from where the cards are on
    /// screen alone: the nearest card that way in the same row or column, else (down from a
    /// row above a shorter last row) the last card; nil for a button or staying put.
    static func expectedStep(from index: Int, _ direction: Direction, _ frames: [Rect]) -> Int?? {
        let here = frames[index]
        let sameRow = frames.indices.filter { abs(frames[$0].midY - here.midY) < 1 }
        let sameColumn = frames.indices.filter { abs(frames[$0].midX - here.midX) < 1 }
        switch direction {
        case .right: return .some(sameRow.filter { frames[$0].midX > here.midX + 1 }.min { frames[$0].midX < frames[$1].midX })
        case .left: return .some(sameRow.filter { frames[$0].midX < here.midX - 1 }.max { frames[$0].midX < frames[$1].midX })
        case .up: return .some(sameColumn.filter { frames[$0].midY < here.midY - 1 }.max { frames[$0].midY < frames[$1].midY })
        case .down:
            if let below = sameColumn.filter({ frames[$0].midY > here.midY + 1 }).min(by: { frames[$0].midY < frames[$1].midY }) {
                return .some(below)
            }
            return frames.contains { $0.midY > here.midY + 1 } ? .some(frames.count - 1) : .none
        }
    }

    @Test(arguments: [landscape, portrait])
    func theRingMovesInTheGridsOwnDirectionsOnScreen(window: Size) throws {
        for count in stride(from: 3, through: 81, by: 3) {
            let start = Self.table(of: count, window: window)
            let frames = Self.frames(start)
            for index in 0..<count {
                for direction in Direction.allCases {
                    var state = start
                    state.pads.use(0)
                    state.pads.update(0) { $0.place = .card(index) }
                    let button: PadButton = switch direction {
                    case .up: .dpup
                    case .down: .dpdown
                    case .left: .dpleft
                    case .right: .dpright
                    }
                    Self.press(&state, button)
                    let landed = state.focusPlace(ofPad: 0)
                    switch Self.expectedStep(from: index, direction, frames) {
                    case .some(let card?):
                        #expect(landed == .card(card), "\(count) cards in \(window), \(direction) from \(index)")
                    case .some(nil):
                        #expect(landed == .card(index), "\(count) cards, \(direction) from \(index) stays")
                    case .none:
                        guard case .button(let name)? = landed else {
                            Issue.record("\(count) cards: down from the last row \(index) reached \(String(describing: landed))")
                            continue
                        }
                        let bar = try #require(state.barButtons.first { $0.name == name })
                        #expect(bar.frame.minY >= state.screen.cardArea.maxY, "the bar's button is below the table")
                    }
                    if case .card(let card)? = landed {
                        let frame = state.grid.frames[card].offsetBy(dx: 0, dy: -state.scroll.offset)
                        let area = state.screen.cardArea
                        #expect(frame.minY >= area.minY - 0.01 && frame.maxY <= area.maxY + 0.01,
                                "\(count) cards: card \(card) scrolled into view")
                    }
                }
            }
        }
    }

    @Test func theRingScrollsTheTableToTheCardItLandsOnAndBackToTheTop() throws {
        let window = Size(width: 420, height: 500)
        var state = Self.table(of: 81, window: window)
        #expect(state.grid.scrolls, "81 cards scroll at \(window)")
        let rows = state.grid.rows
        for _ in 1..<rows { Self.press(&state, .dpdown) }
        #expect(state.focusPlace(ofPad: 0) == .card((rows - 1) * state.grid.columns))
        _ = reduce(&state, .settle, Self.calendar)
        let area = state.screen.cardArea
        var frame = try #require(state.focusFrame(.card((rows - 1) * state.grid.columns)))
        #expect(state.scroll.offset > 0 && area.contains(Point(x: frame.midX, y: frame.minY)) && frame.maxY <= area.maxY + 0.01,
                "the last row is in view: \(frame) in \(area)")
        // `state` gives the offset rounded to 0.01 points, as every coordinate (it gave 147.43999999999994).
        let reported = try #require(try JSONSerialization.jsonObject(with: Data(state.stateJSON(today: Self.calendar.today()).utf8))
            as? [String: Any])["scroll"] as? Double
        let offset = try #require(reported)
        #expect(offset == (state.scroll.offset * 100).rounded() / 100 && "\(offset)".count <= 8, "\(offset)")
        Self.press(&state, .dpdown)
        guard case .button? = state.focusPlace(ofPad: 0) else { throw TestFailure("past the last row: the bar") }
        Self.press(&state, .dpup)
        for _ in 1..<rows { Self.press(&state, .dpup) }
        _ = reduce(&state, .settle, Self.calendar)
        frame = try #require(state.focusFrame(.card(0)))
        #expect(state.focusPlace(ofPad: 0) == .card(0) && state.scroll.offset == 0 && frame.minY >= area.minY)
    }

    @Test func theBarIsSteppedThroughAndItsButtonsPressedWithA() throws {
        var state = Self.table(of: 12, window: Self.landscape)
        Self.press(&state, .dpdown, .dpdown)
        Self.press(&state, .dpleft, .dpleft, .dpleft, .dpleft, .dpleft)
        #expect(state.focusPlace(ofPad: 0) == .button("deal"))
        Self.press(&state, .a)
        #expect(state.play.table.count == 15, "A on Deal 3 deals")
        Self.press(&state, .dpright, .dpright, .dpright)
        #expect(state.focusPlace(ofPad: 0) == .button("help"))
        Self.press(&state, .a)
        #expect(state.overlay == .help)
        Self.press(&state, .b)
        #expect(state.overlay == .none)
        Self.press(&state, .dpup)
        guard case .card(let card)? = state.focusPlace(ofPad: 0) else { throw TestFailure("up from the bar: a card") }
        #expect(card / state.grid.columns == state.grid.rows - 1, "the last row")
    }

    @Test func aPicksXDealsYHintsBClearsStartAndBackOpenPanels() {
        var state = Self.table(of: 12, window: Self.landscape)
        Self.press(&state, .dpright, .a)
        #expect(state.play.selectedCards == [state.play.table[1]])
        Self.press(&state, .b)
        #expect(state.play.selectedCards.isEmpty)
        Self.press(&state, .y)
        #expect(state.play.hint.count == 1)
        Self.press(&state, .x)
        #expect(state.play.table.count == 15)
        Self.press(&state, .start)
        #expect(state.overlay == .settings)
        Self.press(&state, .start)
        Self.press(&state, .back)
        #expect(state.overlay == .help)
        Self.press(&state, .a)
        #expect(state.overlay == .settings, "help's Settings button")
        Self.press(&state, .b)
        #expect(state.overlay == .none)
    }

    @Test func everySettingsRowIsReachedAndChangedWithThePad() {
        var state = Self.table(of: 12, window: Self.landscape)
        Self.press(&state, .start)
        #expect(state.focusPlace(ofPad: 0) == .button("theme"))
        Self.press(&state, .a)
        #expect(state.settings.theme == .dark)
        let names = SettingsMenu.rows.map(\.name)
        for name in names.dropFirst() {
            Self.press(&state, .dpdown)
            #expect(state.focusPlace(ofPad: 0) == .button(name))
        }
        Self.press(&state, .dpdown)
        #expect(state.focusPlace(ofPad: 0) == .button(names.last ?? ""), "the last row stays")
        Self.press(&state, .a)
        #expect(state.settings.opponents != nil, "Players stepped on")
        Self.press(&state, .b)
        #expect(state.overlay == .none && state.focusPlace(ofPad: 0) == .card(0))
    }

    /// A game over with Sets taken: its summary's buttons and the review, with the pad alone.
    @Test func theGameOverAndTheReviewAreUsedWithThePadAlone() throws {
        var state = try Self.finishedGame()
        #expect(state.overlay == .gameOver)
        #expect(state.focusPlace(ofPad: 0) == .button("review"))
        Self.press(&state, .a)
        // At the first step only the arrow to the next is drawn, and the ring is on it.
        #expect(state.overlay == .review && state.focusPlace(ofPad: 0) == .button("nextSet"))
        // The first step's table had several Sets missed: their arrows are under it (G2).
        #expect(state.reviewSteps[0].missed > 1)
        #expect(state.panelButtons.map(\.name) == ["nextSet", "previousMissed", "nextMissed"])
        Self.press(&state, .dpdown)
        #expect(state.focusPlace(ofPad: 0) == .button("nextMissed"))
        Self.press(&state, .a, .a, .dpleft, .a)
        #expect(state.reviewMissed == 1, "two on, one back")
        Self.press(&state, .dpup)
        #expect(state.focusPlace(ofPad: 0) == .button("nextSet"))
        Self.press(&state, .a)
        #expect(state.reviewStep == 1 && state.reviewMissed == 0, "the next step opens on its first Set missed")
        #expect(state.panelButtons.map(\.name).filter { $0.hasSuffix("Set") } == ["previousSet", "nextSet"])
        Self.press(&state, .dpleft, .a)
        #expect(state.reviewStep == 0)
        #expect(state.focusPlace(ofPad: 0) == .button("nextSet"), "the arrow gone, the ring on the one left")
        while state.reviewStep + 1 < state.reviewSteps.count { _ = reduce(&state, .play(.stepReview(by: 1)), Self.calendar) }
        #expect(state.panelButtons.map(\.name).filter { $0.hasSuffix("Set") } == ["previousSet"],
                "at the last step, only the arrow back")
        Self.press(&state, .b)
        #expect(state.overlay == .gameOver)
        Self.press(&state, .dpdown)
        guard case .button(let below)? = state.focusPlace(ofPad: 0) else { throw TestFailure("the bar below") }
        // Deal and Hint are greyed under the summary: the ring passes over them.
        #expect(state.barButtons.contains { $0.name == below && $0.enabled } && !["deal", "hint"].contains(below))
        while state.focusPlace(ofPad: 0) != .button("newGame") { Self.press(&state, .dpright) }
        Self.press(&state, .a)
        #expect(state.overlay == .none && !state.isOver, "New Game from the pad")
    }

    /// A game of the first cards played to its end by taking Sets, settled.
    static func finishedGame() throws -> SessionState {
        var state = table(of: 12, window: landscape)
        var turns = 0
        while !state.isOver, turns < 200 {
            turns += 1
            if let trio = state.play.setsOnTable.first {
                for index in trio { _ = reduce(&state, .play(.selectCard(index)), calendar) }
            } else {
                _ = reduce(&state, .play(.dealThree), calendar)
            }
            _ = reduce(&state, .settle, calendar)
        }
        _ = reduce(&state, .settle, calendar)
        press(&state, .b)
        return state
    }

    /// A settled hot-seat game of two (seed 3), the pads `seating` used in turn (each ring
    /// moved one card right), so that they are players 1, 2… (C2).
    static func hotSeatOfTwo(seating pads: [Int] = []) -> SessionState {
        var (state, _) = SessionState.open(seed: 3, window: landscape,
                                           opening: .contest(.hotSeat(players: 2), junior: false), calendar)
        _ = reduce(&state, .settle, calendar)
        for pad in pads { press(&state, .dpright, pad: pad) }
        return state
    }

    @Test func eachPadIsAPlayerWhoseACallsSetAndWhoseRingTakesTheirColour() throws {
        var state = Self.hotSeatOfTwo()
        Self.press(&state, .dpright, pad: 7)
        Self.press(&state, .dpdown, pad: 2)
        #expect(state.pads.seat(of: 7) == 0 && state.pads.seat(of: 2) == 1, "in the order first used")
        let rings = state.scene(today: Self.calendar.today()).focusRings
        #expect(rings.map(\.player) == [1, 2], "each ring in its player's colour")
        Self.press(&state, .a, pad: 2)
        #expect(state.contest?.call?.player == 1, "the second pad's A calls for player 2")
        Self.press(&state, .a, pad: 7)
        #expect(state.contest?.call?.player == 1 && state.message?.contains("is calling") == true, "refused, free")
        let trio = try #require(state.play.setsOnTable.first)
        for index in trio {
            state.pads.update(2) { $0.place = .card(index) }
            Self.press(&state, .a, pad: 2)
        }
        #expect(state.contest?.players.map(\.score) == [0, 1], "the Set scores for the pad's player")
        _ = reduce(&state, .key(KeyChord("left shift"), isRepeat: false), Self.calendar)
        #expect(state.contest?.call?.player == 0, "the keyboard's call keys keep working")
    }

    @Test func aPadUnpluggedDuringItsCallCancelsItWithoutAPenaltyAndItsSeatIsFreed() {
        var state = Self.hotSeatOfTwo(seating: [0, 1])
        Self.press(&state, .a, pad: 1)
        Self.press(&state, .dpleft, .a, pad: 1)
        #expect(state.contest?.call?.player == 1 && state.play.selectedCards.count == 1)
        Self.press(&state, .a, pad: 0)
        #expect(state.message == "Player 2 is calling", "the other pad's call is refused while this one runs")
        _ = reduce(&state, .pad(1, .unplugged), Self.calendar)
        #expect(state.contest?.call == nil && state.play.selectedCards.isEmpty)
        #expect(state.message == nil, "no word of a call that has ended")
        #expect(state.contest?.players.map(\.score) == [0, 0] && state.contest?.players[1].locked == false)
        #expect(state.pads.ids == [0])
        _ = reduce(&state, .pad(1, .unplugged), Self.calendar)
        _ = reduce(&state, .pad(9, .unplugged), Self.calendar)
        #expect(state.pads.ids == [0], "unplugging twice, or a pad never used, does nothing")
        Self.press(&state, .y, pad: 5)
        #expect(state.pads.seat(of: 5) == 1, "the next pad takes the free seat")
    }

    /// V2, C2: the picks of a call are the caller's. Another player's `B` is refused as their
    /// `A` is, and clears nothing; the caller's own `B` clears them, and anyone's `B` closes a
    /// panel. Before, player 2's `B` dropped player 1's pick in the middle of their call.
    @Test func anotherPlayersBLeavesTheCallersPicks() {
        var state = Self.hotSeatOfTwo(seating: [0, 1])
        Self.press(&state, .a, .a, pad: 0)
        #expect(state.contest?.call?.player == 0 && state.play.selectedCards.count == 1)
        Self.press(&state, .b, pad: 1)
        #expect(state.play.selectedCards.count == 1, "player 2's B leaves player 1's pick")
        #expect(state.message == "Player 1 is calling" && state.contest?.players.map(\.score) == [0, 0])
        Self.press(&state, .back, pad: 1)
        #expect(state.overlay == .help)
        Self.press(&state, .b, pad: 1)
        #expect(state.overlay == .none && state.play.selectedCards.count == 1, "anyone's B closes a panel")
        Self.press(&state, .b, pad: 0)
        #expect(state.play.selectedCards.isEmpty, "the caller's own B clears their picks")
    }

    /// C1, P1: with the last pad unplugged nothing is played with a pad any more: no ring is
    /// drawn and the window no longer holds the screen saver off (`ringShows`), which before
    /// stayed on until the mouse moved. A pad still plugged in keeps its ring.
    @Test func theRingGoesWithTheLastPadUnplugged() {
        var state = Self.table(of: 12, window: Self.landscape)
        Self.press(&state, .dpright, pad: 0)
        Self.press(&state, .dpright, pad: 3)
        _ = reduce(&state, .pad(3, .unplugged), Self.calendar)
        #expect(state.pads.ringShows && state.scene(today: Self.calendar.today()).focusRings.count == 1)
        _ = reduce(&state, .pad(0, .unplugged), Self.calendar)
        #expect(!state.pads.ringShows && state.scene(today: Self.calendar.today()).focusRings.isEmpty)
        Self.press(&state, .a, pad: 0)
        #expect(state.pads.ringShows, "plugged in again and used, its ring shows")
    }

    @Test func theRingShowsOncePadIsUsedHidesWhenTheMouseMovesAndFollowsThePanels() {
        var state = Self.table(of: 12, window: Self.landscape)
        #expect(state.scene(today: Self.calendar.today()).focusRings.isEmpty && !state.pads.ringShows)
        Self.press(&state, .dpright)
        #expect(state.scene(today: Self.calendar.today()).focusRings.count == 1)
        _ = reduce(&state, .pointerMoved(Point(x: 5, y: 5)), Self.calendar)
        #expect(state.scene(today: Self.calendar.today()).focusRings.isEmpty)
        #expect(state.focusPlace(ofPad: 0) == .card(1), "the ring keeps its place while hidden")
        Self.press(&state, .start)
        #expect(state.pads.ringShows && state.focusPlace(ofPad: 0) == .button("theme"))
        _ = reduce(&state, .play(.toggleStats), Self.calendar)
        #expect(state.focusPlace(ofPad: 0) == nil, "the statistics have nothing to press")
        Self.press(&state, .b)
        #expect(state.focusPlace(ofPad: 0) == .card(1))
    }

    @Test func theStickMovesTheRingPastItsDeadZoneAndRepeatsOnTheSessionsClock() {
        var state = Self.table(of: 81, window: Self.portrait)
        let send = { (state: inout SessionState, action: SessionAction) in _ = reduce(&state, action, Self.calendar) }
        send(&state, .pad(0, .stick(x: 0.3, y: 0.2)))
        #expect(state.pads.ids.isEmpty, "inside the dead zone the stick is at rest")
        send(&state, .pad(0, .stick(x: 0.9, y: 0.1)))
        #expect(state.focusPlace(ofPad: 0) == .card(1))
        send(&state, .pad(0, .stick(x: 0.95, y: -0.2)))
        #expect(state.focusPlace(ofPad: 0) == .card(1), "still held: no new step")
        send(&state, .advance(seconds: Pads.repeatDelay - 0.01))
        #expect(state.focusPlace(ofPad: 0) == .card(1))
        send(&state, .advance(seconds: 0.02))
        #expect(state.focusPlace(ofPad: 0) == .card(2), "the repeat after its delay")
        send(&state, .advance(seconds: Pads.repeatInterval))
        #expect(state.focusPlace(ofPad: 0) == .card(3), "then at its interval")
        send(&state, .pad(0, .stick(x: 0, y: 0)))
        send(&state, .advance(seconds: 5))
        #expect(state.focusPlace(ofPad: 0) == .card(3), "released: no more steps")
        send(&state, .pad(0, .stick(x: 0, y: 1)))
        send(&state, .advance(seconds: 1e9))
        #expect(state.nextStickRepeat.map { $0 > state.now } == true, "a long advance leaves the repeat ahead")
        guard case .button? = state.focusPlace(ofPad: 0) else {
            Issue.record("held down, the ring ends on the bar: \(String(describing: state.focusPlace(ofPad: 0)))")
            return
        }
    }
}

/// C1: while a pad's ring shows, the panels' footers name the pad's buttons instead of the
/// keyboard's; the mouse moving brings the keyboard's words back.
@Suite("Panel footers for the pad (C1)")
struct PadFooterTests {
    static let today = PadSessionTests.calendar.today()

    static func footer(_ state: SessionState) -> String? {
        switch state.scene(today: today).overlay {
        case .help(let panel)?: panel.footer
        case .settings(let panel)?: panel.footer
        case .stats(let panel)?: panel.footer
        default: nil
        }
    }

    @Test func thePanelsSayWhichPadButtonsChangeAndClose() {
        var state = PadSessionTests.table(of: 12, window: PadSessionTests.landscape)
        _ = reduce(&state, .play(.toggleSettings), PadSessionTests.calendar)
        #expect(Self.footer(state) == "Click a setting, or choose one with ↑ ↓ and Return · Escape or F2 closes")
        PadSessionTests.press(&state, .dpdown)
        #expect(Self.footer(state) == "A changes the setting in the ring · B closes")
        _ = reduce(&state, .pointerMoved(Point(x: 10, y: 10)), PadSessionTests.calendar)
        #expect(Self.footer(state) == "Click a setting, or choose one with ↑ ↓ and Return · Escape or F2 closes")
        PadSessionTests.press(&state, .b, .back)
        #expect(state.overlay == .help && Self.footer(state) == "B or Back closes this")
        PadSessionTests.press(&state, .back)
        _ = reduce(&state, .play(.toggleStats), PadSessionTests.calendar)
        #expect(Self.footer(state) == "B closes")
    }
}
