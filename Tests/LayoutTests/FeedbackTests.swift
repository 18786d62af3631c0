import Testing
@testable import Layout

// The pulse of a Set and the shake of a wrong trio, applied on top of a card's state.

@Suite("Feedback")
struct FeedbackTests {

    static let state = SpriteState(frame: Rect(x: 123.4, y: 56.7, width: 80.3, height: 112.9), opacity: 0.9, angle: 3)
    static let kinds: [Feedback] = [.pulse, .shake]
    /// Progress values strictly inside 0...1.
    static let inside: [Double] = (1..<40).map { Double($0) / 40 }

    @Test("progress 0 and 1 leave the state unchanged", arguments: kinds)
    func endpointsUnchanged(kind: Feedback) {
        #expect(kind.apply(to: Self.state, progress: 0) == Self.state)
        #expect(kind.apply(to: Self.state, progress: 1) == Self.state)
    }

    @Test("progress outside 0...1 leaves the state unchanged", arguments: kinds)
    func outsideUnchanged(kind: Feedback) {
        for progress in [-1, -0.01, 1.01, 7] {
            #expect(kind.apply(to: Self.state, progress: progress) == Self.state, "progress \(progress)")
        }
    }

    @Test("each feedback lasts a fraction of a second", arguments: kinds)
    func duration(kind: Feedback) {
        #expect(kind.duration > 0.1)
        #expect(kind.duration < 1)
    }

    @Test("pulse keeps the centre and grows the size")
    func pulseGrowsAroundCentre() {
        for progress in Self.inside {
            let f = Feedback.pulse.apply(to: Self.state, progress: progress).frame
            #expect(abs(f.midX - Self.state.frame.midX) < 1e-9, "centre x at \(progress)")
            #expect(abs(f.midY - Self.state.frame.midY) < 1e-9, "centre y at \(progress)")
            #expect(f.width > Self.state.frame.width, "width at \(progress)")
            #expect(f.height > Self.state.frame.height, "height at \(progress)")
            // Same scale on both axes: the card keeps its aspect ratio.
            #expect(abs(f.width / Self.state.frame.width - f.height / Self.state.frame.height) < 1e-12)
        }
    }

    @Test("pulse swells to its largest in the middle, by a little")
    func pulsePeak() {
        let mid = Feedback.pulse.apply(to: Self.state, progress: 0.5).frame.width
        let early = Feedback.pulse.apply(to: Self.state, progress: 0.1).frame.width
        let late = Feedback.pulse.apply(to: Self.state, progress: 0.9).frame.width
        #expect(mid > early && mid > late)
        #expect(mid / Self.state.frame.width > 1.01)
        #expect(mid / Self.state.frame.width < 1.25)
    }

    @Test("feedback leaves opacity and angle alone", arguments: kinds)
    func opacityAndAngleKept(kind: Feedback) {
        for progress in Self.inside {
            let s = kind.apply(to: Self.state, progress: progress)
            #expect(s.opacity == Self.state.opacity)
            #expect(s.angle == Self.state.angle)
        }
    }

    @Test("shake keeps y and size exactly and moves x")
    func shakeIsSideways() {
        var moved = 0
        for progress in Self.inside {
            let f = Feedback.shake.apply(to: Self.state, progress: progress).frame
            #expect(f.y == Self.state.frame.y, "y at \(progress)")
            #expect(f.width == Self.state.frame.width, "width at \(progress)")
            #expect(f.height == Self.state.frame.height, "height at \(progress)")
            if abs(f.x - Self.state.frame.x) > 1 { moved += 1 }
        }
        #expect(moved > Self.inside.count / 2, "the shake barely moves the card (\(moved) samples moved)")
    }

    @Test("shake goes both ways and fades out")
    func shakeFades() {
        func dx(_ p: Double) -> Double { Feedback.shake.apply(to: Self.state, progress: p).frame.x - Self.state.frame.x }
        // Peaks of sin(6πp) are at p = 1/12, 5/12, 9/12; troughs at 3/12, 7/12, 11/12.
        #expect(dx(1.0 / 12) > 0)
        #expect(dx(3.0 / 12) < 0)
        #expect(dx(1.0 / 12) > dx(5.0 / 12))
        #expect(dx(5.0 / 12) > dx(9.0 / 12))
        #expect(dx(9.0 / 12) > 0)
        // The amplitude is a small fraction of the card's width.
        #expect(dx(1.0 / 12) < Self.state.frame.width * 0.2)
    }
}
