import SetCore
import Storage

/// The player's saved data as the launch found it, and the saves that keep it from then on
/// (B6, B3, B7, "Saved data"). Without a data folder there is none (headless without
/// `--data-dir`): nothing is read, nothing is written.
public struct SavedStart: Sendable {
    /// The game to resume; nil deals a new one (none was saved, it was finished or damaged,
    /// or `--new` asked for a fresh one).
    public var game: SavedGame?
    public var statistics: Statistics
    public var settings: Settings
    /// What to tell the player about the files on this launch (a damaged file set aside),
    /// one line each.
    public var messages: [String]
    /// Where the game, the statistics and the settings are saved from now on.
    public let saves: SaveQueue

    public init(game: SavedGame? = nil, statistics: Statistics = Statistics(), settings: Settings = Settings(),
                messages: [String] = [], saves: SaveQueue) {
        self.game = game
        self.statistics = statistics
        self.settings = settings
        self.messages = messages
        self.saves = saves
    }

    /// Reads the three files through `storage` (the saved game only when `resume`, that is
    /// without `--new`); a damaged one is set aside and its message kept for the player.
    public static func load(from storage: GameStorage, resume: Bool) -> SavedStart {
        let settings = storage.loadSettings(), statistics = storage.loadStats()
        let game = resume ? storage.loadGame() : Loaded(nil)
        return SavedStart(game: game.value, statistics: statistics.value, settings: settings.value,
                          messages: [game.message, statistics.message, settings.message].compactMap { $0 },
                          saves: SaveQueue(storage: storage))
    }
}
