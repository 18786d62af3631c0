import Foundation

/// The real window's figures of docs/performance.md's first table (P1, P3, P4, memory), measured from
/// outside the game in one run, printed as a Markdown table with the goals.
@MainActor
struct WindowFigures {
    let bench: WindowBench
    let screen: ScreenWatch
    static let launches = 10

    func report() throws {
        // Game and bare window launched in turn, so both see the same machine.
        var game: [Double] = [], bare: [Double] = []
        for _ in 0..<Self.launches {
            if let time = try bench.launch(bare: false, screen: screen) { game.append(time) }
            if let time = try bench.launch(bare: true, screen: screen) { bare.append(time) }
        }
        let clicks = try ClickBench(binary: bench.binary).run()
        let full = try bench.fullTableMemory()
        let rates = FrameRate.whileAnimating((clicks?.frames ?? []) + full.frames.map { $0 + 1e9 })

        print("| real window, measured from outside | this run | goal |")
        print("|---|---|---|")
        let launch = Statistics.summary(game).median, floor = Statistics.summary(bare).median
        print("| launch → first frame on screen, median of \(game.count) (fastest–slowest) "
              + "| \(ms(launch)) ms (\(ms(game.min() ?? 0))–\(ms(game.max() ?? 0))) | ≤ 50 ms |")
        print("| the same for a bare SDL window (one felt frame), median | \(ms(floor)) ms; "
              + "game ÷ bare \(format(floor > 0 ? launch / floor : 0))× | — |")
        if let clicks {
            print("| CPU while idle (3 s after the opening deal) | \(format(clicks.idlePercent)) % of a core | 0 % |")
            print("| CPU during \(ClickBench.clicks) clicks in \(Int(ClickBench.seconds)) s "
                  + "| \(format(clicks.corePercent)) % of a core | ≤ 12 % |")
        } else {
            print("| CPU during \(ClickBench.clicks) clicks | not measured (no window or no cards found) | ≤ 12 % |")
        }
        let sorted = rates.sorted()
        let rateText = sorted.isEmpty ? "no animation seen"
            : "\(format(sorted[sorted.count / 2])) median, \(format(sorted.last!)) highest, of \(sorted.count) animations"
        print("| frames per second while cards move | \(rateText) | ≤ the display's refresh (60) |")
        print("| slowest frame (draw + present, the game's own clock) within 2 s of a resize of 81 cards, 1920×1080 "
              + "| \(format(full.worstAfterResize)) ms | ≤ 16 ms |")
        print("| peak resident memory, 1920×1080, 81 cards, resizes, New Game | \(format(full.peakMB)) MB | ≤ 40 MB |")
        print("| peak resident memory, 1000×720 after \(ClickBench.clicks) clicks "
              + "| \(clicks.map { format($0.peakMB) + " MB" } ?? "not measured") | ≤ 30 MB |")
    }

    private func ms(_ value: Double) -> String { String(format: "%.0f", value) }
}
