@testable import Render
import Layout
import SceneModel
import Testing
import Localization

/// B2, V6, I2: the game-over summary's text fits its panel in every language down to a
/// phone's window. At 360×640 the computer's name ran into its score ("Ordenador
/// (intermedio)" under "12 Sets · 12"), "Temps · nouveau record" into "12:18", and a tie of
/// four players shrank its title to a line smaller than the rows.
@MainActor @Suite(.serialized) struct SummaryFitTests {
    let languages = LanguageScreenshotTests()

    /// A versus summary with a new best time, and a tie of four, as the session words them.
    func panels(in window: Size) -> [SummaryPanel] {
        let layout = ScreenLayout(window: window).withPlayers(4)
        func panel(_ title: String, _ rows: [PanelRow]) -> SummaryPanel {
            let lines = OverlayLayout.gameOverLines(rows: rows.count, buttons: 2)
            return SummaryPanel(frame: OverlayLayout.gameOverPanel(in: layout.table, lines: lines,
                                                                   chromeScale: layout.chromeScale),
                                title: title, rows: rows, footer: tr("New Game (Ctrl+N) plays again"))
        }
        let computer = tr("Computer ({1})", tr("medium"))
        let players = (1...4).map { tr("Player {1}", $0) }
        let all = tr("{1} and {2}", players.dropLast().joined(separator: ", "), players[3])
        return [
            panel(tr("{1} wins", computer), [PanelRow(tr("Player {1}", 1), "12 Sets · 11"),
                                             PanelRow(computer, "12 Sets · 12", highlighted: true)]),
            panel(tr("Game over"), [PanelRow(tr("Sets found"), "24"),
                                    PanelRow(tr("{1} · new best", tr("Time")), "12:18", highlighted: true),
                                    PanelRow(tr("{1} · new best", tr("Score")), "315", highlighted: true)]),
            panel(tr("A tie: {1}", all), players.map { PanelRow($0, "6 Sets · 6") }),
        ]
    }

    @Test(arguments: ["de", "en", "es", "fr"], [Size(width: 360, height: 640), Size(width: 1000, height: 720)])
    func everyLabelKeepsClearOfItsValueAndTheTitleStaysReadable(language: String, window: Size) throws {
        try languages.speaking(language) {
            let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                         fonts: TableScreenshotTests.fonts)
            for panel in panels(in: window) {
                let fit = try renderer.summaryFit(panel, 1)
                let k = OverlayLayout.gameOverScale(of: panel.frame, lines: panel.lines)
                for row in panel.rows {
                    let label = try renderer.textWidth(row.label, size: fit.labelSize, weight: .regular, 1)
                    let value = try renderer.textWidth(row.value, size: fit.valueSize, weight: .bold, 1)
                    #expect(fit.left + label + 8 * k <= fit.right - value, "\(language) at \(window): \(row.label)")
                }
                for line in fit.title {
                    #expect(try renderer.textWidth(line, size: fit.titleSize, weight: .bold, 1) <= fit.titleBox.width)
                }
                // On two lines rather than shrunk to a line of small print.
                #expect(fit.titleSize >= 14 * k, "\(language) at \(window): \(panel.title) at \(fit.titleSize)")
            }
        }
    }
}
