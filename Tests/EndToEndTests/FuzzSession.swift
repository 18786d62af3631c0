import Dispatch
import Foundation
import ProtocolSupport
import Testing

/// One fuzzed run of `set-game --headless`: every line sent is kept for the replay, and
/// after each one the game is asked for its `state`, which must keep `StateInvariants`;
/// every line on standard error must be an `error:` line, and the process must live.
final class FuzzSession {
    /// A broken rule, with what it takes to see it again.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let size = "1000x720"
    let seed: UInt64
    let game: GameProcess
    private(set) var sent: [String] = []
    private(set) var states = 0
    private(set) var errorLines = 0
    private(set) var last: StateJSON?

    /// A game of `seed` with `players`' flags (none: solo).
    init(seed: UInt64, players: [String] = []) throws {
        self.seed = seed
        game = try GameProcess(["--headless", "--seed", "\(seed)", "--size", Self.size] + players)
    }

    /// Who plays: seeds cycle through solo, a hot-seat game of three and a game against the
    /// computer, so calls, locks and the computer's turns meet hostile input too (V1–V9).
    static func players(seed: UInt64) -> [String] {
        switch seed % 3 {
        case 1: ["--players", "3"]
        case 2: ["--versus", "hard"]
        default: []
        }
    }

    /// The longest a line and its `state` may take: a frame of 7680×4320 painted afresh
    /// takes about 7 s in a debug build, three times that under AddressSanitizer. A game
    /// that takes longer is killed, so that no run waits on it for ever.
    static let stepLimit: TimeInterval = 60

    /// Sends `line`, then `state`; checks every answer. The state after the line.
    @discardableResult
    func step(_ line: String) throws -> StateJSON {
        sent.append(line)
        let started = Date()
        let watchdog = DispatchWorkItem { [game] in kill(game.process.processIdentifier, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.stepLimit, execute: watchdog)
        defer { watchdog.cancel() }
        game.send(line + "\nstate")
        var state: StateJSON?
        for _ in 0..<(FuzzCommands.asksForState(line) ? 2 : 1) {
            guard let answer = game.line(timeout: Self.stepLimit + 5) else {
                let took = Int(Date().timeIntervalSince(started))
                throw failure("no answer to 'state' after \(took) s" + (game.process.isRunning ? "" : ": the game died (\(game.process.terminationStatus))"))
            }
            let problems = StateInvariants.violations(answer)
            if !problems.isEmpty { throw failure(problems.joined(separator: "; ")) }
            state = try StateJSON.decode(answer)
            states += 1
            if FuzzCommands.isSettle(line), state!.animating {
                throw failure("still animating after 'settle'")
            }
        }
        try checkErrorLines()
        last = state
        return state!
    }

    /// Lines on standard error so far: each one an `error:` line, quoting little (Y7).
    func checkErrorLines() throws {
        for line in game.stderr.available() {
            errorLines += 1
            if !line.hasPrefix("error:") || line.unicodeScalars.count > 1_500 {
                throw failure("standard error: \(line.prefix(300).debugDescription)")
            }
        }
    }

    /// Ends the run with `quit`: the game exits with 0.
    func finish() throws {
        sent.append("quit")
        game.send("quit")
        let status = game.waitForExit(timeout: 60)
        try checkErrorLines()
        if status != 0 { throw failure("exit status \(status.map(String.init) ?? "none") after quit") }
    }

    /// The failure, with the seed and the command lines to replay it: the first lines in
    /// the message, every line (exactly as sent) in a file.
    func failure(_ what: String) -> Failure {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("set-fuzz-replay-\(seed).txt")
        let bytes = Data(sent.map { $0 == "quit" ? "quit\n" : $0 + "\nstate\n" }.joined().utf8)
        try? bytes.write(to: file)
        let shown = sent.suffix(40).map { $0.count > 120 ? "\($0.prefix(60).debugDescription)… (\($0.utf8.count) bytes)" : $0.debugDescription }
        return Failure(description: """
            seed \(seed), after \(sent.count) lines: \(what)
            replay: set-game --headless --seed \(seed) --size \(Self.size) < \(file.path)
            last lines sent: \(shown.joined(separator: "\n  "))
            """)
    }
}
