import Foundation
import GoldenSupport
import Render
import SceneModel
import SetCore
import Session
import SetGameApp
import Layout
import Testing

/// Frames of the desktop features against golden PNGs: the help overlay (B8), the dark
/// theme and the colour-blind palette (B7), card key labels (B4) and the reason a trio is
/// not a Set in a narrow window (B5), each in landscape and portrait.
private let landscape = Size(width: 1000, height: 720)
private let portrait = Size(width: 720, height: 1000)
private let phoneSize = Size(width: 360, height: 640)

@MainActor @Suite(.serialized) struct DesktopScreenshotTests {

    let table = TableScreenshotTests()

    func session(_ window: Size, _ actions: [GameAction] = []) -> SessionStore {
        let session = table.settled(window: window)
        for action in actions { session.send(action) }
        session.settle()
        return session
    }

    @Test(arguments: [("landscape", landscape), ("portrait", portrait),
                      ("phone", phoneSize), ("wide", Size(width: 1920, height: 1080)),
                      ("smallest", Size(width: 200, height: 200))])
    func helpOverlay(name: String, window: Size) throws {
        try table.expectFrame(session(window, [.toggleHelp]), "help-\(name)")
    }

    /// B8: the help in a window too small for it, scrolled to its end, its thumb at the foot.
    @Test func helpScrolledToItsEnd() throws {
        try table.expectFrame(session(Size(width: 240, height: 400), [.toggleHelp, .scrollBy(notches: -1000)]),
                              "help-scrolled-to-its-end")
    }

    @Test(arguments: [("landscape", landscape), ("portrait", portrait)])
    func darkTheme(name: String, window: Size) throws {
        let session = session(window, [.toggleTheme])
        table.select(session, [0, 1])
        try table.expectFrame(session, "dark-\(name)")
    }

    @Test(arguments: [("landscape", landscape), ("portrait", portrait)])
    func colourBlindPalette(name: String, window: Size) throws {
        try table.expectFrame(session(window, [.togglePalette]), "colorblind-\(name)")
    }

    @Test func darkThemeWithTheColourBlindPalette() throws {
        try table.expectFrame(session(landscape, [.toggleTheme, .togglePalette]), "dark-colorblind")
    }

    @Test(arguments: [("landscape", landscape), ("portrait", portrait),
                      ("phone", phoneSize)])
    func keyLabels(name: String, window: Size) throws {
        try table.expectFrame(session(window, [.toggleKeyLabels]), "key-labels-\(name)")
    }

    @Test func keyLabelsOnAScrolledFullTable() throws {
        let session = table.fullTable(window: Size(width: 800, height: 600))
        session.send(.toggleKeyLabels)
        session.wheel(-2)
        session.settle()
        try table.expectFrame(session, "key-labels-81-scrolled")
    }

    /// Three features broken: the reason takes four short lines at 360 points.
    @Test func whyNotASetInANarrowWindow() throws {
        let session = session(phoneSize)
        let trio = (0..<session.game.table.count).lazy.flatMap { i in
            (i + 1..<session.game.table.count).map { j in (i, j) }
        }.compactMap { i, j -> [Int]? in
            let table = session.game.table
            guard let k = table.indices.first(where: { $0 > j && SetRule.brokenFeatures(table[i], table[j], table[$0]).count == 3 })
            else { return nil }
            return [i, j, k]
        }.first
        table.select(session, try #require(trio))
        try table.expectFrame(session, "mismatch-reason-phone")
    }

    /// T6: bars, buttons and text in proportion from a phone-sized window to 4K.
    @Test(arguments: [("360x640", phoneSize), ("1000x720", landscape), ("1920x1080", Size(width: 1920, height: 1080)),
                      ("3840x2160", Size(width: 3840, height: 2160))])
    func chromeScalesWithTheWindow(name: String, window: Size) throws {
        try table.expectFrame(session(window, [.hint]), "chrome-\(name)")
    }

    /// T5: the settings overlay, wide and narrow; T2 and T4 on the table.
    @Test(arguments: [("landscape", landscape), ("phone", phoneSize)])
    func settingsOverlay(name: String, window: Size) throws {
        try table.expectFrame(session(window, [.toggleSettings]), "settings-\(name)")
    }

    /// T5: the row under the pointer is lit, and an off pill on it stands out from it (it
    /// took the row's own colour and all but vanished), in the dark theme.
    @Test func theSettingsRowUnderThePointer() throws {
        let session = session(phoneSize, [.toggleTheme, .toggleSettings])
        guard case .settings(let panel) = session.scene().overlay else { Issue.record("no settings"); return }
        session.send(.pointerMoved(panel.toggles[1].frame.center))
        try table.expectFrame(session, "settings-pointer-dark")
    }

    @Test func curvedSquigglesAndColourMarksOnTheTable() throws {
        try table.expectFrame(session(landscape, [.toggleSquiggle, .toggleColorMarks]), "table-curved-marks")
    }
}
