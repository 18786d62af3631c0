@testable import Session
import Layout
import SceneModel
import SetCore
import Testing

/// B8 in the smallest windows: where the help does not fit its panel even at its smallest
/// text, the wheel and the scroll keys scroll it, 0 at its top to 1 at its end, and the scene
/// hands the renderer how far. Before, they scrolled the table hidden under the help, and what
/// of the help did not fit stayed out of reach.
@Suite("The help scrolls (B8)")
struct HelpScrollTests {
    static let calendar = ReducerPlayTests.calendar

    static func scroll(_ state: inout SessionState, _ notches: Double) {
        _ = reduce(&state, .play(.scrollBy(notches: notches)), calendar)
    }

    static func shownScroll(_ state: SessionState) -> Double? {
        guard case .help(let panel)? = state.scene(today: PuzzleDate(year: 2026, month: 11, day: 22)!).overlay else { return nil }
        return panel.scroll
    }

    @Test func theScrollKeysScrollTheHelpAndNotTheTableUnderIt() {
        // 81 cards at 420×500: the table scrolls too.
        var state = PadSessionTests.table(of: 81, window: Size(width: 420, height: 500))
        #expect(state.grid.scrolls)
        _ = reduce(&state, .play(.toggleHelp), Self.calendar)
        #expect(Self.shownScroll(state) == 0)
        Self.scroll(&state, -1)  // Down, or the wheel a notch toward the end
        #expect(state.helpScroll == SessionState.helpScrollStep && Self.shownScroll(state) == SessionState.helpScrollStep)
        Self.scroll(&state, -5)  // PageDown
        #expect(state.helpScroll == 6 * SessionState.helpScrollStep)
        Self.scroll(&state, -1000)  // End: no further than its end
        #expect(state.helpScroll == 1 && Self.shownScroll(state) == 1)
        Self.scroll(&state, 1)  // Up
        #expect(state.helpScroll == 1 - SessionState.helpScrollStep)
        Self.scroll(&state, 1000)  // Home
        #expect(state.helpScroll == 0)
        #expect(state.scroll.offset == 0, "the table under the help did not scroll")
    }

    @Test func theHelpOpensAtItsTop() {
        var state = PadSessionTests.table(of: 12, window: Size(width: 240, height: 400))
        _ = reduce(&state, .play(.toggleHelp), Self.calendar)
        Self.scroll(&state, -3)
        _ = reduce(&state, .play(.toggleHelp), Self.calendar)
        #expect(state.overlay == .none)
        _ = reduce(&state, .play(.toggleHelp), Self.calendar)
        #expect(state.helpScroll == 0 && Self.shownScroll(state) == 0)
    }

    /// C1: a pad's D-pad (or stick) up and down scroll the help as the keys do; its ring still
    /// goes to the help's one button.
    @Test func aPadsUpAndDownScrollTheHelp() {
        var state = PadSessionTests.table(of: 12, window: Size(width: 240, height: 400))
        _ = reduce(&state, .play(.toggleHelp), Self.calendar)
        PadSessionTests.press(&state, .dpdown)
        PadSessionTests.press(&state, .dpdown)
        #expect(state.helpScroll == 2 * SessionState.helpScrollStep && Self.shownScroll(state) == 2 * SessionState.helpScrollStep)
        PadSessionTests.press(&state, .dpup)
        #expect(state.helpScroll == SessionState.helpScrollStep)
        #expect(state.focusPlace(ofPad: 0) == .button("settings"))
        PadSessionTests.press(&state, .dpup, .dpup)
        #expect(state.helpScroll == 0)
    }

    @Test func withTheHelpClosedTheKeysStillScrollTheTable() {
        var state = PadSessionTests.table(of: 81, window: Size(width: 420, height: 500))
        Self.scroll(&state, -1)
        #expect(state.scroll.offset > 0 && state.helpScroll == 0)
    }
}
