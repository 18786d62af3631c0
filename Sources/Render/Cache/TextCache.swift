#if canImport(Glibc)
import Glibc
#endif

/// Text rendered once per string, size, weight and color, kept as textures within a byte
/// budget; each weight's font opened once and set at the size asked for (Y2, P3).
@MainActor
public final class TextCache {
    public enum Weight: Hashable, Sendable { case regular, bold }

    /// A string in one weight and colour, whatever its size.
    struct LabelKey: Hashable {
        var text: String
        var weight: Weight
        var color: RGBA
    }

    struct Key: Hashable {
        var label: LabelKey
        var pixelSize: Int

        init(label: LabelKey, pixelSize: Int) {
            self.label = label
            self.pixelSize = pixelSize
        }

        init(text: String, pixelSize: Int, weight: Weight, color: RGBA) {
            self.init(label: LabelKey(text: text, weight: weight, color: color), pixelSize: pixelSize)
        }
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

    /// Lends labels and widths of other sizes (the window, P2): a string asked at a size it
    /// is not set or measured at yet is drawn or measured from the size it last was, scaled,
    /// and set or measured between frames (`makeNextLent`). The first frame at a size the
    /// window never had set every label of the bars anew, 0.4 of its 1.5 ms at 1000×720, and
    /// a window dragged to a new size each frame set them every frame. Off (screenshots,
    /// headless frames, tests), everything is set when asked.
    public var lendsOtherSizes = false

    /// A string in one weight, whatever its size.
    struct TextKey: Hashable {
        var text: String
        var weight: Weight
    }

    let renderer: Renderer
    let fonts: FontFiles
    /// One font a weight, whatever the sizes text is set at: an open size held some 200 KB
    /// of FreeType's and HarfBuzz's tables, and the bars use five (P3).
    private var openFonts: [Weight: Font] = [:]
    private var textures: TextureStore<Key, Texture>
    private var widths: [WidthKey: Int] = [:]
    /// The size each label was last set at, and each string last measured at and its width,
    /// and in which of the store's frames: what is lent.
    private var lastSizes: [LabelKey: (pixelSize: Int, frame: Int)] = [:]
    private var lastWidths: [TextKey: (pixelSize: Int, width: Int, frame: Int)] = [:]
    /// Whether text was set or measured since the last frame ended.
    private var readFonts = false
    /// What this frame lent, to set or measure before the next.
    private var lentLabels: [Key] = []
    private var lentWidths: [WidthKey] = []

    public init(renderer: Renderer, fonts: FontFiles, byteBudget: Int = defaultBudget) {
        self.renderer = renderer
        self.fonts = fonts
        textures = TextureStore(budget: byteBudget)
    }

    public var usage: CacheUsage { textures.usage }
    var openFontCount: Int { openFonts.count }

    public func texture(_ text: String, pixelSize: Int, weight: Weight = .regular, color: RGBA) throws -> Texture {
        try texture(Key(text: text, pixelSize: pixelSize, weight: weight, color: color))
    }

    private func texture(_ key: Key) throws -> Texture {
        if let texture = textures.texture(key) { return texture }
        let surface = try font(key.label.weight, key.pixelSize).render(key.label.text, color: key.label.color)
        readFonts = true
        let texture = try Texture(renderer: renderer, surface: surface)
        textures.insert(texture, for: key)
        if lastSizes.count >= Self.widthsKept { lastSizes.removeAll(keepingCapacity: true) }
        lastSizes[key.label] = (key.pixelSize, textures.frame)
        return texture
    }

    /// A label as a frame draws it: its texture and the size it is drawn at, which is the
    /// texture's own unless another size's is lent (`lendsOtherSizes`).
    public struct Label {
        public let texture: Texture
        public let width: Int, height: Int
        /// Whether `texture` is set at another size and drawn scaled.
        public var isLent: Bool { width != texture.width || height != texture.height }
    }

    /// `text` at `pixelSize`; lent from the size it was last set at in an earlier frame, scaled,
    /// when lending and it is not set at this size yet.
    public func label(_ text: String, pixelSize: Int, weight: Weight = .regular, color: RGBA) throws -> Label {
        let key = Key(text: text, pixelSize: pixelSize, weight: weight, color: color)
        if lendsOtherSizes, !textures.contains(key), let (size, setIn) = lastSizes[key.label], setIn < textures.frame,
           Self.lends(from: size, to: pixelSize), let other = textures.texture(Key(label: key.label, pixelSize: size)) {
            if !lentLabels.contains(key) { lentLabels.append(key) }
            let scale = Double(pixelSize) / Double(size)
            return Label(texture: other, width: max(1, Int((Double(other.width) * scale).rounded())),
                         height: max(1, Int((Double(other.height) * scale).rounded())))
        }
        let texture = try texture(key)
        return Label(texture: texture, width: texture.width, height: texture.height)
    }

