import Render

/// How the game looks, chosen by the player (B7, Keys): remembered between runs.
public struct Appearance: Hashable, Codable, Sendable {
    public enum ThemeName: String, Codable, Sendable { case light, dark }
    public enum PaletteName: String, Codable, Sendable { case standard, colorblind }

    public var theme: ThemeName = .light
    public var palette: PaletteName = .standard
    /// Each card's key shown in a corner of the card (Ctrl+L).
    public var keyLabels = false

    public init() {}

    /// Every colour the game draws with, for this choice.
    public var colors: Theme {
        let cards: Palette = palette == .standard ? .standard : .colorblind
        return theme == .light ? .light(cards) : .dark(cards)
    }
}
