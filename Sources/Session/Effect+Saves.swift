import SetCore

/// What a session hands the saves after an action that changed something worth keeping
/// (B6, B3, B7): the saves write only what differs from what they last wrote.
public struct Saves: Hashable, Sendable {
    /// The file of what is played.
    public enum Played: Hashable, Sendable {
        /// The dealt game as it is now.
        case game(SavedGame)
        /// The game is finished: its file is removed, it is not resumed (B2).
        case gameFinished
        /// The daily puzzle in progress (G5).
        case daily(SavedDaily)
        /// The daily puzzle is solved: its file is removed.
        case dailySolved
    }

    /// Nil leaves the game's file as it is (only the statistics or the settings changed).
    public var played: Played?
    public var statistics: Statistics
    public var settings: Settings

    public init(played: Played?, statistics: Statistics, settings: Settings) {
        self.played = played
        self.statistics = statistics
        self.settings = settings
    }
}
