import Layout
import Testing

/// G2: the review's caption, table, line of the Sets missed and footer. A wide panel keeps
/// its caption between the arrows and its footer on one line; a phone's puts the caption
/// under the arrows and gives each two lines, the cards' table between them, and the line of
/// the Sets missed with its two arrows just above the footer.
@Suite("The review's layout")
struct ReviewLayoutTests {
    @Test func aWidePanelHasOneLineOfEachAndTheTableBetween() {
        let window = Size(width: 1000, height: 720)
        let panel = OverlayLayout.reviewPanel(in: window), text = OverlayLayout.reviewText(in: window)
        let arrows = OverlayLayout.reviewArrows(in: window), table = OverlayLayout.reviewTable(in: window)
        #expect(!text.hasTwoLines)
        #expect(text.caption.midY == panel.minY + 54 && text.footer.midY == panel.maxY - 16)
        #expect(text.caption.minX >= arrows.previous.maxX && text.caption.maxX <= arrows.next.minX)
        #expect(table.minY == panel.minY + 74 && table.maxY == panel.maxY - 68)
        Self.expectTheMissedRow(between: table, and: text.footer, in: panel, window)
    }

    /// The line of the Sets missed: under the table, over the footer, its arrows either side
    /// of its label, all inside the panel.
    static func expectTheMissedRow(between table: Rect, and footer: Rect, in panel: Rect, _ window: Size) {
        let row = OverlayLayout.reviewMissedRow(in: window)
        #expect(row.label.minY >= table.maxY && max(row.previous.maxY, row.next.maxY, row.label.maxY) <= footer.minY)
        #expect(row.previous.maxX < row.label.minX && row.label.maxX < row.next.minX)
        #expect(row.previous.minX >= panel.minX && row.next.maxX <= panel.maxX && row.label.midX == panel.midX)
        #expect(row.previous.width >= 24, "an arrow a finger can press")
    }

    @Test(arguments: [Size(width: 360, height: 640), Size(width: 400, height: 900)])
    func aNarrowPanelGivesItsCaptionAndFooterTwoLinesAcrossIt(window: Size) {
        let panel = OverlayLayout.reviewPanel(in: window), text = OverlayLayout.reviewText(in: window)
        let arrows = OverlayLayout.reviewArrows(in: window), table = OverlayLayout.reviewTable(in: window)
        #expect(text.hasTwoLines)
        #expect(text.caption.minY >= arrows.previous.maxY && text.caption.width == panel.width - 24)
        #expect(text.caption.height >= 36 && text.footer.height >= 32, "room for two lines of 15 and 13 points")
        #expect(table.minY >= text.caption.maxY && table.maxY <= text.footer.minY && text.footer.maxY <= panel.maxY)
        #expect(table.height > panel.height * 0.65)
        Self.expectTheMissedRow(between: table, and: text.footer, in: panel, window)
    }
}
