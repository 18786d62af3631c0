import CSDL2
import Foundation
import Layout
import Session
@testable import SetGameApp
import TestSupport
import Testing

/// C1, C2 through SDL itself: a virtual gamepad of SDL's (its game-controller mapping is
/// SDL's own for virtual devices, SDL 2.24 and later) is plugged into a real window, its
/// buttons pressed and its left stick pushed, then unplugged, and the window's session
/// answers each event as it would a real pad's.
@MainActor @Suite("Gamepads in a real window (C1, C2)", .serialized, .needsDisplay)
struct GamepadWindowTests {
    /// A virtual pad with every button and axis of SDL's game controllers.
    final class VirtualPad {
        let index: Int32
        let joystick: OpaquePointer
        var id: Int { Int(SDL_JoystickInstanceID(joystick)) }

        init() throws {
            index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, Int32(SDL_CONTROLLER_AXIS_MAX.rawValue),
                                              Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue), 0)
            guard index >= 0, let joystick = SDL_JoystickOpen(index) else {
                throw TestFailure("no virtual pad: \(String(cString: SDL_GetError()))")
            }
            self.joystick = joystick
        }

        func set(_ button: SDL_GameControllerButton, down: Bool) {
            SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), down ? 1 : 0)
        }

        func set(_ axis: SDL_GameControllerAxis, _ value: Int16) {
            SDL_JoystickSetVirtualAxis(joystick, Int32(axis.rawValue), value)
        }

        func unplug() {
            SDL_JoystickClose(joystick)
            SDL_JoystickDetachVirtual(index)
        }
    }

    func press(_ app: WindowApp, _ pad: VirtualPad, _ button: SDL_GameControllerButton) {
        pad.set(button, down: true)
        app.pumpForTests()
        pad.set(button, down: false)
        app.pumpForTests()
    }

    @Test func aVirtualPadIsPluggedInPressedSteeredByItsStickAndUnplugged() throws {
        let app = try WindowApp.forTests(seed: 4, size: Size(width: 1000, height: 720))
        app.store.settle()
        app.startPads()
        let pad = try VirtualPad()
        app.pumpForTests()
        #expect(SDL_IsGameController(pad.index) == SDL_TRUE, "SDL maps the virtual pad as a game controller")
        #expect(app.store.state.pads.ids.isEmpty, "plugged in, not yet used")

        press(app, pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT)
        #expect(app.store.state.pads.ids == [pad.id] && app.store.state.focusPlace(ofPad: pad.id) == .card(1))
        press(app, pad, SDL_CONTROLLER_BUTTON_A)
        #expect(app.store.state.play.selectedCards == [app.store.state.play.table[1]], "A picks the card")
        press(app, pad, SDL_CONTROLLER_BUTTON_LEFTSHOULDER)
        #expect(app.store.state.play.selectedCards.count == 1, "a button the game has no use for does nothing")

        pad.set(SDL_CONTROLLER_AXIS_LEFTX, 32767)
        app.pumpForTests()
        #expect(app.store.state.focusPlace(ofPad: pad.id) == .card(2), "the stick pushed right")
        pad.set(SDL_CONTROLLER_AXIS_LEFTX, 0)
        pad.set(SDL_CONTROLLER_AXIS_LEFTY, 32767)
        app.pumpForTests()
        #expect(app.store.state.focusPlace(ofPad: pad.id) == .card(8), "then down")
        pad.set(SDL_CONTROLLER_AXIS_LEFTY, 1000)
        app.pumpForTests()

        press(app, pad, SDL_CONTROLLER_BUTTON_START)
        #expect(app.store.state.overlay == .settings)
        press(app, pad, SDL_CONTROLLER_BUTTON_B)
        #expect(app.store.state.overlay == .none)

        pad.unplug()
        app.pumpForTests()
        #expect(app.store.state.pads.ids.isEmpty, "unplugged")
        app.draw()
    }
}
