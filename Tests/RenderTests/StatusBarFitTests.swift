@testable import Render
import Testing

/// L6, Y6: the status bar in any window from 200 points wide: the title gives way first,
/// then the text gets smaller (to 0.6), then the items take two rows, and only where two rows
/// cannot hold them do the last items give way (Discarded, then Deck).
/// Items here: Score, Time, Deck 70 points each and Discarded 110, gaps 24, margins 20.
@Suite("Status bar fit")
struct StatusBarFitTests {
    static let widths = [70.0, 70, 70, 110]

    static func fit(_ barWidth: Double) -> StatusBarFit {
        StatusBarFit(itemWidths: widths, titleWidth: 50, barWidth: barWidth, margin: 20, itemGap: 24)
    }

    @Test func aWideBarShowsTheTitleAndEveryItemAtFullSize() {
        #expect(Self.fit(1000) == StatusBarFit(showsTitle: true, scale: 1, count: 4))
    }

    @Test func aNarrowerBarDropsTheTitleThenShrinksTheText() {
        // 320 points of text and 72 of gaps in 360 of room: the text shrinks, the gaps stay.
        let fit = Self.fit(400)
        #expect(!fit.showsTitle && fit.count == 4)
        #expect(abs(fit.scale - (360.0 - 72) / 320) < 1e-9)
    }

    /// What is drawn fits between the margins whenever the text need not go below its
    /// smallest size (at 360 points wide a negative score pushed "Score" past the edge: the
    /// scale was worked out as if the gaps shrank with the text).
    @Test(arguments: Array(stride(from: 200.0, through: 480, by: 4)))
    func theItemsShownFitBetweenTheMargins(barWidth: Double) {
        let fit = Self.fit(barWidth)
        let rows = fit.secondRowFrom.map { [Array(Self.widths[..<$0]), Array(Self.widths[$0...])] }
            ?? [Array(Self.widths.prefix(fit.count))]
        for row in rows {
            let drawn = row.reduce(0, +) * fit.scale + 24 * fit.gapScale * Double(row.count - 1)
            if fit.scale > StatusBarFit.smallest || fit.gapScale > StatusBarFit.narrowestGap {
                #expect(drawn <= barWidth - 40 + 1e-9, "\(drawn) points of items in \(barWidth - 40) of room")
            }
        }
        #expect(fit.gapScale == 1 || fit.scale == StatusBarFit.smallest, "the gaps narrow only once the text is smallest")
        #expect(fit.count == 4, "every item from 200 points wide (L6)")
        #expect(fit.secondRowFrom == nil || fit.scale <= StatusBarFit.largestOnTwoRows)
    }

    @Test func a300PointBarPutsTheItemsOnTwoRows() {
        // At 0.6 the four items need 192 points of text and 72 of gaps in 260 of room: two
        // rows, Score and Time over Deck and Discarded, whose 180 points of text and 24 of gap
        // fit 260 at the largest size two rows take.
        let fit = Self.fit(300)
        #expect(fit == StatusBarFit(showsTitle: false, scale: StatusBarFit.largestOnTwoRows, count: 4, secondRowFrom: 2))
    }

    @Test func a200PointBarKeepsEveryItemOnTwoRows() {
        // One row would need 220.8 points at the smallest text and narrowest gaps in 160 of
        // room: Discarded gave way. On two rows the wider, Deck and Discarded, would fit at
        // 136 / 180 of its size, above the largest two rows take.
        #expect(Self.fit(200) == StatusBarFit(showsTitle: false, scale: StatusBarFit.largestOnTwoRows, count: 4, secondRowFrom: 2))
        // With 120 points of room the wider row's text is at its smallest, 108 points, and
        // its gap narrows to 12.
        let narrow = Self.fit(160)
        #expect(narrow.count == 4 && narrow.secondRowFrom == 2 && narrow.scale == StatusBarFit.smallest)
        #expect(abs(narrow.gapScale - 0.5) < 1e-9)
    }

    /// The daily puzzle's three items, its date the widest: in columns the date would share
    /// its column with Time and squeeze both rows; alone on the first row it keeps the text
    /// at the largest two rows take.
    @Test func aWideFirstItemTakesTheFirstRowAlone() {
        let fit = StatusBarFit(itemWidths: [150, 100, 75], titleWidth: 50, barWidth: 200, margin: 20, itemGap: 24)
        #expect(fit == StatusBarFit(showsTitle: false, scale: StatusBarFit.largestOnTwoRows, count: 3,
                                    secondRowFrom: 1, alignsColumns: false))
    }

    @Test func theFirstItemStaysWhateverTheWidth() {
        let fit = Self.fit(60)
        #expect(fit.count == 1 && fit.scale == StatusBarFit.smallest)
    }
}
