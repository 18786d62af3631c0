import Layout
import Testing

/// G2: the review's caption, table and footer. A wide panel keeps its caption between the
/// arrows and its footer on one line; a phone's puts the caption under the arrows and gives
/// each two lines, the cards' table between them.
@Suite("The review's layout")
struct ReviewLayoutTests {
    @Test func aWidePanelHasOneLineOfEachAndTheTableBetween() {
        let window = Size(width: 1000, height: 720)
        let panel = OverlayLayout.reviewPanel(in: window), text = OverlayLayout.reviewText(in: window)
        let arrows = OverlayLayout.reviewArrows(in: window), table = OverlayLayout.reviewTable(in: window)
        #expect(!text.hasTwoLines)
        #expect(text.caption.midY == panel.minY + 54 && text.footer.midY == panel.maxY - 16)
        #expect(text.caption.minX >= arrows.previous.maxX && text.caption.maxX <= arrows.next.minX)
        #expect(table.minY == panel.minY + 74 && table.maxY == panel.maxY - 34)
    }

    @Test(arguments: [Size(width: 360, height: 640), Size(width: 400, height: 900)])
    func aNarrowPanelGivesItsCaptionAndFooterTwoLinesAcrossIt(window: Size) {
        let panel = OverlayLayout.reviewPanel(in: window), text = OverlayLayout.reviewText(in: window)
        let arrows = OverlayLayout.reviewArrows(in: window), table = OverlayLayout.reviewTable(in: window)
        #expect(text.hasTwoLines)
        #expect(text.caption.minY >= arrows.previous.maxY && text.caption.width == panel.width - 24)
        #expect(text.caption.height >= 36 && text.footer.height >= 32, "room for two lines of 15 and 13 points")
        #expect(table.minY >= text.caption.maxY && table.maxY <= text.footer.minY && text.footer.maxY <= panel.maxY)
        #expect(table.height > panel.height * 0.7)
    }
}
