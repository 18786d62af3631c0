import Layout
@testable import Session
import SetCore
import SceneModel
import Testing

/// B4, G2, G5: the game-over summary's buttons from the keyboard. Review and Daily had no key:
/// a player without a mouse or pad could not open the review of the game just played.
@Suite("The summary's buttons from the keyboard")
struct SummaryKeysTests {
    static func press(_ state: inout SessionState, _ key: String) {
        _ = reduce(&state, .key(KeyChord(key), isRepeat: false), PadSessionTests.calendar)
    }

    static func lit(_ state: SessionState) -> [Bool] {
        guard case .summary(let panel)? = state.scene(today: PadSessionTests.calendar.today()).overlay else { return [] }
        return panel.buttons.map(\.highlighted)
    }

    @Test func leftAndRightChooseAButtonAndReturnPressesIt() throws {
        var state = try PadSessionTests.finishedGame()
        #expect(state.overlay == .gameOver && state.summaryButtons.map(\.name) == ["review", "daily"])
        #expect(Self.lit(state) == [false, false], "none chosen before a key")
        Self.press(&state, "right")
        #expect(Self.lit(state) == [true, false])
        Self.press(&state, "right")
        Self.press(&state, "right")
        #expect(Self.lit(state) == [false, true], "the last button stays")
        Self.press(&state, "left")
        Self.press(&state, "return")
        #expect(state.overlay == .review && state.reviewStep == 0, "Return opened the review")
        Self.press(&state, "right")
        #expect(state.reviewStep == 1, "in the review Left and Right step through it")
        Self.press(&state, "escape")
        #expect(state.overlay == .gameOver && Self.lit(state) == [true, false], "back on the summary, Review still chosen")
        _ = reduce(&state, .pointerMoved(Point(x: 1, y: 1)), PadSessionTests.calendar)
        #expect(Self.lit(state) == [false, false], "the mouse moved: the button under it lights, if any")
        Self.press(&state, "left")
        #expect(Self.lit(state) == [false, true], "Left with none chosen: the last button")
        Self.press(&state, "return")
        #expect(state.puzzle != nil && state.overlay == .none && state.chosenButton == nil, "Daily pressed")
    }

    @Test func aSettingsRowChosenIsNotTheSummarysButton() throws {
        var state = try PadSessionTests.finishedGame()
        Self.press(&state, "f2")
        Self.press(&state, "end")
        #expect(state.chosenButton == SettingsMenu.rows.count - 1)
        Self.press(&state, "escape")
        #expect(state.overlay == .gameOver && state.chosenButton == nil && Self.lit(state) == [false, false])
        Self.press(&state, "return")
        #expect(state.overlay == .gameOver, "Return with nothing chosen does nothing")
    }
}
