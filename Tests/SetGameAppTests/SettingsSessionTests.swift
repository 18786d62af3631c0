import Foundation
import ProtocolSupport
import SetCore
@testable import Session
@testable import SetGameApp
import Storage
import Layout
import Testing

/// B7, "Saved data": the theme, the palette, the key labels and the window's size are
/// remembered from one launch to the next.
@Suite("Settings remembered (B7)")
struct SettingsSessionTests {
    @Test func B7_theToggledSettingsAreSavedAndComeBack() throws {
        let folder = DataFolder()
        let session = folder.session(seed: 7)
        for chord in [KeyChord("t", modifiers: [.ctrl]), KeyChord("p", modifiers: [.ctrl]), KeyChord("l", modifiers: [.ctrl])] {
            session.key(chord)
        }
        folder.flush()
        let saved = try #require(folder.savedSettings)
        #expect(saved.theme == .dark && saved.palette == .colorblind && saved.keyLabels)

        let next = try folder.session(seed: 7).savedData
        #expect(next.theme == "dark")
        #expect(next.palette == "colorblind")
        #expect(next.keyLabels)
    }

    @Test func B7_theWindowSizeIsRememberedButNotAFullscreenOne() throws {
        let folder = DataFolder()
        let session = folder.session(seed: 7)
        session.resize(to: Size(width: 800, height: 600))
        session.saveNow()
        #expect(folder.savedSettings?.window == Settings.WindowSize(width: 800, height: 600))
        session.send(.toggleFullscreen)
        session.resize(to: Size(width: 1920, height: 1080))
        session.saveNow()
        #expect(folder.savedSettings?.window == Settings.WindowSize(width: 800, height: 600))
        #expect(folder.launch().settings.window == Settings.WindowSize(width: 800, height: 600))
    }

    @Test func B7_theWindowOpensAtTheRememberedSizeUnlessOneIsAsked() {
        let remembered = Settings.WindowSize(width: 800, height: 600)
        let asked = Size(width: 1280, height: 800)
        #expect(OpeningSize.choose(asked: nil, remembered: remembered, display: nil) == Size(width: 800, height: 600))
        #expect(OpeningSize.choose(asked: asked, remembered: remembered, display: nil) == asked)
        #expect(OpeningSize.choose(asked: nil, remembered: nil, display: nil) == Orientation.landscapeSize)
    }

    /// Reliability: every window is at least 200×200, its longer side at most 7680 and its
    /// shorter at most 4320; a remembered size also fits the display it opens on.
    @Test func B7_aRememberedSizeIsKeptWithinTheBoundsAndTheDisplay() {
        func opening(_ width: Int, _ height: Int, display: Size? = nil) -> Size {
            OpeningSize.choose(asked: nil, remembered: Settings.WindowSize(width: width, height: height), display: display)
        }
        #expect(opening(100, 50) == Size(width: 200, height: 200))
        #expect(opening(9000, 5000) == Size(width: 7680, height: 4320))
        #expect(opening(5000, 9000) == Size(width: 4320, height: 7680))
        #expect(opening(7000, 7000) == Size(width: 7000, height: 4320))
        #expect(opening(1920, 1080, display: Size(width: 1280, height: 800)) == Size(width: 1280, height: 800))
        #expect(opening(900, 700, display: Size(width: 1280, height: 800)) == Size(width: 900, height: 700))
    }

    @Test func B7_withoutADataFolderTheDefaultsAreUsedAndNothingIsKept() throws {
        let session = SessionStore(seed: 7, window: DataFolder.landscape)
        session.key(KeyChord("t", modifiers: [.ctrl]))
        session.saveNow()
        #expect(try session.savedData.theme == "dark")
        #expect(try SessionStore(seed: 7, window: DataFolder.landscape).savedData.theme == "light")
    }
}
