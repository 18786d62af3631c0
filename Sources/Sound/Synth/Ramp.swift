#if canImport(Glibc)
import Glibc
#endif

/// Raised-cosine ramps: they start and end with zero slope, so a sound that begins or
/// ends on one has no step in its waveform or in its slope.
enum Ramp {
    /// 0 at `index` 0 rising to 1 at `index` == `length` (and 1 after it).
    static func rise(_ index: Int, over length: Int) -> Double {
        guard index < length else { return 1 }
        guard index > 0 else { return 0 }
        return (1 - cos(Double.pi * Double(index) / Double(length))) / 2
    }

    /// Fades the start of `samples` in and its end out, over the given durations.
    static func fade(_ samples: inout [Double], in fadeIn: Int, out fadeOut: Int) {
        let last = samples.count - 1
        for index in samples.indices {
            samples[index] *= rise(index, over: fadeIn) * rise(last - index, over: fadeOut)
        }
    }

    /// Takes the mean off `samples` as a Hann-shaped swell across the whole sound: the
    /// result has no DC, and its ends, which are 0, stay 0.
    static func removeDC(_ samples: inout [Double]) {
        guard samples.count > 2 else { return }
        let window = samples.indices.map { hann($0, samples.count) }
        let mean = samples.reduce(0, +) / Double(samples.count)
        let scale = mean * Double(samples.count) / window.reduce(0, +)
        for index in samples.indices { samples[index] -= scale * window[index] }
    }

    /// The Hann window of `count` samples at `index`: 0 at both ends, 1 in the middle.
    private static func hann(_ index: Int, _ count: Int) -> Double {
        (1 - cos(2 * Double.pi * Double(index) / Double(count - 1))) / 2
    }
}
