@testable import Render
import Layout
import SceneModel
import Session
import Testing
import Localization

/// B8, I2: the help in every language, at the size it is drawn at. Where the window has room
/// (a landscape desktop window, a portrait one, 4K) every row of the controls and the scoring
/// is drawn at the help's own size, a row too long for one line on two, and the help keeps
/// most of its size; in a phone's window it fills its panel. Before, each long row was shrunk
/// on its own line, French "Manette X / Y / B"'s to about half the size of its neighbours,
/// and a phone's help left a sixth of its panel empty.
@MainActor @Suite(.serialized) struct HelpFitTests {
    nonisolated static let roomy = ["de", "en", "es", "fr"].flatMap { language in
        [Size(width: 1000, height: 720), Size(width: 720, height: 1000), Size(width: 1920, height: 1080),
         Size(width: 3840, height: 2160)].map { (language, $0) }
    }
    nonisolated static let phones = ["de", "en", "es", "fr"].map { ($0, Size(width: 360, height: 640)) }
    nonisolated static let landscapePhones = ["de", "en", "es", "fr"].map { ($0, Size(width: 640, height: 360)) }

    let languages = LanguageScreenshotTests()

    /// The help of the settled table in `window`, laid out as the renderer draws it.
    func page(_ window: Size) throws -> (page: HelpPage, fit: SceneRenderer.HelpFit) {
        let session = languages.table.settled(window: window)
        session.send(.toggleHelp)
        guard case .help(let panel)? = session.scene().overlay else { throw HelpMissing() }
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: TableScreenshotTests.fonts)
        let u = ScreenLayout.chromeScale(for: window), inner = panel.frame.insetBy(dx: 20 * u, dy: 14 * u)
        let fit = try renderer.helpFit(panel, in: inner, chromeScale: u, 1)
        let page = HelpPage(renderer: renderer, panel: panel, area: inner, chromeScale: u, k: u * fit.scale,
                            wrapsRows: fit.wrapsRows, twoColumns: fit.twoColumns, s: 1)
        return (page, fit)
    }

    struct HelpMissing: Error {}

    /// The settings button's label is drawn at its full size, as wide as it is: German
    /// "Einstellungen…" was shrunk into a button sized for "Settings…".
    @Test(arguments: roomy + phones)
    func theSettingsButtonsLabelKeepsItsSize(language: String, window: Size) throws {
        try languages.speaking(language) {
            let (page, _) = try page(window)
            let button = try #require(page.panel.settingsButton)
            let width = try page.renderer.textWidth(tr("Settings…"), size: button.height * OverlayLayout.panelButtonLabelSize,
                                                    weight: .bold, 1)
            #expect(width <= button.width * OverlayLayout.panelButtonLabelRoom, "\(language) at \(window)")
        }
    }

    /// The footer beside the button keeps at least nine tenths of its size, on two lines where
    /// one would be shrunk (German at 360 points was drawn at about half).
    @Test(arguments: roomy + phones)
    func theFooterKeepsItsSize(language: String, window: Size) throws {
        try languages.speaking(language) {
            let (page, _) = try page(window)
            let footer = try page.footerLines()
            #expect(footer.size >= 0.9 * 13 * page.k, "\(language) at \(window): \(footer.lines)")
            let button = try #require(page.panel.settingsButton)
            let widest = try footer.lines.map {
                try page.renderer.textWidth($0, size: footer.size, weight: .regular, 1)
            }.max() ?? 0
            #expect(footer.box.midX + widest / 2 <= button.minX, "\(language) at \(window): clear of the button")
        }
    }

    @Test(arguments: roomy)
    func everyRowKeepsTheHelpsSize(language: String, window: Size) throws {
        try languages.speaking(language) {
            let (page, fit) = try page(window)
            #expect(fit.scale >= SceneRenderer.helpRowsWrapDownTo, "\(language) at \(window): \(fit.scale)")
            for row in page.panel.controls + page.panel.scoring {
                #expect(try page.keepsItsSize(row), "\(language) at \(window): \(row.label) · \(row.value)")
            }
            #expect(try page.layout(drawing: false) <= page.contentBottom)
        }
    }

    /// In a small landscape window the help is laid out in two columns and shows all of
    /// itself: in one column, too tall for the panel, it was cut off after half the controls
    /// and the whole scoring.
    nonisolated static let small = ["de", "en", "es", "fr"].flatMap { language in
        [Size(width: 200, height: 200), Size(width: 200, height: 400), Size(width: 240, height: 400),
         Size(width: 300, height: 540), Size(width: 340, height: 600), Size(width: 400, height: 300)].map { (language, $0) }
    }

    /// L6, B8: down to 200 points, no row's key runs into its words. Where even the smallest
    /// text would not keep a row on one line apart, the words go under the key and what does
    /// not fit scrolls. Before, at 240×400 and 300×540 the help took two columns of rows
    /// drawn at the smallest text, each key over its words, unreadable in every language.
    @Test(arguments: small + phones + landscapePhones)
    func noRowsKeyRunsIntoItsWords(language: String, window: Size) throws {
        try languages.speaking(language) {
            let (page, fit) = try page(window)
            #expect(try page.rowsAreLegible(), "\(language) at \(window): \(fit)")
        }
    }

    /// B8, Y6: where even its smallest text does not fit (a window under about 340 points), the
    /// help scrolls: `End` brings its last row to the foot of the room it shows in and the
    /// thumb (`Scroll.thumb`, as the table's) to the foot of its track, `Home` its title back
    /// to the top; a thumb shows only where the help overflows. Before, what did not fit was
    /// cut off, out of reach.
    @Test(arguments: small + phones)
    func aHelpThatDoesNotFitScrollsToItsEnd(language: String, window: Size) throws {
        try languages.speaking(language) {
            let session = languages.table.settled(window: window)
            session.send(.toggleHelp)
            let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                         fonts: TableScreenshotTests.fonts)
            @MainActor func shown() throws -> (page: HelpPage, thumb: Rect?) {
                guard case .help(let panel)? = session.scene().overlay else { throw HelpMissing() }
                return try renderer.helpShown(panel, window: window, 1)
            }
            let top = try shown()
            let unscrolled = try top.page.layout(drawing: false)
            #expect((top.thumb != nil) == (unscrolled > top.page.contentBottom), "\(language) at \(window)")
            if [Size(width: 200, height: 400), Size(width: 240, height: 400)].contains(window) {
                #expect(top.thumb != nil, "\(language) at \(window): the help overflows")
            }
            guard let first = top.thumb else { return }
            #expect(top.page.offset == 0 && abs(first.minY - top.page.area.minY) < 0.01)
            session.send(.scrollBy(notches: -1000))  // End
            let end = try shown()
            let thumb = try #require(end.thumb)
            #expect(abs(try end.page.layout(drawing: false) - end.page.contentBottom) < 0.01,
                    "\(language) at \(window): the last row at the foot of the room")
            // At the foot of its track, and shorter than it, so that where it is says something.
            #expect(abs(thumb.maxY - end.page.contentBottom) < 0.01 && thumb.height < thumb.maxY - first.minY)
            #expect(thumb.maxX <= end.page.panel.frame.maxX, "the thumb is on the panel")
            session.send(.scrollBy(notches: 1000))  // Home
            #expect(try shown().page.offset == 0)
        }
    }

    @Test(arguments: landscapePhones)
    func aLandscapePhonesHelpShowsAllOfItself(language: String, window: Size) throws {
        try languages.speaking(language) {
            let (page, fit) = try page(window)
            #expect(fit.twoColumns && !HelpPage.isWide(page.area, chromeScale: page.chromeScale))
            #expect(try page.layout(drawing: false) <= page.contentBottom, "\(language): \(fit.scale)")
        }
    }

    @Test(arguments: phones)
    func aPhonesHelpFillsItsPanel(language: String, window: Size) throws {
        try languages.speaking(language) {
            let (page, fit) = try page(window)
            let bottom = try page.layout(drawing: false)
            #expect(bottom <= page.contentBottom)
            // What is left under the content is less than a twentieth of the panel's height.
            #expect(page.contentBottom - bottom < page.area.height / 20, "\(language): \(fit.scale), \(bottom)")
        }
    }
}
