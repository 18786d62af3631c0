/// Why the game's clock stands still (B3). Reasons are independent: the clock runs only
/// while none of them holds.
public enum PauseReason: Hashable, Sendable, CaseIterable {
    /// A panel the player opened is up: the help, the settings.
    case helpOpen
    /// The window is hidden or minimized.
    case windowHidden
    /// The game is over: its time is final, only a new start (or a restored game) runs again.
    case gameOver
}

/// The game's running time (B3) on a clock the caller passes in (seconds on any clock: the
/// protocol clock headless, a monotonic clock in the window), so the timer shown, the speed
/// bonus and the saved time are the same figure.
///
/// Time is bounded: the reading never goes below 0 or above `maximumSeconds` (100 days),
/// whatever instants it is given (a clock going backward counts as no time passing; an
/// absurd or infinite instant saturates; a NaN reading counts no time since the clock began
/// to run, and a run begun at NaN counts from instant 0), so it always converts to whole
/// milliseconds without trapping. Instants belong
/// to one run of the program: a saved game keeps `elapsed(at:)` and comes back through
/// `restore(elapsed:at:)`.
public struct GameClock: Hashable, Sendable {
    /// The most the clock can read: 100 days, in seconds.
    public static let maximumSeconds = 100.0 * 24 * 60 * 60

    /// Seconds run before `runningSince`.
    private var banked = 0.0
    /// When the clock last began to run; nil while it stands still.
    private var runningSince: Double?
    public private(set) var isStarted = false
    /// The reasons holding the clock now.
    public private(set) var pauses: Set<PauseReason> = []

    public init() {}

    /// Whether time counts now.
    public var isRunning: Bool { runningSince != nil }

    /// A new game: the clock reads 0 and runs from `now` unless the window holds it (the
    /// game-over stop is lifted, help and hidden stay as they are).
    public mutating func start(at now: Double) {
        restore(elapsed: 0, at: now)
    }

    /// A saved game resumed: the clock reads `elapsed` (bounded as every reading is) and runs
    /// from `now` unless the window holds it.
    public mutating func restore(elapsed: Double, at now: Double) {
        banked = Self.bounded(elapsed)
        isStarted = true
        pauses.remove(.gameOver)
        runningSince = pauses.isEmpty ? instant(now) : nil
    }

    /// Holds the clock for `reason` (pausing twice for one reason is the same as once).
    public mutating func pause(_ reason: PauseReason, at now: Double) {
        if runningSince != nil {
            banked = elapsed(at: now)
            runningSince = nil
        }
        pauses.insert(reason)
    }

    /// Lifts `reason`; the clock runs again from `now` once no reason holds it. The game-over
    /// stop is for good: it is lifted only by `start` or `restore`.
    public mutating func resume(_ reason: PauseReason, at now: Double) {
        guard reason != .gameOver else { return }
        pauses.remove(reason)
        if isStarted, pauses.isEmpty, runningSince == nil { runningSince = instant(now) }
    }

    /// The running time at `now`, in seconds: 0 ... `maximumSeconds`.
    public func elapsed(at now: Double) -> Double {
        guard let since = runningSince else { return banked }
        let run = now - since
        return Self.bounded(banked + (run.isNaN ? 0 : max(0, run)))
    }

    /// The running time at `now` in whole milliseconds (rounded down). A time restored from
    /// whole milliseconds reads them back exactly: the last bit that dividing by 1000 may
    /// lose (1001 ms → 1.0009999… s) is allowed for.
    public func elapsedMilliseconds(at now: Double) -> Int {
        Int((elapsed(at: now) * 1000 * (1 + 1e-12)).rounded(.down))
    }

    /// The timer as the status bar shows it: "m:ss", or "h:mm:ss" from an hour on, in whole
    /// seconds (rounded down). Any count, even a negative one, gives a reading.
    public static func text(milliseconds: Int) -> String {
        let seconds = max(0, milliseconds) / 1000
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
        return "\(minutes):\(twoDigits(rest))"
    }

    // MARK: - Bounds

    private static func bounded(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : min(max(seconds, 0), maximumSeconds)
    }

    /// Where a run begins: `now`, or 0 for NaN (a NaN start would never count time).
    private func instant(_ now: Double) -> Double {
        now.isNaN ? 0 : now
    }
}
