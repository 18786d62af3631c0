import Render
import SetCore
import SceneModel
import SetGameApp
import Foundation
import Layout

/// Frame times of the software renderer for a table of `cards` cards in a `window`.
@MainActor
struct FrameBench {
    let fonts: FontFiles
    let frames = 240

    /// A session with `cards` cards on the table, settled.
    func session(cards: Int, window: Size) -> SessionStore {
        let session = SessionStore(seed: 11, window: window)
        while session.state.play.table.count < cards, session.state.play.canDeal { session.send(.dealThree) }
        session.settle()
        return session
    }

    enum Motion { case settled, flying, resizing }

    /// Median and 99th percentile of drawing one frame, in milliseconds. `flying`: every
    /// card in flight at its own size, as cards dealt or leaving; `resizing`: every card
    /// moving and changing size, as after a window resize (faces scaled until they settle).
    /// `target`: where frames are drawn, a headless software renderer unless given (the real
    /// window's, then each frame is presented and timed with its present); `handCopies`
    /// false draws the cards through SDL, as before they were copied by hand.
    func measure(cards: Int, window: Size, motion: Motion, target: Renderer? = nil,
                 handCopies: Bool = true, onlyChanges: Bool = true) throws -> (median: Double, p99: Double) {
        let session = session(cards: cards, window: window)
        let canvas = try target ?? Renderer(width: Int(window.width), height: Int(window.height))
        let renderer = SceneRenderer(renderer: canvas, fonts: fonts)
        renderer.handCopies = handCopies
        // As the window draws: only what changed (for 81 cards moving, the table without the
        // bars); a settled table is drawn whole every frame, the cost of any frame that must be.
        renderer.redrawsOnlyChanges = motion != .settled && onlyChanges
        try renderer.draw(session.scene(), pixelScale: 1)
        let narrower = Size(width: window.width * 0.8, height: window.height)
        var times: [Double] = []
        let clock = ContinuousClock()
        for frame in 0..<(frames + 30) {
            if motion == .resizing, !session.state.isAnimating {
                session.resize(to: session.state.screen.window == window ? narrower : window)
            }
            session.advance(by: 1.0 / 60)
            var scene = session.scene()
            if motion == .flying {
                let t = Double(frame) / 60
                for i in scene.cards.indices {
                    let phase = t * 3 + Double(i)
                    scene.cards[i].frame = scene.cards[i].frame.offsetBy(dx: 90 * sin(phase), dy: 60 * cos(phase * 0.7))
                }
            }
            let elapsed = try clock.measure {
                try renderer.draw(scene, pixelScale: 1)
                if target != nil { canvas.present() }
            }
            if frame >= 30 { times.append(elapsed.milliseconds) }  // the first frames fill the caches
        }
        return Statistics.summary(times)
    }

    /// Milliseconds to rasterize one card face of `width` pixels (median over 81 faces).
    func rasterizeCost(width: Int) throws -> Double {
        let clock = ContinuousClock()
        let height = Int((Double(width) * 7 / 5).rounded())
        var times: [Double] = []
        for card in Card.all {
            times.append(try clock.measure { _ = try CardFaceCache.rasterize(card, look: .plain, width: width, height: height) }
                .milliseconds)
        }
        return Statistics.summary(times).median
    }
}

extension FrameBench {
    /// Milliseconds per face when all 81 faces of `width` pixels are made by the face cache
    /// from nothing (its parts rasterized on the way), and per face once the parts exist.
    func composeCost(width: Int) throws -> (fromNothing: Double, fromParts: Double) {
        let clock = ContinuousClock()
        let height = Int((Double(width) * 7 / 5).rounded())
        let canvas = try Renderer(width: 16, height: 16)
        let cache = CardFaceCache(renderer: canvas)
        let total = try clock.measure {
            for card in Card.all { _ = try cache.face(card, look: .plain, width: width, height: height) }
        }
        cache.endFrame()
        cache.removeAll(keepingParts: true)
        var times: [Double] = []
        for card in Card.all {
            times.append(try clock.measure { _ = try cache.face(card, look: .plain, width: width, height: height) }.milliseconds)
        }
        return (total.milliseconds / 81, Statistics.summary(times).median)
    }
}

