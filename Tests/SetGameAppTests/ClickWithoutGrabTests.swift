import CSDL2
import Foundation
import Layout
@testable import SetGameApp
import TestSupport
import Testing

/// P4: a real click on a card in a real window picks the card without SDL grabbing the
/// pointer while the button is down (the game acts on the press and has nothing to drag;
/// the grab cost two waits for the X server per click).
@MainActor @Suite("A click in a real window (P4)", .serialized, .needsDisplay)
struct ClickWithoutGrabTests {
    /// xdotool, found on the PATH (`make deps-test` installs it), run to its end.
    func xdotool(_ arguments: [String]) throws {
        let process = try Process.run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["xdotool"] + arguments)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "xdotool \(arguments.joined(separator: " ")) (is it installed?)")
    }

    @Test func aButtonHeldDownOnACardPicksItAndLeavesThePointerFree() throws {
        let app = try WindowApp.forTests(seed: 4, size: Size(width: 1000, height: 720))
        app.store.settle()
        app.draw()
        app.pumpForTests()
        let window = try #require(app.window.x11WindowID, "the window is shown through X11")
        let card = try #require(app.store.scene().cards.first { $0.card == app.store.state.play.table[0] })
        try xdotool(["mousemove", "--window", String(window), String(Int(card.frame.center.x)), String(Int(card.frame.center.y)),
                     "mousedown", "1"])
        app.pumpForTests()
        #expect(app.store.state.play.selectedCards == [app.store.state.play.table[0]], "the press picked the card")
        let flags = SDL_GetWindowFlags(app.window.pointer)
        #expect(flags & SDL_WINDOW_MOUSE_CAPTURE.rawValue == 0, "SDL does not hold the pointer while the button is down")
        try xdotool(["mouseup", "1"])
        app.pumpForTests()
        #expect(app.store.state.play.selectedCards == [app.store.state.play.table[0]], "letting go changes nothing")
        // Off every window the tests open, so that no later one starts with a card or button under the pointer.
        try xdotool(["mousemove", "1919", "1079"])
    }
}
