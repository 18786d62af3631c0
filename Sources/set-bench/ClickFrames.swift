import Foundation
import Layout
import Render
import SetGameApp

/// The game's own work in the frames of the clicks (P4), inside this process and without a
/// window: the 100 clicks of `ClickBench` at 1000×720 (seed 1, card 0, 1, … 11, 0, … every
/// 0.1 s), each followed by the 6 frames a window shows before the next, every frame built
/// from the session's state and drawn in part into a software renderer as the window draws
/// it. What the window adds, the events and the X server's copies, is left out (here the
/// cards a shake moves are moved in memory, which the window leaves to the X server).
///
/// Back to back, the frames find the processor's caches warm. `paced` sleeps a sixtieth of
/// a second between them, as the window does, and the same work then costs several times
/// as much: what a frame touches has left the caches by the next. Counted in instructions
/// by a profiler (`valgrind --tool=callgrind --toggle-collect='*ClickFrames*measure*'`,
/// `SET_BENCH_ONLY=clickframes`), the back-to-back run shows a change of a few percent at
/// any hour; the faces first made in a frame depend on its time budget, so compare the
/// functions changed, not the totals.
@MainActor
struct ClickFrames {
    let fonts: FontFiles
    /// `ClickBench`'s clicks, and the frames a window paced as the game paces it (60 a
    /// second where the display does not say) shows between two of them.
    static let clicks = ClickBench.clicks
    static let frame = FramePacer(refreshRate: 0).interval
    static let framesPerClick = Int((ClickBench.seconds / Double(clicks) / frame).rounded())

    /// Median and total milliseconds of the frames' work (each click's reaction in the
    /// first frame after it), and how many frames drew or moved anything.
    func measure(paced: Bool) throws -> (median: Double, total: Double, drawn: Int) {
        let window = Size(width: 1000, height: 720)
        let session = SessionStore(seed: 1, window: window)
        session.settle()
        let renderer = SceneRenderer(renderer: try Renderer(width: 1000, height: 720), fonts: fonts)
        renderer.redrawsOnlyChanges = true
        renderer.lendsLabels = true
        try renderer.draw(session.scene(), pixelScale: 1)
        let cards = session.scene().cards.prefix(12).map(\.frame)
        let clock = ContinuousClock()
        var times: [Double] = [], drawn = 0
        for click in 0..<Self.clicks {
            let card = cards[click % cards.count]
            for frame in 0..<Self.framesPerClick {
                let elapsed = try clock.measure {
                    if frame == 0 { session.click(at: Point(x: card.midX.rounded(), y: card.midY.rounded())) }
                    session.advance(by: Self.frame)
                    try renderer.draw(session.scene(), pixelScale: 1)
                }
                times.append(elapsed.milliseconds)
                if renderer.redrawnRegions?.isEmpty != true || !renderer.shiftedRegions.isEmpty { drawn += 1 }
                if paced { usleep(useconds_t(Self.frame * 1e6)) }
            }
        }
        return (Statistics.summary(times).median, times.reduce(0, +), drawn)
    }

    /// Both runs as a table.
    func printTable() throws {
        func format(_ value: Double) -> String { String(format: "%.3f", value) }
        print("| the clicks' \(Self.clicks * Self.framesPerClick) frames at 1000×720, in this process | median ms | total ms | frames that drew |")
        print("|---|---|---|---|")
        for paced in [false, true] {
            let result = try measure(paced: paced)
            print("| \(paced ? "a sixtieth of a second apart, as the window draws them" : "back to back") | "
                  + "\(format(result.median)) | \(String(format: "%.1f", result.total)) | \(result.drawn) |")
        }
    }
}
