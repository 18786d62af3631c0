@testable import Render
import Testing

/// L6, Y6: the status bar in any window from 200 points wide: the title gives way first,
/// then the text gets smaller (to 0.6), then the gaps between the items (to 0.4), then the
/// last items (Discarded, then Deck).
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
        let drawn = Self.widths.prefix(fit.count).reduce(0, +) * fit.scale + 24 * fit.gapScale * Double(fit.count - 1)
        if fit.scale > StatusBarFit.smallest || fit.gapScale > StatusBarFit.narrowestGap {
            #expect(drawn <= barWidth - 40 + 1e-9, "\(drawn) points of items in \(barWidth - 40) of room")
        }
        #expect(fit.gapScale == 1 || fit.scale == StatusBarFit.smallest, "the gaps narrow only once the text is smallest")
    }

    @Test func a300PointBarKeepsEveryItemWithNarrowerGaps() {
        // At 0.6 the four items need 192 points of text and 72 of gaps in 260 of room: the
        // gaps narrow to 68 rather than Discarded giving way, as it did.
        let fit = Self.fit(300)
        #expect(!fit.showsTitle && fit.count == 4 && fit.scale == StatusBarFit.smallest)
        #expect(abs(fit.gapScale - 68.0 / 72) < 1e-9)
    }

    @Test func a200PointBarKeepsScoreTimeAndDeck() {
        // At 0.6 with the narrowest gaps the four items need 220.8 points and three 145.2:
        // 160 hold score, time and deck.
        let fit = Self.fit(200)
        #expect(!fit.showsTitle && fit.count == 3 && fit.scale == StatusBarFit.smallest)
        #expect(abs(fit.gapScale - 34.0 / 48) < 1e-9)
    }

    @Test func theFirstItemStaysWhateverTheWidth() {
        let fit = Self.fit(60)
        #expect(fit.count == 1 && fit.scale == StatusBarFit.smallest)
    }
}
