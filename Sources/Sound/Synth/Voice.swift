#if canImport(Glibc)
import Glibc
#endif

/// A pitched note of an effect: a few sine partials under one envelope that rises over a
/// raised-cosine attack, falls exponentially and ends with a raised-cosine release.
struct Note: Sendable {
    /// The pitch in hertz.
    var frequency: Double
    /// When the note starts, in seconds from the start of the effect.
    var start: Double
    /// How long the note sounds, release included, in seconds.
    var length: Double
    /// The time constant of the exponential fall, in seconds.
    var decay: Double
    /// Loudness relative to the effect's other voices.
    var level = 1.0
    /// The amplitude of each partial: the fundamental first, then 2×, 3×, ... its frequency.
    var partials = [1.0, 0.3, 0.1]
}

/// A burst of band-limited noise (a card sliding): white noise from a fixed seed through a
/// band-pass, under the same kind of envelope as a note.
struct Rustle: Sendable {
    var start: Double
    var length: Double
    var decay: Double
    var level = 1.0
    /// The band the noise is kept in, in hertz.
    var low = 1_200.0
    var high = 4_000.0
    /// The noise's seed: the same rustle sounds the same every time.
    var seed: UInt64
}

/// One voice of an effect's score.
enum Voice: Sendable {
    case note(Note)
    case rustle(Rustle)

    /// Attack and release of every voice, in seconds: long enough that no onset clicks.
    static let attack = 0.004
    static let release = 0.012

    /// Adds this voice to `mix`, sampled at `sampleRate`; samples past the end are dropped.
    func add(into mix: inout [Double], sampleRate: Double) {
        switch self {
        case .note(let note): note.add(into: &mix, sampleRate: sampleRate)
        case .rustle(let rustle): rustle.add(into: &mix, sampleRate: sampleRate)
        }
    }

    /// The envelope of a voice `count` samples long at its sample `index`.
    static func envelope(_ index: Int, of count: Int, decay: Double, sampleRate: Double) -> Double {
        let rise = Ramp.rise(index, over: Int(attack * sampleRate))
        let fall = Ramp.rise(count - 1 - index, over: Int(release * sampleRate))
        return rise * fall * exp(-Double(index) / (decay * sampleRate))
    }
}

extension Note {
    func add(into mix: inout [Double], sampleRate: Double) {
        let first = Int((start * sampleRate).rounded())
        let count = min(Int((length * sampleRate).rounded()), mix.count - first)
        let audible = partials.enumerated().filter { Double($0.offset + 1) * frequency < sampleRate / 2 }
        for index in 0..<max(count, 0) {
            let phase = 2 * Double.pi * frequency * Double(index) / sampleRate
            let wave = audible.reduce(0) { $0 + $1.element * sin(Double($1.offset + 1) * phase) }
            let envelope = Voice.envelope(index, of: count, decay: decay, sampleRate: sampleRate)
            mix[first + index] += level * envelope * wave
        }
    }
}

extension Rustle {
    func add(into mix: inout [Double], sampleRate: Double) {
        let first = Int((start * sampleRate).rounded())
        let count = min(Int((length * sampleRate).rounded()), mix.count - first)
        var noise = Noise(seed: seed)
        var band = BandPass(low: low, high: min(high, sampleRate * 0.45), sampleRate: sampleRate)
        for index in 0..<max(count, 0) {
            let envelope = Voice.envelope(index, of: count, decay: decay, sampleRate: sampleRate)
            mix[first + index] += level * envelope * band.filter(noise.next())
        }
    }
}
