import Layout
import Testing

/// V5: the players bar fits beside the cards in portrait and landscape, from the smallest
/// window to 4K, and never lies over a card, the deck pile or the bars.
@Suite("Players bar (V5)")
struct PlayersBarTests {
    static let windows = [(360, 640), (640, 360), (1000, 720), (720, 1000), (1920, 1080), (1080, 1920), (3840, 2160),
                          (2160, 3840), (200, 200), (7680, 4320)].map { Size(width: Double($0.0), height: Double($0.1)) }

    /// Whether two rectangles share more than a rounding error's sliver.
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let e = 1e-6
        return a.minX < b.maxX - e && b.minX < a.maxX - e && a.minY < b.maxY - e && b.minY < a.maxY - e
    }

    @Test(arguments: windows, [2, 3, 4])
    func everyEntryFitsBesideTheCards(window: Size, players: Int) {
        let solo = ScreenLayout(window: window)
        let layout = solo.withPlayers(players)
        #expect(layout.playerEntries.count == players)
        #expect(layout.cardArea.width > 0 && layout.cardArea.height > 0, "\(window): no room left for cards")
        for (i, entry) in layout.playerEntries.enumerated() {
            #expect(entry.width > 0 && entry.height > 0)
            #expect(entry.minX >= solo.cardArea.minX && entry.maxX <= solo.cardArea.maxX + 1e-9
                    && entry.minY >= solo.cardArea.minY && entry.maxY <= solo.cardArea.maxY + 1e-9,
                    "\(window) \(players): entry \(i) leaves the table's cards area")
            #expect(!Self.overlaps(entry, layout.cardArea), "\(window) \(players): entry \(i) lies over the cards")
            #expect(!Self.overlaps(entry, layout.deckPile), "\(window) \(players): entry \(i) lies over the deck pile")
            for other in layout.playerEntries.dropFirst(i + 1) { #expect(!Self.overlaps(entry, other)) }
        }
        #expect(layout.messageArea.maxX <= layout.cardArea.maxX, "the message stays beside the cards")
    }

    @Test func landscapeStacksTheEntriesOnTheRightPortraitRowsThemOnTop() {
        let wide = ScreenLayout(window: Size(width: 1000, height: 720)).withPlayers(3)
        #expect(Set(wide.playerEntries.map(\.minX)).count == 1 && wide.playerEntries[0].minX > wide.cardArea.maxX - 1e-9)
        let tall = ScreenLayout(window: Size(width: 720, height: 1000)).withPlayers(3)
        #expect(Set(tall.playerEntries.map(\.minY)).count == 1 && tall.playerEntries[0].maxY <= tall.cardArea.minY + 1e-9)
    }

    @Test(arguments: [(360.0, 640.0), (1000, 720), (3840, 2160)])
    func entriesAreLargeEnoughToRead(width: Double, height: Double) {
        let layout = ScreenLayout(window: Size(width: width, height: height)).withPlayers(4)
        for entry in layout.playerEntries {
            #expect(entry.width >= 70 && entry.height >= 36, "\(entry) is too small for a name and a score")
        }
    }

    /// A portrait row's entries too narrow for a name beside the score are tall enough for
    /// three lines (four players at 360 points: 60 points, against 44 for three players).
    @Test func narrowEntriesInARowAreTallEnoughForThreeLines() {
        let phone = Size(width: 360, height: 640)
        let four = ScreenLayout(window: phone).withPlayers(4), three = ScreenLayout(window: phone).withPlayers(3)
        #expect(four.playerEntries.allSatisfy { $0.width < 110 && abs($0.height - 60) < 1e-9 })
        #expect(three.playerEntries.allSatisfy { $0.width >= 110 && abs($0.height - 44) < 1e-9 })
        #expect(four.cardArea.minY - three.cardArea.minY == 16, "the cards give the row its lines")
    }

    @Test func aSoloGameHasNoPlayersBar() {
        #expect(ScreenLayout(window: Size(width: 1000, height: 720)).playerEntries.isEmpty)
    }
}
