import CSDL2

/// An SDL call failed; carries SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public let description: String
    /// SDL's own words for what went wrong (English, from SDL); empty when it gave none.
    public let reason: String

    public init(_ what: String) {
        reason = String(cString: SDL_GetError())
        description = "\(what): \(reason)"
    }

    /// SDL's reason when `error` is an SDL failure, else the error as it reads.
    public static func reason(of error: any Error) -> String { (error as? SDLError)?.reason ?? "\(error)" }

    /// A failure told in words of its own, SDL's message already in them or not wanted.
    public init(described description: String) {
        self.description = description
        reason = description
    }
}
