import Foundation
import GoldenSupport
import Layout
import Session
import SetGameApp
import Testing

/// C1, C2: the gamepads' focus rings against golden PNGs — on a card beside the key labels
/// in the light theme, on a settings row and on the bar in the dark theme, and two pads'
/// rings in their players' colours in a hot-seat game.
@MainActor @Suite(.serialized) struct PadScreenshotTests {
    let table = TableScreenshotTests()

    func press(_ session: SessionStore, _ buttons: PadButton..., pad: Int = 0) {
        for button in buttons { session.send(.pad(pad, .press(button))) }
        session.settle()
    }

    @Test func aRingOnACardBesideTheKeyLabelsInTheLightTheme() throws {
        let session = table.settled(window: TableScreenshotTests.landscape)
        session.send(.toggleKeyLabels)
        press(session, .dpright, .dpdown)
        try table.expectFrame(session, "pad-ring-card-light")
    }

    @Test func aRingOnASettingsRowInTheDarkTheme() throws {
        let session = table.settled(window: TableScreenshotTests.portrait)
        session.send(.toggleTheme)
        press(session, .start, .dpdown, .dpdown)
        try table.expectFrame(session, "pad-ring-settings-dark")
    }

    @Test func aRingOnTheBarInTheDarkTheme() throws {
        let session = table.settled(window: TableScreenshotTests.landscape)
        session.send(.toggleTheme)
        press(session, .dpdown, .dpdown, .dpright)
        try table.expectFrame(session, "pad-ring-bar-dark")
    }

    @Test func twoPadsRingsInTheirPlayersColoursWhileTheSecondCalls() throws {
        let session = SessionStore(seed: 7, window: TableScreenshotTests.landscape,
                                   opening: .contest(.hotSeat(players: 2), junior: false))
        session.settle()
        press(session, .dpright, pad: 0)
        press(session, .dpdown, .dpright, .dpright, .a, pad: 1)
        try table.expectFrame(session, "pad-rings-players")
    }
}
