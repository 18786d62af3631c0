import Layout
import Testing

/// B3: the game timer counts only running time; Reliability: time is bounded.
@Suite("B3 game clock")
struct GameClockTests {
    static let hundredDays = 100.0 * 24 * 60 * 60

    /// A clock started at `start` seconds.
    static func started(at start: Double) -> GameClock {
        var clock = GameClock()
        clock.start(at: start)
        return clock
    }

    // MARK: - Running

    @Test func aClockThatHasNotStartedReadsZero() {
        let clock = GameClock()
        #expect(!clock.isStarted)
        #expect(!clock.isRunning)
        #expect(clock.elapsed(at: 500) == 0)
    }

    @Test func aStartedClockCountsTheSecondsSinceItsStart() {
        let clock = Self.started(at: 10)
        #expect(clock.isRunning)
        #expect(clock.elapsed(at: 10) == 0)
        #expect(clock.elapsed(at: 70.5) == 60.5)
        #expect(clock.elapsedMilliseconds(at: 70.5) == 60_500)
        #expect(clock.elapsedMilliseconds(at: 10.0009) == 0)
    }

    @Test func theHelpOverlayHoldsTheClockWhileItIsOpen() {
        var clock = Self.started(at: 10)
        clock.pause(.helpOpen, at: 20)
        #expect(!clock.isRunning)
        #expect(clock.elapsed(at: 100) == 10)
        clock.resume(.helpOpen, at: 130)
        #expect(clock.elapsed(at: 140) == 20)
    }

    @Test func reasonsAreIndependentAndTheClockRunsWhenNoneHolds() {
        var clock = Self.started(at: 0)
        clock.pause(.helpOpen, at: 10)
        clock.pause(.windowHidden, at: 20)
        clock.resume(.helpOpen, at: 30)
        #expect(clock.pauses == [.windowHidden])
        #expect(clock.elapsed(at: 40) == 10)
        clock.resume(.windowHidden, at: 50)
        #expect(clock.elapsed(at: 60) == 20)
    }

    @Test func pausingTwiceForOneReasonIsLiftedByOneResume() {
        var clock = Self.started(at: 0)
        clock.pause(.windowHidden, at: 5)
        clock.pause(.windowHidden, at: 8)
        clock.resume(.windowHidden, at: 10)
        #expect(clock.isRunning)
        #expect(clock.elapsed(at: 12) == 7)
    }

    @Test func liftingAReasonThatDoesNotHoldChangesNothing() {
        var clock = Self.started(at: 0)
        clock.resume(.helpOpen, at: 30)
        #expect(clock.elapsed(at: 40) == 40)
        clock.pause(.windowHidden, at: 50)
        clock.resume(.helpOpen, at: 60)
        #expect(clock.elapsed(at: 70) == 50)
    }

    // MARK: - Game over and new games

    @Test func gameOverStopsTheClockForGood() {
        var clock = Self.started(at: 0)
        clock.pause(.gameOver, at: 402)
        clock.resume(.gameOver, at: 500)
        clock.pause(.helpOpen, at: 510)
        clock.resume(.helpOpen, at: 520)
        #expect(!clock.isRunning)
        #expect(clock.elapsed(at: 1e9) == 402)
        #expect(clock.elapsedMilliseconds(at: .infinity) == 402_000)
    }

    @Test func aNewGameStartsAtZeroAndKeepsTheWindowsHolds() {
        var clock = Self.started(at: 0)
        clock.pause(.gameOver, at: 300)
        clock.start(at: 400)
        #expect(clock.elapsed(at: 430) == 30)

        clock.pause(.helpOpen, at: 430)
        clock.start(at: 450)
        #expect(clock.pauses == [.helpOpen])
        #expect(clock.elapsed(at: 500) == 0)
        clock.resume(.helpOpen, at: 500)
        #expect(clock.elapsed(at: 505) == 5)
    }

    @Test func aClockHeldBeforeItStartsStartsHeld() {
        var clock = GameClock()
        clock.pause(.windowHidden, at: 0)
        clock.resume(.windowHidden, at: 1)
        #expect(!clock.isRunning)
        clock.pause(.windowHidden, at: 2)
        clock.start(at: 3)
        #expect(clock.elapsed(at: 10) == 0)
        clock.resume(.windowHidden, at: 10)
        #expect(clock.elapsed(at: 12) == 2)
    }

    // MARK: - A saved game

    @Test func aRestoredGameGoesOnFromItsSavedTime() {
        var clock = GameClock()
        clock.restore(elapsed: 95.5, at: 1000)
        #expect(clock.elapsed(at: 1010) == 105.5)

        var held = GameClock()
        held.pause(.helpOpen, at: 0)
        held.restore(elapsed: 95.5, at: 1000)
        #expect(held.elapsed(at: 1010) == 95.5)
    }

