import CSDL2

/// An SDL call failed; carries SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public let description: String

    public init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }

    /// A failure told in words of its own, SDL's message already in them or not wanted.
    public init(described description: String) {
        self.description = description
    }
}
