/// One of the game's short sound effects (T3): each is made by the game itself, lasts
/// under 200 ms, stays well below full scale and fades in and out so nothing clicks.
public enum SoundEffect: String, CaseIterable, Sendable {
    /// A card is selected or deselected: a soft, short tick.
    case select
    /// Three cards make a Set: a rising major arpeggio.
    case set
    /// Three cards are not a Set: two low, soft notes falling.
    case notASet
    /// Three cards are dealt: three quick, soft rustles, like cards sliding off the deck.
    case deal
    /// The game is over: a short cadence, dominant to tonic.
    case gameOver
    /// A player calls Set, or the computer announces its Set (V2, V3): two bright bell
    /// notes leaping up a fifth.
    case call
    /// A player is locked out (V2): a low, buzzing clash of two notes a semitone apart.
    case lockOut
    /// The computer takes a Set (V3): the player's arpeggio turned round, falling.
    case computerSet
}
