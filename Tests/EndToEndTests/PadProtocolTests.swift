import Foundation
import ProtocolSupport
import Testing

/// C1, C2 through the protocol: `pad N BUTTON`, `pad N unplug` and `state.focus`, spoken
/// to the real binary.
@Suite("Gamepads through the headless protocol (C1, C2)")
struct PadProtocolTests {
    static func start(_ extra: [String] = []) throws -> GameProcess {
        let game = try GameProcess(["--headless", "--seed", "4", "--size", "1000x720"] + extra)
        game.send("settle")
        return game
    }

    @Test func focusIsNullUntilAPadIsUsedThenFollowsItsPressesAndTheMouseHidesIt() throws {
        let game = try Self.start()
        var state = try game.state()
        #expect(state.focus == nil)
        let keys = try StateJSON.keys(try #require({ game.send("state"); return game.line() }()))
        #expect(keys["focus"] is NSNull, "focus is always present")
        game.send("pad 0 dpright")
        state = try game.state()
        #expect(state.focus == StateJSON.Focus(pad: 0, card: 1, button: nil))
        game.send("pad 0 a")
        state = try game.state()
        #expect(state.cards[1].selected, "A picks the focused card")
        game.send("pad 0 dpdown")
        game.send("pad 0 dpdown")
        state = try game.state()
        let button = try #require(state.focus?.button, "past the last row: a button")
        #expect(state.buttons[button] != nil, "a key of buttons")
        game.send("click 5 5")
        #expect(try game.state().focus == nil, "the mouse is used: the ring hides")
        game.send("pad 3 start")
        state = try game.state()
        #expect(state.overlay == "settings" && state.focus == StateJSON.Focus(pad: 3, card: nil, button: "theme"),
                "the pad used last; a pad not seen before is plugged in by its press")
        game.send("pad 3 a")
        #expect(try game.state().theme == "dark")
        game.send("pad 3 b")
        game.send("pad 3 unplug")
        state = try game.state()
        #expect(state.overlay == "none" && state.focus?.pad == 0, "the ring of the pad used before it")
        game.send("pad 0 unplug")
        #expect(try game.state().focus == nil)
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    @Test func badPadLinesAreErrorLinesAndTheGameGoesOn() throws {
        let game = try Self.start()
        let bad = ["pad", "pad 0", "pad 0 A", "pad 0 lefttrigger", "pad -1 a", "pad 256 a", "pad x a", "pad 0 a b",
                   "pad 99999999999999999999999 a", "pad 0 unplugged", "pad 1.5 a", "pad 0 \u{1B}[2J"]
        for line in bad {
            game.send(line)
            let error = try #require(game.errorLine(), "no error for \(line)")
            #expect(error.hasPrefix("error: ") && !error.contains("\u{1B}"), "\(line): \(error)")
        }
        let state = try game.state()
        #expect(state.focus == nil && state.cards.count == 12, "nothing happened")
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }
}
