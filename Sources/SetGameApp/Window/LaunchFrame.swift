import SceneModel
import Render

extension Scene {
    /// The window's first frame (A1, P3): the table as it is, empty — no card and no deck
    /// pile, whose face-down cards would be the first faces painted — and its bars without
    /// their text (the title too), buttons or players (opening the fonts at their sizes and
    /// drawing the buttons' rounded shapes took a quarter of the launch), so the window shows
    /// the felt at once; the bars' contents, the cards and the pile come with the next frame.
    var launchFrame: Scene {
        var frame = self
        frame.cards.removeAll()
        frame.deckPile = nil
        frame.buttons.removeAll()
        frame.status.removeAll()
        frame.showsTitle = false
        frame.message = nil
        frame.players.removeAll()
        frame.foundSets.removeAll()
        return frame
    }
}
