/// Everything a player can ask of the game, from a click, a key, a button or the
/// protocol. `reduce` is the one place that carries any of them out.
public enum GameAction: Hashable, Sendable {
    /// A click on the card at this index of the table, or its card key (R3–R7, B4).
    case selectCard(Int)
    /// Deal 3 More Cards (R8).
    case dealThree
    /// New Game (R9).
    case newGame
    /// The other orientation's window size (L5).
    case rotate
    /// One more card of a Set (B1).
    case hint
    /// Mouse wheel notches, signed as SDL's: negative moves toward the bottom of the table.
    case scrollBy(notches: Double)
    /// Clears the selection (a Set is taken, as a click on one of its cards takes it), or
    /// closes the overlay on top (B9).
    case escape
    /// Opens or closes the help overlay (B8).
    case toggleHelp
    /// Light ⇄ dark theme, standard ⇄ colour-blind palette, card key labels (B7, Keys).
    case toggleTheme
    case togglePalette
    case toggleKeyLabels
    /// Fullscreen on and off (B9).
    case toggleFullscreen
    /// The settings overlay (T5), and the settings only it changes: sound (also `Ctrl+M`,
    /// T3), colour marks (T4) and the squiggle's style (T2).
    case toggleSettings
    case toggleSound
    case toggleColorMarks
    case toggleSquiggle
    /// The statistics overlay (G3, `F3`).
    case toggleStats
    /// The review of the finished game (G2): opened from the game-over summary, stepped
    /// through with `Left`/`Right` or its arrows.
    case openReview
    case stepReview(by: Int)
    /// The next or the previous Set missed on the review's table (G2): `Up`/`Down` or the
    /// arrows beside its count; single steps go round, longer ones stop at the ends.
    case stepMissed(by: Int)
    /// A click on a card of the review's table: the next Set missed that holds it (G2).
    case showMissed(withCard: Int)
    /// Today's daily puzzle (G5), from the game-over summary's **Daily** button.
    case playDaily
    /// New games are Junior games, or classic ones again (G4, a setting).
    case toggleJunior
    /// Quit, saving first (B9).
    case quit
    /// A player calls Set in a hot-seat game (V2), counted from 0: `Left Shift`, `Right
    /// Shift`, or a click on their entry in the players bar.
    case callSet(player: Int)
    /// The same players again, from the game-over summary of a game with several (V1, V6).
    case rematch
    /// The next choice of players for the next game, from the settings (V1).
    case choosePlayers
    /// Presses the panel's button chosen with the arrow keys, as a click on it does: a settings
    /// row (T5) or a button of the game-over summary (B4: everything from the keyboard).
    case pressChosen
}

extension GameAction {
    /// True for actions a held key may repeat (scrolling); every other action happens
    /// once per press (Reliability).
    public var repeatsWhenHeld: Bool {
        if case .scrollBy = self { true } else { false }
    }
}
