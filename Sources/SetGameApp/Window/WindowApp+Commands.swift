import CSDL2
import Render
import Table

/// With `--commands`, the window also takes headless-protocol lines from standard input
/// (automation and the end-to-end tests); the window keeps real time.
extension WindowApp {
    /// Carries out one batch of waiting lines (`CommandInbox.batch`); a quit ends the batch.
    func runCommands() {
        commandsWaiting = false
        guard let inbox else { return }
        let (lines, ended) = inbox.take()
        for line in lines where running {
            do {
                guard let command = try Command.parse(line) else { continue }
                execute(command)
            } catch {
                StandardStream.error.write(line: "error: \(error.description)")
            }
        }
        if ended { running = false }
    }

    func execute(_ command: Command) {
        switch command {
        case .click(let x, let y): session.click(at: Point(x: x, y: y))
        case .key(let chord): session.key(chord)
        case .scroll(let dy): session.send(.scrollBy(notches: dy))
        case .resize(let w, let h): setWindowSize(Size(width: Double(w), height: Double(h)))
        case .advance, .settle: break  // a window runs on real time
        case .state:
            session.advance(to: clock)
            // What `state` shows is on disk before it is answered (B6).
            session.saveNow()
            // Only standard output: the reading thread holds standard input's lock.
            StandardStream.output.write(line: session.stateJSON())
        case .screenshot(let path):
            do {
                draw()
                try renderer.capture().savePNG(to: path)
            } catch {
                StandardStream.error.write(line: "error: cannot write screenshot \(path): \(error)")
            }
        case .quit: running = false
        }
        needsDraw = true
    }
}
