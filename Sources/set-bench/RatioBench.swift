import Foundation
import Render
import Layout

/// The P2 figures: frames of 81 cards at 1920×1080 as ratios to a bare clear + present of
/// the same target in the same run, headless (a software renderer drawing into memory,
/// where presenting costs nothing) and in a real window under Xvfb (the same renderer
/// drawing into the window's surface, each present an XShmPutImage of the whole window).
@MainActor
struct RatioBench {
    let bench: FrameBench
    let window = Size(width: 1920, height: 1080)

    /// Median milliseconds of clearing `target` to felt and presenting it.
    func clearAndPresent(_ target: Renderer) -> Double {
        let clock = ContinuousClock()
        let times = (0..<bench.frames).map { frame in
            clock.measure {
                target.clear(frame % 2 == 0 ? Theme.classic.felt : Theme.classic.feltDark)
                target.present()
            }.milliseconds
        }
        return Statistics.summary(times).median
    }

    /// One row per target and way of drawing cards: the unit, then median and p99 ratios of
    /// a whole table settled (redrawn whole), flying and resizing.
    func printRatios() throws {
        func format(_ value: Double) -> String { String(format: "%.2f", value) }
        print("| 81 cards at 1920×1080, frame ÷ bare clear + present, median / p99 | clear + present, ms | settled | flying | resizing |")
        print("|---|---|---|---|---|")
        let headless = try Renderer(width: 1920, height: 1080)
        var targets: [(String, Renderer?)] = [("headless", nil)]
        var keep: (VideoSystem, Window)?
        if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
            setenv("SDL_RENDER_DRIVER", "software", 1)
            setenv("SDL_FRAMEBUFFER_ACCELERATION", "0", 1)
            let video = try VideoSystem()
            let shown = try Window(video: video, title: "set-bench", width: 1920, height: 1080, flags: 4)
            keep = (video, shown)
            targets.append(("real window (Xvfb)", try Renderer(window: shown)))
        }
        for (name, target) in targets {
            let unit = clearAndPresent(target ?? headless)
            for handCopies in [false, true] {
                let cells = try [FrameBench.Motion.settled, .flying, .resizing].map { motion in
                    let result = try bench.measure(cards: 81, window: window, motion: motion, target: target,
                                                   handCopies: handCopies, onlyChanges: handCopies)
                    return "\(format(result.median / unit)) / \(format(result.p99 / unit))"
                }
                let how = handCopies ? "now: cards copied by hand, bars kept" : "before: cards through SDL, bars redrawn"
                print("| \(name), \(how) | \(format(unit)) | " + cells.joined(separator: " | ") + " |")
            }
        }
        _ = keep
    }
}
