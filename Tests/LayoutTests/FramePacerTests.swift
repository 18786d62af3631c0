import Layout
import Testing

/// P1: frames paced to the display's refresh rate on a steady schedule, on a clock the test
/// drives (seconds).
@Suite("P1 frame pacing")
struct FramePacerTests {
    /// The wait until a frame, in the whole milliseconds a sleep takes: never short of it.
    @Test func aWaitIsSleptInWholeMillisecondsRoundedUp() {
        #expect(FramePacer.wholeMilliseconds(0.0166) == 17)
        #expect(FramePacer.wholeMilliseconds(0.0001) == 1)
        #expect(FramePacer.wholeMilliseconds(0.016) == 16)
        #expect(FramePacer.wholeMilliseconds(0) == 0)
        #expect(FramePacer.wholeMilliseconds(-1) == 0)
        #expect(FramePacer.wholeMilliseconds(.nan) == 0)
        #expect(FramePacer.wholeMilliseconds(.infinity) == 3_600_000)
        var pacer = FramePacer(refreshRate: 60)
        pacer.frameDrawn(at: 10.0004)
        let wait = pacer.wait(from: 10.001)
        #expect(Double(FramePacer.wholeMilliseconds(wait)) / 1000 >= wait, "woken at or after the deadline")
    }

    @Test func anUnknownRefreshRateMeansSixtyFramesASecond() {
        for unknown in [0.0, -1, .nan, .infinity, 1e9] {
            #expect(FramePacer(refreshRate: unknown).rate == 60, "refresh rate \(unknown)")
        }
        #expect(FramePacer(refreshRate: 144).rate == 144)
        #expect(FramePacer(refreshRate: 0).interval == 1.0 / 60)
    }

    @Test func theFirstFrameIsDueAtOnceAndTheNextOneIntervalLater() {
        var pacer = FramePacer(refreshRate: 50)
        #expect(pacer.isDue(at: 3))
        #expect(pacer.wait(from: 3) == 0)
        pacer.frameDrawn(at: 3)
        #expect(pacer.nextDeadline == 3.02)
        #expect(!pacer.isDue(at: 3.01))
        #expect(abs(pacer.wait(from: 3.005) - 0.015) < 1e-9)
        #expect(pacer.isDue(at: 3.02))
    }

    @Test func aFrameDrawnALittleLateKeepsTheSchedule() {
        var pacer = FramePacer(refreshRate: 50)
        pacer.frameDrawn(at: 0)
        // Drawn 5 ms after its deadline of 20 ms: the next is due at 40 ms, not 45 ms.
        #expect(pacer.frameDrawn(at: 0.025) == 0)
        #expect(abs(pacer.nextDeadline! - 0.040) < 1e-9)
        #expect(pacer.frameDrawn(at: 0.0401) == 0)
        #expect(abs(pacer.nextDeadline! - 0.060) < 1e-9)
        #expect(pacer.skippedFrames == 0)
    }

    @Test func aStallSkipsTheFramesItMissedAndStartsANewSchedule() {
        var pacer = FramePacer(refreshRate: 50)
        pacer.frameDrawn(at: 0)
        // Due at 20 ms, drawn at 95 ms: the deadlines of 20, 40, 60 and 80 ms passed;
        // this frame stands for the first, three are skipped.
        #expect(pacer.frameDrawn(at: 0.095) == 3)
        #expect(abs(pacer.nextDeadline! - 0.115) < 1e-9)
        #expect(pacer.skippedFrames == 3)
        #expect(pacer.frameDrawn(at: 0.115) == 0)
        #expect(pacer.skippedFrames == 3)
    }

    @Test func aFrameAfterAStillMomentIsDueAtOnce() {
        var pacer = FramePacer(refreshRate: 60)
        pacer.frameDrawn(at: 10)
        // Two seconds of sleep in SDL_WaitEvent, then a click: the frame is due at once.
        #expect(pacer.isDue(at: 12))
        pacer.frameDrawn(at: 12)
        #expect(!pacer.isDue(at: 12.01))
        #expect(pacer.isDue(at: 12 + 1.0 / 60))
    }

    @Test func framesDrawnWheneverDueNeverExceedTheRefreshRate() {
        // A loop that wakes every millisecond (events, a busy renderer) and draws whenever a
        // frame is due draws 60 frames in a second, not 1000.
        var pacer = FramePacer(refreshRate: 60)
        var drawn = 0
        for millisecond in 0..<1000 where pacer.isDue(at: Double(millisecond) / 1000) {
            pacer.frameDrawn(at: Double(millisecond) / 1000)
            drawn += 1
        }
        #expect(drawn == 60)
    }
}
