import Dispatch
import Foundation
import SetCore
import Storage
import Synchronization
import TestSupport
import Testing

/// Reliability: "a crash mid-write leaves the old file whole". A child process saves game
/// after game through the real `FileStore` (`save-torture`) and is killed with SIGKILL at
/// random moments; every time, the file on disk is one whole saved game, the last one the
/// child reported or the one after it.
@Suite struct SaveKillTests {
    /// Kills in all, spread over lanes that each torture their own file at the same time
    /// (the children spend much of their time waiting for the disk).
    static let kills = 300
    static let lanes = 3

    @Test func aSaveKilledAtAnyMomentLeavesTheOldFileOrTheNewOneWhole() throws {
        let binary = try Self.torture()
        let problems = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.lanes) { lane in
            let found = Self.killRepeatedly(Self.kills / Self.lanes, binary: binary, seed: UInt64(lane))
            problems.withLock { $0 += found.map { "lane \(lane), \($0)" } }
        }
        #expect(problems.withLock { $0 } == [])
    }

    /// Starts a child on a fresh file `kills` times and kills it at a random moment (0–12 ms
    /// after its first save, about one save's length); what was wrong with the file after each.
    static func killRepeatedly(_ kills: Int, binary: String, seed: UInt64) -> [String] {
        guard let folder = try? TemporaryFolder() else { return ["no temporary folder"] }
        let path = folder.file("game.json")
        var random = SeededRandom(seed: seed)
        var onDisk = 0
        for kill in 0..<kills {
            guard let child = try? TortureChild(binary: binary, path: path, first: onDisk + 1),
                  let firstReport = child.nextLine() else { return ["kill \(kill): the child reported no save"] }
            usleep(UInt32(random.below(12_000)))
            let reported = child.killAndCollect(after: firstReport)
            guard let data = FileManager.default.contents(atPath: path).map(Array.init) else { return ["kill \(kill): no file"] }
            guard let game = try? SaveCodec.decode(SavedGame.self, from: data), (try? SaveCodec.encode(game)) == data else {
                return ["kill \(kill): the file is not one whole saved game (\(data.count) bytes)"]
            }
            guard game.score == reported || game.score == reported + 1 else {
                return ["kill \(kill): saved game \(game.score), last reported \(reported)"]
            }
            let temporary = folder.names().filter { $0.hasSuffix(".tmp") }
            guard temporary.count <= 1 else { return ["kill \(kill): temporary files pile up: \(temporary)"] }
            onDisk = game.score
        }
        return []
    }

    /// The `save-torture` binary beside the test bundle.
    static func torture() throws -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let binary = bundle.deletingLastPathComponent().appendingPathComponent("save-torture").path
        try #require(FileManager.default.isExecutableFile(atPath: binary),
                     "no save-torture at \(binary); build it (swift build --build-tests)")
        return binary
    }
}

/// One `save-torture PATH FIRST` process with its standard output on a pipe.
final class TortureChild {
    private let pid: pid_t
    private let output: Int32
    private var pending = Data()
    /// The child has been waited for: its process id may already belong to another process.
    private var reaped = false

    init(binary: String, path: String, first: Int) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        // Only the child's standard output is the pipe's end: no other child holds it open.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        let arguments: [UnsafeMutablePointer<CChar>?] = [binary, path, String(first)].map { (text: String) in strdup(text) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, binary, &actions, nil, arguments, environ)
        close(ends[1])
        guard status == 0 else {
            close(ends[0])
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
        }
        self.pid = pid
        output = ends[0]
    }

    deinit {
        if !reaped { stop() }
        close(output)
    }

    private func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        reaped = true
    }

    /// The next line the child prints, waiting at most 10 s; nil at the end of its output.
    func nextLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 10_000) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(output, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending.append(contentsOf: chunk[..<count])
        }
    }

    /// Kills the child at once, waits for it, and returns the last generation it reported
    /// (`firstReport` if none came after it).
    func killAndCollect(after firstReport: String) -> Int {
        stop()
        var last = firstReport
        while let line = nextLine() { last = line }
        return Int(last) ?? -1
    }
}
