import Session
import SetCore
import Storage

/// Carries the session's `Effect.save` to the saves (B6, B3, B7, "Saved data"), writing
/// only what differs from what they last got: a session hands over everything after each
/// action, and most actions change one thing or none.
struct SaveCarrier {
    /// What the saved game's file holds, as far as this session knows.
    private enum File<Value: Equatable>: Equatable {
        case unknown
        case holds(Value)
        /// Finished: the file is removed, it is not resumed (B2).
        case removed
    }

    let saves: SaveQueue
    private var gameFile: File<SavedGame>
    private var dailyFile: File<SavedDaily>
    /// What the files hold; nil when a damaged one was set aside and its fresh one is yet to
    /// be written.
    private var savedStatistics: Statistics?
    private var savedSettings: Settings?

    init(_ start: SavedStart) {
        saves = start.saves
        gameFile = start.game.map(File.holds) ?? .unknown
        dailyFile = start.daily.map(File.holds) ?? .unknown
        savedStatistics = start.restartedStatistics ? nil : start.statistics
        savedSettings = start.restartedSettings ? nil : start.settings
    }

    /// Hands the saves what differs from what they last got.
    mutating func carry(_ wanted: Saves) {
        switch wanted.played {
        case .game(let game)?: save(game: .holds(game))
        case .gameFinished?: save(game: .removed)
        case .daily(let daily)?: save(daily: .holds(daily))
        case .dailySolved?: save(daily: .removed)
        case nil: break
        }
        if wanted.statistics != savedStatistics {
            saves.saveStats(wanted.statistics)
            savedStatistics = wanted.statistics
        }
        if wanted.settings != savedSettings {
            saves.saveSettings(wanted.settings)
            savedSettings = wanted.settings
        }
    }

    private mutating func save(game wanted: File<SavedGame>) {
        guard wanted != gameFile else { return }
        if case .holds(let game) = wanted { saves.saveGame(game) } else { saves.removeGame() }
        gameFile = wanted
    }

    private mutating func save(daily wanted: File<SavedDaily>) {
        guard wanted != dailyFile else { return }
        if case .holds(let daily) = wanted { saves.saveDaily(daily) } else { saves.removeDaily() }
        dailyFile = wanted
    }
}
