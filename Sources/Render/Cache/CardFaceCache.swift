import CSDL2
import SceneModel
import SetCore
import Layout

/// Card faces rasterized once per card × pixel size × look and kept (P2), compact for a
/// software renderer (`KeptImage`, P3), within a byte budget (Y2).
@MainActor
public final class CardFaceCache {
    struct Key: Hashable {
        var card: Card
        var width: Int
        var height: Int
        var look: CardLook
    }

    /// Holds the 81 faces of a 1920×1080 window kept compact (0.5 MB) and a stand-in size of
    /// each (0.9 MB in all), measured by `CacheMemoryTests`, three times over. Faces on screen
    /// stay whatever the budget (`TextureStore`); past it go faces of other sizes and cards
    /// that left the table, which cost a fraction of a millisecond each to compose again from
    /// their parts (P3). Faces kept as textures (not drawn by hand) count their pixels.
    public static let defaultBudget = 3 << 20

    let renderer: Renderer
    public var painter: CardPainter {
        didSet { if painter != oldValue { removeAll() } }
    }
    /// Faces are composed from symbols rasterized once per card size.
    private var composer: FaceComposer
    struct LookKey: Hashable {
        var card: Card
        var look: CardLook
    }

    private var faces: TextureStore<Key, KeptImage>
    /// The sizes kept of each card in each look, in the order they were made: the newest,
    /// which stands in while the card changes size, and the one drawn last of the others
    /// (more for as long as the last two frames drew them).
    private var sizes: [LookKey: [Key]] = [:]
    static let sizesKept = 2
    /// Milliseconds a frame may spend making faces before cached faces of other sizes stand
    /// in for the rest (a card with no face at all gets one anyway); `.infinity` makes every
    /// face at once. A card changing size spends none of it: it is drawn scaled from the face
    /// it has, and the window makes the one it lands with between frames (P2).
    public var rasterizeBudget = 2.0
    private var spentThisFrame = Duration.zero
    private var budgetLeft: Bool { spentThisFrame < .microseconds(Int64(min(rasterizeBudget, 1e9) * 1000)) }
    /// Faces not drawn for this many frames are dropped, so old sizes do not pile up.
    static let framesKeptUnused = 240
    public private(set) var rasterizations = 0
    /// Bytes of faces dropped when the allocator last handed free pages back, and how many
    /// more must go before it does again (P3: a New Game or a resize drops megabytes at once).
    private var droppedAtLastReturn = 0
    static let bytesDroppedBeforeReturn = 256 << 10

    /// Faces are kept in their compact form, drawn by hand into a software renderer's pixels
    /// (P3); otherwise as textures that SDL draws. Changing it drops every face.
    public var keepsCompact: Bool {
        didSet { if keepsCompact != oldValue { removeAll(keepingParts: true) } }
    }

    public init(renderer: Renderer, painter: CardPainter = CardPainter(), byteBudget: Int = defaultBudget) {
        self.renderer = renderer
        keepsCompact = renderer.isSoftware
        self.painter = painter
        composer = FaceComposer(painter: painter)
        faces = TextureStore(budget: byteBudget)
    }

    public var count: Int { faces.count }
    public var usage: CacheUsage { faces.usage }

    /// Every card's back is the same: cached once, under this card.
    static let backKeyCard = Card.all[0]

    /// The face of `card` at exactly `width`×`height` pixels, made now if needed.
    public func face(_ card: Card, look: CardLook, width: Int, height: Int) throws -> KeptImage {
        let key = Key(card: look == .back ? Self.backKeyCard : card, width: max(1, width), height: max(1, height), look: look)
        if let face = faces.texture(key) { return face }
        let started = ContinuousClock.now
        defer { spentThisFrame += ContinuousClock.now - started }
        let faceHeight = key.height + Self.shadowMargin(forWidth: key.width)
        // A texture's memory can serve the next one; a compact face's size is known once it is made.
        if !keepsCompact { forget(faces.makeRoom(for: key.width * faceHeight * 4)) }
        // Written by hand, the back too, so that cards are copied by hand whichever side they show (P2).
        let back = look == .back ? try Self.rasterize(card, look: look, width: key.width, height: key.height, painter: painter) : nil
        let face = try KeptImage(renderer: renderer, width: key.width, height: faceHeight, compact: keepsCompact) { [composer] pixels in
            if let back {
                back.withPixels { _ = pixels.update(fromContentsOf: $0) }
            } else {
                try composer.compose(card, look: look, width: key.width, height: key.height, into: pixels)
            }
        }
        forget(faces.insert(face, for: key))
        let lookKey = LookKey(card: key.card, look: look)
        sizes[lookKey, default: []].append(key)
        // The size drawn longest ago goes, not the one made first, and never one drawn in this
        // frame or the one before: a card can be on screen at two sizes and want a third (New
        // Game deals it anew, standing in with another size, while it still flies off).
        while let kept = sizes[lookKey], kept.count > Self.sizesKept,
              let stalest = kept.indices.filter({ !faces.drawnLately(kept[$0]) })
                  .min(by: { faces.lastUse(of: kept[$0]) < faces.lastUse(of: kept[$1]) }) {
            faces.remove(sizes[lookKey]!.remove(at: stalest))
        }
        rasterizations += 1
        return face
    }

