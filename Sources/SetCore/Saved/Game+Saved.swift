extension Game {
    /// This game as a `SavedGame` (B6): everything needed to resume it exactly.
    ///
    /// - Parameters:
    ///   - elapsedMs: the game's running time (paused time left out, B3); a value that is not
    ///     a time (negative, not a number) is taken as 0, an endless one as the longest there is.
    ///   - shuffles: the generator the next New Game will shuffle with.
    public func saved(elapsedMs: Double, shuffles: SeededRandom) -> SavedGame {
        let elapsed = elapsedMs.isNaN ? 0 : min(max(elapsedMs, 0), .greatestFiniteMagnitude)
        // Seconds from milliseconds and back can land a hair past the clock: never after it.
        let lastSet = min(max((lastSetTime - startTime) * 1000, 0), elapsed)
        return SavedGame(table: table, deck: deck.cards, discarded: discarded, selected: selected, hint: hint,
                         score: score, setsFound: setsFound, mismatches: mismatches, hintsUsed: hintsUsed,
                         elapsedMs: elapsed, lastSetMs: lastSet.isNaN ? 0 : lastSet, shuffle: shuffles.state,
                         mode: mode, log: log)
    }
}

extension SavedGame {
    /// The game this was saved from is over (B2): it is not resumed.
    public var isFinished: Bool { (try? Game(saved: self))?.isOver ?? false }

    /// The generator the next New Game shuffles with.
    public var shuffles: SeededRandom { SeededRandom(seed: shuffle) }
}
