import CSDL2
import SetCore
import Table

/// Card faces rasterized once per card × pixel size × look and kept as textures (P2),
/// within a byte budget (Y2).
@MainActor
public final class CardFaceCache {
    struct Key: Hashable {
        var card: Card
        var width: Int
        var height: Int
        var look: CardLook
    }

    /// Holds the 81 faces of a 1920×1080 window (4.6 MB) and a stand-in size of each (8.6 MB
    /// in all), or the 12 faces of its opening deal and the deck pile's back at two sizes
    /// (9.3 MB), measured by `CacheMemoryTests`, with room for selected and hinted looks.
    public static let defaultBudget = 16 << 20

    let renderer: Renderer
    public var painter: CardPainter { didSet { if painter != oldValue { removeAll() } } }
    struct LookKey: Hashable {
        var card: Card
        var look: CardLook
    }

    private var faces: TextureStore<Key>
    /// The sizes kept of each card in each look, oldest first: the newest, which stands in
    /// while the card changes size, and the one before.
    private var sizes: [LookKey: [Key]] = [:]
    static let sizesKept = 2
    /// Faces rasterized per frame before cached faces of other sizes stand in for the rest.
    public var rasterizeBudget = 16
    private var rasterizedThisFrame = 0
    /// Faces not drawn for this many frames are dropped, so old sizes do not pile up.
    static let framesKeptUnused = 240
    public private(set) var rasterizations = 0

    public init(renderer: Renderer, painter: CardPainter = CardPainter(), byteBudget: Int = defaultBudget) {
        self.renderer = renderer
        self.painter = painter
        faces = TextureStore(budget: byteBudget)
    }

    public var count: Int { faces.count }
    public var usage: CacheUsage { faces.usage }

    /// Every card's back is the same: cached once, under this card.
    static let backKeyCard = Card.all[0]

    /// The face texture for `card` at exactly `width`×`height` pixels, rasterized now if needed.
    public func face(_ card: Card, look: CardLook, width: Int, height: Int) throws -> Texture {
        let key = Key(card: look == .back ? Self.backKeyCard : card, width: max(1, width), height: max(1, height), look: look)
        if let texture = faces.texture(key) { return texture }
        let surface = try Self.rasterize(card, look: look, width: key.width, height: key.height, painter: painter)
        let texture = try Texture(renderer: renderer, surface: surface)
        texture.setLinearFiltering(true)
        forget(faces.insert(texture, for: key))
        let lookKey = LookKey(card: key.card, look: look)
        sizes[lookKey, default: []].append(key)
        while let oldest = sizes[lookKey]?.first, sizes[lookKey]!.count > Self.sizesKept {
            sizes[lookKey]!.removeFirst()
            faces.remove(oldest)
        }
        rasterizations += 1
        rasterizedThisFrame += 1
        return texture
    }

    /// A face to draw now: the exact size when cached; otherwise, while `substituteAllowed`
    /// (the card is changing size) or past this frame's rasterizing budget, the last face
    /// drawn of the card in that look, which the renderer scales. Nil means nothing cached
    /// may stand in: use `face(_:look:width:height:)`.
    public func cachedFace(_ card: Card, look: CardLook, width: Int, height: Int,
                           substituteAllowed: Bool) -> (texture: Texture, exact: Bool)? {
        let key = Key(card: look == .back ? Self.backKeyCard : card, width: max(1, width), height: max(1, height), look: look)
        if let texture = faces.texture(key) { return (texture, true) }
        guard substituteAllowed || rasterizedThisFrame >= rasterizeBudget,
              let stand = sizes[LookKey(card: key.card, look: look)]?.last, let texture = faces.texture(stand) else { return nil }
        return (texture, false)
    }

    /// Pixels below the card for its shadow: a face texture is this much taller than the card.
    nonisolated public static func shadowMargin(forWidth width: Int) -> Int { max(2, Int((Double(width) * 0.03).rounded(.up))) }

    /// Rasterizes one face, with its soft shadow baked in below it, into a new surface
    /// `width` × `height + shadowMargin` (also used by tests to compare with the cache).
    nonisolated public static func rasterize(_ card: Card, look: CardLook, width: Int, height: Int,
                                 painter: CardPainter = CardPainter()) throws -> Surface {
        let factor = width < 160 ? 3 : 2
        let margin = shadowMargin(forWidth: width)
        return try Supersampler.render(width: width, height: height + margin, factor: factor,
                                       background: painter.theme.feltDark.withAlpha(0)) { renderer, scale in
            let size = Size(width: Double(width) * scale, height: Double(height) * scale)
            painter.paintShadow(size: size, drop: Double(margin) * scale, renderer: renderer)
            painter.paint(card, look: look, size: size, renderer: renderer)
        }
    }

    /// Call once per drawn frame: keeps within the budget and forgets faces unused for a while.
    public func endFrame() {
        rasterizedThisFrame = 0
        forget(faces.endFrame())
        if faces.frame % 120 == 0 { forget(faces.removeUnused(forFrames: Self.framesKeptUnused)) }
    }

    /// Drops every face (after a render-target reset or a theme change).
    public func removeAll() {
        faces.removeAll()
        sizes.removeAll()
    }

    /// Faces the store let go of are no longer sizes of their card.
    private func forget(_ dropped: [Key]) {
        for key in dropped {
            let lookKey = LookKey(card: key.card, look: key.look)
            sizes[lookKey]?.removeAll { $0 == key }
            if sizes[lookKey]?.isEmpty == true { sizes[lookKey] = nil }
        }
    }
}
