import Foundation
import ProtocolSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Lines read from a pipe on a background thread, handed out with a timeout.
final class OutputLines: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending = Data()
    private var lines: [String] = []
    private var ended = false
    private let name: String
    /// Kept alive: a pipe's handle closes its descriptor when it goes away.
    private let handle: FileHandle

    init(_ handle: FileHandle, name: String) {
        self.name = name
        self.handle = handle
        let fd = handle.fileDescriptor
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                append(Data(chunk[0..<count]))
            }
            condition.withLock {
                if !pending.isEmpty { lines.append(String(decoding: pending, as: UTF8.self)) }
                pending.removeAll()
                ended = true
                condition.broadcast()
            }
        }
        thread.name = "reader \(name)"
        thread.start()
    }

    private func append(_ data: Data) {
        condition.withLock {
            pending.append(data)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending = Data(pending[(newline + 1)...])
            }
            condition.broadcast()
        }
    }

    /// The next line; nil when none comes within `timeout` seconds or the pipe has ended.
    func next(timeout: TimeInterval) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while lines.isEmpty && !ended {
                if !condition.wait(until: deadline) { break }
            }
            return lines.isEmpty ? nil : lines.removeFirst()
        }
    }

    /// Every line not yet taken, once the pipe has ended (or `timeout` has passed).
    func rest(timeout: TimeInterval) -> [String] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while !ended {
                if !condition.wait(until: deadline) { break }
            }
            defer { lines.removeAll() }
            return lines
        }
    }

    /// Lines already read and not yet taken, without waiting.
    func available() -> [String] {
        condition.withLock {
            defer { lines.removeAll() }
            return lines
        }
    }
}

/// The real `set-game` binary as a child process: arguments and environment in, command
/// lines to its standard input, lines from its standard output and error, exit status.
/// Nothing here waits forever: every wait has a timeout and a process that does not exit
/// in time is killed.
final class GameProcess: @unchecked Sendable {
    static let exitTimeout: TimeInterval = 20
    static let lineTimeout: TimeInterval = 10
    /// How long a test waits for a state it expects (cards landed, a click taken, the game
    /// gone): long enough for the busiest machine, since the wait ends as soon as it holds.
    /// Speed is for `make bench` and `make soak` to judge, not these tests.
    static let patience: TimeInterval = 30

    let process = Process()
    let stdout: OutputLines
    let stderr: OutputLines
    private let input: FileHandle
    private let home: URL

