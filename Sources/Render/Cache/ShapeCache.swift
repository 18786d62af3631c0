import Layout

/// Smooth rounded rectangles (button faces, the message pill, panels, the scroll bar) rasterized once per
/// pixel size, radius and color, within a byte budget (Y2). Each is kept as a card's face
/// is (`KeptImage`): compact, to be copied by hand into a software renderer's pixels (runs of
/// one colour filled, only the rounded edges blended: SDL blends every pixel of the
/// rectangle, P2), or as a texture for SDL to draw.
@MainActor
final class ShapeCache {
    struct Key: Hashable {
        var width: Int, height: Int, radius: Int
        var color: RGBA
        /// A ring's band, when the shape is one: clear inside it.
        var ring: Ring?
    }

    /// A band `width` pixels wide along a rounded rectangle's edge, in the shape's colour
    /// between two thin edges `edge` pixels wide in `edges` (a pad's focus ring, C1).
    struct Ring: Hashable {
        var width: Int, edge: Int
        var edges: RGBA
    }

    /// A 4K window with its help overlay open draws 0.9 MB of shapes, most of it the
    /// panel (`CacheMemoryTests`): room for its panels and buttons at several sizes.
    static let defaultBudget = 6 << 20

    let renderer: Renderer
    private var textures: TextureStore<Key, KeptImage>
    /// Shapes are kept compact (drawn by hand) rather than as textures; changing it forgets them.
    var keepsCompact: Bool {
        didSet { if keepsCompact != oldValue { removeAll() } }
    }

    init(renderer: Renderer, byteBudget: Int = defaultBudget) {
        self.renderer = renderer
        textures = TextureStore(budget: byteBudget)
        keepsCompact = renderer.isSoftware
    }

    var usage: CacheUsage { textures.usage }

    /// Whether this shape is painted already (without marking it used).
    func contains(width: Int, height: Int, radius: Int, color: RGBA) -> Bool {
        textures.contains(Key(width: max(1, width), height: max(1, height), radius: radius, color: color))
    }

    func roundedRect(width: Int, height: Int, radius: Int, color: RGBA) throws -> KeptImage {
        try shape(Key(width: max(1, width), height: max(1, height), radius: radius, color: color))
    }

    /// A ring `ring.width` pixels wide, along the inside of a rounded rectangle's edge.
    func ring(width: Int, height: Int, radius: Int, color: RGBA, _ ring: Ring) throws -> KeptImage {
        try shape(Key(width: max(1, width), height: max(1, height), radius: radius, color: color, ring: ring))
    }

    private func shape(_ key: Key) throws -> KeptImage {
        if let shape = textures.texture(key) { return shape }
        let painted = try paint(key)
        let shape = try KeptImage(renderer: renderer, width: key.width, height: key.height, compact: keepsCompact) { pixels in
            painted.withPixels { _ = pixels.update(fromContentsOf: $0) }
        }
        textures.insert(shape, for: key)
        return shape
    }

    /// The shape of `key`. Between its rounded ends every column of a rounded rectangle is
    /// the same, and so is every row: a wide one (a button, a panel) is painted just wider
    /// than its two ends and its straight middle column repeated, a tall one (the scroll bar,
    /// a panel) just taller and its middle row repeated, the same pixels at a fraction of
    /// the cost, so a resize that remakes the bars' shapes stays within a frame (P2). The
    /// short shape last painted is kept: the bar's buttons share their height, radius and
    /// colour and differ only in width, so one painting serves them all.
    func paint(_ key: Key) throws -> Surface {
        let size = 2 * max(0, key.radius, key.ring?.width ?? 0) + 5
        guard key.width > size || key.height > size else { return try Self.paintWhole(key) }
        var short = key
        (short.width, short.height) = (min(key.width, size), min(key.height, size))
        let ends = try lastEnds.flatMap { $0.key == short ? $0.shape : nil } ?? Self.paintWhole(short)
        lastEnds = (short, ends)
        return try ends.extended(width: key.width, height: key.height,
                                 repeatingColumn: short.width / 2, row: short.height / 2)
    }

    /// The short shape last painted (see `paint`).
    private var lastEnds: (key: Key, shape: Surface)?

    /// The shape of `key` supersampled whole, every pixel painted. A ring is its rounded
    /// rectangle in the edges' colour, the band's colour inside it, the edges' colour again,
    /// and its middle cleared, each inset from the last with its corners' radius less by as
    /// much, so that the band keeps its width around the corners.
    static func paintWhole(_ key: Key) throws -> Surface {
        try Supersampler.render(width: key.width, height: key.height, factor: 3,
                                background: key.color.withAlpha(0)) { renderer, scale in
            let rect = Rect(x: 0.5, y: 0.5, width: Double(key.width) * scale - 1, height: Double(key.height) * scale - 1)
            func inset(_ pixels: Int) -> Polygon {
                let by = Double(pixels) * scale
                return .roundedRect(rect.insetBy(dx: by, dy: by), radius: max(0, Double(key.radius - pixels)) * scale)
            }
            let gfx = Gfx(renderer: renderer)
            guard let ring = key.ring else { return gfx.fillSmooth(inset(0), key.color) }
            gfx.fillSmooth(inset(0), ring.edges)
            gfx.fillSmooth(inset(ring.edge), key.color)
            gfx.fillSmooth(inset(ring.width - ring.edge), ring.edges)
            gfx.clear(inset(ring.width))
        }
    }

    func removeAll() { textures.removeAll() }

    /// The frame where the window's size last changed.
    private var sizeChangedAt = 0

    /// A frame at a new window size has drawn its own shapes: those of the size before it
    /// stay (a resize back finds them, P2), those only older sizes drew go (P3).
    func windowSizeChanged() {
        textures.removeUnused(forFrames: textures.frame - sizeChangedAt)
        sizeChangedAt = textures.frame
    }

    /// Call once per drawn frame: keeps within the budget.
    func endFrame() { textures.endFrame() }
}
