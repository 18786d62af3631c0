import Layout
@testable import Session
import SetCore
import SceneModel
import Testing

/// B4, G2, T5: the window draws again, as the pointer moves, only when `pointerLook`
/// changes. Whatever a move changes on screen must change it: the summary's buttons lit
/// under the pointer stayed unlit in a real window, its rule knowing only the bar's buttons
/// and the settings.
@Suite("What the pointer changes on screen")
struct PointerLookTests {
    static let today = PadSessionTests.calendar.today()

    /// Moves the pointer over a grid of points across the window, row by row, and checks at
    /// each move that a scene that changed comes with a look that changed, as the window asks.
    static func expectEveryChangeSeen(_ start: SessionState, _ what: String) {
        var state = start
        let window = state.screen.window
        var moves = 0, changes = 0
        for y in stride(from: 2.0, to: window.height, by: 9) {
            for x in stride(from: 2.0, to: window.width, by: 9) {
                let (scene, look, ring) = (state.scene(today: today), state.pointerLook, state.pads.ringShows)
                _ = reduce(&state, .pointerMoved(Point(x: x, y: y)), PadSessionTests.calendar)
                moves += 1
                guard state.scene(today: today) != scene else { continue }
                changes += 1
                // The window also draws when the move hides a pad's ring (C1).
                #expect(state.pointerLook != look || ring, "\(what): the scene changed at (\(x), \(y)) and the look did not")
            }
        }
        #expect(moves > 1000 && changes >= 4, "\(what): \(changes) changes in \(moves) moves")
    }

    @Test func theSummarysButtonsAndTheBarsUnderThePointer() throws {
        Self.expectEveryChangeSeen(try PadSessionTests.finishedGame(), "the summary")
    }

    @Test func aSummaryButtonChosenWithTheKeysGoesOutWhenThePointerMoves() throws {
        var state = try PadSessionTests.finishedGame()
        SummaryKeysTests.press(&state, "right")
        let look = state.pointerLook
        _ = reduce(&state, .pointerMoved(Point(x: 1, y: 1)), PadSessionTests.calendar)
        #expect(state.pointerLook != look, "Review was lit by the keys, and is not now")
    }

    @Test func theReviewsArrows() throws {
        var state = try PadSessionTests.finishedGame()
        _ = reduce(&state, .play(.openReview), PadSessionTests.calendar)
        #expect(state.overlay == .review)
        Self.expectEveryChangeSeen(state, "the review")
    }

    @Test func theSettingsRowsAndTheTable() {
        var state = PadSessionTests.table(of: 12, window: PadSessionTests.landscape)
        Self.expectEveryChangeSeen(state, "the table")
        _ = reduce(&state, .play(.toggleSettings), PadSessionTests.calendar)
        Self.expectEveryChangeSeen(state, "the settings")
    }
}
