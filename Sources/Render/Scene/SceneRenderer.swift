import CSDL2
import SetCore
import Table

/// Draws a `Scene` into any SDL renderer (a window's or a software one), at `pixelScale`
/// pixels per logical point. Owns the caches of that renderer's textures.
public final class SceneRenderer {
    public let renderer: OpaquePointer
    public var theme: Theme {
        didSet { if theme != oldValue { faces.painter = CardPainter(theme: theme); invalidate() } }
    }
    public let faces: CardFaceCache
    let text: TextCache
    let shapes: ShapeCache

    public init(renderer: OpaquePointer, fonts: FontFiles, theme: Theme = .classic) {
        self.renderer = renderer
        self.theme = theme
        faces = CardFaceCache(renderer: renderer, painter: CardPainter(theme: theme))
        text = TextCache(renderer: renderer, fonts: fonts)
        shapes = ShapeCache(renderer: renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Forgets every cached texture: after `SDL_RENDER_TARGETS_RESET` or a device reset.
    public func invalidate() {
        faces.removeAll()
        text.removeAll()
        shapes.removeAll()
    }

    /// Set by `draw` when a card at rest was drawn from a face of another size because the
    /// frame's rasterizing budget ran out: draw again soon, its own face comes next.
    public internal(set) var needsAnotherFrame = false

    public func draw(_ scene: Scene, pixelScale: Double) throws {
        let s = pixelScale
        needsAnotherFrame = false
        try drawTable(scene, s)
        if let bar = scene.scrollBar { try drawScrollBar(bar, in: scene.layout.table, s) }
        try drawStatusBar(scene, s)
        try drawButtonBar(scene, s)
        if let panel = scene.panel { try drawPanel(panel, in: scene.layout.table, s) }
        faces.endFrame()
    }
}
