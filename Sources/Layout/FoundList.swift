/// The daily puzzle's list of Sets found (G5), beside the cards: six slots, each with room
/// for a triple of small cards. Pure geometry, in logical points.
public enum FoundList {
    /// How many slots the list has: every daily table holds six Sets.
    public static let slotCount = 6

    /// Splits `table` into the cards' area and the list's slots: a column along the right
    /// of a landscape table, two rows of three along the bottom of a portrait one.
    public static func split(_ table: Rect, chrome u: Double) -> (cards: Rect, slots: [Rect]) {
        let margin = 10 * u
        if table.width >= table.height {
            let width = min(table.width * 0.24, 250 * u)
            let strip = Rect(x: table.maxX - width, y: table.minY + margin, width: width - margin,
                             height: max(0, table.height - 2 * margin))
            let height = strip.height / Double(slotCount)
            let slots = (0..<slotCount).map { i in
                Rect(x: strip.minX, y: strip.minY + Double(i) * height, width: strip.width, height: height)
            }
            return (Rect(x: table.minX, y: table.minY, width: max(0, table.width - width), height: table.height), slots)
        }
        let height = min(table.height * 0.22, 190 * u)
        let band = Rect(x: table.minX + margin, y: table.maxY - height, width: max(0, table.width - 2 * margin),
                        height: height - margin)
        let columns = slotCount / 2
        let slot = Size(width: band.width / Double(columns), height: band.height / 2)
        let slots = (0..<slotCount).map { i in
            Rect(x: band.minX + Double(i % columns) * slot.width, y: band.minY + Double(i / columns) * slot.height,
                 width: slot.width, height: slot.height)
        }
        return (Rect(x: table.minX, y: table.minY, width: table.width, height: max(0, table.height - height)), slots)
    }

    /// The three small cards of a triple in `slot`: side by side, 5:7, centred, with gaps.
    public static func cardFrames(in slot: Rect) -> [Rect] {
        let gap = min(slot.width, slot.height) * 0.06
        let width = max(0, min((slot.width - 4 * gap) / 3, (slot.height - 2 * gap) * 5 / 7))
        let height = width * 7 / 5
        let total = 3 * width + 2 * gap
        return (0..<3).map { i in
            Rect(x: slot.midX - total / 2 + Double(i) * (width + gap), y: slot.midY - height / 2, width: width,
                 height: height)
        }
    }
}

extension ScreenLayout {
    /// The same window laid out for the daily puzzle (G5): no deck pile, the list of Sets
    /// found beside the cards.
    public func forDailyPuzzle() -> ScreenLayout {
        var layout = self
        let split = FoundList.split(table, chrome: chromeScale)
        layout.cardArea = split.cards
        layout.foundSlots = split.slots
        layout.deckPile = .zero
        return layout
    }
}
