import Render
import Table

/// Runs the game without a window: frames are drawn by SDL's software renderer into an
/// offscreen surface, commands come one per line (docs/protocol.md).
@MainActor
public final class HeadlessDriver {
    let session: GameSession
    let fonts: FontFiles
    /// The renderer of the current window size, with its surface and its caches.
    private var scene: SceneRenderer?
    private let output: (String) -> Void
    private let errors: (String) -> Void

    public init(session: GameSession, fonts: FontFiles,
                output: @escaping (String) -> Void = { StandardStream.output.write(line: $0) },
                errors: @escaping (String) -> Void = { StandardStream.error.write(line: $0) }) {
        self.session = session
        self.fonts = fonts
        self.output = output
        self.errors = errors
        session.requestWindowSize = { [unowned session] size in session.resize(to: size) }
    }

    /// Reads commands until `quit`, Ctrl+Q or the end of input (nil from `nextLine`, which
    /// a signal may also return).
    public func run(nextLine: () -> LineReader.Line?) {
        while let line = nextLine() {
            if !handle(line) { return }
        }
    }

    /// Handles one line; false when the session should end.
    @discardableResult
    public func handle(line: String) -> Bool { handle(.text(line)) }

    /// Handles one line as the reader gives it (an over-long one is an `error:` line, Y7);
    /// false when the session should end.
    @discardableResult
    public func handle(_ line: LineReader.Line) -> Bool {
        do {
            guard let command = try Command.parse(line) else { return true }
            return try execute(command) && !session.wantsToQuit
        } catch let error as Command.ParseError {
            errors("error: \(error.description)")
        } catch {
            errors("error: \(error)")
        }
        return true
    }

    func execute(_ command: Command) throws -> Bool {
        switch command {
        case .click(let x, let y): session.click(at: Point(x: x, y: y))
        case .key(let chord): session.key(chord)
        case .scroll(let dy): session.send(.scrollBy(notches: dy))
        case .resize(let w, let h): session.resize(to: Size(width: Double(w), height: Double(h)))
        case .advance(let ms):
            session.advance(by: ms / 1000)
            try drawFrame()
        case .settle:
            session.settle()
            try drawFrame()
        case .state:
            // What `state` shows is on disk before it is answered: a client may kill the game
            // right after reading it and find that game again (B6).
            session.saveNow()
            output(session.stateJSON())
        case .screenshot(let path):
            let surface = try drawFrame()
            do { try surface.savePNG(to: path) } catch { errors("error: cannot write screenshot \(path): \(error)") }
        case .quit: return false
        }
        return true
    }

    /// Draws the current moment into the offscreen surface.
    @discardableResult
    public func drawFrame() throws -> Surface {
        let width = Int(session.screen.window.width.rounded()), height = Int(session.screen.window.height.rounded())
        if let surface = scene?.target.surface, surface.width != width || surface.height != height {
            scene = nil
        }
        if scene == nil {
            let scene = SceneRenderer(renderer: try Renderer(width: width, height: height), fonts: fonts)
            // Every headless frame is complete: no rasterizing budget to spread over frames.
            scene.faces.rasterizeBudget = .infinity
            self.scene = scene
        }
        guard let scene, let surface = scene.target.surface else { throw SDLError("no canvas") }
        session.takeSavingNews()
        scene.theme = session.settings.colors
        scene.cardStyle = session.settings.cardStyle
        try scene.draw(session.scene(), pixelScale: 1)
        return surface
    }
}
