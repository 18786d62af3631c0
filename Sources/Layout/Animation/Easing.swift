#if canImport(Glibc)
import Glibc
#endif

/// How a tween's progress (0...1 in time) maps to progress in value.
public enum Easing: Sendable, Hashable {
    case linear
    /// Slow start, slow end: for cards moving between places on the table.
    case easeInOut
    /// Fast start, gentle landing, never past the end: for cards flying in.
    case easeOut
    /// Slow start, fast end: for cards flying away.
    case easeIn

    public func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear:
            return t
        case .easeInOut:
            return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .easeOut:
            return 1 - pow(1 - t, 3)
        case .easeIn:
            return t * t * t
        }
    }
}
