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
        let room = barWidth - 40 * (fit.secondRowFrom == nil ? 1 : StatusBarFit.marginOnTwoRows)
        for row in rows {
            let drawn = row.reduce(0, +) * fit.scale + 24 * fit.gapScale * Double(row.count - 1)
            if fit.scale > StatusBarFit.smallestOnTwoRows || fit.gapScale > StatusBarFit.narrowestGap {
                #expect(drawn <= room + 1e-9, "\(drawn) points of items in \(room) of room")
            }
        }
        let smallest = fit.secondRowFrom == nil ? StatusBarFit.smallest : StatusBarFit.smallestOnTwoRows
        #expect(fit.gapScale == 1 || fit.scale == smallest, "the gaps narrow only once the text is smallest")
        #expect(fit.count == 4, "every item from 200 points wide (L6)")
        #expect(fit.secondRowFrom == nil || fit.scale <= StatusBarFit.largestOnTwoRows)
    }

    @Test func a300PointBarPutsTheItemsOnTwoRows() {
        // At 0.6 the four items need 192 points of text and 72 of gaps in 260 of room: two
        // rows, Score and Time over Deck and Discarded, whose 180 points of text and 24 of gap
        // fit 280 (the margins halved) at the largest size two rows take.
        let fit = Self.fit(300)
        #expect(fit == StatusBarFit(showsTitle: false, scale: StatusBarFit.largestOnTwoRows, count: 4, secondRowFrom: 2))
    }

    @Test func a200PointBarKeepsEveryItemOnTwoRows() {
        // One row would need 220.8 points at the smallest text and narrowest gaps in 160 of
        // room: Discarded gave way. On two rows, in 180 of room, the wider, Deck and Discarded,
        // would fit at 156 / 180 of its size, above the largest two rows take.
        #expect(Self.fit(200) == StatusBarFit(showsTitle: false, scale: StatusBarFit.largestOnTwoRows, count: 4, secondRowFrom: 2))
        // At 140 points, with 120 of room between the halved margins, the wider row's text
        // is at its smallest on two rows, 99 points, and its gap narrows to 21.
        let narrow = Self.fit(140)
        #expect(narrow.count == 4 && narrow.secondRowFrom == 2 && narrow.scale == StatusBarFit.smallestOnTwoRows)
        #expect(abs(narrow.gapScale - 21.0 / 24) < 1e-9)
    }

    /// The daily puzzle's three items, its date the widest: in columns the date would share
    /// its column with Time and squeeze both rows; alone on the first row it keeps the text
    /// at the largest two rows take.
    @Test func aWideFirstItemTakesTheFirstRowAlone() {
        let fit = StatusBarFit(itemWidths: [150, 100, 75], titleWidth: 50, barWidth: 200, margin: 20, itemGap: 24)
        #expect(fit == StatusBarFit(showsTitle: false, scale: StatusBarFit.largestOnTwoRows, count: 3,
                                    secondRowFrom: 1, alignsColumns: false))
        // The Spanish puzzle at 10:01 ("Reto diario 22/11/2026", "Encontrados 0 de 6",
        // "Tiempo 10:01"): its last two items need 289 points of text on one row, held in 180
        // at the smallest text two rows take; at 0.6 with the narrowest gaps Found and Time
        // gave way.
        let spanish = StatusBarFit(itemWidths: [207, 166, 123], titleWidth: 50, barWidth: 200, margin: 20, itemGap: 24)
        #expect(spanish.count == 3 && spanish.secondRowFrom == 1 && !spanish.alignsColumns)
        #expect(spanish.scale == StatusBarFit.smallestOnTwoRows && 289 * spanish.scale + 24 * spanish.gapScale <= 180)
    }

    @Test func theFirstItemStaysWhateverTheWidth() {
        let fit = Self.fit(60)
        #expect(fit.count == 1 && fit.scale == StatusBarFit.smallest)
    }
}
