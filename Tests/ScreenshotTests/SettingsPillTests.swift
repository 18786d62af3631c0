@testable import Render
import Layout
import SceneModel
import Session
import Testing
import Localization

/// T5, I2: the settings' pills are as wide as their longest value needs, in every language,
/// so no value is shrunk beside its neighbours: Spanish "contra Intermedio" was drawn at
/// about half the size of "Solo" in a pill sized for English.
@MainActor @Suite(.serialized) struct SettingsPillTests {
    let languages = LanguageScreenshotTests()

    @Test(arguments: ["de", "en", "es", "fr"], [Size(width: 1000, height: 720), Size(width: 720, height: 1000),
                                                Size(width: 1920, height: 1080)])
    func everyValueFitsItsPillAtFullSize(language: String, window: Size) throws {
        try languages.speaking(language) {
            let session = languages.table.settled(window: window)
            session.send(.toggleSettings)
            guard case .settings(let panel)? = session.scene().overlay else { throw Missing() }
            #expect(panel.choices.contains(tr("Solo")) && panel.choices.count >= 2 * panel.toggles.count)
            let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                         fonts: TableScreenshotTests.fonts)
            let k = OverlayLayout.settingsScale(of: panel.frame, rows: panel.toggles.count)
            let pill = try renderer.settingsPillWidth(panel, k, 1)
            for choice in panel.choices {
                #expect(try renderer.textWidth(choice, size: 14 * k, weight: .bold, 1) <= pill - 12 * k,
                        "\(language) at \(window): \(choice)")
            }
            if language == "en" { #expect(pill == 120 * k, "English keeps its pills") }
        }
    }

    struct Missing: Error {}
}
