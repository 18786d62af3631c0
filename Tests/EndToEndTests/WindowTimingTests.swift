import Foundation
import ProtocolSupport
import TestSupport
import Testing

/// Input after a still moment animates: the window reads the clock before it handles the
/// event that woke it, so cards dealt after a pause fly in instead of jumping into place.
@Suite("Real window: input after a pause", .serialized, .needsDisplay)
struct WindowTimingTests {
    @Test func cardsDealtAfterTwoStillSecondsFlyIn() throws {
        guard WindowTests.display() != nil else { return }
        let game = try GameProcess(["--seed", "3", "--size", "1000x720", "--commands"])
        let window = try WindowTests.findWindow()
        let landed = try game.state(within: 6) { !$0.animating }
        try #require(!landed.animating && landed.cards.count == 12)
        Thread.sleep(forTimeInterval: 2)

        let focus = try Tool.run("xdotool", ["windowfocus", "--sync", window, "key", "space"], timeout: 5)
        if focus.status != 0 { try Tool.run("xdotool", ["key", "--window", window, "space"]) }
        let dealt = try game.state(within: 3) { $0.cards.count == 15 }
        try #require(dealt.cards.count == 15, "Space did not deal")
        #expect(dealt.animating, "the three new cards should still be in flight")
        let newcomers = dealt.cards[12...]
        let final = try game.state(within: 4) { !$0.animating }
        #expect(!final.animating)
        let moving = zip(newcomers, final.cards[12...]).filter { $0.frame != $1.frame }
        #expect(!moving.isEmpty, "the dealt cards were already in place: they jumped instead of flying")

        game.send("quit")
        #expect(game.waitForExit() == 0)
    }
}
