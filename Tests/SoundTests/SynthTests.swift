import SoundSynth
import Testing

/// T3: every effect is short, quiet, free of clicks and DC, and the same every time, at
/// both usual sample rates.
@Suite("T3 synthesized effects")
struct SynthTests {
    static let rates = [44_100, 48_000]
    /// −6 dBFS: no effect comes near full scale.
    static let peakLimit: Float = 0.501

    @Test(arguments: SoundEffect.allCases, rates)
    func everyEffectLastsMoreThan20AndUnder200Milliseconds(_ effect: SoundEffect, rate: Int) {
        let seconds = Double(Synth.samples(for: effect, sampleRate: rate).count) / Double(rate)
        #expect(seconds > 0.02 && seconds <= 0.2, "\(effect) lasts \(seconds) s")
        #expect(abs(seconds - Synth.duration(of: effect)) < 0.001)
    }

    @Test(arguments: SoundEffect.allCases, rates)
    func noEffectComesWithin6DecibelsOfFullScale(_ effect: SoundEffect, rate: Int) {
        let peak = Measure.peak(Synth.samples(for: effect, sampleRate: rate)[...])
        #expect(peak <= Self.peakLimit, "\(effect) peaks at \(peak)")
        #expect(peak >= 0.05, "\(effect) is too faint to hear: \(peak)")
    }

    @Test(arguments: SoundEffect.allCases, rates)
    func everyEffectStartsAndEndsInSilence(_ effect: SoundEffect, rate: Int) throws {
        let samples = Synth.samples(for: effect, sampleRate: rate)
        let peak = Measure.peak(samples[...])
        let milli = rate / 1_000
        #expect(abs(try #require(samples.first)) < 1e-6)
        #expect(abs(try #require(samples.last)) < 1e-6)
        #expect(Measure.peak(samples.prefix(milli)) < peak / 8, "\(effect) starts too loud")
        #expect(Measure.peak(samples.suffix(milli)) < peak / 8, "\(effect) stops too loud")
    }

    /// A raised-cosine fade over the first and last 3 ms bounds every sample there: the
    /// sound swells out of silence and dies back into it, with no step at either end.
    @Test(arguments: SoundEffect.allCases, rates)
    func theFirstAndLast3MillisecondsStayUnderARaisedCosineFade(_ effect: SoundEffect, rate: Int) {
        let samples = Synth.samples(for: effect, sampleRate: rate)
        let peak = Double(Measure.peak(samples[...]))
        let fade = 3 * rate / 1_000
        let bound = { (index: Int) in peak * Measure.raisedCosine(index, over: fade) + 1e-4 }
        let tooLoudAtStart = (0..<fade).filter { Double(abs(samples[$0])) > bound($0) }
        let tooLoudAtEnd = (0..<fade).filter { Double(abs(samples[samples.count - 1 - $0])) > bound($0) }
        #expect(tooLoudAtStart.isEmpty, "\(effect) too loud at samples \(tooLoudAtStart.prefix(5)) of its start")
        #expect(tooLoudAtEnd.isEmpty, "\(effect) too loud at samples \(tooLoudAtEnd.prefix(5)) from its end")
    }

    /// A step in a waveform, or in its slope, is heard as a click and spreads energy over
    /// the whole spectrum: the tones keep the band above 8 kHz 80 dB down, so no note of
    /// theirs starts or stops with one. (The deal's rustles are noise that reaches up there.)
    @Test(arguments: SoundEffect.allCases.filter { $0 != .deal }, rates)
    func noNoteStartsOrStopsWithAClick(_ effect: SoundEffect, rate: Int) {
        let share = Measure.shareAbove(8_000, in: Synth.samples(for: effect, sampleRate: rate), sampleRate: rate)
        #expect(share < 1e-8, "\(effect) has \(share) of its energy above 8 kHz")
    }

    @Test(arguments: SoundEffect.allCases, rates)
    func noEffectCarriesADCOffset(_ effect: SoundEffect, rate: Int) {
        let samples = Synth.samples(for: effect, sampleRate: rate)
        let mean = samples.reduce(0.0) { $0 + Double($1) } / Double(samples.count)
        #expect(abs(mean) < 1e-4, "\(effect) has a mean of \(mean)")
    }

    @Test(arguments: SoundEffect.allCases)
    func anEffectIsTheSameEveryTime(_ effect: SoundEffect) {
        #expect(Synth.samples(for: effect, sampleRate: 48_000) == Synth.samples(for: effect, sampleRate: 48_000))
    }

    /// Any two effects sound different: their waveforms are far from proportional.
    @Test func everyTwoEffectsDiffer() {
        let all = SoundEffect.allCases.map { ($0, Synth.samples(for: $0, sampleRate: 48_000)) }
        for (first, a) in all {
            for (second, b) in all where first.rawValue < second.rawValue {
                let likeness = Measure.correlation(a, b)
                #expect(abs(likeness) < 0.5, "\(first) and \(second) alike: \(likeness)")
            }
        }
    }

    /// The tick for a selection, heard most often, is the shortest and the softest.
    @Test func theSelectTickIsTheShortestAndSoftestEffect() {
        let others = SoundEffect.allCases.filter { $0 != .select }.map { Synth.samples(for: $0, sampleRate: 48_000) }
        let tick = Synth.samples(for: .select, sampleRate: 48_000)
        #expect(others.allSatisfy { $0.count > tick.count })
        #expect(others.allSatisfy { Measure.peak($0[...]) > Measure.peak(tick[...]) })
    }
}
