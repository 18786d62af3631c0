import Layout

/// Gamepads in the session (C1, C2): a press moves a pad's ring or does what its button
/// does, a held stick moves the ring again on the session's clock, an unplugged pad's
/// call is cancelled without a penalty.
extension SessionState {
    mutating func padInput(_ id: Int, _ input: PadInput, _ environment: SessionEnvironment, _ effects: inout [Effect]) {
        switch input {
        case .press(let button):
            pads.use(id)
            switch PadBindings.command(for: button) {
            case .move(let direction): moveFocus(ofPad: id, direction, environment, &effects)
            case .press: if let intent = pressIntent(ofPad: id) { carryOut(intent, environment, &effects) }
            case .play(let intent):
                if intent == .escape, let refusal = escapeRefusal(ofPad: id) {
                    notice = refusal
                } else {
                    carryOut(intent, environment, &effects)
                }
            }
        case .stick(let x, let y):
            let direction = Pads.direction(x: x, y: y)
            // A stick at rest is no use of the pad: it neither plugs it in nor shows its ring.
            guard direction != nil || pads.pad(id)?.held != nil else { return }
            pads.use(id)
            guard direction != pads.pad(id)?.held else { return }
            let now = self.now
            pads.update(id) {
                $0.held = direction
                $0.repeatAt = now + Pads.repeatDelay
            }
            if let direction { moveFocus(ofPad: id, direction, environment, &effects) }
        case .unplugged:
            guard let seat = pads.seat(of: id) else { return }
            pads.unplug(id)
            // Its player's call ends without a penalty, their picks dropped (C2).
            if let contest, contest.opponents.isHotSeat, contest.call?.player == seat {
                notice = nil  // a refusal that named the call would outlive it
                funnel(environment, &effects) { state in
                    state.play.updateContest { $0.cancelCall() }
                    return nil
                }
            }
        }
    }

    /// What pad `id`'s `B` meets while another player's call runs in a hot-seat game: the
    /// picks are the caller's to clear (V2, C2), and the pad is told whose call it is, as its
    /// `A` would be. Nil when `B` clears the selection or closes a panel as usual.
    func escapeRefusal(ofPad id: Int) -> String? {
        guard openOverlay == nil, let contest, contest.opponents.isHotSeat, let caller = contest.call?.player,
              pads.seat(of: id) != caller else { return nil }
        return Self.refusal(.callRunning(player: caller), by: caller, in: contest)
    }

    /// Moves pad `id`'s ring one step, scrolling the table to show the card it lands on. Over
    /// the help, whose one button is its ring's only place, up and down scroll the help too
    /// where it does not fit (B8), as `Up` and `Down` do.
    mutating func moveFocus(ofPad id: Int, _ direction: Direction, _ environment: SessionEnvironment,
                            _ effects: inout [Effect]) {
        if overlay == .help, direction == .up || direction == .down { scrollHelp(by: direction == .down ? -1 : 1) }
        guard let from = focusPlace(ofPad: id) else { return }
        let to = focusMove(from: from, direction) ?? from
        pads.update(id) { $0.place = to }
        guard case .card(let index) = to, grid.frames.indices.contains(index) else { return }
        funnel(environment, &effects) { $0.revealCard(index) }
    }

    /// Scrolls the table so that card `index` and the gap around it are in view.
    private mutating func revealCard(_ index: Int) -> Move? {
        let frame = grid.frames[index], area = screen.cardArea, gap = grid.cardSize.width * 0.08
        let before = scroll.offset
        scroll.show(top: frame.minY - gap - area.minY, bottom: frame.maxY + gap - area.minY,
                    contentHeight: grid.contentHeight, viewportHeight: area.height)
        return scroll.offset != before ? Move(duration: motion.timing.scroll) : nil
    }

    /// What pad `id`'s `A` asks for (C1, C2): the focused card picked — in a hot-seat game
    /// the pad's player first calls Set when no call of theirs runs —, or the focused button.
    func pressIntent(ofPad id: Int) -> GameAction? {
        switch focusPlace(ofPad: id) {
        case .card(let index)?:
            if let contest, contest.opponents.isHotSeat, let seat = pads.seat(of: id), contest.call?.player != seat {
                return .callSet(player: seat)
            }
            return .selectCard(index)
        case .button(let name)?:
            return focusableButtons.first { $0.name == name && $0.enabled }?.action
        case nil:
            return nil
        }
    }

    /// The next moment a held stick moves a ring (on the session's clock); nil when none is held.
    var nextStickRepeat: Double? { pads.nextRepeat?.at }

    /// Moves the ring of the stick due now and sets its next repeat.
    mutating func repeatStick(_ environment: SessionEnvironment, _ effects: inout [Effect]) {
        guard let (id, _) = pads.nextRepeat, let direction = pads.pad(id)?.held else { return }
        pads.update(id) { $0.repeatAt += Pads.repeatInterval }
        moveFocus(ofPad: id, direction, environment, &effects)
    }
}
