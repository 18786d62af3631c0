import Foundation
import TestSupport
import Testing

/// Y2 in a real window under Xvfb and matchbox: random clicks, double clicks, wheel, every
/// bound key tapped and held, resizes across the bounds, minimize and restore, then the
/// close button and a relaunch that resumes. The game must answer after every batch, keep
/// every rule and not crash (a quit on its own, exit 0, is counted apart and must be
/// resumed by the next launch), and its memory over the last thousand steps must not have
/// grown past that over the first thousand (half the run each when a busy machine sends
/// fewer than 2000); a machine too busy for 300 steps in that time plays on until it has
/// made them. `SET_MONKEY_SECONDS` sets how long (`make soak`: 30 minutes);
/// `make test` runs it for 60 s, some 2000 steps on two cores.
@Suite("Real-window monkey", .serialized, .needsDisplay)
struct MonkeyTests {
    static var seconds: Double {
        Double(ProcessInfo.processInfo.environment["SET_MONKEY_SECONDS"] ?? "") ?? 60
    }
    static var seed: UInt64 {
        UInt64(ProcessInfo.processInfo.environment["SET_MONKEY_SEED"] ?? "") ?? 2026
    }
    /// How much the resident memory of the last thousand steps may exceed that of the
    /// first (MB): the texture caches fill toward their budgets as sizes come and go.
    static let memoryAllowance = 24.0

    @Test func randomPlayInARealWindowKeepsTheGameAliveAndItsMemoryLevel() throws {
        guard WindowTests.display() != nil else { return }
        let run = MonkeyRun(seconds: Self.seconds, seed: Self.seed)
        try run.run()
        print(run.summary(everySeconds: Self.seconds > 300 ? 60 : 5))
        #expect(run.crashes == 0)
        #expect(run.problems.isEmpty, "\(run.problems.prefix(10))")
        #expect(run.resumed)
        #expect(run.steps >= MonkeyRun.leastSteps, "only \(run.steps) steps in \(Self.seconds * 10) s: the game answers too slowly to tell")
        let ends = try #require(run.memoryEnds, "no memory samples at the ends of the run")
        #expect(ends.last <= ends.first + Self.memoryAllowance,
                "resident memory grew from \(ends.first) MB (first \(run.endSteps) steps) to \(ends.last) MB (last)")
    }
}
