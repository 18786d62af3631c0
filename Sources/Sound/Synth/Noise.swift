#if canImport(Glibc)
import Glibc
#endif

/// White noise from a fixed seed (xorshift64*), uniform in -1...1: the same every time.
struct Noise: Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> Double {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        let bits = (state &* 0x2545_F491_4F6C_DD1D) >> 11
        return Double(bits) / Double(1 << 52) - 1
    }
}

/// A soft band-pass: two one-pole low-passes in a row at the top of the band (the hiss
/// above it falls away at 12 dB an octave), then a one-pole high-pass at its bottom, which
/// has no gain at 0 Hz, so the noise it lets through carries no DC.
struct BandPass: Sendable {
    private let upper: Double
    private let lower: Double
    private var first = 0.0
    private var second = 0.0
    private var rumble = 0.0

    init(low: Double, high: Double, sampleRate: Double) {
        upper = Self.coefficient(high, sampleRate)
        lower = Self.coefficient(low, sampleRate)
    }

    /// The one-pole low-pass coefficient for a cutoff of `frequency` hertz.
    private static func coefficient(_ frequency: Double, _ sampleRate: Double) -> Double {
        1 - exp(-2 * Double.pi * frequency / sampleRate)
    }

    mutating func filter(_ sample: Double) -> Double {
        first += upper * (sample - first)
        second += upper * (first - second)
        rumble += lower * (second - rumble)
        return second - rumble
    }
}
