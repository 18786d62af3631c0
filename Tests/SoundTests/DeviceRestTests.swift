import Sound
import Testing

/// P1, T3: when the audio device, with nothing left to play, is closed.
@Suite("P1 the audio device rests when quiet")
struct DeviceRestTests {
    @Test func anOpenedDeviceRestsAfterTheLingerIfNothingPlays() {
        var rest = DeviceRest()
        #expect(rest.due == nil)
        #expect(!rest.isDue(at: 100))
        rest.opened(at: 10)
        #expect(rest.due == 10 + DeviceRest.linger)
        #expect(!rest.isDue(at: 10 + DeviceRest.linger - 0.001))
        #expect(rest.isDue(at: 10 + DeviceRest.linger))
    }

    @Test func theRestComesTheLingerAfterTheLastEffectEnds() {
        var rest = DeviceRest()
        rest.opened(at: 0)
        rest.played(at: 1, lasting: 0.2)
        #expect(rest.due == 1.2 + DeviceRest.linger)
        // A click every tenth of a second keeps it open.
        for click in 1...30 { rest.played(at: 1 + Double(click) / 10, lasting: 0.05) }
        #expect(!rest.isDue(at: 4.05 + DeviceRest.linger - 0.01))
        #expect(rest.isDue(at: 4.05 + DeviceRest.linger))
    }

    @Test func aShortEffectUnderALongOneDoesNotBringTheRestForward() {
        var rest = DeviceRest()
        rest.played(at: 0, lasting: 0.5)
        rest.played(at: 0.1, lasting: 0.05)
        #expect(rest.due == 0.5 + DeviceRest.linger)
    }

    @Test func aClosedDeviceHasNoRestDue() {
        var rest = DeviceRest()
        rest.played(at: 0, lasting: 0.1)
        rest.closed()
        #expect(rest.due == nil)
        #expect(!rest.isDue(at: 1_000))
        rest.played(at: 50, lasting: -1)
        #expect(rest.due == 50 + DeviceRest.linger)
    }
}
