#if canImport(Glibc)
import Glibc  // pow, floor, log10: Foundation would bring its ICU data into the game (P3)
#endif

/// The top of a chart's axis (G3): the smallest round number at least a twentieth above the
/// highest value, 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten, so the axis
/// reads "2.5" or "60" (not "62.3") and the highest point stays under the top line.
public enum ChartScale {
    static let steps: [Double] = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]

    /// The axis' top for values up to `highest`; 1 when there is nothing above 0.
    public static func top(above highest: Double) -> Double {
        let wanted = highest * 1.05
        guard wanted.isFinite, wanted > 0 else { return 1 }
        let power = pow(10, floor(log10(wanted)))
        // The step just reached, with room for the rounding of `power`.
        let step = steps.first { $0 * power >= wanted * (1 - 1e-12) } ?? 10
        return step * power
    }
}
