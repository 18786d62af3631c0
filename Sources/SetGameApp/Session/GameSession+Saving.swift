import FoundationEssentials
import SetCore
import Storage

/// The player's record in a session with a data folder (B3, B6, "Saved data"): the
/// statistics, live, and the saves, with what was last handed to them so that only what
/// changed is written again.
struct PlayerRecord {
    /// What the saved game's file holds, as far as this session knows.
    enum GameFile: Equatable {
        case unknown
        case holds(SavedGame)
        /// The game is finished: its file is removed, it is not resumed (B2).
        case removed
    }

    let saves: SaveQueue
    var statistics: Statistics
    /// Which of the finished game's figures are personal bests (B2); nil while it is played.
    var newBests: Statistics.NewBests?
    private var gameFile: GameFile
    /// What the daily puzzle's file holds as far as this session knows: nil for unknown,
    /// `.some(nil)` once removed.
    private var dailyFile: SavedDaily??
    private var savedStatistics: Statistics
    private var savedSettings: Settings

    init(_ start: SavedStart) {
        saves = start.saves
        statistics = start.statistics
        gameFile = start.game.map(GameFile.holds) ?? .unknown
        dailyFile = start.daily.map { .some($0) }
        savedStatistics = start.statistics
        savedSettings = start.settings
    }

    /// Saves `game`, or removes the file of a finished game (nil), unless that is done already.
    mutating func save(game: SavedGame?) {
        let wanted = game.map(GameFile.holds) ?? .removed
        guard wanted != gameFile else { return }
        if let game { saves.saveGame(game) } else { saves.removeGame() }
        gameFile = wanted
    }

    /// Saves the daily puzzle in progress, or removes the file of a solved one (nil), unless
    /// that is done already.
    mutating func save(daily: SavedDaily?) {
        guard dailyFile != .some(daily) else { return }
        if let daily { saves.saveDaily(daily) } else { saves.removeDaily() }
        dailyFile = .some(daily)
    }

    /// Saves the statistics and `settings` where they changed.
    mutating func saveChanges(settings: Settings) {
        if statistics != savedStatistics {
            saves.saveStats(statistics)
            savedStatistics = statistics
        }
        if settings != savedSettings {
            saves.saveSettings(settings)
            savedSettings = settings
        }
    }
}

/// The session as it was before an action, for the funnel's last step to see what changed.
struct Moment {
    let game: Game
    let puzzle: DailyPuzzle?
    let wasOver: Bool
    let gameNumber: Int
    let message: String?

    init(of session: GameSession) {
        game = session.game
        puzzle = session.puzzle
        wasOver = session.isOver
        gameNumber = session.gameNumber
        message = session.message
    }
}

extension GameSession {
    /// The player's statistics, live (B3): this game's Sets and mismatches count as they
    /// happen; nil without a data folder.
    public var statistics: Statistics? { record?.statistics }

    /// The figures the statistics overlay shows (G3): the saved statistics with a data
    /// folder, else this session's own.
    public var sessionStatistics: Statistics { figures }

    /// What is played: the classic game, Junior (G4) or the daily puzzle (G5).
    public var mode: GameMode { puzzle == nil ? game.mode : .daily }

    /// Which of the finished game's figures are personal bests (B2); nil while a game is
    /// played or without a data folder.
    public var newBests: Statistics.NewBests? { record?.newBests }

    /// The launch: the saved data's messages are shown, a resumed game is welcomed back, a
    /// new game is counted and saved as it starts.
    func begin(resumed: Bool, messages: [String]) {
        messages.forEach(noteAboutSavedData)
        rememberWindowSize()
        if resumed {
            welcome = "Welcome back"
        } else {
            figures.gameStarted(mode: mode)
            record?.statistics = figures
            saveChanges(includingGame: true)
        }
    }

