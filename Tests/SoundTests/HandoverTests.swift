import SoundSynth
import Testing

/// T3: a newer effect replaces one still playing without a click; muting fades out what plays.
@Suite("T3 one effect replacing another")
struct HandoverTests {
    static let rate = 48_000
    static let fade = 240  // Handover.fade at 48 kHz

    /// The biggest step between neighbouring samples.
    static func biggestStep(_ samples: [Float]) -> Float {
        zip(samples, samples.dropFirst()).reduce(0) { max($0, abs($1.1 - $1.0)) }
    }

    @Test func aNewEffectStartsUnderTheFadingRestOfTheOldOne() {
        let gameOver = Synth.samples(for: .gameOver, sampleRate: Self.rate)
        let tick = Synth.samples(for: .select, sampleRate: Self.rate)
        for cut in stride(from: 500, to: gameOver.count - 500, by: 777) {
            let played = gameOver[..<cut]
            let handedOver = Handover.samples(replacing: gameOver[cut...], with: tick, sampleRate: Self.rate)
            #expect(handedOver.count == tick.count)
            #expect(Array(handedOver[Self.fade...]) == Array(tick[Self.fade...]), "after the fade only the new effect plays")
            let heard = Array(played) + handedOver
            let allowed = max(Self.biggestStep(gameOver), Self.biggestStep(tick)) * 1.2
            #expect(Self.biggestStep(heard) <= allowed, "a step at the cut \(cut)")
        }
    }

    @Test func mutingFadesOutWhatIsPlayingInFiveMilliseconds() throws {
        let set = Synth.samples(for: .set, sampleRate: Self.rate)
        let rest = set[4_000...]
        let faded = Handover.samples(replacing: rest, with: [], sampleRate: Self.rate)
        #expect(faded.count == Self.fade)
        #expect(faded.first == rest.first)
        #expect(abs(try #require(faded.last)) < 1e-4)
        #expect(zip(faded, rest).allSatisfy { abs($0) <= abs($1) })
    }

    @Test func withNothingLeftTheNewEffectPlaysAsItIs() {
        let deal = Synth.samples(for: .deal, sampleRate: Self.rate)
        #expect(Handover.samples(replacing: [], with: deal, sampleRate: Self.rate) == deal)
    }

    @Test func aShortRestLongerThanTheNewEffectIsFadedToItsEnd() {
        let rest: ArraySlice<Float> = [0.2, 0.2, 0.2, 0.2]
        let mixed = Handover.samples(replacing: rest, with: [0, 0.1], sampleRate: Self.rate)
        #expect(mixed.count == 4)
        #expect(mixed[0] == 0.2)
        #expect(mixed[1] > 0.2 && mixed[1] < 0.3)
    }
}
