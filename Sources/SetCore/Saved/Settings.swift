/// The player's choices that outlast a game (B7, "Saved data"): theme, palette, key labels
/// and the window size. Versioned and `Codable`.
///
/// Decoding is forgiving field by field: a missing key, or a value this version does not
/// know, takes its default, so settings added later (sound, squiggle style, colour marks)
/// read older files without a new version.
public struct Settings: Hashable, Sendable {
    /// The version written into every settings file; any other version is set aside.
    public static let version = 1

    public enum Theme: String, CaseIterable, Codable, Sendable { case light, dark }
    public enum Palette: String, CaseIterable, Codable, Sendable { case standard, colorblind }

    /// A window size in logical points, both sides positive.
    public struct WindowSize: Hashable, Codable, Sendable {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    public var theme = Theme.light
    public var palette = Palette.standard
    /// Each card shows its card key in a corner (`Ctrl+L`).
    public var keyLabels = false
    /// The window's size when the game last ran; nil for the game's own choice.
    public var window: WindowSize?

    public init(theme: Theme = .light, palette: Palette = .standard, keyLabels: Bool = false,
                window: WindowSize? = nil) {
        self.theme = theme
        self.palette = palette
        self.keyLabels = keyLabels
        self.window = window
    }
}

extension Settings: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, theme, palette, keyLabels, window
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        try SavedDataError.check(version: keys.decode(Int.self, forKey: .version), expected: Self.version)
        let defaults = Settings()
        theme = (try? keys.decodeIfPresent(Theme.self, forKey: .theme)) ?? defaults.theme
        palette = (try? keys.decodeIfPresent(Palette.self, forKey: .palette)) ?? defaults.palette
        keyLabels = (try? keys.decodeIfPresent(Bool.self, forKey: .keyLabels)) ?? defaults.keyLabels
        let window = (try? keys.decodeIfPresent(WindowSize.self, forKey: .window)) ?? nil
        self.window = window.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(Self.version, forKey: .version)
        try keys.encode(theme, forKey: .theme)
        try keys.encode(palette, forKey: .palette)
        try keys.encode(keyLabels, forKey: .keyLabels)
        try keys.encodeIfPresent(window, forKey: .window)
    }
}
