import Layout
import Render
import Testing

/// What is drawn on and around a card never covers a symbol: the key label (B4, Ctrl+L;
/// it touched the top symbol of three-symbol cards at 1000×720 and at 3840×2160) and a
/// pad's focus ring (C1), across card sizes from the smallest grid to 4K.
@Suite("Key labels and focus rings keep off the symbols")
struct CardMarksPlacementTests {
    /// Card widths from below the grid's minimum (64 points) to a 4K window's 3 cards.
    static let widths = Array(stride(from: 40.0, through: 900, by: 3.5))

    static func card(width: Double) -> Rect { Rect(x: 100, y: 50, width: width, height: width * 7 / 5) }

    static func symbols(on card: Rect, count: Int) -> [Rect] {
        SymbolPath.symbolFrames(count: count, cardSize: card.size).map { $0.offsetBy(dx: card.minX, dy: card.minY) }
    }

    @Test func aKeyLabelCoversNoSymbolOfOneTwoOrThreeAndStaysInHalfTheGap() {
        for width in Self.widths {
            let card = Self.card(width: width), label = SceneRenderer.keyLabelFrame(on: card)
            for count in 1...3 {
                for symbol in Self.symbols(on: card, count: count) {
                    #expect(!label.overlaps(symbol), "\(count) symbols at width \(width): label \(label) on \(symbol)")
                }
            }
            let halfGap = width * 0.04
            #expect(label.minX >= card.minX - halfGap && label.minY >= card.minY && label.maxX <= card.maxX,
                    "width \(width): \(label) keeps within half the gap of \(card)")
            #expect(label.width >= width * 0.15 && label.height >= label.width, "large enough to read")
        }
    }

    @Test func aFocusRingLiesOutsideItsCardAndInsideTheGap() {
        for width in Self.widths {
            let card = Self.card(width: width)
            let (outer, thickness) = SceneRenderer.focusRingBand(around: card)
            let inner = outer.insetBy(dx: thickness, dy: thickness)
            #expect(inner.minX < card.minX && inner.minY < card.minY && inner.maxX > card.maxX && inner.maxY > card.maxY,
                    "width \(width): the ring's inside \(inner) clears the card \(card)")
            #expect(card.minX - outer.minX < width * 0.08, "width \(width): the ring stays in the gap to the next card")
            #expect(thickness >= 2, "width \(width): thick enough to see")
        }
    }
}
