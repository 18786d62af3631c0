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

    init(seed: UInt64) throws {
        self.seed = seed
        game = try GameProcess(["--headless", "--seed", "\(seed)", "--size", Self.size])
    }

    /// Sends `line`, then `state`; checks every answer. The state after the line.
    @discardableResult
    func step(_ line: String) throws -> StateJSON {
        sent.append(line)
        game.send(line + "\nstate")
        let answers = FuzzCommands.asksForState(line) ? 2 : 1
        var state: StateJSON?
        for _ in 0..<answers {
            guard let answer = game.line(timeout: 60) else {
                throw failure("no answer to 'state'" + (game.process.isRunning ? "" : ": the game died (\(game.process.terminationStatus))"))
            }
            let problems = StateInvariants.violations(answer)
            if !problems.isEmpty { throw failure(problems.joined(separator: "; ")) }
            state = try StateJSON.decode(answer)
            states += 1
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
