/// The drawn state of every card, moving toward where the layout wants it (A1–A5).
///
/// The game's state changes at once; only the drawing follows, on the clock given to each
/// call (real time in a window, `advance`/`settle` headless).
public struct MotionBoard<Key: Hashable & Sendable>: Sendable {
    public struct Timing: Hashable, Sendable {
        /// A card moving between two places on the table.
        public var move = 0.45
        /// A card flying in from off-screen.
        public var flyIn = 0.55
        /// A card flying away off-screen.
        public var flyOut = 0.5
        /// Between two cards dealt together.
        public var stagger = 0.07
        /// Scrolling follows the wheel quickly.
        public var scroll = 0.18
        public init() {}
    }

    public var timing = Timing()
    /// Cards on the table, in layout order.
    private(set) var order: [Key] = []
    private(set) var tweens: [Key: Tween] = [:]
    /// Cards that left the table and are still flying away.
    private(set) var leaving: [(key: Key, tween: Tween)] = []

    public init() {}

    /// How the table should look: every card's resting frame, in layout order.
    public struct Target: Sendable {
        public var key: Key
        public var frame: Rect
        public init(key: Key, frame: Rect) { self.key = key; self.frame = frame }
    }

    /// Sends every card toward its new frame. Cards new to the table fly in from `entry`,
    /// one after another starting `delay` seconds from now; cards gone from it fly to `exit`.
    /// `duration` overrides the time of moves between places (scrolling is quicker).
    public mutating func retarget(_ targets: [Target], now: Double, delay: Double = 0, moveDuration: Double? = nil,
                                  entry: (Key) -> SpriteState, exit: (Key, SpriteState) -> SpriteState) {
        let present = Set(targets.map(\.key))
        for key in order where !present.contains(key) {
            guard let tween = tweens.removeValue(forKey: key) else { continue }
            let current = tween.value(at: now)
            leaving.append((key, Tween(from: current, to: exit(key, current), start: now,
                                       duration: timing.flyOut, easing: .easeIn)))
        }
        var arrivals = 0
        for target in targets {
            let goal = SpriteState(frame: target.frame)
            if let tween = tweens[target.key] {
                guard tween.to != goal else { continue }
                let current = tween.value(at: now)
                let start = max(now, tween.start)
                tweens[target.key] = Tween(from: tween.start > now ? tween.from : current, to: goal, start: start,
                                           duration: tween.start > now ? tween.duration : (moveDuration ?? timing.move))
            } else {
                tweens[target.key] = Tween(from: entry(target.key), to: goal,
                                           start: now + delay + Double(arrivals) * timing.stagger,
                                           duration: timing.flyIn, easing: .easeOutBack)
                arrivals += 1
            }
        }
        order = targets.map(\.key)
    }

    /// Where `key` is drawn at `now` (nil when it is not on the table).
    public func state(of key: Key, at now: Double) -> SpriteState? {
        tweens[key]?.value(at: now)
    }

    /// Cards on the table in layout order with their drawn state.
    public func tableStates(at now: Double) -> [(key: Key, state: SpriteState)] {
        order.compactMap { key in tweens[key].map { (key, $0.value(at: now)) } }
    }

    /// Cards flying away, in the order they left.
    public func leavingStates(at now: Double) -> [(key: Key, state: SpriteState)] {
        leaving.filter { !$0.tween.isFinished(at: now) }.map { ($0.key, $0.tween.value(at: now)) }
    }

    /// Where the card will come to rest.
    public func restingFrame(of key: Key) -> Rect? { tweens[key]?.to.frame }

    public func isAnimating(at now: Double) -> Bool {
        tweens.values.contains { !$0.isFinished(at: now) } || leaving.contains { !$0.tween.isFinished(at: now) }
    }

    /// The latest time any movement ends.
    public var endOfMotion: Double {
        max(tweens.values.map(\.end).max() ?? 0, leaving.map(\.tween.end).max() ?? 0)
    }

    /// Forgets cards that have finished flying away.
    public mutating func prune(at now: Double) {
        leaving.removeAll { $0.tween.isFinished(at: now) }
    }
}
