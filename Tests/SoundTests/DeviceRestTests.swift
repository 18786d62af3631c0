import Sound
import Testing

/// P1, T3: when the audio device, with nothing left to play, is closed.
@Suite("P1 the audio device rests when quiet")
struct DeviceRestTests {
    @Test func anOpenedDeviceRestsAfterTheLingerIfNothingPlays() {
        var rest = DeviceRest()
        #expect(rest.linger == DeviceRest.usualLinger)
        #expect(rest.due == nil)
        #expect(!rest.isDue(at: 100))
        rest.opened(at: 10)
        #expect(rest.due == 10 + rest.linger)
        #expect(!rest.isDue(at: 10 + rest.linger - 0.001))
        #expect(rest.isDue(at: 10 + rest.linger))
    }

    @Test func theRestComesTheLingerAfterTheLastEffectEnds() {
        var rest = DeviceRest(linger: 2)
        rest.opened(at: 0)
        rest.played(at: 1, lasting: 0.2)
        #expect(rest.due == 3.2)
        // A click every tenth of a second keeps it open.
        for click in 1...30 { rest.played(at: 1 + Double(click) / 10, lasting: 0.05) }
        #expect(!rest.isDue(at: 6.04))
        #expect(rest.isDue(at: 6.05))
    }

    /// A player looking for a Set for up to half a minute between two clicks finds the device
    /// still open: a stream opened afresh may start late (913 ms on an idle PulseAudio sink).
    @Test func aPlayerThinkingBetweenTwoClicksKeepsTheDeviceOpen() {
        var rest = DeviceRest()
        rest.played(at: 0, lasting: 0.05)
        #expect(!rest.isDue(at: 25))
        rest.played(at: 25, lasting: 0.05)
        #expect(!rest.isDue(at: 50))
        #expect(rest.isDue(at: 55.05))
    }

    @Test func aShortEffectUnderALongOneDoesNotBringTheRestForward() {
        var rest = DeviceRest(linger: 2)
        rest.played(at: 0, lasting: 0.5)
        rest.played(at: 0.1, lasting: 0.05)
        #expect(rest.due == 2.5)
    }

    @Test func aClosedDeviceHasNoRestDue() {
        var rest = DeviceRest(linger: 2)
        rest.played(at: 0, lasting: 0.1)
        rest.closed()
        #expect(rest.due == nil)
        #expect(!rest.isDue(at: 1_000))
        rest.played(at: 50, lasting: -1)
        #expect(rest.due == 52)
    }

    @Test func theEnvironmentMaySetTheLinger() {
        #expect(DeviceRest.linger(environment: [:]) == DeviceRest.usualLinger)
        #expect(DeviceRest.linger(environment: [DeviceRest.variable: "2"]) == 2)
        #expect(DeviceRest.linger(environment: [DeviceRest.variable: "0"]) == 0)
        for bad in ["", "soon", "-1", "nan", "inf"] {
            #expect(DeviceRest.linger(environment: [DeviceRest.variable: bad]) == DeviceRest.usualLinger, "\(bad)")
        }
        #expect(DeviceRest(linger: -3).linger == 0)
    }
}
