import SceneModel
import Render

extension Scene {
    /// The window's first frame (A1, P3): the table as it is, empty — no card and no deck
    /// pile, whose face-down cards would be the first faces painted — with its bars, so the
    /// window shows the game at once; the cards and the pile come with the next frame.
    var launchFrame: Scene {
        var frame = self
        frame.cards.removeAll()
        frame.deckPile = nil
        return frame
    }
}
