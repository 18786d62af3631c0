import CSDL2TTF
import Layout
@testable import Render
import Testing

/// The layout's table of the buttons' font (`LabelWidth`) against the font itself: the
/// narrow bar's buttons are as wide as their labels because it is right (I2, I3).
@MainActor @Suite(.serialized) struct LabelWidthTests {
    /// Each printable ASCII character's advance, as SDL_ttf reads it from DejaVu Sans Bold at
    /// 2048 pixels (one pixel a unit of the font), is the table's.
    @Test func theTableHoldsTheBoldFontsAdvances() throws {
        let font = try Font(path: TestFonts.files.bold, pixelSize: 2048)
        for value in UInt32(0x20)...0x7E {
            let scalar = try #require(Unicode.Scalar(value))
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            #expect(TTF_GlyphMetrics32(font.pointer, value, &minX, &maxX, &minY, &maxY, &advance) == 0)
            #expect(abs(Double(advance) - LabelWidth.ems(String(scalar)) * 2048) <= 1, "\(scalar)")
        }
    }

    /// A label set at the bar's 17 pixels, hinted and kerned as drawn, is within a pixel of
    /// what the table says.
    @Test(arguments: ["Deal 3", "Hint", "New", "?", "+3", "Tipp", "Neu", "Pista", "Nueva", "Indice", "Nouvelle"])
    func aLabelIsAsWideAsTheTableSays(label: String) throws {
        let font = try Font(path: TestFonts.files.bold, pixelSize: 17)
        #expect(abs(Double(font.width(of: label)) - LabelWidth.ems(label) * 17) <= 1.5, "\(label)")
    }
}
