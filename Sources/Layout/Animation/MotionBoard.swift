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
    @usableFromInline private(set) var order: [Key] = []
    @usableFromInline private(set) var tweens: [Key: Tween] = [:]
    /// Cards that left the table and are still flying away.
    @usableFromInline private(set) var leaving: [(key: Key, tween: Tween)] = []
    /// Pulses and shakes playing on cards of the table.
    @usableFromInline private(set) var feedback: [Key: FeedbackPlay] = [:]
    /// When the last movement ends (-infinity: none), and when the first card flying away or
    /// feedback playing ends (`prune` has nothing to forget before): worked out once per
    /// change, so that each frame's `isAnimating` and `prune` need not go through every card.
    private var lastEnd = -Double.infinity, firstPrunable = Double.infinity

    public init() {}

    /// How the table should look: every card's resting frame, in layout order.
    public struct Target: Sendable {
        public var key: Key
        public var frame: Rect
        public init(key: Key, frame: Rect) { self.key = key; self.frame = frame }
    }

    /// Sends every card toward its new frame. Cards new to the table fly in from `entry`,
    /// one after another starting `delay` seconds from now; cards gone from it fly to `exit`.
    /// `duration` overrides the time of moves between places (scrolling is quicker). Cards
    /// still waiting for their turn to fly in wait at `rehome(key, where they wait)` when
    /// given (the window changed size: the deck pile moved, and a place that was off-screen
    /// may be on it now).
    public mutating func retarget(_ targets: [Target], now: Double, delay: Double = 0, moveDuration: Double? = nil,
                                  entry: (Key) -> SpriteState, exit: (Key, SpriteState) -> SpriteState,
                                  rehome: ((Key, SpriteState) -> SpriteState)? = nil) {
        // Closures, not key paths: a key path into a generic type is built anew at each call (P4).
        let present = Set(targets.map { $0.key })
        for key in order where !present.contains(key) {
            feedback[key] = nil
            guard let tween = tweens.removeValue(forKey: key) else { continue }
            let current = tween.value(at: now)
            leaving.append((key, Tween(from: current, to: exit(key, current), start: now,
                                       duration: timing.flyOut, easing: .easeIn)))
        }
        var arrivals = 0
        for target in targets {
            let goal = SpriteState(frame: target.frame)
            if let tween = tweens[target.key] {
                if tween.start > now {
                    // Still waiting for its turn to fly in: same flight, new landing place.
                    tweens[target.key]?.to = goal
                    if let rehome { tweens[target.key]?.from = rehome(target.key, tween.from) }
                } else if tween.to != goal {
                    tweens[target.key] = Tween(from: tween.value(at: now), to: goal, start: now,
                                               duration: moveDuration ?? timing.move)
                }
            } else {
                tweens[target.key] = Tween(from: entry(target.key), to: goal,
                                           start: now + delay + Double(arrivals) * timing.stagger,
                                           duration: timing.flyIn, easing: .easeOut)
                arrivals += 1
            }
        }
        order = targets.map { $0.key }
        noteEnds()
    }

    /// Whether every card already heads for `targets`, in their order, and no other card is
    /// on the table: `retarget` to them would change nothing.
    @inlinable public func isHeading(to targets: [Target]) -> Bool {
        guard targets.count == order.count else { return false }
        for (target, key) in zip(targets, order) {
            guard target.key == key, tweens[key]?.to == SpriteState(frame: target.frame) else { return false }
        }
        return true
    }

    /// Plays a pulse or a shake on these cards, starting now.
    public mutating func play(_ kind: Feedback, on keys: [Key], at now: Double) {
        for key in keys where tweens[key] != nil { feedback[key] = FeedbackPlay(feedback: kind, start: now) }
        noteEnds()
    }

    /// Works out `lastEnd` and `firstPrunable` again after a change.
    private mutating func noteEnds() {
        var last = -Double.infinity, prunable = Double.infinity
        for tween in tweens.values { last = max(last, tween.end) }
        for flight in leaving {
            last = max(last, flight.tween.end)
            prunable = min(prunable, flight.tween.end)
        }
        for play in feedback.values {
            last = max(last, play.end)
            prunable = min(prunable, play.end)
        }
        (lastEnd, firstPrunable) = (last, prunable)
    }

    // What each frame asks is inlinable, so that it is specialized for the game's keys where
    // it is asked (P4: generic, it looked up type metadata and hashed through witness tables).

    /// Where `key` is drawn at `now` (nil when it is not on the table).
    @inlinable public func state(of key: Key, at now: Double) -> SpriteState? {
        guard let state = tweens[key]?.value(at: now) else { return nil }
        return feedback[key]?.apply(to: state, at: now) ?? state
    }

    /// Cards on the table in layout order with their drawn state.
    @inlinable public func tableStates(at now: Double) -> [(key: Key, state: SpriteState)] {
        order.compactMap { key in state(of: key, at: now).map { (key, $0) } }
    }

    /// Cards flying away, in the order they left.
    @inlinable public func leavingStates(at now: Double) -> [(key: Key, state: SpriteState)] {
        leaving.filter { !$0.tween.isFinished(at: now) }.map { ($0.key, $0.tween.value(at: now)) }
    }

    /// Whether a card is still flying away at `now`.
    @inlinable public func hasLeaving(at now: Double) -> Bool {
        leaving.contains { !$0.tween.isFinished(at: now) }
    }

    /// Where the card will come to rest.
    @inlinable public func restingFrame(of key: Key) -> Rect? { tweens[key]?.to.frame }

    /// Whether a shake plays on the card at `now`.
    public func isShaking(_ key: Key, at now: Double) -> Bool {
        guard let play = feedback[key] else { return false }
        return play.feedback == .shake && play.start <= now && now < play.end
    }

    /// Whether the card is where it was going at `now`, whatever pulse or shake plays on it.
    @inlinable public func hasArrived(_ key: Key, at now: Double) -> Bool { tweens[key]?.isFinished(at: now) ?? false }

    public func isAnimating(at now: Double) -> Bool { now < lastEnd }

    /// The latest time any movement ends.
    public var endOfMotion: Double { max(lastEnd, 0) }

    /// Forgets cards that have finished flying away and feedback that has played.
    public mutating func prune(at now: Double) {
        guard now >= firstPrunable else { return }
        leaving.removeAll { $0.tween.isFinished(at: now) }
        feedback = feedback.filter { now < $0.value.end }
        noteEnds()
    }

    /// Every card at rest where it is going, nothing flying away, no feedback playing: for a
    /// clock that cannot move on (Y5), where motion started now would never end.
    public mutating func landEverything() {
        tweens = tweens.mapValues { Tween.resting(at: $0.to) }
        leaving.removeAll()
        feedback.removeAll()
        noteEnds()
    }
}
