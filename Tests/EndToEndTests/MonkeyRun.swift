import Foundation
import ProtocolSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The monkey let loose on `set-game --commands` in a real window, under matchbox, for a
/// number of seconds: after every batch the game must answer `state`, and the state must
/// keep the rules (`StateInvariants`); its resident memory is sampled. At the end the window
/// is closed through the window manager and the game launched again must resume.
final class MonkeyRun {
    /// One sample of the game's resident memory.
    struct Sample {
        var seconds: Double
        var steps: Int
        var residentMB: Double
    }

    let seconds: Double
    let seed: UInt64
    private(set) var steps = 0
    private(set) var counts: [Monkey.Kind: Int] = [:]
    private(set) var states = 0
    /// xdotool runs that stopped part-way (a command of the chain failed).
    private(set) var xdotoolFailures = 0
    /// Time spent sending the batches, and waiting for the game's answers after them.
    private(set) var sendingSeconds = 0.0, answeringSeconds = 0.0
    private(set) var crashes = 0
    /// Times the game quit on its own, saving (exit 0: a Ctrl+Q or a close that the X
    /// server or the window manager made of the monkey's keys), each with what the batch
    /// did; a quit is no crash when the next launch resumes the game.
    private(set) var quits: [String] = []
    private(set) var samples: [Sample] = []
    private(set) var problems: [String] = []
    private(set) var resumed = false
    /// The state the game last answered.
    private var lastState: StateJSON?

    init(seconds: Double, seed: UInt64) {
        self.seconds = seconds
        self.seed = seed
    }

    /// The players of the first game, from the seed: solo, a hot-seat game of two (the call
    /// keys and the players bar in play) or against the hard computer (its turns on the
    /// window's own clock). `make test`'s seed, 2026, plays hot-seat. Later launches pass no
    /// players and so resume whatever the game holds (V9); the monkey's own New Game, after
    /// it has stepped the settings' Players row, starts other kinds.
    var players: [String] {
        [[], ["--players", "2"], ["--versus", "hard"]][Int(seed % 3)]
    }

    static let batchSize = 40
    /// Steps the run takes at least, however long past `seconds` that takes on a busy
    /// machine (ten times `seconds` at most): fewer tell too little.
    static let leastSteps = 300

    /// Plays for `seconds`, then closes the window and checks the game comes back.
    func run() throws {
        let manager = try WindowManager()
        defer { manager.stop() }
        // Held keys repeat after 150 ms, 40 times a second (the X server's default is 660 ms).
        try Tool.run("xset", ["r", "rate", "150", "40"])
        defer { _ = try? Tool.run("xset", ["r", "rate", "660", "25"]) }
        let home = try DataDirectory()
        var (game, window) = try launch(home, manager, players: players)
        let started = Date()
        var monkey = Monkey(seed: seed, window: window, area: (1000, 720))
        var largestSent = false
        func playing() -> Bool {
            let played = Date().timeIntervalSince(started)
            return played < seconds || (steps < Self.leastSteps && played < seconds * 10)
        }
        while playing() {
            var batch = monkey.batch(of: Self.batchSize)
            if !largestSent, Date().timeIntervalSince(started) > seconds / 2 {
                batch.lines.append(Monkey.largest)
                batch.kinds.append(.resize)
                largestSent = true
            }
            let sent = Date()
            let xdotool = try Tool.run("xdotool", batch.xdotool, timeout: 30)
            if xdotool.status != 0 { xdotoolFailures += 1 }
            // A game that quit during the xdotool run takes no more lines: `check` finds it.
            for line in batch.lines where !game.write(Data((line + "\n").utf8)) { break }
            let asked = Date()
            sendingSeconds += asked.timeIntervalSince(sent)
            defer { answeringSeconds += Date().timeIntervalSince(asked) }
            steps += batch.kinds.count
            for kind in batch.kinds { counts[kind, default: 0] += 1 }
            if let state = check(game) {
                monkey.area = (Int(state.window[0]), Int(state.window[1]))
                samples.append(Sample(seconds: Date().timeIntervalSince(started), steps: steps,
                                      residentMB: game.residentMB ?? 0))
                lastState = state
            } else {
                let quit = !game.process.isRunning && game.process.terminationReason == .exit
                    && game.process.terminationStatus == 0
                crashes += game.process.isRunning || quit ? 0 : 1
                (game, window) = try launch(home, manager)
                if quit { try checkResumed(game, after: batch) }
                monkey = Monkey(seed: seed &+ UInt64(steps), window: window, area: (1000, 720))
            }
        }
        try closeAndResume(game, window, home, manager)
    }