    /// Whether `text` is set at this size and colour already (without marking it used).
    func contains(_ text: String, pixelSize: Int, weight: Weight, color: RGBA) -> Bool {
        textures.contains(Key(text: text, pixelSize: pixelSize, weight: weight, color: color))
    }

    /// Width in pixels of `text` at this size, measured without drawing it.
    /// When lending and `text` is not measured at this size yet, its width at the size it was
    /// last measured at in an earlier frame, scaled (within a pixel or two of the one measured
    /// between frames). Within a frame widths are measured: a label shrinking to fit its button
    /// is measured at each size it tries.
    public func width(_ text: String, pixelSize: Int, weight: Weight = .regular) throws -> Int {
        let key = WidthKey(text: text, font: FontKey(weight: weight, pixelSize: pixelSize))
        if let width = widths[key] { return width }
        if lendsOtherSizes, let last = lastWidths[TextKey(text: text, weight: weight)], last.frame < textures.frame,
           Self.lends(from: last.pixelSize, to: pixelSize) {
            if !lentWidths.contains(key) { lentWidths.append(key) }
            return Int((Double(last.width) * Double(pixelSize) / Double(last.pixelSize)).rounded())
        }
        return try measure(key)
    }

    /// Whether a label or width at `size` stands in for one at `wanted`: at most twice or half
    /// its size (scaled further it would show as a blur), never from or to a size of nothing
    /// (a label squeezed out of a narrow window).
    static func lends(from size: Int, to wanted: Int) -> Bool {
        size > 0 && wanted > 0 && size != wanted && wanted <= 2 * size && size <= 2 * wanted
    }

    private func measure(_ key: WidthKey) throws -> Int {
        if let width = widths[key] { return width }
        let width = try font(key.font.weight, key.font.pixelSize).width(of: key.text)
        readFonts = true
        if widths.count >= Self.widthsKept {
            widths.removeAll(keepingCapacity: true)
            lastWidths.removeAll(keepingCapacity: true)
        }
        widths[key] = width
        lastWidths[TextKey(text: key.text, weight: key.font.weight)] = (key.font.pixelSize, width, textures.frame)
        return width
    }

    /// How many widths are remembered now.
    var widthCount: Int { widths.count }

    public func removeAll() { textures.removeAll() }

    /// Whether a label or a width was lent since the frame began and is not made yet.
    public var hasLent: Bool { !lentLabels.isEmpty || !lentWidths.isEmpty }

    /// Measures the next width or sets the next label lent (widths first: the next frame lays
    /// its labels out by them); false when none waits.
    func makeNextLent() -> Bool {
        if !lentWidths.isEmpty {
            _ = try? measure(lentWidths.removeFirst())
        } else if !lentLabels.isEmpty {
            _ = try? texture(lentLabels.removeFirst())
        } else {
            return false
        }
        return true
    }

    /// Call as a frame begins: it lends afresh what is still not made.
    func beginFrame() {
        lentLabels.removeAll(keepingCapacity: true)
        lentWidths.removeAll(keepingCapacity: true)
    }

    /// Labels not drawn for this many frames go (checked every 120): a long game's old times
    /// and scores, messages gone, a closed panel's text. The cache then holds about what is
    /// on screen rather than filling its budget as a game goes on (Y2, P3: a label a minute
    /// for the clock alone); a bar's label that frames drawing only what changed leave alone
    /// is set again by the next whole frame.
    static let framesKeptUnused = 600

    /// Call once per drawn frame: keeps within the budget, drops labels long unused, and lets
    /// the font files' pages go when text was set or measured since the last frame (P3: a
    /// frame that sets text reads the fonts; the next reads them again).
    public func endFrame() {
        textures.endFrame()
        if textures.frame % 120 == 0 { textures.removeUnused(forFrames: Self.framesKeptUnused) }
        if readFonts {
            for font in openFonts.values { font.releasePages() }
            readFonts = false
        }
    }

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
