#if canImport(Glibc)
import Glibc
#endif
import CSDL2
import SceneModel
import Layout

/// The cards' keys (B4, Ctrl+L): a small dark tab at each card's top left corner, drawn
/// after the table's cards, over the pads' rings and the edges of the cards at rest it
/// reaches over, but under the cards drawn after its own (a card flying across the table).
extension SceneRenderer {
    /// A card's key label, and where the cards drawn after its card begin among the cards
    /// reaching the table: those pass over it.
    struct KeyLabel {
        var key: String
        var tab: Rect
        var firstOver: Int
    }

    /// Draws `labels`, each only where no card drawn after its own covers it (`reached`:
    /// the cards reaching the table, in the order they are drawn, with their bounds).
    func drawKeyLabels(_ labels: [KeyLabel], under reached: [(bounds: PixelRect, sprite: Scene.CardSprite)],
                       cards: SDL_Rect, _ s: Double) throws {
        let region = redrawRegion
        defer { redrawRegion = region }
        for label in labels {
            let drawn = Self.wholePixels(label.tab, s)  // and a pixel around it, as rounded
            let tab = PixelRect(x: drawn.x - 1, y: drawn.y - 1, width: drawn.width + 2, height: drawn.height + 2)
            let over = reached[label.firstOver...].filter { !$0.bounds.intersection(tab).isEmpty }
                .flatMap { Self.pixelsCovered(by: $0.sprite, within: tab, s) }
            for piece in over.isEmpty ? [tab] : PixelCover.uncovered(tab, by: over) {
                redrawRegion = over.isEmpty ? region : region.map { $0.intersection(piece) } ?? piece
                guard redrawRegion?.isEmpty != true, clip(to: cards) else { continue }
                try drawKeyLabel(label.key, in: label.tab, s)
            }
        }
    }

    /// The whole pixels of `area` that `sprite`'s card certainly covers (its shadow left
    /// out): upright, its frame; turned, row by row the span inside the turned card, a pixel
    /// within its edges, turned as SDL turns its face (clockwise by `angle` degrees, about
    /// the middle of the card with its shadow).
    nonisolated static func pixelsCovered(by sprite: Scene.CardSprite, within area: PixelRect, _ s: Double) -> [PixelRect] {
        guard abs(sprite.angle) >= 0.01 else {
            let card = wholePixels(sprite.frame, s).intersection(area)
            return card.isEmpty ? [] : [card]
        }
        let width = sprite.frame.width * s, height = sprite.frame.height * s
        let shadow = Double(CardFaceCache.shadowMargin(forWidth: Int(width.rounded())))
        let middle = (x: sprite.frame.midX * s, y: sprite.frame.minY * s + (height + shadow) / 2)
        let (sine, cosine) = (sin(sprite.angle * .pi / 180), cos(sprite.angle * .pi / 180))
        let top = 1 - (height + shadow) / 2, bottom = top + height - 2, left = 1 - width / 2, right = width / 2 - 1
        let corners = [(left, top), (right, top), (right, bottom), (left, bottom)].map { x, y in
            (x: middle.x + x * cosine - y * sine, y: middle.y + x * sine + y * cosine)
        }
        // Where the turned card's edges cross the line at `y`.
        func span(at y: Double) -> (low: Double, high: Double)? {
            var low = Double.infinity, high = -Double.infinity
            for (a, b) in zip(corners, corners.dropFirst() + corners.prefix(1)) where a.y != b.y && min(a.y, b.y) <= y && y <= max(a.y, b.y) {
                let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                (low, high) = (min(low, x), max(high, x))
            }
            return low < high ? (low, high) : nil
        }
        var rows: [PixelRect] = []
        for y in area.y..<area.maxY {
            guard let above = span(at: Double(y)), let below = span(at: Double(y + 1)) else { continue }
            let x0 = max(Int(max(above.low, below.low).rounded(.up)), area.x)
            let x1 = min(Int(min(above.high, below.high).rounded(.down)), area.maxX)
            if x1 > x0 { rows.append(PixelRect(x: x0, y: y, width: x1 - x0, height: 1)) }
        }
        return rows
    }

    /// A card's key in a small dark tab at its top left corner (B4, Ctrl+L), in proportion
    /// to the card and readable on the smallest one.
    private func drawKeyLabel(_ key: String, in tab: Rect, _ s: Double) throws {
        try blitRoundedRect(tab, radius: tab.width * 0.25, color: theme.keyLabel, s)
        try drawText(key.uppercased(), at: tab.center, size: min(tab.height * 0.62, tab.width * 0.8), weight: .bold,
                     color: theme.keyLabelText, anchor: .center, s, maxWidth: tab.width * 0.9)
    }

    /// The tab of a card's key where the card is drawn: on the card at its resting size, so
    /// that it follows a shake and keeps its size through a pulse (a new size each frame
    /// would set its text anew each frame).
    nonisolated static func keyLabelFrame(of sprite: Scene.CardSprite) -> Rect {
        let frame = sprite.frame.size == sprite.restingSize ? sprite.frame
            : Rect.centered(at: sprite.frame.center, size: sprite.restingSize)
        return keyLabelFrame(on: frame)
    }

    /// Where a card's key label goes: a tall tab in the strip left of the symbols (they span
    /// 15–85% of the card's width, `SymbolPath.symbolFrames`), reaching out over the card's
    /// edge into less than half the gap to the next card, so that it never covers a symbol
    /// of any number of them, nor a neighbouring card.
    public nonisolated static func keyLabelFrame(on card: Rect) -> Rect {
        let width = card.width * 0.17, height = card.width * 0.21
        return Rect(x: card.minX + card.width * 0.135 - width, y: card.minY + card.width * 0.035, width: width, height: height)
    }
}