    /// The state once the window's last events have been taken: two answers 0.3 s apart that
    /// agree, no card moving. xdotool has sent the monkey's last keys and clicks when it
    /// returns, but the X server hands them to the game on their own way, and a `state` read
    /// on standard input can be answered before them (one soak's relaunched game had three
    /// deals more than the state the close was compared with, its score the same).
    private func settledState(_ game: GameProcess) throws -> StateJSON {
        var last = try game.state()
        for _ in 0..<20 {
            Thread.sleep(forTimeInterval: 0.3)
            let now = try game.state()
            if !now.animating, Self.sameGame(now, last) { return now }
            last = now
        }
        return last
    }

    /// The same table, deck, score and players' scores as `b`, and `selected` picked (`b`'s picks
    /// unless told).
    static func sameGame(_ a: StateJSON, _ b: StateJSON, selected: [[String]]? = nil) -> Bool {
        a.cards.map(\.features) == b.cards.map(\.features) && a.selected.map(\.features) == (selected ?? b.selected.map(\.features))
            && a.deck == b.deck && a.score == b.score && a.players?.map(\.score) == b.players?.map(\.score)
    }

    /// Against the computer the game plays on by itself (V3): between the state read before
    /// the close and the first after the relaunch's cards have landed, the computer may have
    /// taken Sets or dealt. Then the players are the same, each human's score and Sets are
    /// as they were, the computer's have not gone down, and the deck has only lost whole deals.
    static func onlyTheComputerMoved(from before: StateJSON, to after: StateJSON) -> Bool {
        guard let was = before.players, let now = after.players, was.contains(where: { $0.kind == "computer" }),
              was.map(\.name) == now.map(\.name) else { return false }
        let playersKept = zip(was, now).allSatisfy { old, new in
            old.kind == "computer" ? new.sets >= old.sets && new.score >= old.score : new.sets == old.sets && new.score == old.score
        }
        let dealt = before.deck - after.deck
        return playersKept && dealt >= 0 && dealt % 3 == 0
    }

    /// A game in a window matchbox manages, its cards landed. The window says it is a
    /// dialog (SDL's `SDL_X11_WINDOW_TYPE`), which matchbox leaves at its own size, as a
    /// desktop's window manager would, instead of filling the screen with it.
    private func launch(_ home: DataDirectory, _ manager: WindowManager, players: [String] = []) throws -> (GameProcess, String) {
        let game = try GameProcess(["--seed", "\(seed)", "--size", "1000x720", "--commands"] + players,
                                   environment: home.xdgEnvironment.merging(["SDL_X11_WINDOW_TYPE": "_NET_WM_WINDOW_TYPE_DIALOG"]) { $1 })
        let window = try WindowTests.findWindow()
        if !manager.waitUntilItManages("Set") { problems.append("matchbox does not manage the window") }
        _ = try game.state(within: GameProcess.patience) { !$0.animating }
        return (game, window)
    }

    /// `state`, answered within 60 s (a debug build paints a 7680-point window afresh in
    /// several seconds, more on a busy machine) and keeping every rule; nil when the game
    /// died or hung.
    private func check(_ game: GameProcess) -> StateJSON? {
        let asked = game.write(Data("state\n".utf8))
        guard asked, let answer = game.line(timeout: 60) else {
            // A game that has just quit may take a moment to be reaped.
            let deadline = Date(timeIntervalSinceNow: 5)
            while game.process.isRunning, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
            let quit = !game.process.isRunning && game.process.terminationReason == .exit
                && game.process.terminationStatus == 0
            if game.process.isRunning {
                problems.append("no answer to state within 60 s after \(steps) steps")
            } else if !quit {
                // From its fatal error and the crashed thread's first frames, when it says them.
                let said = game.stderr.available()
                let from = said.firstIndex { $0.contains("Fatal error") || $0.contains("crashed:") } ?? max(0, said.count - 5)
                problems.append("the game died (status \(game.process.terminationStatus)) after \(steps) steps: "
                                + "\(said[from...].prefix(16))")
            }
            if game.process.isRunning { kill(game.process.processIdentifier, SIGKILL) }
            return nil
        }
        states += 1
        let broken = StateInvariants.violations(answer)
        if !broken.isEmpty { problems.append("after \(steps) steps: \(broken.joined(separator: "; "))") }
        let unexpected = game.stderr.available().filter { !$0.hasPrefix("error:") }
        if !unexpected.isEmpty { problems.append("standard error: \(unexpected.prefix(3))") }
        return try? StateJSON.decode(answer)
    }

