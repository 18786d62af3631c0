import SetCore
import Storage

/// The player's saved data as the launch found it, and the saves that keep it from then on
/// (B6, B3, B7, "Saved data"). Without a data folder there is none (headless without
/// `--data-dir`): nothing is read, nothing is written.
public struct SavedStart: Sendable {
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
    /// Where the game, the statistics and the settings are saved from now on.
    public let saves: SaveQueue

    public init(game: SavedGame? = nil, daily: SavedDaily? = nil, statistics: Statistics = Statistics(),
                settings: Settings = Settings(), messages: [String] = [], saves: SaveQueue) {
        self.game = game
        self.daily = daily
        self.statistics = statistics
        self.settings = settings
        self.messages = messages
        self.saves = saves
    }

    /// Reads the three files through `storage`; a damaged one is set aside and its message
    /// kept for the player. The saved game is resumed only when `resume` (without `--new`);
    /// with `--new` a damaged one is still set aside and told, not silently replaced.
    public static func load(from storage: GameStorage, resume: Bool) -> SavedStart {
        let settings = storage.loadSettings(), statistics = storage.loadStats(), game = storage.loadGame()
        let daily = storage.loadDaily()
        return SavedStart(game: resume ? game.value : nil, daily: resume ? daily.value : nil,
                          statistics: statistics.value, settings: settings.value,
                          messages: [game.message, daily.message, statistics.message, settings.message].compactMap { $0 },
                          saves: SaveQueue(storage: storage))
    }
}
