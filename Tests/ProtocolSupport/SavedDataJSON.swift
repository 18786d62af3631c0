import Foundation

/// The fields of a `state` line that the saved data touches (B6, B3, B7): the game's time,
/// its hint, the message line, the settings and the statistics. Decoded as an outside
/// client would, beside `StateJSON`.
public struct SavedDataJSON: Decodable, Equatable, Sendable {
    /// `state.stats`: null without a data folder.
    public struct Stats: Decodable, Equatable, Sendable {
        public var gamesStarted: Int
        public var gamesFinished: Int
        public var bestTimeMs: Int?
        public var bestScore: Int?
        public var totalSets: Int
        public var totalMismatches: Int

        public init(gamesStarted: Int, gamesFinished: Int, bestTimeMs: Int?, bestScore: Int?, totalSets: Int,
                    totalMismatches: Int) {
            (self.gamesStarted, self.gamesFinished, self.bestTimeMs, self.bestScore) =
                (gamesStarted, gamesFinished, bestTimeMs, bestScore)
            (self.totalSets, self.totalMismatches) = (totalSets, totalMismatches)
        }
    }

    public var elapsedMs: Int
    public var hint: [Int]?
    public var message: String?
    public var theme: String
    public var palette: String
    public var keyLabels: Bool
    public var overlay: String
    public var stats: Stats?

    public static func decode(_ line: String) throws -> SavedDataJSON {
        try JSONDecoder().decode(SavedDataJSON.self, from: Data(line.utf8))
    }

    /// True when the line has `stats` written out as `null` (not left out).
    public static func statsIsNull(in line: String) throws -> Bool {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["stats"] is NSNull
    }
}