extension FrameBench {
    /// The card face table: painted whole (the old way) against composed from parts.
    func printFaceCosts() throws {
        func format(_ value: Double) -> String { String(format: "%.2f", value) }
        print("| card face, ms | painted whole | composed, all 81 from nothing, per face | composed once parts exist |")
        print("|---|---|---|---|")
        for width in [64, 150, 300] {
            let whole = try rasterizeCost(width: width)
            let composed = try composeCost(width: width)
            print("| \(width)×\(width * 7 / 5) px | \(format(whole)) | \(format(composed.fromNothing)) | "
                  + "\(format(composed.fromParts)) |")
        }
    }
}

enum Statistics {
    static func summary(_ values: [Double]) -> (median: Double, p99: Double) {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return (0, 0) }
        return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))])
    }
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}

extension FrameBench {
    /// Milliseconds of a bare clear + present of a `window`-sized software renderer
    /// (median), the unit frame figures are given in (P2).
    func clearAndPresent(window: Size) throws -> Double {
        let canvas = try Renderer(width: Int(window.width), height: Int(window.height))
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<frames {
            times.append(clock.measure {
                canvas.clear(Theme.classic.felt)
                canvas.present()
            }.milliseconds)
        }
        return Statistics.summary(times).median
    }

    /// The slowest frame, in milliseconds, while `cards` cards change size after the window
    /// narrows and widens again, and the frames until every face is exact. `budget`: the face
    /// cache's milliseconds per frame (`.infinity` headless: each face made the frame it lands).
    func worstResizeFrame(cards: Int, window: Size, budget: Double) throws -> (worst: Double, worstCPU: Double, frames: Int) {
        let session = session(cards: cards, window: window)
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: fonts)
        renderer.faces.rasterizeBudget = budget
        try renderer.draw(session.scene(), pixelScale: 1)
        let clock = ContinuousClock()
        var worst = 0.0, worstCPU = 0.0, frames = 0
        for size in [Size(width: window.width * 0.8, height: window.height), window] {
            session.resize(to: size)
            repeat {
                session.advance(by: 1.0 / 60)
                let scene = session.scene()
                let cpu = Self.threadCPUMilliseconds()
                worst = max(worst, try clock.measure { try renderer.draw(scene, pixelScale: 1) }.milliseconds)
                worstCPU = max(worstCPU, Self.threadCPUMilliseconds() - cpu)
                frames += 1
            } while session.state.isAnimating || renderer.needsAnotherFrame
        }
        return (worst, worstCPU, frames)
    }

    /// Milliseconds of CPU this thread has used: what a frame costs, whatever else the
    /// machine's cores are busy with.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// The resize table: the worst frame as the window shows it (a budget of a few
    /// milliseconds a frame) and as headless `advance` draws it (every face at once).
    func printResizeCosts() throws {
        func format(_ value: Double) -> String { String(format: "%.2f", value) }
        let window = Size(width: 1920, height: 1080)
        let unit = try clearAndPresent(window: window)
        print("| 81 cards resized at 1920×1080, headless | worst frame, ms | its CPU time, ms | ÷ clear + present (\(format(unit)) ms) | frames to exact faces |")
        print("|---|---|---|---|---|")
        for (name, budget) in [("face budget per frame, as the window", CardFaceCache(renderer: try Renderer(width: 1, height: 1)).rasterizeBudget),
                               ("all faces at once, as `advance`", .infinity)] {
            let result = try worstResizeFrame(cards: 81, window: window, budget: budget)
            print("| \(name) | \(format(result.worst)) | \(format(result.worstCPU)) | \(format(result.worst / unit)) | \(result.frames) |")
        }
    }
}

/// What showing a frame costs in a real 1920×1080 window with SDL's software renderer, as
/// the game uses it (needs DISPLAY): the whole window, or only where 3 cards moved.
@MainActor
struct PresentBench {
    let frames = 120

