import SoundSynth
import Testing

/// T3: each effect is the figure it is meant to be: the pitches it plays, in their order.
@Suite("T3 what each effect plays")
struct EffectMusicTests {
    static let rate = 48_000
    static let c5 = 523.25, e5 = 659.26, g5 = 783.99, c6 = 1_046.50
    static let g4 = 392.00, b4 = 493.88, d5 = 587.33, b3 = 246.94, c4 = 261.63, d4 = 293.66, d6 = 1_174.66

    /// The samples of `effect` between `from` and `to` milliseconds.
    static func window(_ effect: SoundEffect, _ from: Int, _ to: Int) -> ArraySlice<Float> {
        Synth.samples(for: effect, sampleRate: rate)[(from * rate / 1_000)..<(to * rate / 1_000)]
    }

    /// The loudest of `pitches` in `samples`.
    static func strongest(of pitches: [Double], in samples: ArraySlice<Float>) -> Double? {
        pitches.max { Measure.strength(of: $0, in: samples, sampleRate: rate) < Measure.strength(of: $1, in: samples, sampleRate: rate) }
    }

    @Test func aSetRisesThroughTheCMajorChord() {
        let chord = [Self.c5, Self.e5, Self.g5, Self.c6]
        let heard = [(5, 30), (42, 65), (77, 100), (112, 140)].map { Self.strongest(of: chord, in: Self.window(.set, $0, $1)) }
        #expect(heard == chord)
    }

    /// The computer's Set (V3) is the player's turned round: the same chord, falling.
    @Test func theComputersSetFallsThroughTheCMajorChord() {
        let chord = [Self.c6, Self.g5, Self.e5, Self.c5]
        let heard = [(5, 30), (42, 65), (77, 100), (112, 140)].map { Self.strongest(of: chord, in: Self.window(.computerSet, $0, $1)) }
        #expect(heard == chord)
    }

    /// A call (V2) leaps up a fifth, G5 to D6.
    @Test func aCallLeapsUpAFifth() {
        let pair = [Self.g5, Self.d6]
        #expect(Self.strongest(of: pair, in: Self.window(.call, 5, 55)) == Self.g5)
        #expect(Self.strongest(of: pair, in: Self.window(.call, 75, 150)) == Self.d6)
    }

    /// A lock-out (V2) is two low notes a semitone apart at once, both strong; pitches that
    /// are neither of them nor their partials stay far below.
    @Test func aLockOutClashesTwoLowNotesTogether() {
        let samples = Self.window(.lockOut, 10, 120)
        let b3 = Measure.strength(of: Self.b3, in: samples, sampleRate: Self.rate)
        let c4 = Measure.strength(of: Self.c4, in: samples, sampleRate: Self.rate)
        #expect(min(b3, c4) > max(b3, c4) / 2, "B3 \(b3), C4 \(c4)")
        let higher = [Self.d4, Self.g4, Self.e5].map { Measure.strength(of: $0, in: samples, sampleRate: Self.rate) }
        #expect(higher.allSatisfy { $0 < min(b3, c4) / 2 }, "\(higher)")
    }

    @Test func notASetFallsAMinorThirdLowDown() {
        let pair = [Self.d4, Self.b3]
        #expect(Self.strongest(of: pair, in: Self.window(.notASet, 5, 70)) == Self.d4)
        #expect(Self.strongest(of: pair, in: Self.window(.notASet, 95, 170)) == Self.b3)
    }

    @Test func gameOverResolvesTheDominantToTheTonic() {
        let dominant = [Self.g4, Self.b4, Self.d5], tonic = [Self.c5, Self.e5, Self.c6]
        let start = Self.window(.gameOver, 5, 60), end = Self.window(.gameOver, 80, 180)
        func sum(_ pitches: [Double], _ samples: ArraySlice<Float>) -> Double {
            pitches.reduce(0) { $0 + Measure.strength(of: $1, in: samples, sampleRate: Self.rate) }
        }
        #expect(sum(dominant, start) > 4 * sum(tonic, start))
        #expect(sum(tonic, end) > 4 * sum(dominant, end))
    }

    /// Three cards dealt, three rustles: each loud at its start and nearly gone before the next.
    @Test func aDealIsThreeRustles() {
        let peak = Measure.peak(Synth.samples(for: .deal, sampleRate: Self.rate)[...])
        for start in [0, 45, 90] {
            #expect(Measure.peak(Self.window(.deal, start, start + 15)) > peak / 2, "no rustle at \(start) ms")
        }
        for gap in [38, 83] {
            #expect(Measure.peak(Self.window(.deal, gap, gap + 6)) < peak / 8, "no pause at \(gap) ms")
        }
    }

    /// The rustles are noise, not a tone: their strongest pitch carries a small part of
    /// their sound, where the tick's pitch carries most of its.
    @Test func aDealHasNoPitch() {
        func tonality(_ samples: ArraySlice<Float>) -> Double {
            let rms = (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
            let strongest = stride(from: 400.0, through: 6_000, by: 10).map {
                Measure.strength(of: $0, in: samples, sampleRate: Self.rate)
            }.max()!
            return strongest / rms
        }
        let rustle = tonality(Self.window(.deal, 2, 35)), tick = tonality(Self.window(.select, 2, 35))
        #expect(rustle < tick / 3, "rustle \(rustle), tick \(tick)")
    }
}
