/// A daily puzzle in progress (G5, B6), saved so that quitting never loses it: the puzzle
/// (its date, the Sets found, the selection, the wrong trios) and its running time. Versioned
/// and checked when read, like the saved game; a solved puzzle is not kept (its time is in the
/// statistics).
public struct SavedDaily: Hashable, Sendable {
    /// The version written into every saved puzzle; any other version is set aside.
    public static let version = 1

    public var puzzle: DailyPuzzle
    /// The puzzle's running time so far, without the wrong trios' penalties.
    public var elapsedMs: Double

    public init(puzzle: DailyPuzzle, elapsedMs: Double) {
        self.puzzle = puzzle
        self.elapsedMs = elapsedMs
    }

    /// A time that is a real, non-negative number of milliseconds, and a puzzle not solved.
    public func validate() throws(SavedDataError) {
        try puzzle.validate()
        try SavedDataError.require(elapsedMs.isFinite && elapsedMs >= 0, "elapsedMs is \(elapsedMs)")
        try SavedDataError.require(!puzzle.isSolved, "a solved puzzle kept as in progress")
    }
}

extension SavedDaily: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, puzzle, elapsedMs
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        try SavedDataError.check(version: keys.decode(Int.self, forKey: .version), expected: Self.version)
        self.init(puzzle: try keys.decode(DailyPuzzle.self, forKey: .puzzle),
                  elapsedMs: try keys.decode(Double.self, forKey: .elapsedMs))
        try validate()
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(Self.version, forKey: .version)
        try keys.encode(puzzle, forKey: .puzzle)
        try keys.encode(elapsedMs, forKey: .elapsedMs)
    }
}
