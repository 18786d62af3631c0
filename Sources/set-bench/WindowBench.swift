import Foundation

/// Measures the real game in a real window from outside (needs DISPLAY): launch to first
/// frame seen on the X server and peak memory with a full table (`ClickBench`: a player
/// clicking).
struct WindowBench {
    let binary: String
    /// The felt of the default (light) theme, 0xRRGGBB: the first frame's empty table.
    static let felt: UInt32 = 0x22_60_4A

    /// Milliseconds from just before the process starts until its first frame shows on the
    /// screen (the middle pixel turns to felt), nil if it never does (P3). `bare`: this
    /// benchmark started again as `BareWindow`, the floor under the game's launch.
    func launch(bare: Bool, screen: ScreenWatch) throws -> Double? {
        screen.waitForMiddle(toLeave: Self.felt, timeout: 2)
        let start = ContinuousClock.now
        let run = bare ? try GameRun(binary: CommandLine.arguments[0], arguments: [BareWindow.flag], plain: true)
                       : try GameRun(binary: binary, arguments: ["--seed", "1", "--size", "1000x720"])
        let seen = screen.waitForMiddle(toShow: Self.felt, since: start, timeout: 10)
        run.stop()
        return seen
    }

    /// What a window of 81 cards did at one size (P2, P3): its peak resident memory (MB),
    /// when each frame was presented (ms since launch), and what each frame took to draw and
    /// present (ms, the game's own clock) during the deal of all 81, the resizes (down to
    /// 1000×720 and back: every card gets a new size) and New Game.
    struct FullTable {
        var peakMB: Double
        var frameTimes: [Double]
        var deal: [Double], resize: [Double], newGame: [Double]
        var all: [Double] { deal + resize + newGame }
    }

    /// A `width`×`height` window dealt to all 81 cards, resized down and back, then a New
    /// Game; the frames of each step are those within 2–3 s of it.
    func fullTable(width: Int, height: Int) throws -> FullTable {
        let game = try GameRun(binary: binary, arguments: ["--seed", "1", "--size", "\(width)x\(height)", "--commands"])
        defer { game.stop() }
        _ = game.state(timeout: 10)
        Thread.sleep(forTimeInterval: 1)
        var steps: [(name: String, at: Double, lasts: Double)] = []
        func step(_ name: String, _ lines: [String], lasts: Double) {
            steps.append((name, (ContinuousClock.now - game.started).milliseconds, lasts * 1000))
            lines.forEach(game.send)
            Thread.sleep(forTimeInterval: lasts)
        }
        step("deal", Array(repeating: "key Space", count: 23), lasts: 3)
        step("resize", ["resize 1000 720"], lasts: 2)
        step("resize", ["resize \(width) \(height)"], lasts: 2)
        step("new game", ["key Ctrl+N"], lasts: 3)
        _ = game.state(timeout: 5)
        let frames = game.frames()
        // The game's clock starts a little after the process: a frame may be logged up to
        // that much before the step that caused it, and steps are seconds apart.
        func took(in name: String) -> [Double] {
            frames.filter { frame in
                steps.contains { $0.name == name && frame.at >= $0.at - 200 && frame.at < $0.at + $0.lasts - 200 }
            }.map(\.took)
        }
        return FullTable(peakMB: game.peakMemoryMB(), frameTimes: frames.map(\.at),
                         deal: took(in: "deal"), resize: took(in: "resize"), newGame: took(in: "new game"))
    }

    /// What each clear + present of a bare `width`×`height` window took (ms), `frames` of
    /// them at 60 a second: the unit of P2's ratios, measured in the same run; and the bare
    /// window's peak resident memory (MB), the floor under the game's (P3); and its first frame
    /// after a resize to 1000×720 and back (ms), the floor under the game's (P2).
    func bareWindow(width: Int, height: Int, frames: Int = 120) throws
        -> (frames: [Double], peakMB: Double, afterResize: Double) {
        let run = try GameRun(binary: CommandLine.arguments[0], arguments: [BareWindow.flag, "\(width)x\(height)", "\(frames)"],
                              plain: true)
        let lines = run.readOutput().split(separator: "\n")
        run.stop()
        let times = lines.first.map { $0.split(separator: " ").compactMap { Double($0) }.map { $0 / 1000 } } ?? []
        func number(_ line: Int) -> Double? { lines.dropFirst(line).first.flatMap { Double($0) } }
        return (times, number(1).map { $0 / 1024 } ?? 0, number(2).map { $0 / 1000 } ?? 0)
    }

