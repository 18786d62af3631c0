import SetCore
import SoundSynth

extension GameSession {
    /// The sound an action makes (T3), the weightiest one when it does several things: the
    /// game ending, a Set, a wrong trio, cards dealt, a card picked.
    func soundEffect(since before: Moment) -> SoundEffect? {
        guard settings.sound, game != before.game || isOver != before.wasOver else { return nil }
        if isOver && !before.wasOver { return .gameOver }
        if gameNumber != before.gameNumber { return .deal }
        if game.selection != before.game.selection || game.selected != before.game.selected {
            switch game.selection {
            case .match where game.selected.count == 3: return .set
            case .mismatch: return .notASet
            default: break
            }
        }
        if game.deck.count < before.game.deck.count { return .deal }
        if game.selected.count > before.game.selected.count || game.selected != before.game.selected { return .select }
        return nil
    }
}
