import CSDL2
import Layout
@testable import SetGameApp
import TestSupport
import Testing

/// P1, C1: a game left open lets the desktop's screen saver blank and lock the screen. SDL
/// keeps it off while its video runs unless told (under Xvfb with a one-minute screen saver,
/// the screen blanked after a minute without the game and never with it). The X server
/// counts no pad's buttons as input, so while a pad is in use it is held off, until the
/// mouse moves.
@MainActor @Suite("The screen saver runs while the game is open (P1, C1)", .serialized, .needsDisplay)
struct ScreenSaverTests {
    @Test func theWindowLeavesTheScreenSaverOnButAPadInUseHoldsItOff() throws {
        let app = try WindowApp.forTests(seed: 1, size: Size(width: 800, height: 600))
        app.store.settle()
        app.draw()
        app.pumpForTests()
        #expect(SDL_IsScreenSaverEnabled() == SDL_TRUE, "SDL turned the screen saver off")

        app.startPads()
        let pad = try GamepadWindowTests.VirtualPad()
        defer { pad.unplug() }
        app.pumpForTests()
        #expect(SDL_IsScreenSaverEnabled() == SDL_TRUE, "a pad plugged in but not used holds nothing")
        pad.set(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, down: true)
        app.pumpForTests()
        pad.set(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, down: false)
        app.pumpForTests()
        #expect(app.store.state.pads.ringShows)
        #expect(SDL_IsScreenSaverEnabled() == SDL_FALSE, "a pad in use holds the screen saver off")

        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.windowID = SDL_GetWindowID(app.window.pointer)
        motion.motion.x = 40
        motion.motion.y = 40
        SDL_PushEvent(&motion)
        app.pumpForTests()
        #expect(!app.store.state.pads.ringShows)
        #expect(SDL_IsScreenSaverEnabled() == SDL_TRUE, "the mouse in use lets it run again")
    }
}
