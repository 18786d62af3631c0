import Render
import SetCore

/// The player's choice of look (B7) as the colours Render draws with.
extension Settings {
    /// Every colour the game draws with, for this theme and palette.
    public var colors: Render.Theme {
        let cards: Render.Palette = palette == .standard ? .standard : .colorblind
        return theme == .light ? .light(cards) : .dark(cards)
    }

    /// How card faces are drawn besides their colours (T2, T4).
    public var cardStyle: (squiggle: SquiggleStyle, colorMarks: Bool) {
        (squiggle == .curved ? .curved : .rectangle, colorMarks)
    }
}
