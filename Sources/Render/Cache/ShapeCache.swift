import Table

/// Smooth rounded rectangles (button faces, the message pill, panels, the scroll bar) rasterized once per
/// pixel size, radius and color, within a byte budget (Y2).
@MainActor
final class ShapeCache {
    struct Key: Hashable {
        var width: Int, height: Int, radius: Int
        var color: RGBA
    }

    /// A 4K window with its help overlay open draws 0.9 MB of shapes, most of it the
    /// panel (`CacheMemoryTests`): room for its panels and buttons at several sizes.
    static let defaultBudget = 6 << 20

    let renderer: Renderer
    private var textures: TextureStore<Key>

    init(renderer: Renderer, byteBudget: Int = defaultBudget) {
        self.renderer = renderer
        textures = TextureStore(budget: byteBudget)
    }

    var usage: CacheUsage { textures.usage }

    func roundedRect(width: Int, height: Int, radius: Int, color: RGBA) throws -> Texture {
        let key = Key(width: max(1, width), height: max(1, height), radius: radius, color: color)
        if let texture = textures.texture(key) { return texture }
        let surface = try Supersampler.render(width: key.width, height: key.height, factor: 3,
                                              background: color.withAlpha(0)) { renderer, scale in
            let rect = Rect(x: 0.5, y: 0.5, width: Double(key.width) * scale - 1, height: Double(key.height) * scale - 1)
            Gfx(renderer: renderer).fillSmooth(.roundedRect(rect, radius: Double(radius) * scale), color)
        }
        let texture = try Texture(renderer: renderer, surface: surface)
        texture.setLinearFiltering(true)
        textures.insert(texture, for: key)
        return texture
    }

    func removeAll() { textures.removeAll() }

    /// Call once per drawn frame: keeps within the budget.
    func endFrame() { textures.endFrame() }
}
