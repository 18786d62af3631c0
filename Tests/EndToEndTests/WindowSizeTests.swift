import Foundation
import ProtocolSupport
import TestSupport
import Testing

/// Y6 in a real window under Xvfb (no window manager, so nothing else holds the window to
/// its limits): a window made smaller than 200×200 or larger than 7680×4320 from outside
/// is brought back inside the bounds, and the game lays out for the size it keeps.
@Suite("Real window: size bounds", .serialized, .needsDisplay)
struct WindowSizeTests {
    @Test(arguments: [(100, 100, [200.0, 200]), (150, 900, [200, 900]), (8000, 400, [7680, 400]),
                      (1200, 300, [1200, 300])])
    func aWindowResizedFromOutsideStaysInsideTheBounds(width: Int, height: Int, kept: [Double]) throws {
        guard WindowTests.display() != nil else { return }
        let game = try GameProcess(["--seed", "4", "--size", "1000x720", "--commands"])
        let window = try WindowTests.findWindow()
        _ = try game.state(within: GameProcess.patience) { !$0.animating }
        let resize = try Tool.run("xdotool", ["windowsize", "--sync", window, "\(width)", "\(height)"], timeout: 5)
        if resize.status != 0 { try Tool.run("xdotool", ["windowsize", window, "\(width)", "\(height)"]) }
        let state = try game.state(within: GameProcess.patience) { $0.window == kept && !$0.animating }
        // Before, the window laid out at 100×100 and 8000×400 (the minimum was 360×400, no maximum).
        #expect(state.window == kept)
        let geometry = try Tool.run("xdotool", ["getwindowgeometry", window]).output
        let expected = "Geometry: \(Int(kept[0]))x\(Int(kept[1]))"
        #expect(geometry.contains(expected), "the window itself: \(geometry)")
        game.send("quit")
        #expect(game.waitForExit(timeout: 30) == 0)
    }
}
