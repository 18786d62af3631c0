import Render
@testable import Session
@testable import SetGameApp
import Layout
import Testing

/// The window's first frame is the empty table (A1) and paints no card nor text (P3): no
/// card and no deck pile, the bars empty, the same layout as the frames after it.
@Suite("Launch frame")
struct LaunchFrameTests {
    @Test func theFirstFrameIsTheTableWithoutCardsDeckPileOrTheBarsContents() throws {
        let session = SessionStore(seed: 7, window: Size(width: 1000, height: 720))
        let scene = session.scene()
        // At launch the 12 opening cards are on their way and 69 wait in the pile.
        #expect(scene.cards.count == 12)
        #expect(scene.deckPile?.count == 69)
        let first = scene.launchFrame
        #expect(first.cards.isEmpty)
        #expect(first.deckPile == nil)
        #expect(first.layout == scene.layout)
        #expect(!scene.buttons.isEmpty && !scene.status.isEmpty)
        #expect(first.buttons.isEmpty)
        #expect(first.status.isEmpty)
        #expect(scene.showsTitle && !first.showsTitle, "no text at all: not even the title")
        #expect(first.message == nil)
        #expect(first.players.isEmpty)
        #expect(first.overlay == scene.overlay)
    }
}
