import Foundation

/// A player clicking in a real 1000×720 window: 100 clicks on the cards in 10 s, sent by
/// xdotool through the X server as a mouse would (P4). Measures the game's CPU time over
/// those 10 s, its frame rate while cards move (P1) and its peak memory afterwards.
struct ClickBench {
    let binary: String
    static let clicks = 100
    static let seconds = 10.0

    struct Result {
        /// The time the game's threads ran over the clicking, to the nanosecond, as a share
        /// of one core.
        var corePercent: Double
        /// How long the clicking took, seconds (`seconds`, give or take xdotool's own time).
        var elapsed: Double
        /// The same over 3 s of nothing happening before the clicks (P1: 0 %), to the
        /// nanosecond: the status bar's time redrawn once a second, and nothing else.
        var idlePercent: Double
        /// Peak resident memory after the clicks, MB.
        var peakMB: Double
        /// When each frame was presented, ms since launch.
        var frames: [Double]
    }

    func run() throws -> Result? {
        let game = try GameRun(binary: binary, arguments: ["--seed", "1", "--size", "1000x720", "--commands"])
        defer { game.stop() }
        guard let window = Self.findWindow() else { return nil }
        let cards = Self.dealtCards(game)
        guard cards.count >= 12 else { return nil }
        let idleStart = game.runSeconds()
        Thread.sleep(forTimeInterval: 3)
        let idle = (game.runSeconds() - idleStart) / 3 * 100
        let started = Date()
        let clicker = try Self.clicker(window: window, cards: Array(cards.prefix(12)))
        let cpu = game.runSeconds { clicker.isRunning }, elapsed = Date().timeIntervalSince(started)
        Thread.sleep(forTimeInterval: 1)
        return Result(corePercent: cpu / elapsed * 100, elapsed: elapsed, idlePercent: idle, peakMB: game.peakMemoryMB(),
                      frames: game.frameTimes())
    }

    /// The frames of the cards on the table once the opening deal has landed (none if it
    /// does not within some 20 s).
    static func dealtCards(_ game: GameRun) -> [[Double]] {
        for _ in 0..<40 {
            if let state = game.state(timeout: 5), state["animating"] as? Bool == false {
                return (state["cards"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] }
            }
            Thread.sleep(forTimeInterval: 0.25)
        }
        return []
    }

    /// The CPU while idle with an audio device, as on a desktop with a sound server (SDL's
    /// dummy driver, whose thread, while the device is open, wakes for every buffer as a real
    /// device's does): 3 s from 33 s after the opening deal has landed, once the device has
    /// rested (P1), to the nanosecond, as a share of one core.
    func idleWithAudioDevice() throws -> Double? {
        let game = try GameRun(binary: binary, arguments: ["--seed", "1", "--size", "1000x720", "--commands"],
                               extra: ["SDL_AUDIODRIVER": "dummy"])
        defer { game.stop() }
        guard Self.findWindow() != nil, Self.dealtCards(game).count >= 12 else { return nil }
        // The device rests half a minute after the last sound (`DeviceRest.usualLinger`).
        Thread.sleep(forTimeInterval: 33)
        let until = Date(timeIntervalSinceNow: 3)
        return game.runSeconds { Date() < until } / 3 * 100
    }

    /// One xdotool run that clicks the middle of card 0, 1, 2, … 11, 0, … every 0.1 s: trios
    /// selected in turn, some a Set (replaced, flying), most not. Each click without
    /// xdotool's own pause after it (`--delay 0`; 100 ms unless told), which made the 100
    /// clicks take 20 s and halved the figure.
    static func clicker(window: String, cards: [[Double]]) throws -> Process {
        var arguments: [String] = []
        for click in 0..<clicks {
            let frame = cards[click % cards.count]
            let x = Int(frame[0] + frame[2] / 2), y = Int(frame[1] + frame[3] / 2)
            arguments += ["mousemove", "--window", window, "\(x)", "\(y)", "click", "--delay", "0", "1",
                          "sleep", String(seconds / Double(clicks))]
        }
        return try Tool.start("xdotool", arguments)
    }

    /// The game's window id, once it is visible.
    static func findWindow() -> String? {
        guard let search = try? Tool.start("xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Set$"],
                                           output: true) else { return nil }
        search.waitUntilExit()
        let text = (search.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        return String(decoding: text, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init)
    }
}

/// Frames per second while something moves: the frame log cut into runs of frames less than
/// 100 ms apart (one animation each); the rate of each run of at least a quarter second.
enum FrameRate {
    static func whileAnimating(_ frames: [Double]) -> [Double] {
        var runs: [[Double]] = []
        for time in frames {
            if let last = runs.last?.last, time - last < 100 { runs[runs.count - 1].append(time) } else { runs.append([time]) }
        }
        return runs.compactMap { run in
            guard let first = run.first, let last = run.last, last - first >= 250 else { return nil }
            return Double(run.count - 1) / (last - first) * 1000
        }
    }
}

/// Runs the tools the benchmark drives (xdotool).
enum Tool {
    static func start(_ name: String, _ arguments: [String], output: Bool = false) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        process.standardOutput = output ? Pipe() : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
