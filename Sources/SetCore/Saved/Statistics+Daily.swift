/// The daily puzzle's figures (G5): the best time of each date solved and the streak of days.
extension Statistics {
    /// What the player did with one date's puzzle.
    public struct DailyResult: Hashable, Codable, Sendable {
        /// The fastest solve of that date's puzzle, penalties included.
        public var bestMs: Int
        /// It was solved on its own day at least once (only such days make a streak).
        public var onTheDay: Bool

        public init(bestMs: Int, onTheDay: Bool) {
            (self.bestMs, self.onTheDay) = (bestMs, onTheDay)
        }
    }

    /// The puzzle of `date` was solved in `timeMs` (its running time and penalties,
    /// `DailyPuzzle.timeMs(elapsedMs:)`) on the day `today`: counts it in the daily record,
    /// keeps the date's best time and notes whether it was solved on its own day. Returns
    /// whether the time is a new best for that date (the first solve is).
    @discardableResult
    public mutating func dailySolved(_ date: PuzzleDate, timeMs: Double, today: PuzzleDate) -> Bool {
        let time = Self.wholeMilliseconds(timeMs)
        _ = dailyPuzzles.finish(timeMs: time, score: nil)
        let previous = dailyResults[date]
        let isBest = previous.map { time < $0.bestMs } ?? true
        dailyResults[date] = DailyResult(bestMs: isBest ? time : previous?.bestMs ?? time,
                                         onTheDay: previous?.onTheDay == true || date == today)
        return isBest
    }

    /// The solved `puzzle` after `elapsedMs` of running time, on the day `today`.
    @discardableResult
    public mutating func dailySolved(_ puzzle: DailyPuzzle, elapsedMs: Double, today: PuzzleDate) -> Bool {
        dailySolved(puzzle.date, timeMs: puzzle.timeMs(elapsedMs: elapsedMs), today: today)
    }

    /// The best time of `date`'s puzzle; nil until it is solved.
    public func dailyBestMs(_ date: PuzzleDate) -> Int? { dailyResults[date]?.bestMs }

    /// The streak of days (`state.stats.dailyStreak`): how many days in a row, each of whose
    /// puzzles was solved on that very day, end today, or, while today's puzzle is not solved
    /// yet, end yesterday (the streak lives until a day passes without a solve). 0 when
    /// neither today nor yesterday was solved on its day. Puzzles of other dates played
    /// later (`--daily 2024-05-01` a week after) keep their best time but make no streak.
    public func dailyStreak(today: PuzzleDate) -> Int {
        func solvedOnTheDay(_ date: PuzzleDate) -> Bool { dailyResults[date]?.onTheDay == true }
        var day = solvedOnTheDay(today) ? today : today.previous
        var streak = 0
        while solvedOnTheDay(day), streak < dailyResults.count {
            streak += 1
            day = day.previous
        }
        return streak
    }
}
