import CSDL2
import SetCore
import Table

/// Card faces rasterized once per card × pixel size × look and kept as textures (P2).
public final class CardFaceCache {
    struct Key: Hashable {
        var card: Card
        var width: Int
        var height: Int
        var look: CardLook
    }

    let renderer: OpaquePointer
    public var painter: CardPainter { didSet { if painter.theme != oldValue.theme { removeAll() } } }
    private var faces: [Key: Texture] = [:]
    /// Faces not used for this many frames are dropped, so old sizes do not pile up.
    private var lastUse: [Key: Int] = [:]
    private var frameNumber = 0
    public private(set) var rasterizations = 0

    public init(renderer: OpaquePointer, painter: CardPainter = CardPainter()) {
        self.renderer = renderer
        self.painter = painter
    }

    public var count: Int { faces.count }

    /// The face texture for `card` at exactly `width`×`height` pixels.
    public func face(_ card: Card, look: CardLook, width: Int, height: Int) throws -> Texture {
        let key = Key(card: card, width: max(1, width), height: max(1, height), look: look)
        lastUse[key] = frameNumber
        if let texture = faces[key] { return texture }
        let surface = try Self.rasterize(card, look: look, width: key.width, height: key.height, painter: painter)
        let texture = try Texture(renderer: renderer, surface: surface)
        texture.setLinearFiltering(true)
        faces[key] = texture
        rasterizations += 1
        return texture
    }

    /// Rasterizes one face into a new surface (also used by tests to compare with the cache).
    public static func rasterize(_ card: Card, look: CardLook, width: Int, height: Int,
                                 painter: CardPainter = CardPainter()) throws -> Surface {
        let factor = width < 160 ? 3 : 2
        return try Supersampler.render(width: width, height: height, factor: factor,
                                       background: painter.theme.felt.withAlpha(0)) { renderer, scale in
            painter.paint(card, look: look, size: Size(width: Double(width) * scale, height: Double(height) * scale),
                          renderer: renderer)
        }
    }

    /// Call once per drawn frame: forgets faces unused for a while.
    public func endFrame() {
        frameNumber += 1
        guard frameNumber % 120 == 0 else { return }
        for (key, used) in lastUse where frameNumber - used > 240 {
            faces[key] = nil
            lastUse[key] = nil
        }
    }

    /// Drops every face (after a render-target reset or a theme change).
    public func removeAll() {
        faces.removeAll()
        lastUse.removeAll()
    }
}