    /// A face to draw now: the exact size when cached; for a card changing size, drawn
    /// `drawnHeight` pixels tall, a face of the card in that look that is that tall, else the
    /// last one made at least half that tall, which the renderer scales; for a card at rest,
    /// the same once this frame's budget is spent. Nil means the face is to be made now (or
    /// nothing cached may stand in): use `face(_:look:width:height:)`.
    public func cachedFace(_ card: Card, look: CardLook, width: Int, height: Int, substituteAllowed: Bool,
                           drawnHeight: Int? = nil) throws -> (face: KeptImage, exact: Bool)? {
        let key = Key(card: look == .back ? Self.backKeyCard : card, width: max(1, width), height: max(1, height), look: look)
        let drawn = substituteAllowed ? drawnHeight ?? key.height : key.height
        if drawn == key.height, let face = faces.texture(key) { return (face, true) }
        let kept = sizes[LookKey(card: key.card, look: key.look)] ?? []
        // Drawn at a size it has (a card waiting on the deck pile, the pile's own back): that
        // one, unscaled, whatever else is made meanwhile.
        // (Never its own face: that one is `drawn` tall only at rest, and returned above.)
        if substituteAllowed, let same = kept.last(where: { $0.height == drawn }), let face = faces.texture(same) {
            return (face, false)
        }
        if drawn != key.height, let face = faces.texture(key) { return (face, true) }
        // Past the frame's budget any face made stands in; before it, a face too small to
        // scale up is made instead.
        guard let stand = Self.standIn(among: kept, drawnHeight: drawn, anyHeight: !budgetLeft),
              let face = faces.texture(stand) else { return nil }
        // A card at rest gets its own face while the frame's budget lasts.
        return budgetLeft && !substituteAllowed ? nil : (face, false)
    }

    /// Marks as used the face a card on screen shows at `width`×`height`, or, without it,
    /// the face that stands in for it, so that a frame redrawing only what changed does not
    /// let go of the faces of the cards it leaves alone (faces stay bounded by what is on
    /// screen, P2); false when the exact face is not made yet.
    @discardableResult
    func keep(_ card: Card, look: CardLook, width: Int, height: Int, drawnHeight: Int? = nil) -> Bool {
        let key = Key(card: look == .back ? Self.backKeyCard : card, width: max(1, width), height: max(1, height), look: look)
        let kept = sizes[LookKey(card: key.card, look: look)] ?? []
        if let drawnHeight, let same = kept.last(where: { $0.height == drawnHeight }) { _ = faces.texture(same) }
        if faces.texture(key) != nil { return true }
        if let stand = Self.standIn(among: kept, drawnHeight: drawnHeight ?? key.height, anyHeight: true) {
            _ = faces.texture(stand)
        }
        return false
    }

    /// The face that stands in for a card drawn `drawnHeight` pixels tall while its own is not
    /// made: the last made at least half as tall (not the small face the daily puzzle's list
    /// shows, made since: scaled up that far it is blurred); else, with `anyHeight`, the last made.
    private static func standIn(among kept: [Key], drawnHeight: Int, anyHeight: Bool) -> Key? {
        kept.last { 2 * $0.height >= drawnHeight } ?? (anyHeight ? kept.last : nil)
    }

    /// Makes the face of `card` at `width`×`height` ahead of the frame that shows it, outside
    /// any frame's budget (between frames); returns how long it took.
    func makeAhead(_ card: Card, look: CardLook, width: Int, height: Int) throws -> Duration {
        let spent = spentThisFrame
        defer { spentThisFrame = spent }
        let started = ContinuousClock.now
        _ = try face(card, look: look, width: width, height: height)
        return ContinuousClock.now - started
    }

    /// Pixels below the card for its shadow: a face texture is this much taller than the card.
    nonisolated public static func shadowMargin(forWidth width: Int) -> Int { max(2, Int((Double(width) * 0.03).rounded(.up))) }

    /// Each pixel of a face is the average of factor × factor painted ones: 3 on small cards, 2 on large.
    nonisolated static func supersampling(forWidth width: Int) -> Int { width < 160 ? 3 : 2 }

    /// Rasterizes one face the slow way, painting all of it (the back; tests compare composed faces with it), with its soft shadow baked in below it, into a new surface
    /// `width` × `height + shadowMargin` (also used by tests to compare with the cache).
    nonisolated public static func rasterize(_ card: Card, look: CardLook, width: Int, height: Int,
                                 painter: CardPainter = CardPainter()) throws -> Surface {
        let factor = supersampling(forWidth: width)
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
        spentThisFrame = .zero
        forget(faces.endFrame())
        if faces.frame % 120 == 0 { forget(faces.removeUnused(forFrames: Self.framesKeptUnused)) }
        if faces.droppedBytes - droppedAtLastReturn >= Self.bytesDroppedBeforeReturn {
            PixelMemory.returnFreePages()
            droppedAtLastReturn = faces.droppedBytes
        }
    }

    /// Drops every face (after a render-target reset or a theme change); `keepingParts`
    /// keeps the symbols faces are composed from (they are the renderer's no more than the
    /// painter's: a reset of the renderer's textures leaves them good).
    public func removeAll(keepingParts: Bool = false) {
        if !keepingParts { composer = FaceComposer(painter: painter) }
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
