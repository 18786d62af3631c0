import Table

/// Smooth rounded rectangles (button faces, the message pill, panels, the scroll bar) rasterized once per
/// pixel size, radius and color.
@MainActor
final class ShapeCache {
    struct Key: Hashable {
        var width: Int, height: Int, radius: Int
        var color: RGBA
    }

    let renderer: Renderer
    private var textures: [Key: Texture] = [:]

    init(renderer: Renderer) { self.renderer = renderer }

    func roundedRect(width: Int, height: Int, radius: Int, color: RGBA) throws -> Texture {
        let key = Key(width: max(1, width), height: max(1, height), radius: radius, color: color)
        if let texture = textures[key] { return texture }
        let surface = try Supersampler.render(width: key.width, height: key.height, factor: 3,
                                              background: color.withAlpha(0)) { renderer, scale in
            let rect = Rect(x: 0.5, y: 0.5, width: Double(key.width) * scale - 1, height: Double(key.height) * scale - 1)
            Gfx(renderer: renderer).fillSmooth(.roundedRect(rect, radius: Double(radius) * scale), color)
        }
        let texture = try Texture(renderer: renderer, surface: surface)
        texture.setLinearFiltering(true)
        if textures.count > 200 { textures.removeAll() }
        textures[key] = texture
        return texture
    }

    func removeAll() { textures.removeAll() }
}
