#if canImport(Glibc)
import Glibc
#endif

/// Text rendered once per string, size, weight and color, kept as textures within a byte
/// budget; each weight's font opened once and set at the size asked for (Y2, P3).
@MainActor
public final class TextCache {
    public enum Weight: Hashable, Sendable { case regular, bold }

    struct Key: Hashable {
        var text: String
        var pixelSize: Int
        var weight: Weight
        var color: RGBA
    }

    struct FontKey: Hashable {
        var weight: Weight
        var pixelSize: Int
    }

    struct WidthKey: Hashable {
        var text: String
        var font: FontKey
    }

    /// A 4K window with its help overlay open draws 3.4 MB of text (`CacheMemoryTests`);
    /// the rest is room for the strings that change (score, timer) and a resize's sizes.
    public static let defaultBudget = 8 << 20
    /// Widths remembered: a frame measures its bars, the message and the deck's count
    /// again (P4: shaping them anew was a tenth of the CPU while clicking); past this many
    /// strings the list starts again.
    static let widthsKept = 1024

    let renderer: Renderer
    let fonts: FontFiles
    /// One font a weight, whatever the sizes text is set at: an open size held some 200 KB
    /// of FreeType's and HarfBuzz's tables, and the bars use five (P3).
    private var openFonts: [Weight: Font] = [:]
    private var textures: TextureStore<Key, Texture>
    private var widths: [WidthKey: Int] = [:]

    public init(renderer: Renderer, fonts: FontFiles, byteBudget: Int = defaultBudget) {
        self.renderer = renderer
        self.fonts = fonts
        textures = TextureStore(budget: byteBudget)
    }

    public var usage: CacheUsage { textures.usage }
    var openFontCount: Int { openFonts.count }

    public func texture(_ text: String, pixelSize: Int, weight: Weight = .regular, color: RGBA) throws -> Texture {
        let key = Key(text: text, pixelSize: pixelSize, weight: weight, color: color)
        if let texture = textures.texture(key) { return texture }
        let surface = try font(weight, pixelSize).render(text, color: color)
        let texture = try Texture(renderer: renderer, surface: surface)
        textures.insert(texture, for: key)
        return texture
    }

    /// Whether `text` is set at this size and colour already (without marking it used).
    func contains(_ text: String, pixelSize: Int, weight: Weight, color: RGBA) -> Bool {
        textures.contains(Key(text: text, pixelSize: pixelSize, weight: weight, color: color))
    }

    /// Width in pixels of `text` at this size, measured without drawing it.
    public func width(_ text: String, pixelSize: Int, weight: Weight = .regular) throws -> Int {
        let key = WidthKey(text: text, font: FontKey(weight: weight, pixelSize: pixelSize))
        if let width = widths[key] { return width }
        let width = try font(weight, pixelSize).width(of: text)
        if widths.count >= Self.widthsKept { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    /// How many widths are remembered now.
    var widthCount: Int { widths.count }

    public func removeAll() { textures.removeAll() }

    /// Call once per drawn frame: keeps within the budget.
    public func endFrame() { textures.endFrame() }

    /// The weight's font, set at `size`.
    private func font(_ weight: Weight, _ size: Int) throws -> Font {
        if let open = openFonts[weight] {
            try open.setPixelSize(size)
            return open
        }
        let font = try Font(path: weight == .bold ? fonts.bold : fonts.regular, pixelSize: size)
        openFonts[weight] = font
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

    public var missing: [String] { [regular, bold].filter { !Self.isReadable($0) } }

    /// Whether this process may read the file at `path`.
    static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
