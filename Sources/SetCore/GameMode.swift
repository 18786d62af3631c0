/// Which kind of play a game is (G4, G5), as the `state` report's `mode` names it.
public enum GameMode: String, CaseIterable, Codable, Sendable {
    /// The classic game with all 81 cards.
    case normal
    /// Junior (G4): the 27 solid cards, rules and scoring otherwise the same.
    case junior
    /// The daily puzzle (G5): twelve cards from the date holding six Sets (`DailyPuzzle`, not
    /// a `Game`).
    case daily
}
