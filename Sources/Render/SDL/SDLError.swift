import CSDL2

/// An SDL call failed; carries SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public let description: String

    public init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }
}
