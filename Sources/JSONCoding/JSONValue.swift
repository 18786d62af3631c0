/// A JSON document as a value: what `JSONParser` reads and `JSONWriter` writes.
///
/// A number keeps its text, so that a 64-bit integer is read back exactly and a `Double` is
/// written as it was formatted.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    /// An object; its keys are written in the order of their UTF-8 bytes.
    case object([String: JSONValue])
}

/// What went wrong reading a JSON document: where, and why.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offset of the byte where reading stopped.
    public let offset: Int
    public let reason: String

    public var description: String { "not valid JSON at byte \(offset): \(reason)" }
}