    /// The floor under the clicks (P4), as a share of one core: a window showing three
    /// card-sized regions 60 times a second for 10 s, drawing nothing or, `paintingCards`,
    /// the felt and a card copied into each (`BareFrames`), its threads' run time read from
    /// outside; nil if it did not show its window.
    func bareFrames(paintingCards: Bool = false) throws -> Double? {
        let run = try GameRun(binary: CommandLine.arguments[0],
                              arguments: [BareFrames.flag] + (paintingCards ? [BareFrames.cardsArgument] : []), plain: true)
        defer { run.stop() }
        guard run.line(timeout: 10) == Data("ready".utf8) else { return nil }
        let before = run.runSeconds(), started = Date()
        run.send("go")
        guard run.line(timeout: 30) == Data("done".utf8) else { return nil }
        return (run.runSeconds() - before) / Date().timeIntervalSince(started) * 100
    }
}

/// One launch of a program measured from outside: its standard input for protocol lines,
/// its standard output for `state`, its CPU time and memory from `/proc`, its frame log.
final class GameRun {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// The data folder of this run, and the frame log in it.
    let folder: URL
    let frameLog: URL

    /// Starts `binary`; the game (`plain` false) runs fresh in an empty data folder of its
    /// own, so the player's saved game, settings and window size (and an earlier run's)
    /// neither change what is measured nor are changed by it, and logs its frames; `extra`
    /// adds to its environment.
    init(binary: String, arguments: [String], plain: Bool = false, extra: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-bench-\(UUID().uuidString)")
        frameLog = folder.appendingPathComponent("frames.log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = plain ? arguments : arguments + ["--data-dir", folder.path, "--new"]
        var environment = ProcessInfo.processInfo.environment
        environment["SET_GAME_FRAME_LOG"] = frameLog.path
        process.environment = environment.merging(extra) { $1 }
        process.standardInput = input
        process.standardOutput = output
        started = ContinuousClock.now
        try process.run()
    }

    /// Just before the process started.
    private(set) var started = ContinuousClock.now

    var pid: Int32 { process.processIdentifier }

    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Asks for `state` and returns its JSON object (nil if none comes within `timeout` s).
    func state(timeout: Double) -> [String: Any]? {
        send("state")
        return line(timeout: timeout).flatMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] }
    }

    /// The next line the program writes on its standard output, without its newline (nil
    /// if none comes within `timeout` s or the output ends).
    func line(timeout: Double) -> Data? {
        var buffer = Data()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) { return buffer[..<newline] }
        }
        return nil
    }

    /// Everything the program writes on its standard output until it ends.
    func readOutput() -> String {
        String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Ends the program as a player closing it would (SIGTERM: it saves and exits).
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The time the process's threads have run so far, to the nanosecond (the first field of
    /// `/proc/PID/task/*/schedstat`; `/proc/PID/stat` counts in the kernel's ticks of 10 ms, a
    /// third of a percent over 3 s), but without threads that have ended.
    func runSeconds() -> Double { threadRunSeconds().values.reduce(0, +) }

    /// The time each of the process's threads has run so far, to the nanosecond, by thread id.
    func threadRunSeconds() -> [String: Double] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var seconds: [String: Double] = [:]
        for task in tasks {
            let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)
            seconds[task] = (stat?.split(separator: " ").first.flatMap { Double($0) } ?? 0) / 1e9
        }
        return seconds
    }

    /// The time the process's threads run while `running` holds, to the nanosecond: each
    /// thread's run time read every 50 ms, so that a thread that ends meanwhile (the saves'
    /// worker) counts up to its last reading, and one that starts counts from nothing.
    func runSeconds(while running: () -> Bool) -> Double {
        let first = threadRunSeconds()
        var last = first
        repeat {
            Thread.sleep(forTimeInterval: 0.05)
            last.merge(threadRunSeconds()) { _, now in now }
        } while running()
        last.merge(threadRunSeconds()) { _, now in now }
        return last.reduce(0) { $0 + $1.value - (first[$1.key] ?? 0) }
    }

    /// The peak resident memory so far (`VmHWM`), in MB.
    func peakMemoryMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }.map { $0 / 1024 } ?? 0
        }
        return 0
    }

    /// When each frame was presented, in milliseconds since launch (`SET_GAME_FRAME_LOG`).
    func frameTimes() -> [Double] { frames().map(\.at) }

    /// Each frame of the log: when it was presented (milliseconds since launch) and what
    /// drawing and presenting it took (milliseconds, on the game's own clock).
    func frames() -> [(at: Double, took: Double)] {
        guard let text = try? String(contentsOf: frameLog, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").compactMap { Double($0) }
            return fields.count == 2 ? (fields[0], fields[1] / 1000) : nil
        }
    }
}
