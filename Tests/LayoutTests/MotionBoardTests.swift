import Testing
@testable import Layout

// Every card's drawn state following the layout: deals fly in staggered, moves ease,
// leaving cards fly out, feedback plays on top (A1–A5).

@Suite("MotionBoard")
struct MotionBoardTests {
    typealias Board = MotionBoard<String>

    // MARK: Fixtures

    /// A slot of a 3-wide grid, with awkward coordinates so that exactness is tested for real.
    static func slot(_ i: Int) -> Rect {
        Rect(x: 10.3 + Double(i % 3) * 97.7, y: 20.1 + Double(i / 3) * 131.3, width: 91.3, height: 127.9)
    }

    /// A second layout (as after a resize): other places, other size.
    static func slot2(_ i: Int) -> Rect {
        Rect(x: 7.9 + Double(i % 4) * 71.1, y: 33.7 + Double(i / 4) * 99.9, width: 66.6, height: 93.3)
    }

    /// Off-screen, different for every key.
    static func entry(_ key: String) -> SpriteState {
        let n = Double(key.unicodeScalars.reduce(0) { $0 + Int($1.value) })
        return SpriteState(frame: Rect(x: -400.3 - n, y: 900.7 + n / 3, width: 60.7, height: 84.1))
    }

    static func exitState(_ key: String, _ current: SpriteState) -> SpriteState {
        SpriteState(frame: Rect(x: 2000.3, y: -700.9, width: current.frame.width * 0.7,
                                height: current.frame.height * 0.7),
                    opacity: 1, angle: current.angle + 270)
    }

    static func targets(_ keys: [String], _ layout: (Int) -> Rect = slot) -> [Board.Target] {
        keys.enumerated().map { Board.Target(key: $1, frame: layout($0)) }
    }

    static func retarget(_ board: inout Board, _ targets: [Board.Target], now: Double, delay: Double = 0,
                         moveDuration: Double? = nil) {
        board.retarget(targets, now: now, delay: delay, moveDuration: moveDuration,
                       entry: { entry($0) }, exit: { exitState($0, $1) })
    }

    /// A board whose cards `keys` have flown in and come to rest; returns the time after it.
    static func settledBoard(_ keys: [String]) -> (board: Board, now: Double) {
        var board = Board()
        retarget(&board, targets(keys), now: 0)
        let now = board.endOfMotion + 0.25
        board.prune(at: now)
        return (board, now)
    }

