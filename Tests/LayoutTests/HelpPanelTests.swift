import Testing
import Layout

/// B8: the help panel. A window narrower than the panel's 820 points gives it as much more
/// height as it has less width, up to the window's own, for the lines its narrower columns
/// break into; a wider one keeps 820×600 (times the chrome scale).
@Suite("B8 the help panel's frame")
struct HelpPanelTests {
    @Test("a wide window keeps 820×600 times the chrome scale, centred",
          arguments: [Size(width: 1000, height: 720), Size(width: 1280, height: 800), Size(width: 3840, height: 2160)])
    func aWideWindowKeepsTheNaturalSize(window: Size) {
        let panel = OverlayLayout.helpPanel(in: window), u = ScreenLayout.chromeScale(for: window)
        #expect(abs(panel.width - 820 * u) < 1e-9 && abs(panel.height - 600 * u) < 1e-9)
        #expect(abs(panel.midX - window.width / 2) < 1e-9 && abs(panel.midY - window.height / 2) < 1e-9)
    }

    @Test("a narrower window makes it taller by as much as it is narrower, inside the window")
    func aNarrowWindowMakesItTaller() {
        let portrait = OverlayLayout.helpPanel(in: Size(width: 720, height: 1000))
        #expect(abs(portrait.width * portrait.height - 820 * 600) < 1e-6)
        #expect(portrait.height > 700)
        for window in [Size(width: 360, height: 640), Size(width: 200, height: 200), Size(width: 600, height: 400)] {
            let panel = OverlayLayout.helpPanel(in: window)
            #expect(panel.minX > 0 && panel.minY > 0 && panel.maxX < window.width && panel.maxY < window.height, "\(window)")
            #expect(panel.height >= min(600, window.height - 2 * min(24, window.width * 0.03)) - 1e-9, "\(window)")
        }
    }

    @Test("the settings button keeps 120 points for English and grows for a longer label, up to half the panel",
          arguments: [Size(width: 360, height: 640), Size(width: 720, height: 1000), Size(width: 1000, height: 720),
                      Size(width: 3840, height: 2160)])
    func theSettingsButtonFollowsItsLabel(window: Size) {
        let panel = OverlayLayout.helpPanel(in: window), u = ScreenLayout.chromeScale(for: window)
        let english = OverlayLayout.helpSettingsButton(in: window, label: "Settings…")
        #expect(abs(english.width - min(120 * u, panel.width / 3)) < 1e-9)
        let german = OverlayLayout.helpSettingsButton(in: window, label: "Einstellungen…")
        let needed = LabelWidth.ems("Einstellungen…") * 1.05 * german.height * OverlayLayout.panelButtonLabelSize
            / OverlayLayout.panelButtonLabelRoom
        #expect(german.width >= min(needed, panel.width / 2) - 1e-9 && german.width > english.width)
        let long = OverlayLayout.helpSettingsButton(in: window, label: String(repeating: "Einstellungen", count: 4))
        #expect(abs(long.width - panel.width / 2) < 1e-9)
        for button in [english, german, long] {
            #expect(abs(button.maxX - (panel.maxX - 16 * u)) < 1e-9 && button.height == english.height)
        }
    }
}
