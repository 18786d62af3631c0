import SetCore
import Layout

/// How the squiggle is drawn (L4, T2): a rectangle with barely rounded corners (the
/// default), or the classic curve.
public enum SquiggleStyle: String, CaseIterable, Hashable, Sendable { case rectangle, curved }

/// The outline of one symbol (diamond, oval, or squiggle) filling a rectangle, as a polygon
/// ready for SDL2_gfx.
public enum SymbolPath {
    /// Corner radius of the rectangle squiggle, relative to its height: clearly square,
    /// never mistaken for the oval.
    public static let squiggleCornerRatio = 0.1

    public static func polygon(for shape: Card.Shape, in r: Rect, squiggle: SquiggleStyle = .rectangle) -> Polygon {
        switch shape {
        case .diamond:
            return Polygon([Point(x: r.midX, y: r.minY), Point(x: r.maxX, y: r.midY),
                            Point(x: r.midX, y: r.maxY), Point(x: r.minX, y: r.midY)])
        case .oval:
            let segments = max(8, min(40, Int(r.height)))
            return .roundedRect(r, radius: r.height / 2, segmentsPerCorner: segments / 2)
        case .squiggle where squiggle == .curved:
            return Squiggle.polygon(in: r)
        case .squiggle:
            return .roundedRect(r, radius: r.height * squiggleCornerRatio, segmentsPerCorner: 4)
        }
    }

    /// Where each of a card's 1–3 symbols goes on a card face of `size` pixels: centred,
    /// stacked vertically, proportional to the card (L3).
    public static func symbolFrames(count: Int, cardSize: Size) -> [Rect] {
        let width = cardSize.width * 0.7
        let height = width * 0.46
        let gap = cardSize.width * 0.085
        let total = Double(count) * height + Double(count - 1) * gap
        let top = (cardSize.height - total) / 2
        return (0..<count).map { i in
            Rect(x: (cardSize.width - width) / 2, y: top + Double(i) * (height + gap), width: width, height: height)
        }
    }
}
