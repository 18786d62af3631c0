#if canImport(Glibc)
import Glibc
#endif

/// Makes the samples of the game's sound effects (T3): mono, 32-bit float, at any sample
/// rate; the same samples every time for the same effect and rate.
public enum Synth {
    /// The sample rate the game plays at.
    public static let sampleRate = 48_000

    /// Fade-in and fade-out of every effect as a whole, in seconds (raised cosine).
    static let fadeIn = 0.003
    static let fadeOut = 0.006

    /// The samples of `effect` at `sampleRate` samples per second, in -1...1.
    public static func samples(for effect: SoundEffect, sampleRate: Int = sampleRate) -> [Float] {
        let score = effect.score
        let rate = Double(sampleRate)
        var mix = [Double](repeating: 0, count: Int((score.length * rate).rounded()))
        for voice in score.voices { voice.add(into: &mix, sampleRate: rate) }
        Ramp.fade(&mix, in: Int(fadeIn * rate), out: Int(fadeOut * rate))
        Ramp.removeDC(&mix)
        let loudest = mix.reduce(0) { max($0, abs($1)) }
        let gain = loudest > 0 ? pow(10, score.peakDecibels / 20) / loudest : 0
        return mix.map { Float($0 * gain) }
    }

    /// How long `effect` lasts, in seconds.
    public static func duration(of effect: SoundEffect) -> Double { effect.score.length }
}
