import Table

/// The session's clock (A5, B3): the protocol's or the window's time, moved only forward,
/// saturating far in the future, and the game's running time paused under the panels the
/// player opens, at game over and while the window is hidden.
extension GameSession {
    public var isAnimating: Bool { motion.isAnimating(at: now) }

    /// The game's running time in seconds (what the timer shows and the speed bonus counts).
    public var gameTime: Double { clock.elapsed(at: now) }

    /// Moves the clock to `time` (never backward). Asked past `latestTime`, where the clock
    /// stops, every card lands at once: motion started there could never finish (Y5).
    public func advance(to time: Double) {
        guard time.isFinite || time == .infinity else { return }
        now = max(now, min(time, Self.latestTime))
        if time > Self.latestTime { motion.landEverything() }
        motion.prune(at: now)
        if !leavingLooks.isEmpty, motion.leavingStates(at: now).isEmpty { leavingLooks = [:] }
    }

    public func advance(by seconds: Double) { advance(to: now + max(0, seconds.isNaN ? 0 : seconds)) }

    /// The clock saturates here (about 31,700 years): any `advance` leaves a valid state.
    static let latestTime = 1e12

    /// Runs the clock in frame steps until nothing moves.
    public func settle(frame: Double = 1.0 / 60) {
        var guardSteps = 100_000
        while isAnimating, guardSteps > 0 {
            advance(by: frame)
            guardSteps -= 1
        }
    }

    /// The window was minimized or hidden (true), or shown again (false).
    public func setHidden(_ hidden: Bool) {
        isHidden = hidden
        syncClock()
    }

    /// Pauses or resumes the game's clock to match the overlay and the window (B3).
    func syncClock() {
        let panelOpen = openOverlay?.isOpenedByPlayer ?? false
        for (reason, holds) in [(PauseReason.gameOver, isOver), (.helpOpen, panelOpen), (.windowHidden, isHidden)] {
            if holds { clock.pause(reason, at: now) } else { clock.resume(reason, at: now) }
        }
    }
}
