import SetCore
import SoundSynth

extension SessionState {
    /// The sound an action makes (T3), the weightiest one when it does several things: the
    /// game ending, a Set, a wrong trio, cards dealt, a card picked.
    func soundEffect(since before: Moment) -> SoundEffect? {
        guard settings.sound, play != before.play || isOver != before.wasOver
                || computer?.marking != nil && !before.computerMarking else { return nil }
        if isOver && !before.wasOver { return .gameOver }
        if gameNumber != before.gameNumber { return .deal }
        if let puzzle { return puzzleSound(puzzle, before: before.play.puzzle) }
        if let contest { return contestSound(contest, before: before) }
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

    /// A game with several players' sounds (T3, V2, V3): a Set taken (the computer's has
    /// its own), a lock-out (a wrong trio or a call run out in a hot-seat game), a wrong trio
    /// against the computer, cards dealt, a call made or announced by the computer, a pick.
    private func contestSound(_ contest: Contest, before earlier: Moment) -> SoundEffect? {
        guard let earlierContest = earlier.play.contest, earlierContest.players.count == contest.players.count else { return nil }
        let players = zip(earlierContest.players, contest.players)
        if let taker = players.first(where: { $0.1.sets > $0.0.sets })?.1 { return taker.isComputer ? .computerSet : .set }
        // In a hot-seat game every penalty locks the caller out, even when the locks then clear.
        if players.contains(where: { $0.1.score < $0.0.score }) { return contest.opponents.isHotSeat ? .lockOut : .notASet }
        if contest.game.deck.count < earlierContest.game.deck.count { return .deal }
        if contest.call != nil && earlierContest.call == nil || computer?.marking != nil && !earlier.computerMarking { return .call }
        return contest.selected != earlierContest.selected ? .select : nil
    }
}
