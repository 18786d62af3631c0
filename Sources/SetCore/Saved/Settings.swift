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
    /// The squiggle as a rectangle (the default) or as the classic curve (T2).
    public enum Squiggle: String, CaseIterable, Codable, Sendable { case rectangle, curved }

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
    /// Sound effects on (T3); `Ctrl+M` mutes.
    public var sound = true
    public var squiggle = Squiggle.rectangle
    /// A mark per colour in each card's corner, a cue that does not rely on hue (T4).
    public var colorMarks = false
    /// New games are Junior games: the 27 solid cards (G4).
    public var junior = false
    /// Who plays the next game (V1): nil for solo, else a hot-seat game or the computer.
    public var opponents: Opponents?
    /// A daily puzzle was in progress when the game last ran: a launch without flags goes
    /// back to it rather than to the saved game (B6, G5). Written with every save, never chosen.
    public var dailyInPlay = false

    public init(theme: Theme = .light, palette: Palette = .standard, keyLabels: Bool = false,
                window: WindowSize? = nil, sound: Bool = true, squiggle: Squiggle = .rectangle,
                colorMarks: Bool = false, junior: Bool = false) {
        self.theme = theme
        self.palette = palette
        self.keyLabels = keyLabels
        self.window = window
        self.sound = sound
        self.squiggle = squiggle
        self.colorMarks = colorMarks
        self.junior = junior
    }
}

extension Settings: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, theme, palette, keyLabels, window, sound, squiggle, colorMarks, junior, players, dailyInPlay
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        try SavedDataError.check(version: keys.decode(Int.self, forKey: .version), expected: Self.version)
        let defaults = Settings()
        theme = (try? keys.decodeIfPresent(Theme.self, forKey: .theme)) ?? defaults.theme
        palette = (try? keys.decodeIfPresent(Palette.self, forKey: .palette)) ?? defaults.palette
        keyLabels = (try? keys.decodeIfPresent(Bool.self, forKey: .keyLabels)) ?? defaults.keyLabels
        sound = (try? keys.decodeIfPresent(Bool.self, forKey: .sound)) ?? defaults.sound
        squiggle = (try? keys.decodeIfPresent(Squiggle.self, forKey: .squiggle)) ?? defaults.squiggle
        colorMarks = (try? keys.decodeIfPresent(Bool.self, forKey: .colorMarks)) ?? defaults.colorMarks
        junior = (try? keys.decodeIfPresent(Bool.self, forKey: .junior)) ?? defaults.junior
        opponents = ((try? keys.decodeIfPresent(String.self, forKey: .players)) ?? nil).flatMap(Self.opponents(named:))
        dailyInPlay = (try? keys.decodeIfPresent(Bool.self, forKey: .dailyInPlay)) ?? defaults.dailyInPlay
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
        try keys.encode(sound, forKey: .sound)
        try keys.encode(squiggle, forKey: .squiggle)
        try keys.encode(colorMarks, forKey: .colorMarks)
        try keys.encode(junior, forKey: .junior)
        try keys.encode(opponents.map(Self.name(of:)) ?? "solo", forKey: .players)
        try keys.encode(dailyInPlay, forKey: .dailyInPlay)
    }

    /// The next game's players as settings.json writes them: `solo`, `2`…`4`, or a level.
    static func name(of opponents: Opponents) -> String {
        switch opponents {
        case .hotSeat(let players): "\(players)"
        case .computer(let level): level.rawValue
        }
    }

    static func opponents(named name: String) -> Opponents? {
        if let level = ComputerLevel(rawValue: name) { return .computer(level) }
        return Int(name).flatMap { Opponents.hotSeatPlayers.contains($0) ? .hotSeat(players: $0) : nil }
    }
}
