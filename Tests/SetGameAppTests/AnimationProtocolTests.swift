import Foundation
import ProtocolSupport
import Render
import Session
import SetGameApp
import Layout
import Testing

/// Animation through the headless protocol (A1–A5): the game changes at once, the drawing
/// follows on the protocol's clock, `state` mid-way shows frames between start and end,
/// and `settle` ends exactly on the layout.
@MainActor @Suite("Animation through the protocol", .serialized)
final class AnimationProtocolTests {
    var output: [String] = []
    var driver: HeadlessDriver!
    let window = Size(width: 1000, height: 720)

    init() {
        let session = SessionStore(seed: 7, window: window)
        driver = HeadlessDriver(store: session, fonts: HeadlessDriverTests.fonts,
                                output: { [unowned self] in self.output.append($0) }, errors: { _ in })
    }

    func send(_ lines: String...) { for line in lines { driver.handle(line: line) } }

    func state() throws -> StateJSON {
        send("state")
        return try StateJSON.decode(try #require(output.last))
    }

    /// Where the layout puts `count` cards in `window`, as `state` reports frames.
    static func layoutFrames(count: Int, window: Size) -> [Box] {
        ScreenLayout(window: window).tableGrid(count: count).frames.map {
            Box([$0.x, $0.y, $0.width, $0.height].map { ($0 * 100).rounded() / 100 })
        }
    }

    /// True when `b` lies strictly between `a` and `c` on x or y, and within them on both.
    static func isBetween(_ a: Box, _ b: Box, _ c: Box) -> Bool {
        func within(_ p: Double, _ q: Double, _ r: Double) -> Bool { min(p, r) - 0.01 <= q && q <= max(p, r) + 0.01 }
        func strictly(_ p: Double, _ q: Double, _ r: Double) -> Bool { min(p, r) + 0.5 < q && q < max(p, r) - 0.5 }
        return within(a.x, b.x, c.x) && within(a.y, b.y, c.y) && (strictly(a.x, b.x, c.x) || strictly(a.y, b.y, c.y))
    }

    @Test func launchStartsEmptyThenCardsFlyInAndSettleOnTheLayout() throws {
        let start = try state()
        #expect(start.animating)
        #expect(start.cards.allSatisfy { !$0.rect.overlaps(start.windowBox) }, "the table starts empty (A1)")
        send("advance 300")
        #expect(try state().cards.allSatisfy { !$0.rect.overlaps(start.windowBox) }, "still a moment of empty table")

        send("advance 450")
        let middle = try state()
        let end = Self.layoutFrames(count: 12, window: window)
        #expect(middle.animating)
        // The first cards are on their way, the last ones still wait their turn.
        #expect(Self.isBetween(start.cards[0].rect, middle.cards[0].rect, end[0]))
        #expect(middle.cards[11].rect == start.cards[11].rect)

        send("settle")
        let settled = try state()
        #expect(!settled.animating)
        #expect(settled.cards.map(\.rect) == end)
    }

    @Test func dealtCardsFlyInAndTheTableRelaysOutSmoothly() throws {
        send("settle")
        let before = try state()
        send("key Space")
        let dealt = try state()
        #expect(dealt.cards.count == 15 && dealt.deck == 66, "the game changes at once")
        #expect(dealt.animating)
        #expect(Array(dealt.cards.prefix(12).map(\.rect)) == before.cards.map(\.rect), "nothing jumps")
        let pile = try dealt.button("deckPile")
        #expect(dealt.cards.suffix(3).allSatisfy { $0.rect == pile }, "new cards come face down from the deck pile (T1)")

        send("advance 200")
        let middle = try state()
        let end = Self.layoutFrames(count: 15, window: window)
        for i in 0..<12 where before.cards[i].rect != end[i] {
            #expect(Self.isBetween(before.cards[i].rect, middle.cards[i].rect, end[i]), "card \(i)")
        }
        send("settle")
        #expect(try state().cards.map(\.rect) == end)
    }

    @Test func resizeAndRotationAnimateToTheNewLayout() throws {
        send("settle", "resize 720 1000")
        let resized = try state()
        #expect(resized.window == [720, 1000])
        #expect(resized.animating)
        send("advance 150")
        let middle = try state()
        let portrait = Self.layoutFrames(count: 12, window: Size(width: 720, height: 1000))
        let landscape = Self.layoutFrames(count: 12, window: window)
        #expect(Self.isBetween(landscape[5], middle.cards[5].rect, portrait[5]))
        send("settle")
        #expect(try state().cards.map(\.rect) == portrait)

        send("key Ctrl+R", "settle")
        let rotated = try state()
        #expect(rotated.window == [1000, 720])
        #expect(rotated.cards.map(\.rect) == landscape)
    }

    /// T1, A2: cards dealt one after another wait their turn on the deck pile; when the
    /// window changes size meanwhile they wait on the pile where it is now, not where it was.
    @Test func cardsWaitingOnTheDeckPileMoveWithItWhenTheWindowIsResized() throws {
        send("settle", "key Space", "advance 30")
        let dealt = try state()
        #expect(dealt.cards[13].rect == (try dealt.button("deckPile")), "the last two wait on the pile")
        send("resize 720 1000")
        let resized = try state()
        let pile = try resized.button("deckPile")
        #expect(pile != (try dealt.button("deckPile")), "the pile moved")
        #expect(resized.cards[13].rect == pile && resized.cards[14].rect == pile, "the last two wait on the pile")
        send("settle")
        #expect(try state().cards.map(\.rect) == Self.layoutFrames(count: 15, window: Size(width: 720, height: 1000)))
    }

    /// A1, A2: cards waiting their turn to fly in at the launch wait off the window's edge;
    /// when it grows meanwhile they wait off its new edge, never on the table.
    @Test func cardsWaitingToFlyInStayOffAWindowThatGrew() throws {
        send("advance 100", "resize 3000 2000")
        let grown = try state()
        #expect(grown.cards.allSatisfy { !$0.rect.overlaps(grown.windowBox) }, "the table is still empty")
        send("settle")
        #expect(try state().cards.map(\.rect) == Self.layoutFrames(count: 12, window: Size(width: 3000, height: 2000)))
    }

    @Test func matchedCardsLeaveAtOnceInTheStateAndTheirReplacementsFlyIn() throws {
        send("settle")
        let table = try state()
        let trio = try #require(table.firstSet)
        for i in trio { send("click \(table.cards[i].rect.centre.x) \(table.cards[i].rect.centre.y)") }
        send("settle")
        #expect(try state().selection == "match")
        let other = try #require(table.cards.indices.first { !trio.contains($0) })
        send("click \(table.cards[other].rect.centre.x) \(table.cards[other].rect.centre.y)")
        let replaced = try state()
        #expect(replaced.discarded == 3 && replaced.deck == 66 && replaced.cards.count == 12)
        for i in trio {
            #expect(replaced.cards[i].rect == (try replaced.button("deckPile")), "replacement \(i) starts on the deck pile")
            #expect(replaced.cards[i].features != table.cards[i].features)
        }
        #expect(replaced.animating)
        send("settle")
        let settled = try state()
        #expect(!settled.animating)
        #expect(settled.cards.map(\.rect) == Self.layoutFrames(count: 12, window: window))
    }

    @Test func scrollingMovesTheTableSmoothly() throws {
        send("resize 800 600")
        while try state().deck > 0 { send("key Space") }
        send("settle")
        let top = try state()
        send("scroll -2")
        let started = try state()
        #expect(started.animating)
        send("advance 60")
        let middle = try state()
        send("settle")
        let bottom = try state()
        #expect(bottom.cards[0].rect.y == top.cards[0].rect.y - 120)
        #expect(Self.isBetween(top.cards[0].rect, middle.cards[0].rect, bottom.cards[0].rect))
    }
}
