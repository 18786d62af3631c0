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

        // The settings file keeps it.
        let saved = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(expected))
        #expect(saved == expected, "\(row.label) is not kept by the settings file")
    }

    @Test func everyRowHasItsOwnActionAndStateField() {
        let actions = SettingsMenu.rows.map(\.action)
        #expect(Set(actions).count == actions.count)
        let fields = SettingsMenu.rows.compactMap { $0.state?.field }
        #expect(Set(fields).count == fields.count)
        #expect(SettingsMenu.rows.first { $0.action == .toggleTheme }?.key == "Ctrl+T", "keys come from the bindings")
    }
}
