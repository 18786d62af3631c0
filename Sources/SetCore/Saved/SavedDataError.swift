/// Why a saved file cannot be taken back ("Saved data"): the caller sets it aside and
/// starts fresh.
public enum SavedDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file was written by another version of the game.
    case otherVersion(found: Int, expected: Int)
    /// The file reads, but what it says cannot be true (a card twice, 4 selected, ...).
    case inconsistent(String)

    public var description: String {
        switch self {
        case let .otherVersion(found, expected): "version \(found), expected \(expected)"
        case let .inconsistent(reason): reason
        }
    }

    /// Throws `otherVersion` unless `found` is `expected`.
    static func check(version found: Int, expected: Int) throws(SavedDataError) {
        guard found == expected else { throw .otherVersion(found: found, expected: expected) }
    }

    /// Throws `inconsistent(reason)` unless `condition` holds.
    static func require(_ condition: Bool, _ reason: @autoclosure () -> String) throws(SavedDataError) {
        guard condition else { throw .inconsistent(reason()) }
    }
}
