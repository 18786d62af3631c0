import SetCore
import SoundSynth
import Layout

/// What a session asks the world to do after an action: the shell carries these out.
public enum Effect: Hashable, Sendable {
    /// Hand the saves what is to be kept; they write only what differs from what they have.
    case save(Saves)
    /// Make sure everything handed to the saves is on disk before going on (B6).
    case flushSaves
    /// Play a sound effect (T3).
    case playSound(SoundEffect)
    /// Resize the window to this size (the rotate button, L5); headless it is done at once.
    case requestWindowSize(Size)
    /// Enter (true) or leave fullscreen (B9).
    case setFullscreen(Bool)
    /// End the session, saving first (B9).
    case quit
}

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
