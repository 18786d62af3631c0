import CSDL2
import Render
import Session

/// The gamepads of a window (C1, C2), through SDL's game-controller API: each pad plugged
/// in is opened, its presses and left stick become the session's pad actions, named by
/// SDL's instance id, and an unplugged one is closed. Started after the first frame (P3).
@MainActor
final class Gamepads {
    /// The open controllers by instance id, and each one's left stick (x, y from −1 to 1).
    private var open: [Int32: OpaquePointer] = [:]
    private var sticks: [Int32: (x: Double, y: Double)] = [:]
    /// Keeps SDL running while a controller is open.
    private let video: VideoSystem

    /// Starts SDL's game controllers; SDL then reports each pad already plugged in as added.
    init(video: VideoSystem) {
        self.video = video
        SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER)
    }

    isolated deinit {
        for controller in open.values { SDL_GameControllerClose(controller) }
        SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER)
    }

    /// What a controller event asks of the session, if anything.
    func action(for event: SDL_Event) -> SessionAction? {
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            // `which` is the device's index here; later events name its instance id.
            guard let controller = SDL_GameControllerOpen(event.cdevice.which) else { return nil }
            let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
            if let already = open.updateValue(controller, forKey: id) { SDL_GameControllerClose(already) }
            return nil
        case SDL_CONTROLLERDEVICEREMOVED:
            let id = event.cdevice.which
            guard let controller = open.removeValue(forKey: id) else { return nil }
            SDL_GameControllerClose(controller)
            sticks[id] = nil
            return .pad(Int(id), .unplugged)
        case SDL_CONTROLLERBUTTONDOWN:
            // The game's names are SDL's own (`a`, `start`, `dpup`): buttons it has no use
            // for (the shoulders, the guide) do nothing.
            let button = SDL_GameControllerButton(rawValue: Int32(event.cbutton.button))
            guard open[event.cbutton.which] != nil, let name = SDL_GameControllerGetStringForButton(button),
                  let pressed = PadButton(rawValue: String(cString: name)) else { return nil }
            return .pad(Int(event.cbutton.which), .press(pressed))
        case SDL_CONTROLLERAXISMOTION:
            let id = event.caxis.which, value = max(-1, Double(event.caxis.value) / 32767)
            guard open[id] != nil else { return nil }
            var stick = sticks[id] ?? (0, 0)
            switch SDL_GameControllerAxis(rawValue: Int32(event.caxis.axis)) {
            case SDL_CONTROLLER_AXIS_LEFTX: stick.x = value
            case SDL_CONTROLLER_AXIS_LEFTY: stick.y = value
            default: return nil
            }
            sticks[id] = stick
            return .pad(Int(id), .stick(x: stick.x, y: stick.y))
        default:
            return nil
        }
    }
}