    static let twelve = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]

    // MARK: Empty board

    @Test("an empty board is at rest")
    func emptyBoard() {
        let board = Board()
        #expect(!board.isAnimating(at: 0))
        #expect(board.endOfMotion == 0)
        #expect(board.tableStates(at: 0).isEmpty)
        #expect(board.leavingStates(at: 0).isEmpty)
        #expect(board.state(of: "a", at: 0) == nil)
        #expect(board.restingFrame(of: "a") == nil)
    }

    // MARK: Arrivals

    @Test("new cards fly in from their entry state toward their target with the fly-in timing")
    func arrivalsStartAtEntry() throws {
        var board = Board()
        Self.retarget(&board, Self.targets(["a", "b", "c"]), now: 1)
        for (i, key) in ["a", "b", "c"].enumerated() {
            let tween = try #require(board.tweens[key])
            #expect(tween.from == Self.entry(key))
            #expect(tween.to == SpriteState(frame: Self.slot(i)))
            #expect(tween.duration == board.timing.flyIn)
            #expect(tween.easing == .easeOut)
            let drawn = try #require(board.state(of: key, at: 1))
            #expect(AnimCheck.approx(drawn, Self.entry(key)), "\(key) is drawn at \(drawn.frame), not its entry")
        }
        #expect(board.isAnimating(at: 1))
    }

    @Test("new cards are staggered timing.stagger apart, in target order, starting after delay")
    func arrivalsStaggered() throws {
        var board = Board()
        board.timing.stagger = 0.11  // not the default, so the test sees the setting being used
        let keys = ["c", "a", "d", "b"]  // target order is not key order
        Self.retarget(&board, Self.targets(keys), now: 2, delay: 0.3)
        for (i, key) in keys.enumerated() {
            let start = 2 + 0.3 + Double(i) * 0.11
            let tween = try #require(board.tweens[key])
            #expect(abs(tween.start - start) < 1e-9, "\(key) starts at \(tween.start), expected \(start)")
            // Still waiting just before its turn…
            let waiting = try #require(board.state(of: key, at: start - 0.005))
            #expect(AnimCheck.approx(waiting, Self.entry(key)), "\(key) moved before its turn")
            // …and on its way just after.
            let moving = try #require(board.state(of: key, at: start + 0.03))
            #expect(abs(moving.frame.x - Self.entry(key).frame.x) > 1, "\(key) has not left its entry")
        }
    }

    @Test("the default stagger separates two cards dealt together")
    func defaultStagger() throws {
        var board = Board()
        #expect(board.timing.stagger > 0)
        Self.retarget(&board, Self.targets(["a", "b"]), now: 0)
        let a = try #require(board.tweens["a"]), b = try #require(board.tweens["b"])
        #expect(a.start == 0)
        #expect(abs(b.start - a.start - board.timing.stagger) < 1e-12)
    }

    @Test("only cards new to the table take a turn in the stagger")
    func staggerCountsArrivalsOnly() throws {
        var (board, now) = Self.settledBoard(["a", "b"])
        Self.retarget(&board, Self.targets(["a", "x", "b", "y"]), now: now, delay: 0.2)
        let x = try #require(board.tweens["x"]), y = try #require(board.tweens["y"])
        #expect(abs(x.start - (now + 0.2)) < 1e-9)
        #expect(abs(y.start - (now + 0.2 + board.timing.stagger)) < 1e-9)
        #expect(x.from == Self.entry("x"))
        #expect(y.from == Self.entry("y"))
        // Cards already there move at once: the delay is for arrivals.
        #expect(board.tweens["b"]?.start == now)
    }

    @Test("a waiting card rests exactly at its entry state")
    func waitingCardExactlyAtEntry() throws {
        var board = Board()
        Self.retarget(&board, Self.targets(["a", "b"]), now: 0, delay: 0.5)
        for key in ["a", "b"] {
            #expect(board.state(of: key, at: 0.25) == Self.entry(key))
        }
    
    }

    @Test("a card still waiting its turn when the layout changes waits where rehome says, then flies in")
    func waitingCardRehomed() throws {
        var board = Board()
        Self.retarget(&board, Self.targets(["a", "b", "c"]), now: 0, delay: 0.2)
        let moved = SpriteState(frame: Rect(x: 512.5, y: 600.25, width: 50, height: 70), flip: 0)
        // A resize at 0.25 s: "a" is on its way, "b" and "c" still wait.
        board.retarget(Self.targets(["a", "b", "c"], Self.slot2), now: 0.25, entry: { Self.entry($0) },
                       exit: { Self.exitState($0, $1) }, rehome: { _, waiting in
                           #expect(waiting != moved)
                           return moved
                       })
        #expect(board.state(of: "a", at: 0.25) != moved, "a card on its way goes on from where it is")
        for key in ["b", "c"] {
            #expect(board.state(of: key, at: 0.26) == moved)
            #expect(board.tweens[key]?.to.frame == Self.slot2(key == "b" ? 1 : 2))
        }
        #expect(board.tweens["c"]?.start == 0.2 + 2 * board.timing.stagger, "its turn stays")
        // Without rehome, as when a Set is taken, a waiting card keeps its place.
        Self.retarget(&board, Self.targets(["a", "b", "c"]), now: 0.26)
        #expect(board.state(of: "c", at: 0.27) == moved)
    }

    // MARK: Coming to rest

    @Test("after endOfMotion every card is exactly on its target and nothing animates")
    func restsExactlyAfterEndOfMotion() {
        var board = Board()
        Self.retarget(&board, Self.targets(Self.twelve), now: 0, delay: 0.2)
        // Mid-deal: a resize (new layout), three cards gone, three new.
        let second = ["a", "b", "c", "m", "e", "f", "n", "h", "i", "o", "k", "l"]
        Self.retarget(&board, Self.targets(second, Self.slot2), now: 0.37)
        // Mid-way again: a scroll (quick moves) and one card more.
        let third = second + ["p"]
        let finalTargets = third.enumerated().map {
            Board.Target(key: $1, frame: Self.slot2($0).offsetBy(dx: 0, dy: -41.3))
        }
        Self.retarget(&board, finalTargets, now: 0.61, moveDuration: 0.18)

        let end = board.endOfMotion
        #expect(board.isAnimating(at: end - 0.001))
        for now in [end, end + 1.0 / 60, end + 10] {
            #expect(!board.isAnimating(at: now), "still animating at \(now)")
            #expect(board.leavingStates(at: now).isEmpty)
            let states = board.tableStates(at: now)
            #expect(states.map(\.key) == third)
            for (target, drawn) in zip(finalTargets, states) {
                #expect(drawn.state == SpriteState(frame: target.frame),
                        "\(target.key) at \(now) is \(drawn.state.frame), target \(target.frame)")
            }
        }
    }

    @Test("endOfMotion is the end of the last movement")
    func endOfMotionIsLast() {
        var board = Board()
        Self.retarget(&board, Self.targets(["a", "b", "c"]), now: 1, delay: 0.5)
        let lastStart = 1 + 0.5 + 2 * board.timing.stagger
        #expect(abs(board.endOfMotion - (lastStart + board.timing.flyIn)) < 1e-9)
    }

    // MARK: Moves

    @Test("a move eases between the old and new place over timing.move")
    func moveUsesMoveTiming() throws {
        var (board, now) = Self.settledBoard(["a", "b"])
        Self.retarget(&board, Self.targets(["b", "a"]), now: now)  // swap places
        let tween = try #require(board.tweens["a"])
        #expect(tween.duration == board.timing.move)
        #expect(tween.easing == .easeInOut)
        #expect(tween.start == now)
        #expect(board.isAnimating(at: now + board.timing.move - 0.001))
        #expect(!board.isAnimating(at: now + board.timing.move))
        let mid = try #require(board.state(of: "a", at: now + board.timing.move / 2)).frame
        #expect(AnimCheck.isStrictlyBetween(mid.x, Self.slot(0).x, Self.slot(1).x))
        #expect(try #require(board.state(of: "a", at: now + board.timing.move)).frame == Self.slot(1))
    }

    @Test("moveDuration overrides the time of moves but not of arrivals")
    func moveDurationOverride() throws {
        var (board, now) = Self.settledBoard(["a", "b"])
        Self.retarget(&board, Self.targets(["a", "b", "n"], Self.slot2), now: now, moveDuration: 0.123)
        #expect(try #require(board.tweens["a"]).duration == 0.123)
        #expect(try #require(board.tweens["b"]).duration == 0.123)
        #expect(try #require(board.tweens["n"]).duration == board.timing.flyIn)
        // The moved card is home after 0.123 s, the new one still flying.
        #expect(try #require(board.state(of: "a", at: now + 0.123)).frame == Self.slot2(0))
        #expect(try #require(board.state(of: "a", at: now + 0.1)).frame != Self.slot2(0))
        #expect(try #require(board.state(of: "n", at: now + 0.123)).frame != Self.slot2(2))
        #expect(abs(board.endOfMotion - (now + board.timing.flyIn)) < 1e-9)
    }

    @Test("a card still waiting to fly in keeps its entry, its turn and its fly-in time when retargeted")
    func waitingArrivalRetargeted() throws {
        var board = Board()
        Self.retarget(&board, Self.targets(["a", "b", "c"]), now: 0, delay: 0.4)
        let before = try #require(board.tweens["c"])
        Self.retarget(&board, Self.targets(["a", "b", "c"], Self.slot2), now: 0.1, moveDuration: 0.05)
        let after = try #require(board.tweens["c"])
        #expect(after.from == Self.entry("c"))
        #expect(after.start == before.start)
        #expect(after.duration == board.timing.flyIn)
        #expect(after.to == SpriteState(frame: Self.slot2(2)))
        #expect(try #require(board.state(of: "c", at: after.end)).frame == Self.slot2(2))
    }

    @Test("retargeting mid-flight starts from where the card is drawn: no jump", arguments: [0.05, 0.2, 0.31, 0.44])
    func retargetMidMoveNoJump(elapsed: Double) throws {
        var (board, now) = Self.settledBoard(["a", "b", "c"])
        Self.retarget(&board, Self.targets(["c", "b", "a"]), now: now)
        let t = now + elapsed
        let before = try #require(board.state(of: "a", at: t))
        Self.retarget(&board, Self.targets(["c", "b", "a"], Self.slot2), now: t)
        let after = try #require(board.state(of: "a", at: t))
        #expect(before == after, "jump at retarget: \(before.frame) → \(after.frame)")
        #expect(try #require(board.tweens["a"]).from == before)
        #expect(try #require(board.tweens["a"]).start == t)
        // And it keeps going from there smoothly.
        let next = try #require(board.state(of: "a", at: t + 0.001))
        #expect(AnimCheck.approx(next.frame, before.frame, tolerance: 0.5))
        #expect(try #require(board.state(of: "a", at: board.endOfMotion)).frame == Self.slot2(2))
    }

    @Test("retargeting a card mid-way through flying in does not make it jump")
    func retargetMidArrivalNoJump() throws {
        var board = Board()
        Self.retarget(&board, Self.targets(["a", "b"]), now: 0)
        let t = 0.23
        let before = board.tableStates(at: t)
        Self.retarget(&board, Self.targets(["a", "b"], Self.slot2), now: t)
        let after = board.tableStates(at: t)
        #expect(before.map(\.key) == after.map(\.key))
        for (b, a) in zip(before, after) {
            #expect(b.state == a.state, "\(b.key) jumped: \(b.state.frame) → \(a.state.frame)")
        }
    }

    @Test("retargeting to the same frames does not restart the tweens")
    func sameTargetNoRestart() throws {
        var board = Board()
        Self.retarget(&board, Self.targets(["a", "b", "c"]), now: 0, delay: 0.1)
        let t = 0.3  // a is flying, c is still waiting
        let untouched = board
        Self.retarget(&board, Self.targets(["a", "b", "c"]), now: t, moveDuration: 0.05)
        #expect(board.tweens == untouched.tweens)
        #expect(board.endOfMotion == untouched.endOfMotion)
        for now in stride(from: t, through: untouched.endOfMotion + 0.1, by: 0.05) {
            for key in ["a", "b", "c"] {
                #expect(board.state(of: key, at: now) == untouched.state(of: key, at: now))
            }
        }
    }

    // MARK: Leaving

    @Test("a card gone from the targets flies from where it is to the exit state")
    func leavingFliesToExit() throws {
        var (board, now) = Self.settledBoard(["a", "b", "c"])
        var exitArguments: [(String, SpriteState)] = []
        board.retarget(Self.targets(["a", "c"]), now: now, entry: { Self.entry($0) },
                       exit: { key, current in exitArguments.append((key, current)); return Self.exitState(key, current) })
        #expect(exitArguments.count == 1)
        #expect(exitArguments.first?.0 == "b")
        #expect(exitArguments.first?.1 == SpriteState(frame: Self.slot(1)))

        #expect(board.state(of: "b", at: now) == nil)
        #expect(board.restingFrame(of: "b") == nil)
        #expect(board.tableStates(at: now).map(\.key) == ["a", "c"])

        let leaving = try #require(board.leaving.first)
        #expect(leaving.key == "b")
        #expect(leaving.tween.from == SpriteState(frame: Self.slot(1)))
        #expect(leaving.tween.to == Self.exitState("b", SpriteState(frame: Self.slot(1))))
        #expect(leaving.tween.start == now)
        #expect(leaving.tween.duration == board.timing.flyOut)
        #expect(leaving.tween.easing == .easeIn)

        let flyOut = board.timing.flyOut
        #expect(board.leavingStates(at: now).map(\.key) == ["b"])
        #expect(board.leavingStates(at: now).first?.state == SpriteState(frame: Self.slot(1)))
        let mid = try #require(board.leavingStates(at: now + flyOut / 2).first).state.frame
        #expect(AnimCheck.isStrictlyBetween(mid.x, Self.slot(1).x, 2000.3))
        #expect(board.leavingStates(at: now + flyOut - 0.001).map(\.key) == ["b"])
        #expect(board.isAnimating(at: now + flyOut - 0.001))
        // Its tween over: no longer drawn, no longer animating.
        #expect(board.leavingStates(at: now + flyOut).isEmpty)
        #expect(!board.isAnimating(at: now + flyOut))
    }

    @Test("a card leaving mid-flight leaves from where it is drawn")
    func leavingMidFlight() throws {
        var board = Board()
        Self.retarget(&board, Self.targets(["a", "b"]), now: 0)
        let t = 0.2
        let drawn = try #require(board.state(of: "b", at: t))
        Self.retarget(&board, Self.targets(["a"]), now: t)
        #expect(board.leavingStates(at: t).first?.state == drawn)
    }

    @Test("leaving cards are listed in the order they left and forgotten by prune once gone")
    func leavingOrderAndPrune() {
        var (board, now) = Self.settledBoard(["a", "b", "c", "d"])
        Self.retarget(&board, Self.targets(["a", "b", "d"]), now: now)  // c leaves
        Self.retarget(&board, Self.targets(["b"]), now: now + 0.1)  // then a and d
        #expect(board.leavingStates(at: now + 0.2).map(\.key) == ["c", "a", "d"])

        let flyOut = board.timing.flyOut
        board.prune(at: now + flyOut - 0.01)
        #expect(board.leaving.map(\.key) == ["c", "a", "d"], "prune dropped cards still flying")
        board.prune(at: now + flyOut)
        #expect(board.leaving.map(\.key) == ["a", "d"])
        #expect(board.leavingStates(at: now + flyOut).map(\.key) == ["a", "d"])
        board.prune(at: now + 0.1 + flyOut)
        #expect(board.leaving.isEmpty)
        #expect(board.leavingStates(at: now + 0.1 + flyOut).isEmpty)
        #expect(board.tableStates(at: now + 5).map(\.key) == ["b"])
    }

    // MARK: Order and resting frame

    @Test("tableStates keeps the target order")
    func tableOrder() {
        var board = Board()
        Self.retarget(&board, Self.targets(["c", "a", "b"]), now: 0)
        #expect(board.tableStates(at: 0.1).map(\.key) == ["c", "a", "b"])
        Self.retarget(&board, Self.targets(["b", "c", "a"]), now: 0.2)
        #expect(board.tableStates(at: 0.3).map(\.key) == ["b", "c", "a"])
        Self.retarget(&board, Self.targets(["a", "z", "b", "c"]), now: 0.4)
        #expect(board.tableStates(at: 0.5).map(\.key) == ["a", "z", "b", "c"])
    }

    @Test("restingFrame is the target frame at once, and follows retargets")
    func restingFrame() {
        var board = Board()
        Self.retarget(&board, Self.targets(["a", "b"]), now: 0, delay: 1)
        #expect(board.restingFrame(of: "a") == Self.slot(0))
        #expect(board.restingFrame(of: "b") == Self.slot(1))
        #expect(board.restingFrame(of: "zzz") == nil)
        Self.retarget(&board, Self.targets(["b", "a"], Self.slot2), now: 0.3)
        #expect(board.restingFrame(of: "a") == Self.slot2(1))
        #expect(board.restingFrame(of: "b") == Self.slot2(0))
    }

    // MARK: Feedback

    @Test("feedback changes the drawn frame mid-way but not the resting frame, and ends on it",
          arguments: [Feedback.pulse, .shake])
    func feedbackOnTop(kind: Feedback) throws {
        var (board, now) = Self.settledBoard(["a", "b", "c"])
        #expect(!board.isAnimating(at: now))
        board.play(kind, on: ["a", "c"], at: now)
        let end = now + kind.duration
        #expect(board.endOfMotion == end)

        let during = now + kind.duration * 0.3
        for (i, key) in [(0, "a"), (2, "c")] {
            let drawn = try #require(board.state(of: key, at: during))
            #expect(drawn.frame != Self.slot(i), "\(kind) does not show on \(key)")
            #expect(board.restingFrame(of: key) == Self.slot(i))
            #expect(board.tableStates(at: during)[i].state == drawn)
        }
        // The card not played on is left alone.
        #expect(board.state(of: "b", at: during) == SpriteState(frame: Self.slot(1)))

        #expect(board.isAnimating(at: now))
        #expect(board.isAnimating(at: during))
        #expect(board.isAnimating(at: end - 0.001))
        #expect(!board.isAnimating(at: end))
        for t in [end + 1.0 / 60, end + 3] {
            #expect(board.state(of: "a", at: t) == SpriteState(frame: Self.slot(0)))
            #expect(board.state(of: "c", at: t) == SpriteState(frame: Self.slot(2)))
        }
    }

    @Test("feedback ends exactly on the resting frame whatever the clock reads when it starts",
          arguments: [Feedback.pulse, .shake])
    func feedbackEndsExactly(kind: Feedback) throws {
        let (settled, now) = Self.settledBoard(["a", "b", "c"])
        var misses: [String] = []
        for i in 0..<300 {
            var board = settled
            let start = now + Double(i) * 0.0137
            board.play(kind, on: ["a", "b", "c"], at: start)
            let end = board.endOfMotion
            #expect(!board.isAnimating(at: end))
            for (j, key) in ["a", "b", "c"].enumerated() {
                let drawn = board.state(of: key, at: end)
                if drawn?.frame != Self.slot(j) {
                    misses.append("play at \(start), \(key) drawn at \(drawn?.frame.description ?? "nil") "
                                  + "instead of \(Self.slot(j)) at endOfMotion \(end)")
                }
            }
        }
        // to 0.9999999999999999 for many start times, so the pulse is still applied: its scale is
        // 1, but Rect.centered re-derives x and y from the centre and they come back off by an ulp.
        #expect(misses.isEmpty, "\(kind): \(misses.count) misses out of 900, e.g. \(misses.first ?? "")")
    }

    @Test("feedback on a moving card ends exactly on the tween's target")
    func feedbackDuringMove() throws {
        var (board, now) = Self.settledBoard(["a", "b"])
        Self.retarget(&board, Self.targets(["b", "a"]), now: now)
        board.play(.pulse, on: ["a"], at: now + 0.1)
        let end = board.endOfMotion
        #expect(end == max(now + board.timing.move, now + 0.1 + Feedback.pulse.duration))
        #expect(board.isAnimating(at: end - 0.001))
        #expect(!board.isAnimating(at: end))
        #expect(board.state(of: "a", at: end + 0.01) == SpriteState(frame: Self.slot(1)))
    }

    @Test("feedback is ignored for keys not on the table")
    func feedbackIgnoredOffTable() {
        var (board, now) = Self.settledBoard(["a", "b"])
        Self.retarget(&board, Self.targets(["a"]), now: now)  // b leaves
        let before = board
        board.play(.shake, on: ["zzz", "b"], at: now + 0.1)
        #expect(board.feedback.isEmpty)
        #expect(board.endOfMotion == before.endOfMotion)
        #expect(board.state(of: "zzz", at: now + 0.2) == nil)
        let t = now + 0.2
        #expect(board.leavingStates(at: t).map(\.state) == before.leavingStates(at: t).map(\.state))
        let afterLeaving = now + board.timing.flyOut
        #expect(!board.isAnimating(at: afterLeaving))
    }

    @Test("a card that leaves drops its feedback")
    func feedbackDroppedWhenLeaving() {
        var (board, now) = Self.settledBoard(["a", "b"])
        board.play(.pulse, on: ["a", "b"], at: now)
        Self.retarget(&board, Self.targets(["a"]), now: now + 0.05)
        #expect(board.feedback["b"] == nil)
        #expect(board.feedback["a"] != nil)
    }

    @Test("prune forgets feedback that has played, and only that")
    func pruneFeedback() {
        var (board, now) = Self.settledBoard(["a", "b"])
        board.play(.pulse, on: ["a"], at: now)
        board.play(.shake, on: ["b"], at: now + 0.2)
        board.prune(at: now + Feedback.pulse.duration - 0.01)
        #expect(Set(board.feedback.keys) == ["a", "b"])
        board.prune(at: now + Feedback.pulse.duration)
        #expect(Set(board.feedback.keys) == ["b"])
        board.prune(at: now + 0.2 + Feedback.shake.duration)
        #expect(board.feedback.isEmpty)
        #expect(!board.isAnimating(at: now + 0.2 + Feedback.shake.duration))
    }

    @Test("Y5: landEverything puts every card on its target at once, with nothing leaving or playing")
    func landEverythingAtOnce() {
        var (board, now) = Self.settledBoard(["a", "b", "c"])
        board.play(.shake, on: ["a"], at: now)
        Self.retarget(&board, Self.targets(["a", "c", "d", "e"]), now: now, delay: 0.3)
        #expect(board.isAnimating(at: now))
        board.landEverything()
        #expect(!board.isAnimating(at: now))
        #expect(board.leavingStates(at: now).isEmpty)
        #expect(board.tableStates(at: now).map(\.state.frame) == (0..<4).map(Self.slot))
    }

    // MARK: Heading

    @Test("a board heads for the targets it was sent to, and for no others")
    func isHeading() {
        var (board, now) = Self.settledBoard(Self.twelve)
        #expect(board.isHeading(to: Self.targets(Self.twelve)))
        #expect(!board.isHeading(to: Self.targets(Self.twelve, Self.slot2)), "another place")
        #expect(!board.isHeading(to: Self.targets(Array(Self.twelve.dropLast()))), "a card fewer")
        #expect(!board.isHeading(to: Self.targets(Self.twelve + ["m"])), "a card more")
        #expect(!board.isHeading(to: Self.targets(Array(Self.twelve.reversed()))), "another order")
        #expect(!board.isHeading(to: Self.targets(["z"] + Self.twelve.dropFirst())), "another card")
        // Still on its way: it heads where it was sent, not where it is.
        Self.retarget(&board, Self.targets(Self.twelve, Self.slot2), now: now)
        #expect(board.isAnimating(at: now + 0.01))
        #expect(board.isHeading(to: Self.targets(Self.twelve, Self.slot2)))
        #expect(!board.isHeading(to: Self.targets(Self.twelve)))
    }

    @Test("sent again where it heads, a board changes nothing")
    func retargetWhereHeading() {
        var (board, now) = Self.settledBoard(Self.twelve)
        Self.retarget(&board, Self.targets(Self.twelve, Self.slot2), now: now)
        board.play(.shake, on: ["a", "b"], at: now + 0.1)
        let before = board
        Self.retarget(&board, Self.targets(Self.twelve, Self.slot2), now: now + 0.2)
        for t in stride(from: now, through: now + 1, by: 0.05) {
            #expect(board.tableStates(at: t).map(\.state) == before.tableStates(at: t).map(\.state))
            #expect(board.isAnimating(at: t) == before.isAnimating(at: t))
        }
    }
}
