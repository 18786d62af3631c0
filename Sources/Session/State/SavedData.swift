import SetCore

/// The player's saved data as the launch found it (B6, B3, B7, "Saved data"): values only;
/// the shell reads the files, and writes what the session's `Effect.save` asks.
public struct SavedData: Sendable {
    /// The game to resume; nil deals a new one (none was saved, it was finished or damaged,
    /// or `--new` asked for a fresh one).
    public var game: SavedGame?
    /// The daily puzzle in progress (G5); resumed by `--daily` of the same date.
    public var daily: SavedDaily?
    public var statistics: Statistics
    public var settings: Settings
    /// What to tell the player about the files on this launch (a damaged file set aside),
    /// one line each.
    public var messages: [String]

    public init(game: SavedGame? = nil, daily: SavedDaily? = nil, statistics: Statistics = Statistics(),
                settings: Settings = Settings(), messages: [String] = []) {
        self.game = game
        self.daily = daily
        self.statistics = statistics
        self.settings = settings
        self.messages = messages
    }
}
