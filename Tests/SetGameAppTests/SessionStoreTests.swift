import Foundation
import ProtocolSupport
import SetCore
import Session
import SetGameApp
import Layout
import Testing

/// A `SessionStore` driven as the window and the headless driver drive it: clicks at the
/// places its `state` reports, buttons, keys, the wheel, resizes and the clock.
@Suite("Game session: input, layout and animation")
struct SessionStoreTests {
    static let landscape = Size(width: 1000, height: 720)

    /// A session whose rotate button resizes at once, as the headless driver's does.
    static func session(seed: UInt64 = 7, window: Size = landscape) -> SessionStore {
        let session = SessionStore(seed: seed, window: window)
        session.requestWindowSize = { [unowned session] size in session.resize(to: size) }
        return session
    }

    static func state(_ session: SessionStore) throws -> StateJSON {
        try StateJSON.decode(session.stateJSON())
    }

    static func table(_ session: SessionStore) -> Box {
        let t = session.screen.table
        return Box([t.x, t.y, t.width, t.height])
    }

    static func click(_ session: SessionStore, _ box: Box) {
        session.click(at: Point(x: box.centre.x, y: box.centre.y))
    }

    static func expectAtRestOnTable(_ session: SessionStore, cards count: Int,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let state = try state(session)
        let table = table(session)
        #expect(!state.animating, sourceLocation: sourceLocation)
        #expect(state.cards.count == count, sourceLocation: sourceLocation)
        for card in state.cards {
            #expect(card.rect.isInside(table), "\(card.features) at \(card.rect) outside the table \(table)",
                    sourceLocation: sourceLocation)
        }
        for (i, a) in state.cards.enumerated() {
            for b in state.cards[(i + 1)...] where a.rect.overlaps(b.rect) {
                Issue.record("cards overlap: \(a.features) \(a.rect) and \(b.features) \(b.rect)", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: - A1 launch

    @Test func firstStateIsTheLaunchMomentWithEveryCardOutsideTheWindow() throws {
        let session = Self.session()
        let state = try Self.state(session)
        #expect(state.animating)
        #expect(state.cards.count == 12)
        #expect(state.deck == 69)
        #expect(state.window == [1000, 720])
        for card in state.cards {
            #expect(card.rect.width > 0 && card.rect.height > 0)
            #expect(!card.rect.overlaps(state.windowBox), "\(card.features) is already in the window at \(card.rect)")
        }
    }

    @Test func tableStaysEmptyBrieflyThenCardsArrive() throws {
        let session = Self.session()
        session.advance(by: SessionState.launchPause * 0.9)
        let early = try Self.state(session)
        #expect(early.cards.allSatisfy { !$0.rect.overlaps(early.windowBox) })
        session.advance(by: 0.5)
        let later = try Self.state(session)
        #expect(later.cards.contains { $0.rect.overlaps(later.windowBox) }, "no card has flown in after 0.8 s")
        #expect(later.animating)
    }

    @Test func settleBringsEveryCardToRestInsideTheTable() throws {
        let session = Self.session()
        session.settle()
        try Self.expectAtRestOnTable(session, cards: 12)
        let state = try Self.state(session)
        let sizes = Set(state.cards.map { "\($0.rect.width)x\($0.rect.height)" })
        #expect(sizes.count == 1, "cards of different sizes: \(sizes)")
    }

    @Test func advancingPastTheEndOfMotionStopsTheAnimation() throws {
        let session = Self.session()
        session.advance(by: 0.2)
        #expect(try Self.state(session).animating)
        session.advance(by: 10)
        try Self.expectAtRestOnTable(session, cards: 12)
    }

    // MARK: - Clicking cards

    /// While cards fly in, a click hits the card drawn under the pointer, not the card
    /// whose resting place is there.
    @Test func clickMidFlightHitsTheCardDrawnThere() throws {
        let resting = Self.session(seed: 11)
        resting.settle()
        let restingFrames = try Self.state(resting).cards.map(\.rect)

        let session = Self.session(seed: 11)
        let table = Self.table(session)
        var found: (index: Int, point: (x: Double, y: Double))?
        search: for _ in 0..<240 {
            session.advance(by: 1.0 / 60)
            let state = try Self.state(session)
            guard state.animating else { break }
            for (i, card) in state.cards.enumerated() {
                let p = card.rect.centre
                guard table.contains(x: p.x, y: p.y), !restingFrames[i].contains(x: p.x, y: p.y) else { continue }
                // The topmost card there (later cards are drawn above earlier ones) must be this one.
                let topmost = state.cards.lastIndex { $0.rect.contains(x: p.x, y: p.y) }
                if topmost == i { found = (i, p); break search }
            }
        }
        let (index, point) = try #require(found, "no card was ever mid-flight over the table")
        let before = try Self.state(session)
        #expect(before.animating)
        session.click(at: Point(x: point.x, y: point.y))
        let after = try Self.state(session)
        #expect(after.selected.map(\.features) == [before.cards[index].features])
        #expect(after.selection == "partial")
    }

    @Test func clickBetweenCardsSelectsNothing() throws {
        let session = Self.session()
        session.settle()
        let table = Self.table(session)
        session.click(at: Point(x: table.x + 1, y: table.y + 1))
        #expect(try Self.state(session).selection == "none")
    }

    @Test func clickingASetScoresAndTheNextClickReplacesIt() throws {
        let session = Self.session(seed: 3)
        session.settle()
        let start = try Self.state(session)
        let trio = try #require(start.firstSet, "seed 3 has no Set in its first 12 cards")
        for i in trio { Self.click(session, start.cards[i].rect) }
        let matched = try Self.state(session)
        #expect(matched.selection == "match")
        #expect(matched.score > 0)
        let selected = Set(matched.selected.map(\.features))
        let expected = Set(trio.map { start.cards[$0].features })
        #expect(selected == expected)

        let other = try #require(start.cards.indices.first { !trio.contains($0) })
        Self.click(session, start.cards[other].rect)
        let replaced = try Self.state(session)
        #expect(replaced.deck == 66)
        #expect(replaced.discarded == 3)
        #expect(replaced.cards.count == 12)
        #expect(replaced.selected.map(\.features) == [start.cards[other].features])
        for i in trio { #expect(replaced.index(of: start.cards[i].features) == nil, "matched card still on the table") }
        #expect(replaced.animating, "replacement cards should fly in")
        session.settle()
        try Self.expectAtRestOnTable(session, cards: 12)
    }

    // MARK: - Dealing

    @Test func dealButtonAddsThreeCards() throws {
        let session = Self.session()
        session.settle()
        let deal = try Self.state(session).button("deal")
        Self.click(session, deal)
        let state = try Self.state(session)
        #expect(state.cards.count == 15)
        #expect(state.deck == 66)
        #expect(state.animating, "dealt cards should fly in")
        session.settle()
        try Self.expectAtRestOnTable(session, cards: 15)

        session.press(.deal)
        #expect(try Self.state(session).cards.count == 18)
    }

    @Test func spaceKeyAddsThreeCards() throws {
        let session = Self.session()
        session.settle()
        session.key(try #require(KeyChord(parsing: "Space")))
        let state = try Self.state(session)
        #expect(state.cards.count == 15)
        #expect(state.deck == 66)
        session.settle()
        try Self.expectAtRestOnTable(session, cards: 15)
    }

    // MARK: - L5 rotate

    @Test func ctrlRTogglesBetweenLandscapeAndPortrait() throws {
        let session = Self.session()
        session.settle()
        let ctrlR = try #require(KeyChord(parsing: "Ctrl+R"))
        session.key(ctrlR)
        let portrait = try Self.state(session)
        #expect(portrait.window == [720, 1000])
        #expect(portrait.animating, "the cards should move to the new layout")
        session.settle()
        try Self.expectAtRestOnTable(session, cards: 12)
        #expect(Self.table(session).height > Self.table(session).width)

        session.key(ctrlR)
        #expect(try Self.state(session).window == [1000, 720])
        session.settle()
        try Self.expectAtRestOnTable(session, cards: 12)
    }

    @Test func rotateButtonAsksTheWindowForTheOtherOrientation() throws {
        let session = SessionStore(seed: 7, window: Self.landscape)
        var requested: [Size] = []
        session.requestWindowSize = { requested.append($0) }
        session.click(at: Point(x: try Self.state(session).button("rotate").centre.x,
                                y: try Self.state(session).button("rotate").centre.y))
        #expect(requested == [Size(width: 720, height: 1000)])
        // The session itself waits for the window to change size.
        #expect(try Self.state(session).window == [1000, 720])
    }

    @Test func rotateFitsTheDisplay() throws {
        let session = SessionStore(seed: 7, window: Self.landscape)
        session.send(.displayFound(Size(width: 1920, height: 800)))
        var requested: [Size] = []
        session.requestWindowSize = { requested.append($0) }
        session.press(.rotate)
        let size = try #require(requested.first)
        #expect(size.height > size.width)
        #expect(size.height <= 800)
    }

    @Test func resizeLaysTheTableOutAgain() throws {
        let session = Self.session()
        session.settle()
        let before = try Self.state(session).cards.map(\.rect)
        session.resize(to: Size(width: 640, height: 900))
        #expect(try Self.state(session).animating)
        session.settle()
        try Self.expectAtRestOnTable(session, cards: 12)
        #expect(try Self.state(session).cards.map(\.rect) != before)
    }

    // MARK: - L2 scrolling with all 81 cards

    /// Deals until the deck is empty: 81 cards on an 800×600 table, which must scroll.
    static func fullTable() throws -> SessionStore {
        let session = Self.session(seed: 5, window: Size(width: 800, height: 600))
        while try Self.state(session).dealEnabled { session.press(.deal) }
        session.settle()
        return session
    }

    @Test func eightyOneCardsScrollWithTheWheel() throws {
        let session = try Self.fullTable()
        let top = try Self.state(session)
        let table = Self.table(session)
        #expect(top.cards.count == 81)
        #expect(top.deck == 0)
        #expect(!top.dealEnabled)
        #expect(top.cards.contains { !$0.rect.isInside(table) }, "81 cards at 800×600 should not all fit")
        #expect(top.cards.allSatisfy { $0.rect.width >= 64 }, "cards shrank below the minimum instead of scrolling")

        session.wheel(-3)
        #expect(try Self.state(session).animating)
        session.settle()
        let scrolled = try Self.state(session)
        let moves = zip(top.cards, scrolled.cards).map { $0.rect.y - $1.rect.y }
        #expect(moves.allSatisfy { abs($0 - 180) < 0.05 }, "scroll -3 should move every card up by 3 notches (180): \(Set(moves))")
        #expect(zip(top.cards, scrolled.cards).allSatisfy { $0.rect.x == $1.rect.x })

        session.wheel(3)
        session.settle()
        #expect(try Self.state(session).cards.map(\.rect) == top.cards.map(\.rect))
    }

    @Test func wheelDoesNothingWhenEverythingFits() throws {
        let session = Self.session()
        session.settle()
        let before = try Self.state(session).cards.map(\.rect)
        session.wheel(-3)
        #expect(!(try Self.state(session).animating))
        #expect(try Self.state(session).cards.map(\.rect) == before)
    }

    /// Scrolling notch by notch shows every card whole at some point, and a click there selects it.
    @Test func everyCardIsReachable() throws {
        let session = try Self.fullTable()
        let table = Self.table(session)
        var reached: Set<[String]> = []
        var lastScroll = -1.0
        for _ in 0..<200 {
            let state = try Self.state(session)
            for card in state.cards where card.rect.isInside(table) && !reached.contains(card.features) {
                Self.click(session, card.rect)
                #expect(try Self.state(session).selected.map(\.features) == [card.features])
                Self.click(session, card.rect)
                #expect(try Self.state(session).selection == "none")
                reached.insert(card.features)
            }
            let scroll = try #require(state.scroll)
            if scroll == lastScroll { break }
            lastScroll = scroll
            session.wheel(-1)
            session.settle()
        }
        #expect(reached.count == 81)
        #expect(lastScroll > 0)
    }

    @Test func endAndHomeKeysScrollToTheBottomAndTop() throws {
        let session = try Self.fullTable()
        let table = Self.table(session)
        session.key(KeyChord("end"))
        session.settle()
        let bottom = try Self.state(session)
        #expect(bottom.cards.last.map { $0.rect.isInside(table) } == true, "the last card is not visible after End")
        session.key(KeyChord("home"))
        session.settle()
        let top = try Self.state(session)
        #expect(top.cards.first.map { $0.rect.isInside(table) } == true)
        #expect(top.scroll == 0)
    }
}
