import Foundation
import Layout
@testable import Session
import SetCore
import Testing

/// The protocol's `buttons` lists only what is on screen: a button of the bar, or the pile,
/// that an open panel covers (help, the settings, the statistics over a small window) is
/// absent, so that a click in the middle of every listed button reaches that button or
/// lands outside the panel, never on it.
@Suite("Buttons under a panel")
struct CoveredButtonsTests {
    static let calendar = SettingsListTests.calendar

    static let panels: [(String, GameAction)] = [("help", .toggleHelp), ("settings", .toggleSettings), ("stats", .toggleStats)]

    @Test(arguments: [Size(width: 360, height: 640), Size(width: 640, height: 360), Size(width: 200, height: 200),
                      Size(width: 1000, height: 720), Size(width: 1920, height: 1080)])
    func aListedButtonIsOneAClickCanReach(_ window: Size) throws {
        for (name, action) in Self.panels {
            var (session, _) = SessionState.open(seed: 3, window: window, Self.calendar)
            _ = reduce(&session, .play(action), Self.calendar)
            let state = try SettingsListTests.state(session)
            #expect(state["overlay"] as? String == name)
            let buttons = try #require(state["buttons"] as? [String: [Double]])
            for (button, frame) in buttons {
                let middle = Point(x: frame[0] + frame[2] / 2, y: frame[1] + frame[3] / 2)
                #expect(session.target(at: middle) != nil,
                        "\(window.width)×\(window.height), \(name) open: `\(button)` is listed but its middle is under the panel")
            }
        }
    }

    @Test func theBarStaysListedBesideAPanelThatLeavesItInSight() throws {
        var (session, _) = SessionState.open(seed: 3, window: Size(width: 1000, height: 720), Self.calendar)
        _ = reduce(&session, .play(.toggleHelp), Self.calendar)
        let buttons = try #require(try SettingsListTests.state(session)["buttons"] as? [String: Any])
        #expect(Set(buttons.keys) == ["deal", "deckPile", "help", "hint", "newGame", "rotate", "settings"])
    }

    @Test func aPanelOverTheWholeBarLeavesOnlyItsOwnButtons() throws {
        var (session, _) = SessionState.open(seed: 3, window: Size(width: 360, height: 640), Self.calendar)
        _ = reduce(&session, .play(.toggleHelp), Self.calendar)
        var buttons = try #require(try SettingsListTests.state(session)["buttons"] as? [String: Any])
        #expect(Set(buttons.keys) == ["settings"])
        _ = reduce(&session, .play(.toggleHelp), Self.calendar)
        buttons = try #require(try SettingsListTests.state(session)["buttons"] as? [String: Any])
        #expect(Set(buttons.keys) == ["deal", "deckPile", "help", "hint", "newGame", "rotate"])
    }
}
