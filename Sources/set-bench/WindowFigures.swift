import Foundation

/// The real window's figures of docs/performance.md's first table (P1–P4), measured from
/// outside the game in one run, each beside its goal; the launch and the frames as ratios
/// to a bare SDL window measured in the same run. With `SET_BENCH_BEFORE=PATH` (another
/// build of set-game) both builds are measured in turn and shown side by side.
@MainActor
struct WindowFigures {
    let benches: [(label: String, bench: WindowBench)]
    let screen: ScreenWatch
    /// Only the launches (`SET_BENCH_ONLY=launch`).
    var launchOnly = false
    static let launches = 10
    /// The window sizes of P2.
    static let sizes = [(1920, 1080), (3840, 2160)]

    /// Rounds of clicks: each round measures the two floors, then each build clicks in turn
    /// (`SET_BENCH_CLICK_ROUNDS`, 1–9). One 10 s window reads a busy minute or a quiet one; the
    /// median of three, and each round's clicks over the floor with its pixels measured just
    /// before, tell a build's figure from the minute's (P4).
    static let clickRounds = ProcessInfo.processInfo.environment["SET_BENCH_CLICK_ROUNDS"].flatMap { Int($0) }
        .map { min(9, max(1, $0)) } ?? 3

    /// What one build did.
    struct Figures {
        var launches: [Double] = []
        /// Each round's clicks, in the order they were measured.
        var rounds: [ClickBench.Result] = []
        /// Each round's clicks over that round's floor with the cards' pixels.
        var overFloor: [Double] = []
        /// Idle with an audio device (SDL's dummy driver).
        var idleWithAudio: Double?
        var tables: [WindowBench.FullTable] = []

        /// The round whose CPU is the median of the rounds.
        var clicks: ClickBench.Result? {
            rounds.sorted { $0.corePercent < $1.corePercent }.dropFirst((rounds.count - 1) / 2).first
        }
    }

