import SetCore
import Layout

/// The player's record (B3, B6, B7, G3–G5): what an action changed is counted in the
/// statistics, live, and handed to the saves as an effect.
extension SessionState {
    /// The player's statistics, live (B3); nil without a data folder.
    public var statistics: Statistics? { record.savesData ? record.statistics : nil }

    /// Which of the finished game's figures are personal bests (B2); nil while a game is
    /// played or without a data folder.
    public var newBests: Statistics.NewBests? { record.newBests }

    /// The funnel's last step: what the action changed is counted in the player's figures
    /// and saved — the game after every action that changed it (a new game as it starts),
    /// the statistics and the settings when they change (B6, B3, B7).
    mutating func keepRecord(since before: Moment, _ environment: SessionEnvironment, _ effects: inout [Effect]) {
        // A note about the saved data stays until the player has seen it and played on.
        let played = play != before.play
        if played, let note = record.savedDataNote, before.message == note { record.savedDataNote = nil }
        let newGame = gameNumber != before.gameNumber
        count(since: before, newGame: newGame, environment)
        if record.savesData { effects.append(.save(saves(includingGame: newGame || played))) }
    }

    /// Counts what the action did in the player's figures (live, B3; G3–G5): a game
    /// started, each Set taken and trio missed with its broken features, a game finished
    /// with its bests, a daily puzzle solved with its date's best time.
    private mutating func count(since before: Moment, newGame: Bool, _ environment: SessionEnvironment) {
        let elapsedMs = Double(clock.elapsedMilliseconds(at: now))
        if newGame {
            // Games with several players leave the solo figures alone (V9).
            if contest == nil { record.statistics.gameStarted(mode: mode) }
            record.newBests = nil
            record.dailyBest = nil
            return
        }
        switch (play, before.play) {
        case (.daily(let puzzle), .daily(let earlier)):
            if puzzle.found.count > earlier.found.count { record.statistics.setFound(mode: .daily) }
            if puzzle.wrongTrios > earlier.wrongTrios {
                record.statistics.mismatch(broken: puzzle.mismatchReasons, mode: .daily)
            }
            if isOver, !before.wasOver {
                record.dailyBest = record.statistics.dailySolved(puzzle, elapsedMs: elapsedMs, today: environment.today())
            }
        case (.dealt(let game), .dealt(let earlier)):
            for entry in game.log.sets.dropFirst(earlier.log.sets.count) { record.statistics.setTaken(entry, mode: game.mode) }
            if game.mismatches > earlier.mismatches, let entry = game.log.mismatches.last {
                record.statistics.mismatch(entry, mode: game.mode)
            }
            if isOver, !before.wasOver {
                let bests = record.statistics.gameFinished(game, elapsedMs: elapsedMs, endedAt: environment.wallClock())
                if record.savesData { record.newBests = bests }
            }
        case (.contest(let contest), .contest):
            if isOver, !before.wasOver { record.statistics.contestFinished(contest) }
        default:
            break
        }
    }

    /// What the saves are to keep now: the statistics, the settings and, when
    /// `includingGame`, what is played as it is now (a finished one's file is removed).
    func saves(includingGame: Bool) -> Saves {
        let elapsedMs = Double(clock.elapsedMilliseconds(at: now))
        var played: Saves.Played?
        if includingGame {
            switch play {
            case .dealt(let game): played = isOver ? .gameFinished : .game(game.saved(elapsedMs: elapsedMs, shuffles: shuffles))
            case .daily(let puzzle): played = isOver ? .dailySolved : .daily(SavedDaily(puzzle: puzzle, elapsedMs: elapsedMs))
            case .contest(let contest):
                played = isOver ? .gameFinished : .game(contest.saved(elapsedMs: elapsedMs, shuffles: shuffles))
            }
        }
        var settings = settings
        settings.dailyInPlay = puzzle != nil && !isOver
        return Saves(played: played, statistics: record.statistics, settings: settings)
    }

    /// Tells the player something about the saved data on the message line (a damaged file
    /// set aside, a folder that cannot be written) until they have seen it and played on.
    mutating func noteAboutSavedData(_ line: String) {
        record.savedDataNote = [record.savedDataNote, line].compactMap { $0 }.joined(separator: ". ")
    }

    /// A window that is not fullscreen is reopened at this size next time (B7).
    mutating func rememberWindowSize() {
        guard !fullscreen else { return }
        settings.window = Settings.WindowSize(width: Int(screen.window.width.rounded()),
                                              height: Int(screen.window.height.rounded()))
    }
}
