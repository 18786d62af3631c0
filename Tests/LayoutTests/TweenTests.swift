import Testing
@testable import Layout

// One card's movement over clock time, and the interpolation it is built on (A2, A5).

@Suite("Tween")
struct TweenTests {

    // Awkward values on purpose: an interpolation that ends with `from + (to − from) · 1`
    // does not land bit for bit on these.
    static let from = SpriteState(frame: Rect(x: 0.1, y: 812.7, width: 33.3, height: 151.9), opacity: 0.2, angle: 17)
    static let to = SpriteState(frame: Rect(x: 412.3, y: 0.7, width: 97.1, height: 61.3), opacity: 1, angle: 0)

    static let easings: [Easing] = [.linear, .easeInOut, .easeOut, .easeIn]

    @Test("before start it rests at from", arguments: easings)
    func restsBeforeStart(easing: Easing) {
        let tween = Tween(from: Self.from, to: Self.to, start: 2.5, duration: 0.45, easing: easing)
        for now in [-100, 0, 2.0, 2.499, 2.5] {
            #expect(tween.value(at: now) == Self.from, "now = \(now)")
        }
    }

    @Test("before start it rests within rounding of from", arguments: easings)
    func restsNearFromBeforeStart(easing: Easing) {
        let tween = Tween(from: Self.from, to: Self.to, start: 2.5, duration: 0.45, easing: easing)
        for now in [-100, 0, 2.0, 2.499, 2.5] {
            #expect(AnimCheck.approx(tween.value(at: now), Self.from), "now = \(now)")
        }
    }

    @Test("at and after end it is exactly `to`, bit for bit", arguments: easings)
    func exactAtEnd(easing: Easing) {
        for i in 0..<200 {
            let start = Double(i) * 0.0137
            for duration in [0.45, 0.55, 0.5, 0.18, 1.0 / 3] {
                let tween = Tween(from: Self.from, to: Self.to, start: start, duration: duration, easing: easing)
                #expect(tween.value(at: tween.end) == Self.to, "start \(start), duration \(duration)")
                #expect(tween.value(at: start + duration) == Self.to)
                #expect(tween.value(at: tween.end + 1.0 / 60) == Self.to)
                #expect(tween.value(at: tween.end + 1000) == Self.to)
            }
        }
    }

    @Test("in between, easeInOut is strictly between from and to on every coordinate")
    func strictlyBetween() {
        let tween = Tween(from: Self.from, to: Self.to, start: 1, duration: 0.5, easing: .easeInOut)
        for i in 1..<50 {
            let now = 1 + 0.5 * Double(i) / 50
            let f = tween.value(at: now).frame
            #expect(f != Self.from.frame && f != Self.to.frame)
            #expect(AnimCheck.isStrictlyBetween(f.x, Self.from.frame.x, Self.to.frame.x), "x at \(now): \(f.x)")
            #expect(AnimCheck.isStrictlyBetween(f.y, Self.from.frame.y, Self.to.frame.y), "y at \(now): \(f.y)")
            #expect(AnimCheck.isStrictlyBetween(f.width, Self.from.frame.width, Self.to.frame.width), "width at \(now)")
            #expect(AnimCheck.isStrictlyBetween(f.height, Self.from.frame.height, Self.to.frame.height), "height at \(now)")
        }
    }

    @Test("in between, the value follows the easing curve")
    func followsEasing() {
        let linear = Tween(from: Self.from, to: Self.to, start: 0, duration: 2, easing: .linear)
        let mid = linear.value(at: 1).frame
        #expect(abs(mid.x - (Self.from.frame.x + Self.to.frame.x) / 2) < 1e-9)
        #expect(abs(mid.height - (Self.from.frame.height + Self.to.frame.height) / 2) < 1e-9)

        let easeIn = Tween(from: Self.from, to: Self.to, start: 0, duration: 2, easing: .easeIn)
        let quarter = easeIn.value(at: 0.5).frame.x
        let expected = Self.from.frame.x + (Self.to.frame.x - Self.from.frame.x) * Easing.easeIn(0.25)
        #expect(abs(quarter - expected) < 1e-9)
        #expect(quarter < linear.value(at: 0.5).frame.x)
    }

    @Test("default easing is easeInOut")
    func defaultEasing() {
        #expect(Tween(from: Self.from, to: Self.to, start: 0, duration: 1).easing == .easeInOut)
    }

