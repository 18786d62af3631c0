import SetCore

// Games with several players on a known table, so that each test reads like the rule it checks.

/// A hot-seat game of `players` on exactly this table and deck (`makeGame(table:deck:)`).
public func makeHotSeat(_ players: Int = 2, table: [Card], deck: [Card] = []) -> Contest {
    Contest(opponents: .hotSeat(players: players), game: makeGame(table: table, deck: deck))
}

/// A game against the computer at `level` on exactly this table and deck.
public func makeVersus(_ level: ComputerLevel = .hard, table: [Card], deck: [Card] = []) -> Contest {
    Contest(opponents: .computer(level), game: makeGame(table: table, deck: deck))
}

extension Contest {
    /// `player` calls Set at `time`, then picks the cards at these table positions, all at
    /// `time`; returns what the last pick did.
    @discardableResult
    public mutating func callAndPick(by player: Int, _ positions: [Int], at time: Double = 0) -> PickOutcome {
        call(by: player, at: time)
        return pick(positions, at: time)
    }

    /// Picks the cards at these table positions, one after another, all at `time`; returns
    /// what the last pick did.
    @discardableResult
    public mutating func pick(_ positions: [Int], at time: Double = 0) -> PickOutcome {
        positions.reduce(PickOutcome.ignored) { _, position in pick(cardAt: position, at: time) }
    }
}