    /// After a quit in the middle of the run: the game launched again must have resumed
    /// the saved one (B6), unless the game had ended or left for the daily puzzle.
    private func checkResumed(_ game: GameProcess, after batch: Monkey.Batch) throws {
        let again = try game.state()
        let kinds = Dictionary(grouping: batch.kinds, by: \.self).map { "\($0.key.rawValue) \($0.value.count)" }
        quits.append("after \(steps) steps, in a batch of \(kinds.sorted().joined(separator: ", ")), "
                     + "xdotool \(batch.xdotool.joined(separator: " "))")
        let ended = lastState.map { $0.gameOver || $0.mode != "normal" } ?? true
        if !ended && again.message != "Welcome back" {
            problems.append("the game quit after \(steps) steps and the next launch did not resume it: \(again.message ?? "no message")")
        }
    }

    /// The close button (`wmctrl -c`): exit 0, and the next window holds the same table.
    /// A window the monkey minimized last may still be on its way back: it is mapped and
    /// listed by the window manager before the close button is pressed.
    private func closeAndResume(_ game: GameProcess, _ window: String, _ home: DataDirectory,
                                _ manager: WindowManager) throws {
        let before = try settledState(game)
        if !manager.waitUntilItManages("Set") {
            _ = try Tool.run("xdotool", ["windowmap", window, "windowactivate", window])
            if !manager.waitUntilItManages("Set") { problems.append("matchbox no longer lists the window to close") }
        }
        let close = try Tool.run("wmctrl", ["-c", "Set"])
        let status = close.status == 0 ? game.waitForExit(timeout: 15) : nil
        if status != 0 {
            problems.append("closing the window did not end the game with 0: wmctrl \(close.status.map(String.init) ?? "timed out") \(close.output), "
                            + "the game \(status.map(String.init) ?? "still running")")
            return
        }
        let (again, _) = try launch(home, manager)
        let after = try again.state()
        // The same table, score, deck, players and selection, and welcomed back: not a new game of
        // the same seed. A call running as the window closed is cancelled with its picks (V7).
        let ended = before.gameOver || before.mode != "normal"
        let asClosed = Self.sameGame(after, before, selected: before.call == nil ? nil : [])
        resumed = ended || (after.message == "Welcome back" && after.call == nil
                            && (asClosed || Self.onlyTheComputerMoved(from: before, to: after)))
        if !resumed {
            problems.append("the game closed after the monkey did not resume: \(after.message ?? "no message"), "
                            + "score \(before.score) → \(after.score), deck \(before.deck) → \(after.deck)")
        }
        again.send("quit")
        if again.waitForExit() != 0 { problems.append("the resumed game did not quit with 0") }
    }

    /// Steps at each end of the run whose memory is compared: a thousand, or half the run
    /// on a machine too busy for 2000 steps.
    var endSteps: Int { min(1000, steps / 2) }

    /// Resident memory over the first and the last `endSteps` steps (medians, MB).
    var memoryEnds: (first: Double, last: Double)? {
        let first = samples.filter { $0.steps <= endSteps }.map(\.residentMB)
        let last = samples.filter { $0.steps > steps - endSteps }.map(\.residentMB)
        guard !first.isEmpty, !last.isEmpty else { return nil }
        return (Self.median(first), Self.median(last))
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// What the run did, for the log: steps by kind, states, the memory curve, crashes.
    /// Who played the last game seen, with their scores: "solo", or each player's name and score.
    var playersSummary: String {
        guard let players = lastState?.players else { return "solo" }
        return players.map { "\($0.name) \($0.score)" }.joined(separator: ", ")
    }

    func summary(everySeconds interval: Double) -> String {
        let kinds = Monkey.Kind.allCases.map { "\($0.rawValue) \(counts[$0, default: 0])" }.joined(separator: ", ")
        var curve: [String] = [], next = 0.0
        for sample in samples where sample.seconds >= next {
            curve.append(String(format: "%.0f s %.1f MB", sample.seconds, sample.residentMB))
            next = (sample.seconds / interval).rounded(.down) * interval + interval
        }
        if let end = samples.last { curve.append(String(format: "%.0f s %.1f MB (last)", end.seconds, end.residentMB)) }
        let ends = memoryEnds.map { String(format: "; median %.1f MB over the first %d steps, %.1f MB over the last %d",
                                           $0.first, endSteps, $0.last, endSteps) } ?? ""
        return """
            monkey, seed \(seed), \(playersSummary): \(steps) steps in \(Int(seconds)) s (\(kinds)); \(states) states checked; \
            crashes \(crashes); quits \(quits.count); xdotool runs cut short \(xdotoolFailures); resumed after closing: \(resumed); \
            \(Int(sendingSeconds)) s sending, \(Int(answeringSeconds)) s waiting for answers
            resident memory: \(curve.joined(separator: ", "))\(ends)\(quits.map { "\nquit " + $0 }.joined())
            """
    }
}
