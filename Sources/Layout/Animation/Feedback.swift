#if canImport(Glibc)
import Glibc
#endif

/// A short movement on top of a card's place that answers a trio (A5, R5): a Set pulses,
/// a wrong trio shakes.
public enum Feedback: Hashable, Sendable {
    /// The card swells a little and settles back.
    case pulse
    /// The card shakes sideways, fading out.
    case shake

    public var duration: Double {
        switch self {
        case .pulse: 0.38
        case .shake: 0.42
        }
    }

    /// `state` changed by this feedback, `progress` (0...1) of the way through it.
    public func apply(to state: SpriteState, progress: Double) -> SpriteState {
        guard progress > 0, progress < 1 else { return state }
        var result = state
        switch self {
        case .pulse:
            let scale = 1 + 0.08 * sin(Double.pi * progress)
            let size = Size(width: state.frame.width * scale, height: state.frame.height * scale)
            result.frame = Rect.centered(at: state.frame.center, size: size)
        case .shake:
            let offset = state.frame.width * 0.07 * sin(progress * 6 * Double.pi) * (1 - progress)
            result.frame = state.frame.offsetBy(dx: offset, dy: 0)
        }
        return result
    }
}

/// One feedback playing on one card.
@usableFromInline struct FeedbackPlay: Hashable, Sendable {
    var feedback: Feedback
    var start: Double

    @usableFromInline var end: Double { start + feedback.duration }

    @usableFromInline func apply(to state: SpriteState, at now: Double) -> SpriteState {
        guard now < end else { return state }  // exactly at rest once it has played
        return feedback.apply(to: state, progress: (now - start) / feedback.duration)
    }
}
