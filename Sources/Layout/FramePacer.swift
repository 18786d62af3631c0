/// When the window draws its next frame (P1): on a steady schedule at the display's refresh
/// rate, whatever the renderer claims about vsync (SDL's software renderer claims it and
/// then presents at once, so a loop trusting it drew a frame every 3 ms). Pure arithmetic on
/// the caller's clock, in seconds, so tests drive it.
///
/// Deadlines lie on a grid of `interval`: a frame drawn a little late keeps the grid (the
/// next one comes a whole interval after the missed deadline, not after the late frame), a
/// frame drawn later than a whole interval (a stall, or the first frame after a still
/// moment) starts a new grid at that frame and counts the deadlines it skipped.
public struct FramePacer: Hashable, Sendable {
    /// The rate used when the display does not say (SDL reports 0 for an unknown rate).
    public static let fallbackRate = 60.0

    /// Frames per second the pacer keeps to.
    public let rate: Double
    /// Seconds from one frame's deadline to the next.
    public var interval: Double { 1 / rate }
    /// When the next frame may be drawn; nil before the first frame (it is due at once).
    public private(set) var nextDeadline: Double?
    /// Deadlines passed without a frame since the pacer began (stalls, still moments).
    public private(set) var skippedFrames = 0

    /// A pacer at `refreshRate` frames per second; 0, a negative or an absurd rate (SDL's
    /// "unknown") means `fallbackRate`.
    public init(refreshRate: Double) {
        rate = refreshRate.isFinite && refreshRate >= 1 && refreshRate <= 1000 ? refreshRate : Self.fallbackRate
    }

    /// Whether a frame may be drawn at `now`.
    public func isDue(at now: Double) -> Bool {
        guard let nextDeadline else { return true }
        return now >= nextDeadline
    }

    /// Seconds to wait from `now` until the next frame is due; 0 when it is due.
    public func wait(from now: Double) -> Double {
        guard let nextDeadline, now < nextDeadline else { return 0 }
        return nextDeadline - now
    }

    /// `seconds` of waiting in whole milliseconds, rounded up, as a clock counting
    /// milliseconds sees them: a sleep rounded to less wakes a fraction of one early, finds
    /// the frame not due yet and sleeps again (P4: the window's thread switched 1,917 times in
    /// 10 s of clicks against 1,190). 0 for no wait; at most an hour.
    public static func wholeMilliseconds(_ seconds: Double) -> UInt32 {
        guard seconds > 0 else { return 0 }
        return UInt32((min(seconds, 3600) * 1000).rounded(.up))
    }

    /// Records a frame drawn at `now` and schedules the next one; returns how many deadlines
    /// were skipped before this frame (0 when it came on time or less than an interval late).
    @discardableResult
    public mutating func frameDrawn(at now: Double) -> Int {
        guard let deadline = nextDeadline, now.isFinite else {
            nextDeadline = now.isFinite ? now + interval : nil
            return 0
        }
        let late = now - deadline
        if late < interval {
            // On time or a little late: the grid holds. Early (a clock that went back): from now.
            nextDeadline = (late < 0 ? now : deadline) + interval
            return 0
        }
        let skipped = Int((late / interval).rounded(.down))
        skippedFrames += skipped
        nextDeadline = now + interval
        return skipped
    }
}
