import Layout
import SetCore
import Localization

/// Games with several players (V1–V9) in the session: calls, picks, the computer's turns
/// and the call's countdown, all on the game's clock.
extension SessionState {
    /// A call of Set by `player` (V2): `Left Shift`, `Right Shift` or a click on their entry.
    mutating func callSet(by player: Int) {
        let time = gameTime
        guard let outcome = play.updateContest({ $0.call(by: player, at: time) }) else { return }
        if case .refused(let why) = outcome { notice = Self.refusal(why, by: player, in: contest) }
    }

    /// A card picked in a contest: by the caller in hot-seat, by the player against the computer.
    mutating func answer(_ outcome: PickOutcome) {
        switch outcome {
        case .callFirst:
            notice = tr("Call Set first: Left Shift for player 1, Right Shift for player 2, or click your name")
        case .set(let player, _):
            leavingTo = screen.playerEntries.indices.contains(player) ? screen.playerEntries[player] : nil
        case .notASet(let player, let cards, _):
            // The trio shakes as in a solo game: against the computer it stays picked until
            // the next pick (R7); in hot-seat its picks are already cleared.
            motion.play(.shake, on: cards.map { CardKey(game: gameNumber, card: $0) }, at: now)
            let why = MismatchExplanation(cards, squiggle: settings.squiggle)?.sentence
            let penalty = switch contest {
            case let contest? where contest.opponents.isHotSeat && contest.players[player].locked:
                // TRANSLATORS: after a wrong trio in a hot-seat game; {1} is a name such as "Player 2".
                tr("(−1, {1} is locked out)", shownName(player))
            // The last player left to call was locked out: every lock cleared (V2).
            case let contest? where contest.opponents.isHotSeat: tr("(−1; everyone was locked out, so all may call again)")
            default: "(−1)"
            }
            let explanation = [why, penalty].compactMap { $0 }.joined(separator: " ")
            notice = explanation
            explainedTrio = (cards, explanation)
        case .callExpired(let player):
            notice = ranOutOfTime(player)
        case .selected, .ignored:
            break
        }
    }

    /// Why a call was refused, in a few words (it costs nothing, V2).
    static func refusal(_ why: CallRefusal, by player: Int, in contest: Contest?) -> String? {
        switch why {
        case .notHotSeat: nil
        case .callRunning(let caller): tr("{1} is calling", contest?.shownName(caller) ?? tr("Another player"))
        case .locked: tr("{1} is locked out until another player takes a Set", contest?.shownName(player) ?? tr("You"))
        case .noSuchPlayer: tr("There is no player {1} in this game", player + 1)
        case .gameOver: nil
        }
    }

    /// What the message line says of the call of `player` that ran out (V2).
    func ranOutOfTime(_ player: Int) -> String {
        // The last player left to call was locked out: every lock cleared (V2).
        contest?.players[player].locked == false
            ? tr("{1} ran out of time (−1; everyone was locked out, so all may call again)", shownName(player))
            : tr("{1} ran out of time (−1, locked out)", shownName(player))
    }

    /// The name of the player at `index` as shown, in the player's language.
    func shownName(_ index: Int) -> String { contest?.shownName(index) ?? "" }

    // MARK: - The clock

    /// True while something on screen counts down or moves without a card moving: a call's
    /// countdown, the computer marking its Set. A window draws frames meanwhile.
    public var isLive: Bool { !isOver && (contest?.call != nil || computer?.marking != nil) }

    /// The next moment, on the session's clock, when something in the contest is due: a
    /// call running out, the computer ready or done marking; nil when nothing is, or the
    /// game's clock stands still.
    public var nextContestEvent: Double? {
        guard let contest, !isOver, clock.isRunning else { return nil }
        var due: [Double] = []
        if let call = contest.call { due.append(call.deadline) }
        if let computer { due.append(computer.marking == nil ? computer.readyAt : computer.markEnd) }
        return due.min().map { now + max(0, $0 - gameTime) }
    }

    /// Carries out what is due in the contest now: a call that ran out, the computer's Set
    /// found (its mark begins), marked (taken, if still on the table) or no Set (it deals).
    /// Returns true when the table or the players changed.
    mutating func contestEventsDue() -> Bool {
        // A moment's rounding never leaves an event undone at its own time.
        let time = gameTime + 1e-9
        guard contest != nil, !isOver else { return false }
        if let player = play.updateContest({ $0.expireCall(at: time) }) ?? nil {
            notice = ranOutOfTime(player)
            return true
        }
        guard var plan = computer else { return false }
        if let marked = plan.marking {
            guard time >= plan.markEnd else { return false }
            if contest?.isSetOnTable(marked) == true {
                play.updateContest { $0.computerTakes(set: marked, at: time) }
                if let entry = contest?.computerIndex, screen.playerEntries.indices.contains(entry) {
                    leavingTo = screen.playerEntries[entry]
                }
            }
            plan.marking = nil
            computer = plan
            planComputer()
            return true
        }
        guard time >= plan.readyAt else { return false }
        if let set = contest?.computersSet {
            plan.marking = set
            plan.markStart = time
            plan.markEnd = time + ComputerPace.markSeconds(using: &plan.random)
            computer = plan
        } else {
            play.updateContest { _ = $0.dealThree(at: time) }
            planComputer()
        }
        return true
    }

    /// Against the computer, it starts thinking from nothing: a new game, a resumed one (V7).
    mutating func planComputerAfresh() {
        guard let contest, case .computer(let level) = contest.opponents else { return }
        computer = ComputerPlan(pace: ComputerPace(level: level, statistics: record.statistics),
                                random: SeededRandom(seed: seed ^ 0xC0_3F_7E ^ UInt64(gameNumber)), readyAt: 0)
        planComputer()
    }

    /// The computer starts thinking afresh (the table changed, V9): its Set is found after a
    /// think time drawn for the Sets on the table now.
    mutating func planComputer() {
        guard var plan = computer, let contest, !contest.isOver else { return }
        guard plan.marking == nil || !contest.isSetOnTable(plan.marking ?? []) else { return }
        plan.marking = nil
        plan.readyAt = gameTime + plan.pace.thinkSeconds(setsOnTable: contest.game.setsOnTable.count, using: &plan.random)
        computer = plan
    }
}
