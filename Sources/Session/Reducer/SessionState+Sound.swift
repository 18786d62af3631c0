import SetCore
import SoundSynth

extension SessionState {
    /// The sound an action makes (T3), the weightiest one when it does several things: the
    /// game ending, a Set, a wrong trio, cards dealt, a card picked.
    func soundEffect(since before: Moment) -> SoundEffect? {
        guard settings.sound, play != before.play || isOver != before.wasOver else { return nil }
        if isOver && !before.wasOver { return .gameOver }
        if gameNumber != before.gameNumber { return .deal }
        if let puzzle { return puzzleSound(puzzle, before: before.play.puzzle) }
        if let contest, let earlier = before.play.contest { return contestSound(contest, before: earlier) }
        guard let game, let earlier = before.play.game else { return nil }
        if game.selection != earlier.selection || game.selected != earlier.selected {
            switch game.selection {
            case .match where game.selected.count == 3: return .set
            case .mismatch: return .notASet
            default: break
            }
        }
        if game.deck.count < earlier.deck.count { return .deal }
        if game.selected.count > earlier.selected.count || game.selected != earlier.selected { return .select }
        return nil
    }

    /// The daily puzzle's sounds (G5): a Set found (or found again), a wrong trio, a pick.
    private func puzzleSound(_ puzzle: DailyPuzzle, before: DailyPuzzle?) -> SoundEffect? {
        if puzzle.found.count > before?.found.count ?? 0 { return .set }
        if puzzle.wrongTrios > before?.wrongTrios ?? 0 { return .notASet }
        return puzzle.selected != before?.selected ? .select : nil
    }

    /// A game with several players' sounds (T3, V2, V3): a Set taken by anyone, a wrong trio
    /// or a call run out, cards dealt, a call made or a card picked.
    private func contestSound(_ contest: Contest, before earlier: Contest) -> SoundEffect? {
        let sets = contest.players.map(\.sets).reduce(0, +), setsBefore = earlier.players.map(\.sets).reduce(0, +)
        if sets > setsBefore { return .set }
        let scores = contest.players.map(\.score).reduce(0, +), scoresBefore = earlier.players.map(\.score).reduce(0, +)
        if scores < scoresBefore { return .notASet }
        if contest.game.deck.count < earlier.game.deck.count { return .deal }
        if contest.call != nil && earlier.call == nil || contest.selected != earlier.selected { return .select }
        return nil
    }
}
