/// What a call of Set did (V2).
public enum CallOutcome: Hashable, Sendable {
    /// The call runs: the caller picks three cards before `deadline`.
    case accepted(deadline: Double)
    /// Nothing changed and nothing was charged.
    case refused(CallRefusal)
}

/// Why a call was refused (V2); the session turns it into a message.
public enum CallRefusal: Hashable, Sendable {
    /// Calls are for hot-seat games; against the computer the player just picks.
    case notHotSeat
    /// `player` (the one who called, perhaps the same) is calling now.
    case callRunning(player: Int)
    /// The player is locked out until another player takes a Set or 3 cards are dealt.
    case locked
    /// No such player in this game.
    case noSuchPlayer
    /// The game is over.
    case gameOver
}

/// What a pick of a card did (V2, V3).
public enum PickOutcome: Hashable, Sendable {
    /// Hot-seat with no call running: nothing is selected; the message says how to call.
    case callFirst
    /// The card joined the picks, or left them when it was picked already; `count` are picked now.
    case selected(count: Int)
    /// The three picks are a Set: +1 for `player`, and they left the table at once (V9).
    case set(player: Int, cards: [Card])
    /// The three picks are not a Set: −1 for `player`; in hot-seat the picks cleared and the
    /// player locked out, against the computer the trio held as in solo (R5, R7). `broken`
    /// names the features two share and one breaks (B5).
    case notASet(player: Int, cards: [Card], broken: [SetRule.Feature])
    /// The call ran out before this pick: −1 for `player`, picks cleared, locked out; the
    /// pick itself selects nothing.
    case callExpired(player: Int)
    /// Nothing happened: no card there, or the game is over.
    case ignored
}

extension Contest {
    // MARK: - Calls (hot-seat, V2)

    /// `player` calls Set at `time`. A refusal costs nothing; a call whose time ran out is
    /// expired first (`expireCall(at:)`).
    @discardableResult
    public mutating func call(by player: Int, at time: Double) -> CallOutcome {
        guard opponents.isHotSeat else { return .refused(.notHotSeat) }
        guard players.indices.contains(player) else { return .refused(.noSuchPlayer) }
        guard !isOver else { return .refused(.gameOver) }
        expireCall(at: time)
        if let call { return .refused(.callRunning(player: call.player)) }
        guard !players[player].locked else { return .refused(.locked) }
        let call = Call(player: player, deadline: time + Self.callSeconds)
        self.call = call
        return .accepted(deadline: call.deadline)
    }

    /// Ends a call whose time has run out by `time`: −1 for the caller, the picks cleared, the
    /// caller locked out. Returns the caller penalised, nil when no call had run out.
    @discardableResult
    public mutating func expireCall(at time: Double) -> Int? {
        guard let call, time >= call.deadline else { return nil }
        penalise(call.player)
        return call.player
    }

    /// Drops the running call and the caller's picks without a penalty (a resume, a pad
    /// unplugged, V7).
    public mutating func cancelCall() {
        call = nil
        if opponents.isHotSeat { selected = [] }
    }

    // MARK: - Picking cards (V2, V3)

    /// A pick of the card at table position `index` at `time`: by the caller in hot-seat, by
    /// the player against the computer. Picking a picked card unpicks it; the third is judged
    /// at once. A wrong trio held against the computer is let go, and the card picked alone,
    /// one of the trio or not (R7).
    @discardableResult
    public mutating func pick(cardAt index: Int, at time: Double) -> PickOutcome {
        guard game.table.indices.contains(index), !isOver else { return .ignored }
        let picker: Int
        if opponents.isHotSeat {
            if let expired = expireCall(at: time) { return .callExpired(player: expired) }
            guard let call else { return .callFirst }
            picker = call.player
        } else {
            picker = 0
        }
        let card = game.table[index]
        if holdsWrongTrio {
            selected = [card]
            return .selected(count: 1)
        }
        if let position = selected.firstIndex(of: card) {
            selected.remove(at: position)
            return .selected(count: selected.count)
        }
        selected.append(card)
        guard selected.count == 3 else { return .selected(count: selected.count) }
        let trio = selected
        if SetRule.isSet(trio) {
            take(trio, by: picker, at: time)
            return .set(player: picker, cards: trio)
        }
        penalise(picker)
        return .notASet(player: picker, cards: trio, broken: SetRule.brokenFeatures(trio[0], trio[1], trio[2]))
    }

    /// Escape: the picks are let go at no cost, the player's against the computer as in solo
    /// (V3), the caller's in hot-seat, whose call runs on.
    public mutating func clearPicks() {
        selected = []
    }

    // MARK: - Dealing and the computer (V3, V9)

    /// 3 more cards, by anyone at any time, without a call and at no cost; the locks clear.
    /// Returns false (nothing done) when the deck is empty.
    @discardableResult
    public mutating func dealThree(at time: Double) -> Bool {
        guard game.canDeal else { return false }
        game.dealThree(at: time, charged: false)
        clearLocks()
        return true
    }

    /// The computer takes `set` at `time`: +1 for it, the Set leaves the table at once, and
    /// the player's picks among its cards go with it. The computer never errs: `set` must be
    /// a Set on the table (`isSetOnTable(_:)`) in a game against the computer.
    public mutating func computerTakes(set: [Card], at time: Double) {
        guard let computer = computerIndex else { preconditionFailure("no computer in a hot-seat game") }
        precondition(isSetOnTable(set), "the computer's Set is not on the table: \(set)")
        take(set, by: computer, at: time)
    }

    // MARK: - Private

    /// `trio` leaves the table now, +1 for `player`; the picks among it go (a wrong trio held
    /// goes whole), the call ends, and every lock clears (another player took a Set).
    private mutating func take(_ trio: [Card], by player: Int, at time: Double) {
        let heldWrongTrio = holdsWrongTrio
        game.take(trio, at: time)
        players[player].score += 1
        players[player].sets += 1
        takers.append(player)
        selected.removeAll { !game.table.contains($0) }
        if heldWrongTrio, selected.count < 3 { selected = [] }
        if call?.player == player { call = nil }
        clearLocks()
    }

    /// −1 for `player`, the call ended; in hot-seat the picks are cleared and the player is
    /// locked out, and when every player is locked out every lock clears. Against the
    /// computer the wrong trio stays picked, as in solo (R5).
    private mutating func penalise(_ player: Int) {
        players[player].score -= 1
        call = nil
        guard opponents.isHotSeat else { return }
        selected = []
        players[player].locked = true
        if players.allSatisfy(\.locked) { clearLocks() }
    }

    private mutating func clearLocks() {
        for index in players.indices { players[index].locked = false }
    }
}
