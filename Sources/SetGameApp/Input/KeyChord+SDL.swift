import CSDL2
import Session
import Layout

extension KeyChord {
    /// The chord of an SDL key event: the key named as SDL names it in the player's
    /// layout, and its position by scancode, for card keys (B4).
    init(sdl key: SDL_Keysym) {
        var modifiers: Set<Modifier> = []
        let mod = UInt32(key.mod)
        if mod & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue) != 0 { modifiers.insert(.ctrl) }
        if mod & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if mod & (KMOD_LALT.rawValue | KMOD_RALT.rawValue) != 0 { modifiers.insert(.alt) }
        self.init(key: String(cString: SDL_GetKeyName(key.sym)), modifiers: modifiers,
                  position: CardKeyMap.cardKey(scancode: Int(key.scancode.rawValue)))
    }

    /// True when SDL knows the key by this name (in any case), e.g. `q`, `Space`, `Keypad Enter`.
    var namesAnSDLKey: Bool { SDL_GetKeyFromName(key) != SDLK_UNKNOWN.rawValue }
}
