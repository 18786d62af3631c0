import Foundation

/// Text rendered once per string, size, weight and color, kept as textures.
@MainActor
public final class TextCache {
    public enum Weight: Hashable, Sendable { case regular, bold }

    struct Key: Hashable {
        var text: String
        var pixelSize: Int
        var weight: Weight
        var color: RGBA
    }

    let renderer: Renderer
    let fonts: FontFiles
    private var openFonts: [Weight: [Int: Font]] = [:]
    private var textures: [Key: Texture] = [:]

    public init(renderer: Renderer, fonts: FontFiles) {
        self.renderer = renderer
        self.fonts = fonts
    }

    public func texture(_ text: String, pixelSize: Int, weight: Weight = .regular, color: RGBA) throws -> Texture {
        let key = Key(text: text, pixelSize: pixelSize, weight: weight, color: color)
        if let texture = textures[key] { return texture }
        let surface = try font(weight, pixelSize).render(text, color: color)
        let texture = try Texture(renderer: renderer, surface: surface)
        if textures.count > 400 { textures.removeAll() }  // strings like the score change; keep it bounded
        textures[key] = texture
        return texture
    }

    /// Width in pixels of `text` at this size, measured without drawing it.
    public func width(_ text: String, pixelSize: Int, weight: Weight = .regular) throws -> Int {
        try font(weight, pixelSize).width(of: text)
    }

    public func removeAll() { textures.removeAll() }

    private func font(_ weight: Weight, _ size: Int) throws -> Font {
        if let font = openFonts[weight]?[size] { return font }
        let font = try Font(path: weight == .bold ? fonts.bold : fonts.regular, pixelSize: size)
        openFonts[weight, default: [:]][size] = font
        return font
    }
}

/// Where the game's two fonts are.
public struct FontFiles: Hashable, Sendable {
    public var regular: String
    public var bold: String

    public init(regular: String, bold: String) {
        self.regular = regular
        self.bold = bold
    }

    /// The fonts in an `Assets` folder.
    public init(assets: String) {
        self.init(regular: assets + "/fonts/DejaVuSans.ttf", bold: assets + "/fonts/DejaVuSans-Bold.ttf")
    }

    public var missing: [String] { [regular, bold].filter { !FileManager.default.isReadableFile(atPath: $0) } }
}
