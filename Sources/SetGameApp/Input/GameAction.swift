/// What a key or button asks the game to do.
public enum GameAction: Hashable, Sendable {
    case dealThree
    case newGame
    case rotate
    case hint
    case scrollBy(notches: Double)
    case dismissHint

    /// Keys that never collide with card selection (B4): Space deals, Ctrl+N, Ctrl+R, Ctrl+H.
    public static func forKey(_ chord: KeyChord) -> GameAction? {
        switch (chord.modifiers, chord.key) {
        case ([], "space"): .dealThree
        case ([.ctrl], "n"): .newGame
        case ([.ctrl], "r"): .rotate
        case ([.ctrl], "h"): .hint
        case ([], "escape"): .dismissHint
        case ([], "down"): .scrollBy(notches: -1)
        case ([], "up"): .scrollBy(notches: 1)
        case ([], "pagedown"): .scrollBy(notches: -5)
        case ([], "pageup"): .scrollBy(notches: 5)
        case ([], "end"): .scrollBy(notches: -1000)
        case ([], "home"): .scrollBy(notches: 1000)
        default: nil
        }
    }
}
