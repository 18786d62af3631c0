import Session
import SetCore
import Storage

/// The player's saved data as the launch found it, and the saves that keep it from then on
/// (B6, B3, B7, "Saved data"). Without a data folder there is none (headless without
/// `--data-dir`): nothing is read, nothing is written.
public struct SavedStart: Sendable {
    /// What the files held (a game to resume, statistics, settings, messages about them).
    public var data: SavedData
    /// Where the game, the statistics and the settings are saved from now on.
    public let saves: SaveQueue

    /// The statistics and the settings that were damaged and set aside: their fresh files are
    /// written with the first save, even if nothing in them changes ("a fresh one is started").
    public var restartedStatistics = false, restartedSettings = false

    public var game: SavedGame? { data.game }
    public var daily: SavedDaily? { data.daily }
    public var statistics: Statistics { data.statistics }
    public var settings: Settings { data.settings }

    public init(game: SavedGame? = nil, daily: SavedDaily? = nil, statistics: Statistics = Statistics(),
                settings: Settings = Settings(), messages: [String] = [], saves: SaveQueue) {
        data = SavedData(game: game, daily: daily, statistics: statistics, settings: settings, messages: messages)
        self.saves = saves
    }

    /// Reads the three files through `storage`; a damaged one is set aside and its message
    /// kept for the player. The saved game is resumed only when `resume` (without `--new`);
    /// with `--new` a damaged one is still set aside and told, not silently replaced.
    public static func load(from storage: GameStorage, resume: Bool) -> SavedStart {
        let settings = storage.loadSettings(), statistics = storage.loadStats(), game = storage.loadGame()
        let daily = storage.loadDaily()
        var start = SavedStart(game: resume ? game.value : nil, daily: resume ? daily.value : nil,
                               statistics: statistics.value, settings: settings.value,
                               messages: [game.message, daily.message, statistics.message, settings.message].compactMap { $0 },
                               saves: SaveQueue(storage: storage))
        (start.restartedStatistics, start.restartedSettings) = (statistics.message != nil, settings.message != nil)
        return start
    }
}