    @Test("zero duration jumps: from before start, to from start on")
    func zeroDurationJumps() {
        let tween = Tween(from: Self.from, to: Self.to, start: 3, duration: 0)
        #expect(tween.value(at: 2.999) == Self.from)
        #expect(tween.value(at: 3) == Self.to)
        #expect(tween.value(at: 7) == Self.to)
        #expect(!tween.isFinished(at: 2.999))
        #expect(tween.isFinished(at: 3))
        #expect(tween.end == 3)
    }

    @Test("resting(at:) stays at its state at any time and is finished")
    func resting() {
        let state = Self.to
        let tween = Tween.resting(at: state)
        #expect(tween.from == state)
        #expect(tween.to == state)
        #expect(tween.duration == 0)
        for now in [0, 0.3, 5, 1e6] {
            #expect(tween.value(at: now) == state)
            #expect(tween.isFinished(at: now))
        }
    }

    @Test("isFinished is false before end and true at and after it")
    func isFinished() {
        let tween = Tween(from: Self.from, to: Self.to, start: 1.25, duration: 0.5)
        #expect(tween.end == 1.75)
        #expect(!tween.isFinished(at: 0))
        #expect(!tween.isFinished(at: 1.25))
        #expect(!tween.isFinished(at: 1.7499))
        #expect(tween.isFinished(at: 1.75))
        #expect(tween.isFinished(at: 9))
    }
}

@Suite("SpriteState.interpolated")
struct SpriteStateTests {

    static let a = SpriteState(frame: Rect(x: 10, y: 20, width: 100, height: 140), opacity: 1, angle: 0)
    static let b = SpriteState(frame: Rect(x: 50, y: -20, width: 10, height: 14), opacity: 0, angle: 90)

    @Test("progress 0 is self, progress 1 is the other state")
    func endpoints() {
        #expect(Self.a.interpolated(to: Self.b, 0) == Self.a)
        #expect(AnimCheck.approx(Self.a.interpolated(to: Self.b, 1), Self.b))
        let half = Self.a.interpolated(to: Self.b, 0.5)
        #expect(half.frame == Rect(x: 30, y: 0, width: 55, height: 77))
        #expect(half.opacity == 0.5)
        #expect(half.angle == 45)
    }

    @Test("opacity is clamped to 0...1 when progress overshoots")
    func opacityClamped() {
        // 1 → 0 overshooting past 1 would go negative.
        #expect(Self.a.interpolated(to: Self.b, 1.5).opacity == 0)
        // 0 → 1 overshooting would go above 1.
        #expect(Self.b.interpolated(to: Self.a, 1.3).opacity == 1)
        // Undershoot (progress < 0) too.
        #expect(Self.b.interpolated(to: Self.a, -0.4).opacity == 0)
        #expect(Self.a.interpolated(to: Self.b, -0.4).opacity == 1)
    }

    @Test("width and height never go negative with overshoot")
    func sizeNeverNegative() {
        for progress in [1.2, 1.5, 3] {
            let s = Self.a.interpolated(to: Self.b, progress)
            #expect(s.frame.width >= 0, "progress \(progress)")
            #expect(s.frame.height >= 0, "progress \(progress)")
        }
        let far = Self.a.interpolated(to: Self.b, 3)
        #expect(far.frame.width == 0)
        #expect(far.frame.height == 0)
        // Position and angle are not clamped: they overshoot freely.
        #expect(far.frame.x == 130)
        #expect(far.angle == 270)
    }

    @Test("overshoot past a growing size keeps growing")
    func sizeOvershootGrows() {
        let s = Self.b.interpolated(to: Self.a, 1.1)
        #expect(s.frame.width > Self.a.frame.width)
        #expect(s.frame.height > Self.a.frame.height)
    }
}

// MARK: - Helpers shared by the animation tests

/// Namespaced so as not to collide with helpers in other test files.
enum AnimCheck {

    static func isStrictlyBetween(_ v: Double, _ a: Double, _ b: Double) -> Bool {
        min(a, b) < v && v < max(a, b)
    }

    static func approx(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    static func approx(_ a: SpriteState, _ b: SpriteState, tolerance: Double = 1e-9) -> Bool {
        approx(a.frame, b.frame, tolerance: tolerance)
            && abs(a.opacity - b.opacity) <= tolerance && abs(a.angle - b.angle) <= tolerance
    }
}
