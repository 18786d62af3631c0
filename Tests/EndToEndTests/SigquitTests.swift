import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Y9: SIGQUIT ends the game at once, headless and in a window, and leaves no process
/// behind (before, the Swift runtime's crash report was followed by a process spinning at
/// 100% CPU). It is the quit of last resort: nothing is saved, and the exit is the signal's.
@Suite("SIGQUIT ends the game", .serialized)
struct SigquitTests {
    @Test(arguments: [["--headless", "--size", "1000x720"], ["--commands", "--size", "1000x720"]])
    func sigquitEndsTheProcessPromptly(mode: [String]) throws {
        if mode.contains("--commands") { try Display.requireForThisCase() }
        let game = try GameProcess(mode + ["--seed", "8"])
        #expect(try game.state().cards.count == 12)
        game.sendSignal(SIGQUIT)
        let deadline = Date(timeIntervalSinceNow: 5)
        while game.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(!game.process.isRunning, "still running 5 s after SIGQUIT")
        guard !game.process.isRunning else { return }
        #expect(game.process.terminationReason == .uncaughtSignal)
        #expect(game.process.terminationStatus == SIGQUIT)
    }
}
