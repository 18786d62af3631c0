import Foundation
import Layout
@testable import Session
import SetCore
import Testing

/// B7, T2–T5, G4: every setting is one entry of `SettingsMenu.rows`, and each entry is
/// whole — its row toggles it and nothing else, the overlay and `state` show it, the
/// settings file keeps it. A new entry is checked here without a test of its own.
@Suite("One list of settings")
struct SettingsListTests {
    static let calendar = SessionEnvironment.on(PuzzleDate(year: 2026, month: 11, day: 22)!, wallClock: { 0 })

    static func state(_ session: SessionState) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(session.stateJSON(today: calendar.today()).utf8))
            as? [String: Any])
    }

    @Test(arguments: SettingsMenu.rows.indices)
    func eachSettingIsOneWholeEntry(_ index: Int) throws {
        let row = SettingsMenu.rows[index]
        var (session, _) = SessionState.open(seed: 3, window: Size(width: 1000, height: 720), Self.calendar)
        let before = session.settings
        let stateBefore = try Self.state(session)
        _ = reduce(&session, .play(row.action), Self.calendar)
        var expected = before
        row.change(&expected)
        #expect(session.settings == expected, "\(row.label): its action changes that setting and no other")

        // The overlay's row shows the new value, and a click on the row turns it back.
        _ = reduce(&session, .play(.toggleSettings), Self.calendar)
        guard case .settings(let panel)? = session.scene(today: Self.calendar.today()).overlay else {
            throw TestFailure("no settings overlay")
        }
        let toggle = panel.toggles[index]
        #expect(toggle.label == row.label && toggle.isOn == row.read(expected).isOn)
        #expect(toggle.value == row.read(expected).text && toggle.value != row.read(before).text)
        if let field = row.state?.field {
            let after = try Self.state(session)
            #expect("\(after[field] ?? "absent")" != "\(stateBefore[field] ?? "absent")", "state.\(field) shows the change")
        }
        // Clicks on the row step through its values and come back to where they started.
        for _ in 0..<Settings.playerChoices.count where session.settings != before {
            _ = reduce(&session, .click(toggle.frame.center), Self.calendar)
        }
        #expect(session.settings == before, "\(row.label): clicks on its row come back to its first value")

        // The keyboard reaches it too (B4): Home chooses the first row, Down steps to it, Return changes it.
        Self.press(&session, "home")
        for _ in 0..<index { Self.press(&session, "down") }
        guard case .settings(let lit)? = session.scene(today: Self.calendar.today()).overlay else {
            throw TestFailure("no settings overlay")
        }
        #expect(lit.highlighted == index, "\(row.label): the row chosen is lit")
        Self.press(&session, "return")
        #expect(session.settings == expected, "\(row.label): Return changes the row chosen")

        // The settings file keeps it.
        let saved = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(expected))
        #expect(saved == expected, "\(row.label) is not kept by the settings file")
    }

    static func press(_ session: inout SessionState, _ key: String) {
        _ = reduce(&session, .key(KeyChord(key), isRepeat: false), calendar)
    }

    /// T5, B4: over the settings the scroll keys choose a row, the mouse takes over again, and
    /// the table under it does not scroll; elsewhere `Return` does nothing.
    @Test func theKeysChooseARowUntilTheMouseMoves() throws {
        var (session, _) = SessionState.open(seed: 3, window: Size(width: 1000, height: 720), Self.calendar)
        let before = session.settings
        Self.press(&session, "return")
        #expect(session.settings == before && session.overlay == .none, "Return over the table does nothing")
        Self.press(&session, "f2")
        #expect(session.chosenButton == nil, "no row chosen until a key chooses one")
        let last = SettingsMenu.rows.count - 1
        Self.press(&session, "up")
        #expect(session.chosenButton == last, "Up with none chosen: the last row")
        Self.press(&session, "down")
        #expect(session.chosenButton == last, "the last row stays")
        Self.press(&session, "home")
        #expect(session.chosenButton == 0)
        Self.press(&session, "up")
        #expect(session.chosenButton == 0, "the first row stays")
        Self.press(&session, "down")
        #expect(session.chosenButton == 1)
        Self.press(&session, "pagedown")
        #expect(session.chosenButton == min(6, last), "PageDown: five rows on")
        Self.press(&session, "end")
        #expect(session.chosenButton == last)
        _ = reduce(&session, .pointerMoved(Point(x: 5, y: 5)), Self.calendar)
        #expect(session.chosenButton == nil, "the mouse moved: the row under it is lit, if any")
        Self.press(&session, "down")
        Self.press(&session, "escape")
        Self.press(&session, "f2")
        #expect(session.overlay == .settings && session.chosenButton == nil, "a settings opened again has none chosen")
        #expect(session.settings == before && session.scroll.offset == 0)
    }

    @Test func everyRowHasItsOwnActionAndStateField() {
        let actions = SettingsMenu.rows.map(\.action)
        #expect(Set(actions).count == actions.count)
        let fields = SettingsMenu.rows.compactMap { $0.state?.field }
        #expect(Set(fields).count == fields.count)
        #expect(SettingsMenu.rows.first { $0.action == .toggleTheme }?.key == "Ctrl+T", "keys come from the bindings")
    }
}
