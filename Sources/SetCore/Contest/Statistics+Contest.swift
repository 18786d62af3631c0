/// The figures of games with several players (V6): per computer level the games won, lost and
/// tied, the hot-seat games, and the rival's pace factor (V3). The solo figures (games, bests,
/// totals, recent games, G3) are left alone (V9).
extension Statistics {
    /// The player's games against one computer level.
    public struct ContestRecord: Hashable, Sendable {
        public var won = 0
        public var lost = 0
        public var tied = 0

        public init(won: Int = 0, lost: Int = 0, tied: Int = 0) {
            (self.won, self.lost, self.tied) = (won, lost, tied)
        }
    }

    /// The record against `level` (all 0 before the first game).
    public func versus(_ level: ComputerLevel) -> ContestRecord { versusComputer[level] ?? ContestRecord() }

    /// `contest` is over (V6): a hot-seat game is counted; a game against the computer is won,
    /// lost or tied against its level, and against the rival moves its factor (× 0.9 when the
    /// player won, × 1.1 when the computer did, within `ComputerPace.rivalFactorRange`). A
    /// contest not over counts nothing.
    public mutating func contestFinished(_ contest: Contest) {
        guard let winner = contest.winner else { return }
        guard case .computer(let level) = contest.opponents, let computer = contest.computerIndex else {
            hotSeatGames.addOne()
            return
        }
        var record = versus(level)
        var factor = 1.0
        if winner.count > 1 {
            record.tied.addOne()
        } else if winner == [computer] {
            record.lost.addOne()
            factor = ComputerPace.rivalWinFactor
        } else {
            record.won.addOne()
            factor = ComputerPace.rivalLossFactor
        }
        versusComputer[level] = record
        if level == .rival {
            let range = ComputerPace.rivalFactorRange
            rivalFactor = min(max(rivalFactor * factor, range.lowerBound), range.upperBound)
        }
    }
}

extension Statistics.ContestRecord: Codable {
    private enum CodingKeys: String, CodingKey { case won, lost, tied }

    /// `{"won":3,"lost":1,"tied":0}`; a missing count is 0.
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        won = try keys.decodeIfPresent(Int.self, forKey: .won) ?? 0
        lost = try keys.decodeIfPresent(Int.self, forKey: .lost) ?? 0
        tied = try keys.decodeIfPresent(Int.self, forKey: .tied) ?? 0
    }
}