    /// `set-game`: `$SET_GAME_BINARY`, else next to the test bundle (`swift build` puts both in one folder).
    static func binary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["SET_GAME_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let binary = bundle.deletingLastPathComponent().appendingPathComponent("set-game")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path),
                     "no set-game binary at \(binary.path); build it (swift build --build-tests) or set SET_GAME_BINARY")
        return binary
    }

    /// The test's own environment with a private, empty home (no saved game or statistics
    /// from another run), changed by `changes` (nil removes a variable).
    static func environment(home: URL, _ changes: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent(".local/state").path
        // A private runtime folder, as a desktop session has (else libwayland complains on
        // stderr while SDL looks for a Wayland display).
        environment["XDG_RUNTIME_DIR"] = home.appendingPathComponent("run").path
        // English, whatever language the machine speaks (a test of another language says so).
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        for (name, value) in changes { environment[name] = value }
        return environment
    }

    init(_ arguments: [String], environment changes: [String: String?] = [:],
         executable: URL? = nil, directory: URL? = nil) throws {
        // Writing to a process that has already exited must fail, not kill the test run.
        signal(SIGPIPE, SIG_IGN)
        home = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("run"), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        process.executableURL = try executable ?? Self.binary()
        process.currentDirectoryURL = directory ?? home
        process.arguments = arguments
        process.environment = Self.environment(home: home, changes)
        let inPipe = Pipe(), outPipe = Pipe(), errPipe = Pipe()
        process.standardInput = inPipe
        process.standardOutput = outPipe
        process.standardError = errPipe
        input = inPipe.fileHandleForWriting
        stdout = OutputLines(outPipe.fileHandleForReading, name: "stdout")
        stderr = OutputLines(errPipe.fileHandleForReading, name: "stderr")
        try process.run()
        // The child has its own copies; without closing ours the readers never see the end.
        try? outPipe.fileHandleForWriting.close()
        try? errPipe.fileHandleForWriting.close()
        try? inPipe.fileHandleForReading.close()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? input.close()
        try? FileManager.default.removeItem(at: home)
    }

    /// Writes one command line to the game's standard input.
    func send(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do { try input.write(contentsOf: Data((line + "\n").utf8)) } catch {
            Issue.record("cannot send '\(line)': \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Writes `bytes` to the game's standard input as they are, waiting while its pipe is
    /// full; false once the game no longer reads it (it has exited).
    func write(_ bytes: Data) -> Bool {
        do { try input.write(contentsOf: bytes); return true } catch { return false }
    }

    /// Ends the game's standard input.
    func closeInput() { try? input.close() }

    /// The game's resident memory in MB (VmRSS in /proc); nil once it has exited.
    var residentMB: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kB = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kB / 1024
    }

    /// The next line on standard output.
    func line(timeout: TimeInterval = lineTimeout) -> String? { stdout.next(timeout: timeout) }

    /// The next line on standard error.
    func errorLine(timeout: TimeInterval = lineTimeout) -> String? { stderr.next(timeout: timeout) }

    /// Sends `state` and decodes the line it answers with.
    func state(sourceLocation: SourceLocation = #_sourceLocation) throws -> StateJSON {
        send("state", sourceLocation: sourceLocation)
        let answer = try #require(self.line(), "no answer to 'state' within \(Self.lineTimeout) s; stderr: \(stderr.available())",
                                sourceLocation: sourceLocation)
        do {
            return try StateJSON.decode(answer)
        } catch {
            Issue.record("cannot decode the state line \(answer): \(error)")
            throw error
        }
    }

    /// Asks for the state until `condition` holds or `timeout` seconds pass; the last state.
    func state(within timeout: TimeInterval, until condition: (StateJSON) -> Bool,
               sourceLocation: SourceLocation = #_sourceLocation) throws -> StateJSON {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var state = try self.state(sourceLocation: sourceLocation)
        while !condition(state), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            state = try self.state(sourceLocation: sourceLocation)
        }
        return state
    }

    /// The exit status, waiting at most `timeout` seconds; a process still running then is
    /// killed, an Issue is recorded and the result is nil.
    func waitForExit(timeout: TimeInterval = exitTimeout, sourceLocation: SourceLocation = #_sourceLocation) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            let grace = Date(timeIntervalSinceNow: 1)
            while process.isRunning, Date() < grace { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            Issue.record("set-game did not exit within \(timeout) s and was killed", sourceLocation: sourceLocation)
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs the binary to its end with no input; exit status and every line of output.
    static func run(_ arguments: [String], environment: [String: String?] = [:], timeout: TimeInterval = exitTimeout,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32?, stdout: [String], stderr: [String]) {
        let game = try GameProcess(arguments, environment: environment)
        game.closeInput()
        let status = game.waitForExit(timeout: timeout, sourceLocation: sourceLocation)
        return (status, game.stdout.rest(timeout: 2), game.stderr.rest(timeout: 2))
    }
}

/// Another program (xdotool), run to its end with a timeout.
enum Tool {
    static func path(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Exit status (nil after a timeout, the tool killed) and standard output.
    @discardableResult
    static func run(_ name: String, _ arguments: [String], timeout: TimeInterval = 10) throws -> (status: Int32?, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path(name), "\(name) is not installed"))
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        let reader = OutputLines(out.fileHandleForReading, name: name)
        try process.run()
        try? out.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return (nil, reader.rest(timeout: 1).joined(separator: "\n"))
        }
        process.waitUntilExit()
        return (process.terminationStatus, reader.rest(timeout: 2).joined(separator: "\n"))
    }
}

/// A test that cannot go on (the Issue saying why is recorded first).
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
