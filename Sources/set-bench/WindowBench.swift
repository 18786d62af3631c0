import Foundation

/// Measures the real game in a real window (needs DISPLAY): launch to first frame, idle
/// CPU, peak memory with all 81 cards on the table.
struct WindowBench {
    let binary: String

    /// Milliseconds from starting the process until it has shown its first frame and exited.
    func launchToFirstFrame(runs: Int = 7) throws -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let started = Date()
            let process = try start(["--seed", "1", "--quit-after-first-frame"])
            process.waitUntilExit()
            times.append(Date().timeIntervalSince(started) * 1000)
        }
        return Statistics.summary(times).median
    }

    /// Share of one core used while the game sits idle, and its peak resident memory after
    /// all 81 cards were dealt and drawn.
    func idleAndMemory() throws -> (idleCorePercent: Double, peakMB: Double) {
        let input = Pipe()
        let process = try start(["--seed", "1", "--commands"], input: input)
        defer {
            input.fileHandleForWriting.write(Data("quit\n".utf8))
            process.waitUntilExit()
        }
        Thread.sleep(forTimeInterval: 2.5)
        let before = cpuSeconds(process.processIdentifier)
        Thread.sleep(forTimeInterval: 5)
        let idle = (cpuSeconds(process.processIdentifier) - before) / 5 * 100
        for _ in 0..<23 { input.fileHandleForWriting.write(Data("key Space\n".utf8)) }
        Thread.sleep(forTimeInterval: 3)
        return (idle, peakMemoryMB(process.processIdentifier))
    }

    /// The game starts fresh every time, in a folder of its own: the player's saved game,
    /// settings and window size neither change what is measured nor are changed by it.
    private func start(_ arguments: [String], input: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-bench-data").path
        process.arguments = arguments + ["--data-dir", folder, "--new"]
        process.standardOutput = FileHandle.nullDevice
        if let input { process.standardInput = input }
        try process.run()
        return process
    }

    private func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // utime and stime are fields 14 and 15 of the line; 12 and 13 after the name.
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private func peakMemoryMB(_ pid: Int32) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Double(line.split(separator: " ")[1]).map { $0 / 1024 } ?? 0
        }
        return 0
    }
}
