import Testing
@testable import Layout

// The easing curves behind every card movement (A2, A3).

@Suite("Easing")
struct EasingTests {

    static let all: [Easing] = [.linear, .easeInOut, .easeOut, .easeIn]

    /// 0, 0.01, …, 1 — exact hundredths, so that `1 - t` is the mirrored sample.
    static let samples: [Double] = (0...100).map { Double($0) / 100 }

    @Test("every curve maps 0 to exactly 0", arguments: all)
    func startsAtZero(easing: Easing) {
        #expect(easing(0) == 0)
    }

    @Test("every curve starts within rounding of 0", arguments: all)
    func startsNearZero(easing: Easing) {
        #expect(abs(easing(0)) < 1e-12)
    }

    @Test("every curve maps 1 to exactly 1", arguments: all)
    func endsAtOne(easing: Easing) {
        #expect(easing(1) == 1)
    }

    @Test("input below 0 is clamped to 0", arguments: all)
    func clampsBelow(easing: Easing) {
        for t in [-0.001, -0.5, -3, -1e9] {
            #expect(easing(t) == easing(0), "t = \(t)")
        }
    }

    @Test("input above 1 is clamped to 1", arguments: all)
    func clampsAbove(easing: Easing) {
        for t in [1.001, 1.5, 4, 1e9] {
            #expect(easing(t) == 1, "t = \(t)")
        }
    }

    @Test("linear is the identity on 0...1")
    func linearIsIdentity() {
        for t in Self.samples {
            #expect(Easing.linear(t) == t)
        }
    }

    @Test("easeInOut is symmetric: f(t) + f(1 − t) = 1")
    func easeInOutSymmetric() {
        for t in Self.samples {
            let sum = Easing.easeInOut(t) + Easing.easeInOut(1 - t)
            #expect(abs(sum - 1) < 1e-12, "t = \(t): f(t) + f(1-t) = \(sum)")
        }
        #expect(Easing.easeInOut(0.5) == 0.5)
    }

    @Test("easeInOut, easeIn and linear strictly increase on 0...1", arguments: [Easing.easeInOut, .easeIn, .linear])
    func monotonic(easing: Easing) {
        for (a, b) in zip(Self.samples, Self.samples.dropFirst()) {
            #expect(easing(a) < easing(b), "f(\(a)) = \(easing(a)) is not below f(\(b)) = \(easing(b))")
        }
    }

    @Test("easeInOut is slow at both ends and fast in the middle")
    func easeInOutShape() {
        #expect(Easing.easeInOut(0.1) < 0.1)
        #expect(Easing.easeInOut(0.9) > 0.9)
        // Steeper in the middle than linear.
        #expect(Easing.easeInOut(0.55) - Easing.easeInOut(0.45) > 0.1)
    }

    @Test("easeIn is slow at the start")
    func easeInSlowStart() {
        #expect(Easing.easeIn(0.25) < 0.25)
        #expect(Easing.easeIn(0.5) < 0.5)
        // …and fast at the end.
        #expect(Easing.easeIn(1) - Easing.easeIn(0.9) > 0.1)
    }

    @Test("easeOut starts fast, never passes 1 and lands on exactly 1")
    func easeOutLandsGently() {
        #expect(Easing.easeOut(0.25) > 0.25)
        #expect(Self.samples.allSatisfy { Easing.easeOut($0) <= 1 })
        #expect(Easing.easeOut(0.9) > 0.99)
        #expect(Easing.easeOut(1) == 1)
    }

    @Test("the curves are distinct")
    func curvesDiffer() {
        let values = Set(Self.all.map { $0(0.3) })
        #expect(values.count == Self.all.count)
    }
}
