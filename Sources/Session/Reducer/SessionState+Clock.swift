import Layout

/// The session's clock (A5, B3): the protocol's or the window's time, moved only forward,
/// saturating far in the future, and the game's running time paused under the panels the
/// player opens, at game over and while the window is hidden.
extension SessionState {
    public var isAnimating: Bool { motion.isAnimating(at: now) }

    /// The game's running time in seconds (what the timer shows and the speed bonus counts).
    public var gameTime: Double { clock.elapsed(at: now) }

    /// Moves the clock to `time` (never backward). Asked past `latestTime`, where the clock
    /// stops, every card lands at once: motion started there could never finish (Y5).
    mutating func advance(to time: Double) {
        guard time.isFinite || time == .infinity else { return }
        now = max(now, min(time, Self.latestTime))
        if time > Self.latestTime { motion.landEverything() }
        motion.prune(at: now)
        if !leavingLooks.isEmpty, !motion.hasLeaving(at: now) { leavingLooks = [:] }
    }

    /// Runs the clock in frame steps until nothing moves and the computer's mark in
    /// progress is done — never waiting for its thinking (the protocol's `settle`).
    mutating func settle(_ environment: SessionEnvironment, _ effects: inout [Effect], frame: Double = 1.0 / 60) {
        var guardSteps = 100_000
        while isAnimating || computer?.marking != nil, guardSteps > 0 {
            advanceWithEvents(to: now + frame, environment, &effects)
            guardSteps -= 1
        }
    }

    /// Moves the clock to `time`, carrying out on the way, in order, everything due: what a
    /// game with several players has due (a call running out, the computer's turns) and a
    /// held stick's repeats (C1), each at its moment.
    mutating func advanceWithEvents(to time: Double, _ environment: SessionEnvironment, _ effects: inout [Effect]) {
        var guardSteps = 10_000
        while let next = nextTimedEvent, next <= min(time, Self.latestTime), guardSteps > 0 {
            guardSteps -= 1
            advance(to: next)
            if nextStickRepeat == next {
                repeatStick(environment, &effects)
                continue
            }
            funnel(environment, &effects) { state in
                _ = state.contestEventsDue()
                return nil
            }
        }
        advance(to: time)
        // A held stick never runs behind the clock (an `advance` longer than its repeats).
        pads.postponeRepeats(past: now)
    }

    /// The next moment something is due on the session's clock: a contest's event or a
    /// held stick's repeat; nil when nothing is. A window wakes for it.
    public var nextTimedEvent: Double? { [nextContestEvent, nextStickRepeat].compactMap { $0 }.min() }

    /// When the timer's m:ss next turns over on the session's clock (B3), a millisecond
    /// past it; nil while the game's clock stands still. A window asleep wakes then to show
    /// it: without input nothing else redraws the status bar.
    public var nextTimerTick: Double? {
        guard clock.isRunning else { return nil }
        return now + Double(1001 - shownElapsedMs % 1000) / 1000
    }

    /// Pauses or resumes the game's clock to match the overlay and the window (B3).
    mutating func syncClock() {
        let panelOpen = openOverlay?.isOpenedByPlayer ?? false
        for (reason, holds) in [(PauseReason.gameOver, isOver), (.helpOpen, panelOpen), (.windowHidden, isHidden)] {
            if holds { clock.pause(reason, at: now) } else { clock.resume(reason, at: now) }
        }
    }
}
