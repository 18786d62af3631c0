import SetCore
import Table

/// How a session opens (G4, G5) and how the daily puzzle's screen is laid out.
extension GameSession {
    /// What a launch plays (G4, G5).
    public enum Opening: Hashable, Sendable {
        /// The saved game, else a new one (Junior when the settings say so).
        case usual
        /// `--junior`: the saved game when it is a Junior one, else a new Junior game.
        case junior
        /// `--daily`: the puzzle of that date, resumed when it is in progress; the saved game
        /// is left as it is.
        case daily(PuzzleDate)

        /// Whether a launch that opens this way resumes the saved `game`.
        func resumes(_ game: Game) -> Bool {
            switch self {
            case .usual: true
            case .junior: game.isJunior
            case .daily: false
            }
        }
    }

    /// The screen of a window: for the daily puzzle with its list of Sets found (G5).
    static func layout(window: Size, daily: Bool) -> ScreenLayout {
        daily ? ScreenLayout(window: window).forDailyPuzzle() : ScreenLayout(window: window)
    }
}

extension Settings {
    /// Carries out a settings action (B7, T2–T5, G4): the one setting it names changes.
    mutating func toggle(_ action: GameAction) {
        switch action {
        case .toggleSound: sound.toggle()
        case .toggleColorMarks: colorMarks.toggle()
        case .toggleSquiggle: squiggle = squiggle == .rectangle ? .curved : .rectangle
        case .toggleTheme: theme = theme == .light ? .dark : .light
        case .togglePalette: palette = palette == .standard ? .colorblind : .standard
        case .toggleKeyLabels: keyLabels.toggle()
        case .toggleJunior: junior.toggle()
        default: break
        }
    }
}
