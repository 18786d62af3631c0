/// What lies over the table. Input goes to the top one: while an overlay is up, clicks
/// and card keys do not reach the table (B2, B8).
public enum Overlay: String, Sendable {
    case none
    /// The rules, the controls and the scoring (B8); a click outside its panel closes it.
    case help
    /// Every setting as a toggle the mouse can click (T5).
    case settings
    /// The player's statistics (G3): figures and charts of the weak spots.
    case stats
    /// The summary at the end of a game (B2): its time and score are final.
    case gameOver
    /// The finished game's Sets, one step at a time, with the Sets missed (G2).
    case review

    /// True when cards may be chosen (by click or card key) under this overlay.
    var letsCardsBeChosen: Bool { self == .none }

    /// True when the game's clock runs under this overlay (B3): a panel the player opened
    /// pauses it, a finished game has stopped it for good.
    var letsClockRun: Bool { self == .none }

    /// True for the panels the player opens (and `Escape` closes).
    var isOpenedByPlayer: Bool { self == .help || self == .settings || self == .stats }
}
