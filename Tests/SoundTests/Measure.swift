import Foundation

/// Measurements the sound tests make on samples.
enum Measure {
    /// The largest magnitude.
    static func peak(_ samples: ArraySlice<Float>) -> Float { samples.reduce(0) { max($0, abs($1)) } }

    /// 0 at `index` 0 rising to 1 at `length`, as a raised cosine.
    static func raisedCosine(_ index: Int, over length: Int) -> Double {
        index >= length ? 1 : (1 - cos(Double.pi * Double(index) / Double(length))) / 2
    }

    /// The normalized correlation of two sounds over the length of the shorter, in -1...1.
    static func correlation(_ a: [Float], _ b: [Float]) -> Double {
        let count = min(a.count, b.count)
        var ab = 0.0, aa = 0.0, bb = 0.0
        for index in 0..<count {
            ab += Double(a[index]) * Double(b[index])
            aa += Double(a[index]) * Double(a[index])
            bb += Double(b[index]) * Double(b[index])
        }
        return ab / max((aa * bb).squareRoot(), 1e-12)
    }

    /// The amplitude of `frequency` in `samples` under a Hann window (Goertzel's algorithm).
    static func strength(of frequency: Double, in samples: ArraySlice<Float>, sampleRate: Int) -> Double {
        let count = samples.count
        let coefficient = 2 * cos(2 * Double.pi * frequency / Double(sampleRate))
        var previous = 0.0, beforePrevious = 0.0
        for (index, sample) in samples.enumerated() {
            let window = (1 - cos(2 * Double.pi * Double(index) / Double(count - 1))) / 2
            let current = Double(sample) * window + coefficient * previous - beforePrevious
            beforePrevious = previous
            previous = current
        }
        let power = previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious
        return power.squareRoot() / Double(count)
    }

    /// The share of the energy of `samples` above `cutoff` hertz (up to 20 kHz), estimated
    /// from the spectrum sampled every 137 Hz there: about 1e-12 for soft tones, near 1e-5
    /// once a note starts or stops with a step in its waveform or its slope.
    static func shareAbove(_ cutoff: Double, in samples: [Float], sampleRate: Int) -> Double {
        let top = min(20_000, Double(sampleRate) / 2)
        let frequencies = Array(stride(from: cutoff, to: top, by: 137))
        let power = frequencies.map { frequency -> Double in
            var real = 0.0, imaginary = 0.0
            let step = 2 * Double.pi * frequency / Double(sampleRate)
            for (index, sample) in samples.enumerated() {
                real += Double(sample) * cos(step * Double(index))
                imaginary -= Double(sample) * sin(step * Double(index))
            }
            return real * real + imaginary * imaginary
        }
        let band = 2 * power.reduce(0, +) / Double(power.count) * (top - cutoff) / Double(sampleRate)
        return band / samples.reduce(0.0) { $0 + Double($1) * Double($1) }
    }
}