    func report() throws {
        // Each build and the bare window launched in turn, so all see the same machine.
        var figures = benches.map { _ in Figures() }, bare: [Double] = []
        for _ in 0..<Self.launches {
            for (index, entry) in benches.enumerated() {
                if let time = try entry.bench.launch(bare: false, screen: screen) { figures[index].launches.append(time) }
            }
            if let time = try benches[0].bench.launch(bare: true, screen: screen) { bare.append(time) }
        }
        let floor = Statistics.summary(bare).median
        if launchOnly {
            for (index, entry) in benches.enumerated() {
                let launch = Statistics.summary(figures[index].launches).median
                print("\(entry.label): launch \(ms(launch)) ms, bare \(ms(floor)) ms, \(format(floor > 0 ? launch / floor : 0))×")
            }
            return
        }
        var bareFrames: [[Double]] = [], barePeaks: [Double] = [], bareAfterResize: [Double] = []
        for (width, height) in Self.sizes {
            let bareWindow = try benches[0].bench.bareWindow(width: width, height: height)
            bareFrames.append(bareWindow.frames)
            barePeaks.append(bareWindow.peakMB)
            bareAfterResize.append(bareWindow.afterResize)
            for index in benches.indices {
                figures[index].tables.append(try benches[index].bench.fullTable(width: width, height: height))
            }
        }
        for index in benches.indices {
            figures[index].idleWithAudio = try ClickBench(binary: benches[index].bench.binary).idleWithAudioDevice()
        }
        // The floors under the clicks, measured at the start of each round, then each build clicks.
        var frameFloors: [Double] = [], paintedFloors: [Double] = []
        for _ in 0..<Self.clickRounds {
            if let floor = try benches[0].bench.bareFrames() { frameFloors.append(floor) }
            let painted = try benches[0].bench.bareFrames(paintingCards: true)
            if let painted { paintedFloors.append(painted) }
            for index in benches.indices {
                guard let clicks = try ClickBench(binary: benches[index].bench.binary).run() else { continue }
                figures[index].rounds.append(clicks)
                if let painted, painted > 0 { figures[index].overFloor.append(clicks.corePercent / painted) }
            }
        }

        print("| real window, measured from outside | " + benches.map(\.label).joined(separator: " | ") + " | goal |")
        print("|---|" + benches.map { _ in "---|" }.joined() + "---|")
        row("launch → first frame on screen, median of \(Self.launches) (fastest–slowest); a bare SDL window \(ms(floor)) ms",
            figures.map { figure in
                let launch = Statistics.summary(figure.launches).median
                return "\(ms(launch)) ms (\(ms(figure.launches.min() ?? 0))–\(ms(figure.launches.max() ?? 0))), "
                    + "\(format(floor > 0 ? launch / floor : 0))× the bare window"
            }, goal: "≤ 1.15× the bare window (P3)")
        row("CPU while idle (3 s after the opening deal, the threads' run time to the nanosecond), median of the rounds",
            figures.map { figure in
                figure.rounds.isEmpty ? "not measured"
                    : String(format: "%.3f", Statistics.summary(figure.rounds.map(\.idlePercent)).median) + " % of a core"
            },
            goal: "0 % (P1): asleep but for the status bar's time, redrawn once a second")
        row("CPU while idle with an audio device, as with a sound server (SDL's dummy driver): 3 s from 33 s after "
            + "the opening deal (the device rests half a minute after the last sound)",
            figures.map { figure in
                figure.idleWithAudio.map { String(format: "%.3f", $0) + " % of a core" } ?? "not measured"
            },
            goal: "0 % (P1): the device rests once the sounds have ended")
        row("CPU during \(ClickBench.clicks) clicks in \(Int(ClickBench.seconds)) s, 1000×720, median of "
            + "\(Self.clickRounds) (each round's)",
            figures.map { figure in
                figure.clicks.map { format($0.corePercent) + " % of a core (over " + String(format: "%.1f", $0.elapsed) + " s; "
                    + figure.rounds.map { format($0.corePercent) }.joined(separator: ", ") + ")" } ?? "not measured"
            }, goal: "≤ 1.5 % (P4)")
        row("the floor under them: 60 frames a second for 10 s of three card-sized regions shown, nothing drawn, "
            + "the game's renderer and wait (`set-bench --bare-frames`), the threads' run time, each round's",
            benches.map { _ in Self.floors(frameFloors) }, goal: "what a moving card's frames cost before the game draws")
        row("the same frames with their pixels painted as plainly as can be: each region filled with the felt and "
            + "a card-sized image copied into it, shaken (`set-bench --bare-frames cards`), each round's",
            benches.map { _ in Self.floors(paintedFloors) }, goal: "the least a shaking trio's frames cost")
        row("the clicks ÷ that floor with its pixels, round by round: median (each round's)",
            figures.map { figure in
                figure.overFloor.isEmpty ? "not measured"
                    : format(Statistics.summary(figure.overFloor).median) + "× ("
                    + figure.overFloor.map { format($0) + "×" }.joined(separator: ", ") + ")"
            }, goal: "what the game adds to the least its frames cost, steadier than the minute")
        row("frames per second while cards move", figures.map { figure in
            // Each round's frames and each size's, a long still moment apart, in time order.
            let logs = figure.rounds.map(\.frames) + figure.tables.map(\.frameTimes)
            let rates = FrameRate.whileAnimating(logs.enumerated().flatMap { index, log in log.map { $0 + 1e9 * Double(index) } }).sorted()
            return rates.isEmpty ? "no animation seen"
                : "\(format(rates[rates.count / 2])) median, \(format(rates.last!)) highest, of \(rates.count) animations"
        }, goal: "≤ the display's refresh (60, P1)")
        for (index, (width, height)) in Self.sizes.enumerated() {
            let unit = Statistics.summary(bareFrames[index])
            let size = "\(width)×\(height)"
            row("a bare window's clear + present, \(size), median / p99", benches.map { _ in
                "\(format(unit.median)) / \(format(unit.p99)) ms" }, goal: "the unit of the ratios below")
            for (name, frames) in [("deal of 81", \WindowBench.FullTable.deal), ("resize", \.resize), ("New Game", \.newGame)] {
                row("81 cards, \(size), \(name): frame ÷ bare, median / p99", figures.map { figure in
                    let summary = Statistics.summary(figure.tables[index][keyPath: frames])
                    guard unit.median > 0 else { return "no bare frames" }
                    return "\(format(summary.median / unit.median)) / \(format(summary.p99 / unit.median)) "
                        + "(\(format(summary.median)) / \(format(summary.p99)) ms, \(figure.tables[index][keyPath: frames].count) frames)"
                }, goal: "≤ 1.6 / ≤ 2.5 (P2)")
            }
            row("81 cards, \(size): slowest frame (draw + present, the game's own clock) of the deal, resizes and New Game",
                figures.map { format($0.tables[index].all.max() ?? 0) + " ms" }, goal: "≤ 16 ms (P2)")
            row("a bare window's first clear + present after a resize to 1000×720 and back to \(size)",
                benches.map { _ in format(bareAfterResize[index]) + " ms" }, goal: "SDL's window surface made anew at the size (the game keeps its pixels, SharedWindowPixels)")
        }
        row("peak resident memory of a bare SDL window (this benchmark's binary, its felt cleared 120 times), "
            + "1920×1080 / 3840×2160", benches.map { _ in barePeaks.map { format($0) + " MB" }.joined(separator: " / ") },
            goal: "the floor under the figures below")
        row("peak resident memory, 1920×1080, 81 cards, resizes, New Game",
            figures.map { format($0.tables[0].peakMB) + " MB" }, goal: "≤ 32 MB (P3)")
        row("peak resident memory, 3840×2160, 81 cards, resizes, New Game",
            figures.map { format($0.tables[1].peakMB) + " MB" }, goal: "—")
        row("peak resident memory, 1000×720 after \(ClickBench.clicks) clicks, the highest of the rounds",
            figures.map { $0.rounds.map(\.peakMB).max().map { format($0) + " MB" } ?? "not measured" }, goal: "≤ 25 MB (P3)")
    }

    /// A floor measured at the start of each round of clicks, as a share of a core.
    private static func floors(_ shares: [Double]) -> String {
        shares.isEmpty ? "not measured" : shares.map { String(format: "%.2f", $0) + " %" }.joined(separator: ", ") + " of a core"
    }

    private func row(_ name: String, _ cells: [String], goal: String) {
        print("| \(name) | " + cells.joined(separator: " | ") + " | \(goal) |")
    }

    private func ms(_ value: Double) -> String { String(format: "%.0f", value) }
}
