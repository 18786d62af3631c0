@testable import Render
import Layout
import Testing

/// I1, I2: the panels' and the message's text wraps at its spaces, never before a mark that
/// closes what comes before it. The French statistics, empty, at 360 points wide put the
/// colon of "partie : vos chiffres" at the start of a line.
@MainActor @Suite("Text wrapped in the panels")
struct WrapTests {
    static let text = "Rien pour l'instant. Trouvez quelques Sets et terminez une partie : vos chiffres "
        + "et vos points faibles s'afficheront ici. Pas un Set ! Vouliez-vous dire « Set » ?"

    @Test func noLineStartsWithAClosingMarkAndTheLinesGiveTheTextAgain() throws {
        let renderer = SceneRenderer(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        for width in stride(from: 120.0, through: 420, by: 2) {
            let lines = try renderer.wrap(Self.text, size: 16, weight: .regular, width: width, 1)
            #expect(lines.joined(separator: " ") == Self.text)
            for line in lines.dropFirst() {
                #expect(!":;!?»".contains(line.first!), "\(width) points: a line starts \"\(line.prefix(12))\"")
            }
            for line in lines where line.contains(" ") {
                #expect(try renderer.textWidth(line, size: 16, weight: .regular, 1) <= width)
            }
        }
    }
}