    /// Milliseconds to present (median), the frame drawn beforehand.
    func measure() throws -> (whole: Double, threeCards: Double) {
        setenv("SDL_RENDER_DRIVER", "software", 1)
        setenv("SDL_FRAMEBUFFER_ACCELERATION", "0", 1)
        let video = try VideoSystem()
        let window = try Window(video: video, title: "set-bench", width: 1920, height: 1080, flags: 4)  // shown
        let renderer = try Renderer(window: window)
        let clock = ContinuousClock()
        var whole: [Double] = [], three: [Double] = []
        // Where 3 cards of 150×210 were and are, one frame of flight apart.
        let moved = (0..<3).map { PixelRect(x: 300 + $0 * 500, y: 400, width: 170, height: 230) }
        for frame in 0..<frames {
            let color = frame % 2 == 0 ? Theme.classic.felt : Theme.classic.feltDark
            renderer.clear(color)
            whole.append(clock.measure { renderer.present() }.milliseconds)
            renderer.clear(color)
            three.append(clock.measure { renderer.present(only: moved) }.milliseconds)
        }
        return (Statistics.summary(whole).median, Statistics.summary(three).median)
    }
}

extension FrameBench {
    /// Median and p99 milliseconds of a frame of 81 cards at 1920×1080 where 3 of them fly,
    /// drawn whole or only where they were and are (`partial`), with the regions' share of the window.
    func threeMoving(partial: Bool) throws -> (median: Double, p99: Double, share: Double) {
        let window = Size(width: 1920, height: 1080)
        let session = session(cards: 81, window: window)
        let renderer = SceneRenderer(renderer: try Renderer(width: 1920, height: 1080), fonts: fonts)
        renderer.redrawsOnlyChanges = partial
        let settled = session.scene()
        try renderer.draw(settled, pixelScale: 1)
        let clock = ContinuousClock()
        var times: [Double] = [], area = 0
        for frame in 0..<(frames + 30) {
            var scene = settled
            for i in [5, 40, 70] {
                let phase = Double(frame) / 20 + Double(i)
                scene.cards[i].frame = scene.cards[i].frame.offsetBy(dx: 90 * sin(phase), dy: 60 * cos(phase * 0.7))
                scene.cards[i].inFlight = true
            }
            let elapsed = try clock.measure { try renderer.draw(scene, pixelScale: 1) }
            guard frame >= 30 else { continue }
            times.append(elapsed.milliseconds)
            area += (renderer.redrawnRegions ?? [PixelRect(x: 0, y: 0, width: 1920, height: 1080)])
                .reduce(0) { $0 + $1.width * $1.height }
        }
        let summary = Statistics.summary(times)
        return (summary.median, summary.p99, Double(area) / Double(times.count * 1920 * 1080))
    }

    /// The card face, resize and 3-card tables, and presenting in a real window when there is a display.
    func printFaceAndFrameCosts() throws {
        for part in ["ratios", "faces", "resize", "three", "clickframes", "present"] {
            print("")
            _ = try printOnly(part)
        }
    }

    /// `SET_BENCH_ONLY` of `faces`, `resize`, `three`, `clickframes` or `present` prints that table alone; false for any other.
    func printOnly(_ part: String) throws -> Bool {
        switch part {
        case "ratios": try RatioBench(bench: self).printRatios()
        case "faces": try printFaceCosts()
        case "resize": try printResizeCosts()
        case "three": try printThreeMoving()
        case "clickframes": try ClickFrames(fonts: fonts).printTable()
        case "present":
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { return true }
            let present = try PresentBench().measure()
            print("| present in a 1920×1080 window | ms |")
            print("|---|---|")
            print("| whole window | \(String(format: "%.2f", present.whole)) |")
            print("| 3 cards' regions | \(String(format: "%.2f", present.threeCards)) |")
        default: return false
        }
        return true
    }

    func printThreeMoving() throws {
        func format(_ value: Double) -> String { String(format: "%.2f", value) }
        let unit = try clearAndPresent(window: Size(width: 1920, height: 1080))
        print("| 3 of 81 cards flying, 1920×1080 | median ms | p99 ms | median ÷ clear + present (\(format(unit)) ms) | share redrawn |")
        print("|---|---|---|---|---|")
        for partial in [false, true] {
            let result = try threeMoving(partial: partial)
            print("| \(partial ? "only where cards were and are" : "whole frame") | \(format(result.median)) | "
                  + "\(format(result.p99)) | \(format(result.median / unit)) | \(format(result.share * 100)) % |")
        }
    }
}