    /// The funnel's last step: what the action changed is counted in the statistics and
    /// saved — the game after every action that changed it (a new game as it starts), the
    /// statistics and the settings when they change (B6, B3, B7).
    func keepRecord(since before: Moment) {
        // A note about the saved data stays until the player has seen it and played on.
        let played = game != before.game || puzzle != before.puzzle
        if played, let note = savedDataNote, before.message == note { savedDataNote = nil }
        let newGame = gameNumber != before.gameNumber
        count(since: before, newGame: newGame)
        saveChanges(includingGame: newGame || game != before.game || puzzle != before.puzzle)
    }

    /// Counts what the action did in the player's figures (live, B3; G3–G5): a game
    /// started, each Set taken and trio missed with its broken features, a game finished
    /// with its bests, a daily puzzle solved with its date's best time.
    private func count(since before: Moment, newGame: Bool) {
        var stats = figures
        if newGame {
            stats.gameStarted(mode: mode)
            record?.newBests = nil
            dailyBest = nil
        } else if let puzzle {
            if puzzle.found.count > before.puzzle?.found.count ?? 0 { stats.setFound(mode: .daily) }
            if puzzle.wrongTrios > before.puzzle?.wrongTrios ?? 0 {
                stats.mismatch(broken: puzzle.mismatchReasons, mode: .daily)
            }
            if isOver, !before.wasOver {
                dailyBest = stats.dailySolved(puzzle, elapsedMs: Double(clock.elapsedMilliseconds(at: now)), today: today())
            }
        } else {
            for entry in game.log.sets.dropFirst(before.game.log.sets.count) { stats.setTaken(entry, mode: game.mode) }
            if game.mismatches > before.game.mismatches, let entry = game.log.mismatches.last {
                stats.mismatch(entry, mode: game.mode)
            }
            if isOver, !before.wasOver {
                let bests = stats.gameFinished(game, elapsedMs: Double(clock.elapsedMilliseconds(at: now)),
                                               endedAt: Date().timeIntervalSince1970)
                record?.newBests = bests
            }
        }
        figures = stats
        record?.statistics = stats
    }

    /// Hands the saves what differs from what they last got: the statistics, the settings,
    /// and, when `includingGame`, the game as it is now (a finished game's file is removed).
    private func saveChanges(includingGame: Bool) {
        guard var record else { return }
        if includingGame, let puzzle {
            let elapsed = Double(clock.elapsedMilliseconds(at: now))
            record.save(daily: isOver ? nil : SavedDaily(puzzle: puzzle, elapsedMs: elapsed))
        } else if includingGame {
            record.save(game: isOver ? nil : game.saved(elapsedMs: Double(clock.elapsedMilliseconds(at: now)),
                                                        shuffles: shuffles))
        }
        record.saveChanges(settings: settings)
        self.record = record
    }

    /// Saves the game as it is this moment, its time included, with the statistics and the
    /// settings, and returns once all of it is on disk (B6): before answering `state` (a
    /// client may kill the game right after reading it), and when the game ends in any way.
    public func saveNow() {
        saveChanges(includingGame: true)
        record?.saves.flush()
        takeSavingNews()
    }

    /// Shows the line the saves report the first time a file cannot be written ("nothing
    /// will be saved"); true when there was one, and the frame should be drawn again.
    @discardableResult
    public func takeSavingNews() -> Bool {
        guard let news = record?.saves.takeMessage() else { return false }
        noteAboutSavedData(news)
        return true
    }

    /// Tells the player something about the saved data on the message line (a damaged file
    /// set aside, a folder that cannot be written) until they have seen it and played on.
    public func noteAboutSavedData(_ line: String) {
        savedDataNote = [savedDataNote, line].compactMap { $0 }.joined(separator: ". ")
    }

    /// A window that is not fullscreen is reopened at this size next time (B7).
    func rememberWindowSize() {
        guard !fullscreen else { return }
        settings.window = Settings.WindowSize(width: Int(screen.window.width.rounded()),
                                              height: Int(screen.window.height.rounded()))
    }
}
