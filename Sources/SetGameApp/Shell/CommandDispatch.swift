import Render
import Session
import Layout

/// A shell that takes protocol commands: the headless driver, and a window run with
/// `--commands`. `dispatch` carries every command out the same way for both; what differs
/// (the clock, the window's size, where frames are drawn) is asked of the host.
@MainActor
protocol CommandHost: AnyObject {
    var store: SessionStore { get }
    /// `resize W H`: headless the session is resized at once; a window asks the desktop.
    func resizeWindow(to size: Size)
    /// `advance MS` and `settle`: headless the protocol clock moves and a frame is drawn; a
    /// window runs on real time.
    func runClock(_ action: SessionAction) throws
    /// Brings the session up to now before `state` is answered (a window reads its clock).
    func catchUp()
    /// Draws the current moment and returns its pixels, for `screenshot PATH`.
    func drawnFrame() throws -> Surface
    /// Writes a line to standard output (`state`) or standard error (`error:` lines).
    func output(_ line: String)
    func error(_ line: String)
}

extension CommandHost {
    /// Carries out one protocol line; false when the session should end (`quit`, Ctrl+Q).
    func dispatch(_ line: LineReader.Line) -> Bool {
        do {
            guard let command = try Command.parse(line) else { return true }
            return try dispatch(command) && !store.wantsToQuit
        } catch let error as Command.ParseError {
            self.error("error: \(error.description)")
        } catch {
            self.error("error: \(error)")
        }
        return !store.wantsToQuit
    }

    private func dispatch(_ command: Command) throws -> Bool {
        switch command {
        case .click(let x, let y): store.click(at: Point(x: x, y: y))
        case .key(let chord): store.key(chord)
        case .scroll(let dy): store.send(.scrollBy(notches: dy))
        case .resize(let w, let h): resizeWindow(to: Size(width: Double(w), height: Double(h)))
        case .advance(let ms): try runClock(.advance(seconds: ms / 1000))
        case .settle: try runClock(.settle)
        case .state:
            catchUp()
            // What `state` shows is on disk before it is answered: a client may kill the game
            // right after reading it and find that game again (B6).
            store.saveNow()
            output(store.stateJSON())
        case .screenshot(let path):
            let surface = try drawnFrame()
            do { try surface.savePNG(to: path) } catch {
                self.error("error: cannot write screenshot \(Command.quoted(path)): \(error)")
            }
        case .pad(let pad, let input): store.send(.pad(pad, input))
        case .quit: return false
        }
        return true
    }
}