    /// B6: a game saved at 1001 ms (a time in whole milliseconds, divided by 1000 to run on
    /// the clock again) reads 1001 ms, not 1000: `state.elapsedMs` resumes exactly.
    @Test func aRestoredGameReadsBackItsSavedMilliseconds() {
        for saved in Array(0...20_000) + [1_001, 123_457, 86_399_999, 8_639_999_999] {
            var clock = GameClock()
            clock.restore(elapsed: Double(saved) / 1000, at: 7)
            #expect(clock.elapsedMilliseconds(at: 7) == saved)
        }
    }

    @Test func aRestoredGameThatWasOverRunsAgain() {
        var clock = Self.started(at: 0)
        clock.pause(.gameOver, at: 10)
        clock.restore(elapsed: 20, at: 100)
        #expect(clock.elapsed(at: 105) == 25)
    }

    @Test func aSavedTimeOutOfBoundsIsBounded() {
        for (saved, expected) in [(-5.0, 0.0), (.nan, 0), (.infinity, Self.hundredDays), (1e300, Self.hundredDays),
                                  (-.infinity, 0)] {
            var clock = GameClock()
            clock.restore(elapsed: saved, at: 0)
            #expect(clock.elapsed(at: 0) == expected, "\(saved)")
        }
    }

    // MARK: - Bounded time

    @Test func aClockGoingBackwardCountsNoTime() {
        var clock = Self.started(at: 100)
        #expect(clock.elapsed(at: 50) == 0)
        clock.pause(.helpOpen, at: 150)
        clock.resume(.helpOpen, at: 120)
        #expect(clock.elapsed(at: 110) == 50)
        #expect(clock.elapsed(at: 130) == 60)
    }

    @Test func absurdInstantsSaturateAtOneHundredDays() {
        let clock = Self.started(at: 0)
        for now in [1e300, .infinity, .greatestFiniteMagnitude, Self.hundredDays + 1] {
            #expect(clock.elapsed(at: now) == Self.hundredDays, "\(now)")
            #expect(clock.elapsedMilliseconds(at: now) == 8_640_000_000)
        }
        #expect(clock.elapsed(at: -.infinity) == 0)
        #expect(clock.elapsed(at: .nan) == 0)
    }

    @Test func aSaturatedClockStaysSaturatedThroughPausesAndInfiniteInstants() {
        var clock = Self.started(at: 0)
        clock.pause(.helpOpen, at: .infinity)
        clock.resume(.helpOpen, at: .infinity)
        #expect(clock.elapsed(at: .infinity) == Self.hundredDays)
        clock.pause(.windowHidden, at: 1e300)
        #expect(clock.elapsed(at: 0) == Self.hundredDays)
    }

    @Test func aNaNInstantCountsNoTimeAndNeverTraps() {
        var clock = Self.started(at: 10)
        clock.pause(.helpOpen, at: .nan)
        #expect(clock.elapsed(at: 50) == 0)
        clock.resume(.helpOpen, at: .nan)
        #expect(clock.elapsed(at: 5) == 5)
        #expect(clock.elapsedMilliseconds(at: .nan) == 0)
        var fresh = GameClock()
        fresh.start(at: .nan)
        #expect(fresh.elapsed(at: 3) == 3)
    }

    @Test func theReadingIsWithinBoundsForAnyInstants() {
        let instants: [Double] = [0, 1, -1, 59.999, 1e9, -1e300, 1e300, .infinity, -.infinity, .nan,
                                  .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        for start in instants {
            for pause in instants {
                for now in instants {
                    var clock = GameClock()
                    clock.start(at: start)
                    clock.pause(.helpOpen, at: pause)
                    clock.resume(.helpOpen, at: pause)
                    let seconds = clock.elapsed(at: now)
                    #expect(seconds >= 0 && seconds <= Self.hundredDays, "\(start) \(pause) \(now)")
                    #expect(clock.elapsedMilliseconds(at: now) <= 8_640_000_000)
                }
            }
        }
    }

    // MARK: - The timer's text

    @Test func theTimerReadsMinutesAndSecondsBelowAnHour() {
        #expect(GameClock.text(milliseconds: 0) == "0:00")
        #expect(GameClock.text(milliseconds: 999) == "0:00")
        #expect(GameClock.text(milliseconds: 1000) == "0:01")
        #expect(GameClock.text(milliseconds: 59_999) == "0:59")
        #expect(GameClock.text(milliseconds: 60_000) == "1:00")
        #expect(GameClock.text(milliseconds: 402_000) == "6:42")
        #expect(GameClock.text(milliseconds: 3_599_999) == "59:59")
    }

    @Test func theTimerShowsHoursFromAnHourOn() {
        #expect(GameClock.text(milliseconds: 3_600_000) == "1:00:00")
        #expect(GameClock.text(milliseconds: 3_661_000) == "1:01:01")
        #expect(GameClock.text(milliseconds: 36_000_000 + 59 * 60_000 + 9_000) == "10:59:09")
        #expect(GameClock.text(milliseconds: 8_640_000_000) == "2400:00:00")
    }

    @Test func theTimerTextNeverTraps() {
        #expect(GameClock.text(milliseconds: -1) == "0:00")
        #expect(GameClock.text(milliseconds: .min) == "0:00")
        #expect(GameClock.text(milliseconds: .max) == "2562047788015:12:55")
    }
}
