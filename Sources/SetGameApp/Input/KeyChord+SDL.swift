import CSDL2

extension KeyChord {
    /// The chord of an SDL key event, named as SDL names keys.
    init(sdl key: SDL_Keysym) {
        var modifiers: Set<Modifier> = []
        let mod = UInt32(key.mod)
        if mod & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue) != 0 { modifiers.insert(.ctrl) }
        if mod & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if mod & (KMOD_LALT.rawValue | KMOD_RALT.rawValue) != 0 { modifiers.insert(.alt) }
        self.init(String(cString: SDL_GetKeyName(key.sym)), modifiers: modifiers)
    }

    /// True when SDL knows the key by this name (in any case), e.g. `q`, `Space`, `Keypad Enter`.
    var namesAnSDLKey: Bool { SDL_GetKeyFromName(key) != SDLK_UNKNOWN.rawValue }
}
