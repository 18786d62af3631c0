import Foundation

/// How a tween's progress (0...1 in time) maps to progress in value.
public enum Easing: Sendable, Hashable {
    case linear
    /// Slow start, slow end: for cards moving between places on the table.
    case easeInOut
    /// Fast start, gentle landing with a slight overshoot: for cards flying in.
    case easeOutBack
    /// Slow start, fast end: for cards flying away.
    case easeIn

    public func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear:
            return t
        case .easeInOut:
            return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .easeOutBack:
            if t == 0 { return 0 }  // the formula rounds to -2e-16 there
            let c1 = 1.2, c3 = c1 + 1
            return 1 + c3 * pow(t - 1, 3) + c1 * pow(t - 1, 2)
        case .easeIn:
            return t * t * t
        }
    }
}
