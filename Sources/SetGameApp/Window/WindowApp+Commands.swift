import CSDL2
import Render
import Session
import Layout

/// With `--commands`, the window also takes headless-protocol lines from standard input
/// (automation and the end-to-end tests); the window keeps real time.
extension WindowApp: CommandHost {
    /// Carries out one batch of waiting lines (`CommandInbox.batch`); a quit ends the batch.
    func runCommands() {
        commandsWaiting = false
        guard let inbox else { return }
        let (lines, ended) = inbox.take()
        for line in lines where running {
            if !dispatch(line) { running = false }
            needsDraw = true
        }
        if ended { running = false }
    }

    func resizeWindow(to size: Size) { setWindowSize(size) }

    /// A window runs on real time: `advance` and `settle` do nothing.
    func runClock(_ action: SessionAction) {}

    func catchUp() { store.advance(to: clock) }

    func drawnFrame() throws -> Surface {
        // A screenshot shows every label set at its size, none lent from another.
        scene.lendsLabels = false
        // The window shows the frame too: the next one is drawn only where it differs from it.
        defer {
            scene.lendsLabels = true
            renderer.present()
        }
        draw()
        // The X server showed cards moved from where the pixels hold them: draw them where they are.
        if !scene.pixelsAreTheFrame {
            scene.forgetLastFrame()
            draw()
        }
        return try renderer.capture()
    }

    // Only standard output: the reading thread holds standard input's lock.
    func output(_ line: String) { StandardStream.output.write(line: line) }

    func error(_ line: String) { StandardStream.error.write(line: line) }
}
