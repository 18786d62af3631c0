import Render
import Session
import Layout

/// Runs the game without a window: frames are drawn by SDL's software renderer into an
/// offscreen surface, commands come one per line (docs/protocol.md).
@MainActor
public final class HeadlessDriver: CommandHost {
    public let store: SessionStore
    let fonts: FontFiles
    /// The renderer of the current window size, with its surface and its caches.
    private var scene: SceneRenderer?
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void

    public init(store: SessionStore, fonts: FontFiles,
                output: @escaping (String) -> Void = { StandardStream.output.write(line: $0) },
                errors: @escaping (String) -> Void = { StandardStream.error.write(line: $0) }) {
        self.store = store
        self.fonts = fonts
        writeOutput = output
        writeError = errors
        store.requestWindowSize = { [unowned store] size in store.resize(to: size) }
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
    public func handle(_ line: LineReader.Line) -> Bool { dispatch(line) }

    // MARK: - CommandHost

    func resizeWindow(to size: Size) { store.resize(to: size) }

    func runClock(_ action: SessionAction) throws {
        store.send(action)
        try drawFrame()
    }

    func catchUp() {}

    func drawnFrame() throws -> Surface { try drawFrame() }

    func output(_ line: String) { writeOutput(line) }

    func error(_ line: String) { writeError(line) }

    /// Draws the current moment into the offscreen surface.
    @discardableResult
    public func drawFrame() throws -> Surface {
        let window = store.state.screen.window
        let width = Int(window.width.rounded()), height = Int(window.height.rounded())
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
        store.takeSavingNews()
        scene.theme = store.state.settings.colors
        scene.cardStyle = store.state.settings.cardStyle
        try scene.draw(store.scene(), pixelScale: 1)
        return surface
    }
}
