@testable import Render
import Layout
import Testing

/// A card whose opaque middle lies wholly under the middle of a card drawn after it is drawn
/// without its middle (P2): the later card copies over every one of those pixels.
@MainActor @Suite struct HiddenMiddleTests {
    @Test func onlyAMiddleInsideALaterOneIsHidden() {
        let pile = PixelRect(x: 10, y: 10, width: 100, height: 120)
        let hidden = SceneRenderer.middlesHidden([
            pile,                                                  // under the card on top of the pile
            pile,                                                  // the pile's top card, under nothing
            PixelRect(x: 20, y: 20, width: 50, height: 50),        // inside the top card, but drawn after it
            nil,                                                   // a card turning: no opaque middle
            PixelRect(x: 200, y: 10, width: 100, height: 120),     // beside the pile
            PixelRect(x: 205, y: 15, width: 100, height: 120),     // over it, not all of it
        ])
        #expect(hidden == [true, false, false, false, false, false])
    }
}
