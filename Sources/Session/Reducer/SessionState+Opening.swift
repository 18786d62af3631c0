import SetCore
import Layout
import Localization

/// How a session opens (B6, G4, G5): the saved game resumed, or a new game or puzzle dealt.
extension SessionState {
    /// What a launch plays (G4, G5).
    public enum Opening: Hashable, Sendable {
        /// The daily puzzle in progress when it was played last (`Settings.dailyInPlay`), else
        /// the saved game, else a new one of the players and kind the settings choose.
        case usual
        /// `--players 1` without `--versus` (V8): the saved game when it is a solo one, else a
        /// new one (Junior when the settings say so).
        case solo
        /// `--junior`: the saved game when it is a Junior one, else a new Junior game.
        case junior
        /// `--daily`: the puzzle of that date, resumed when it is in progress; the saved game
        /// is left as it is.
        case daily(PuzzleDate)
        /// `--players N` (N ≥ 2) or `--versus LEVEL` (V1): the saved game when it has these
        /// players, else a new game of them (Junior with `junior`).
        case contest(Opponents, junior: Bool)

        /// Whether a launch that opens this way resumes the saved game, which plays `saved`.
        func resumes(_ saved: Play) -> Bool {
            switch self {
            case .usual: true
            case .solo: saved.contest == nil
            case .junior: saved.game?.isJunior == true && saved.contest == nil
            case .daily: false
            case .contest(let wanted, let junior): saved.contest?.opponents == wanted && saved.game?.isJunior == junior
            }
        }

        /// The players of the new game this launch deals, when it is a contest: the launch
        /// flags', else, without them, the settings' choice as New Game deals it (V1).
        func newContest(settings: Settings?) -> (Opponents, junior: Bool)? {
            switch self {
            case .contest(let opponents, let junior): (opponents, junior)
            case .usual: settings?.opponents.map { ($0, settings?.junior == true) }
            case .solo, .junior, .daily: nil
            }
        }

        /// The launch flags' players become those of the next games too (V1, V9): New Game
        /// after `--players 2` deals another hot-seat game, after `--players 1` a solo one.
        func choosePlayers(in settings: inout Settings) {
            switch self {
            case .contest(let opponents, _): settings.opponents = opponents
            case .solo: settings.opponents = nil
            case .usual, .junior, .daily: break
            }
        }
    }

    /// A session that resumes the game `saved` holds (B6), or deals a new one shuffled from
    /// `seed`, as `opening` asks; without `saved` nothing is read or saved. Returns the
    /// session and what to do as it opens (a new game is saved as it starts).
    public static func open(seed: UInt64, window: Size, now: Double = 0, saved: SavedData? = nil,
                            opening: Opening = .usual, _ environment: SessionEnvironment) -> (SessionState, [Effect]) {
        // Quitting the daily puzzle and launching again goes back to it (B6, G5).
        if opening == .usual, saved?.settings.dailyInPlay == true, let daily = saved?.daily {
            return open(seed: seed, window: window, now: now, saved: saved, opening: .daily(daily.puzzle.date), environment)
        }
        // A game with several players comes back without the call that ran when it was saved
        // (`Contest.saved` leaves it out, V7); against the computer, it thinks afresh.
        if let file = saved?.game, let resumed = Self.resumable(file), opening.resumes(resumed) {
            return SessionState(play: resumed, seed: seed, shuffles: file.shuffles, window: window, now: now, saved: saved,
                                elapsed: file.elapsedMs / 1000).begin(resumed: true, saved, opening, environment)
        }
        var shuffles = SeededRandom(seed: seed)
        if let (opponents, junior) = opening.newContest(settings: saved?.settings) {
            let contest = Contest(opponents: opponents, random: &shuffles, at: 0, junior: junior)
            return SessionState(play: .contest(contest), seed: seed, shuffles: shuffles, window: window, now: now,
                                saved: saved, elapsed: nil).begin(resumed: false, saved, opening, environment)
        }
        guard case .daily(let date) = opening else {
            let junior = opening == .junior || saved?.settings.junior == true
            let game = Game(random: &shuffles, at: 0, junior: junior)
            return SessionState(play: .dealt(game), seed: seed, shuffles: shuffles, window: window, now: now,
                                saved: saved, elapsed: nil).begin(resumed: false, saved, opening, environment)
        }
        // The date's puzzle in progress is resumed where it was left.
        let resumed = saved?.daily.flatMap { $0.puzzle.date == date ? $0 : nil }
        let puzzle = resumed?.puzzle ?? DailyPuzzle(date: date)
        return SessionState(play: .daily(puzzle), seed: seed, shuffles: shuffles, window: window, now: now,
                            saved: saved, elapsed: resumed.map { $0.elapsedMs / 1000 })
            .begin(resumed: resumed != nil, saved, opening, environment)
    }

    /// What the saved game plays as it would resume: a solo game or a contest (V7).
    private static func resumable(_ file: SavedGame) -> Play? {
        if file.contest != nil { return (try? Contest(saved: file)).map(Play.contest) }
        return (try? Game(saved: file)).map(Play.dealt)
    }

    /// A session around a given game, played as a new one (tests build exact tables this
    /// way); later new games are shuffled from `seed`.
    public static func open(game: Game, seed: UInt64 = 0, window: Size, now: Double = 0, saved: SavedData? = nil,
                            _ environment: SessionEnvironment) -> (SessionState, [Effect]) {
        SessionState(play: .dealt(game), seed: seed, shuffles: SeededRandom(seed: seed), window: window, now: now,
                     saved: saved, elapsed: nil).begin(resumed: false, saved, .usual, environment)
    }

    /// The launch: the table is laid out (empty for a moment, A1), the saved data's messages
    /// are shown, a resumed game is welcomed back, a new game is counted and saved as it starts.
    private consuming func begin(resumed: Bool, _ saved: SavedData?, _ opening: Opening,
                                 _ environment: SessionEnvironment) -> (SessionState, [Effect]) {
        opening.choosePlayers(in: &settings)
        relayout(delay: Self.launchPause, fromPile: false)
        syncClock()
        planComputerAfresh()
        saved?.messages.forEach { noteAboutSavedData($0) }
        rememberWindowSize()
        guard !resumed else {
            record.welcome = tr("Welcome back")
            return (self, [])
        }
        // Games with several players leave the solo figures alone (V9).
        if contest == nil { record.statistics.gameStarted(mode: mode) }
        return (self, record.savesData ? [.save(saves(includingGame: true))] : [])
    }
}
