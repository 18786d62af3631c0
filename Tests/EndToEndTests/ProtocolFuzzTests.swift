import Foundation
import Testing

/// The protocol fuzzer: seeded random and mutated command sequences against the real
/// binary (`$SET_GAME_BINARY` when set: `make test-asan` points it at the sanitized build).
/// After every line the state keeps every rule (Y1, Y5, Y6), standard error has only
/// `error:` lines (Y7), and the process lives. `SET_FUZZ_SCALE` multiplies the lines.
@Suite("Protocol fuzzer", .serialized)
struct ProtocolFuzzTests {
    static let seeds: [UInt64] = [1, 2, 3, 4, 5]
    static var linesPerSeed: Int { 240 * FuzzScale.factor }

    @Test(arguments: seeds)
    func hostileLinesNeverBreakARule(seed: UInt64) throws {
        try Self.run(seed: seed)
    }

    /// One seed's lines, each followed by its checks; throws the first broken rule.
    static func run(seed: UInt64) throws {
        let session = try FuzzSession(seed: seed, players: FuzzSession.players(seed: seed))
        var commands = FuzzCommands(seed: seed)
        try session.step("settle")
        for _ in 0..<Self.linesPerSeed { try session.step(commands.next(after: session.last)) }
        try session.finish()
        let kinds = commands.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("protocol fuzzer, seed \(seed): \(session.sent.count) lines (\(kinds)), \(session.states) states checked, "
              + "\(session.errorLines) error lines")
    }
}

/// `SET_FUZZ_SCALE=N` runs the fuzzers N times longer (1 in `make test`).
enum FuzzScale {
    static var factor: Int {
        max(1, Int(ProcessInfo.processInfo.environment["SET_FUZZ_SCALE"] ?? "") ?? 1)
    }
}
