import SceneModel
import SetCore
import Layout

/// Paints one card face (rounded card, 1–3 symbols, shading, selection look) with SDL2_gfx
/// into a renderer, in that renderer's pixels. Used once per face by `CardFaceCache`.
public struct CardPainter: Hashable, Sendable {
    public var theme: Theme
    /// The squiggle as a rectangle or as the classic curve (T2).
    public var squiggle: SquiggleStyle
    /// A small mark per colour in the card's corner, a cue that does not rely on hue (T4).
    public var colorMarks: Bool

    public init(theme: Theme = .classic, squiggle: SquiggleStyle = .rectangle, colorMarks: Bool = false) {
        self.theme = theme
        self.squiggle = squiggle
        self.colorMarks = colorMarks
    }

    /// Proportions of the card, relative to its width.
    static let cornerRatio = CardShape.cornerRatio
    static let lookBorderRatio = 0.05
    static let edgeRatio = 0.008

    /// Paints `card` filling a `size`-pixel area at the renderer's origin.
    public func paint(_ card: Card, look: CardLook, size: Size, renderer: OpaquePointer) {
        let gfx = Gfx(renderer: renderer)
        guard look != .back else { return paintBack(size: size, gfx: gfx) }
        let face = faceColor(for: look)
        paintBody(size: size, look: look, face: face, gfx: gfx)
        for frame in SymbolPath.symbolFrames(count: card.number.rawValue, cardSize: size) {
            paintSymbol(card, in: frame, face: face, gfx: gfx)
        }
        if colorMarks { paintColorMark(card.color, in: Self.markBox(cardSize: size), gfx: gfx) }
    }

    /// A card in `look` without its symbols and colour mark: the rim and the face.
    func paintBlank(look: CardLook, size: Size, gfx: Gfx) {
        paintBody(size: size, look: look, face: faceColor(for: look), gfx: gfx)
    }

    /// The back of a card (T1): a deep border, a panel with a lattice of small diamonds,
    /// and one large diamond in its middle, in the theme's back colours.
    private func paintBack(size: Size, gfx: Gfx) {
        let outer = Rect(x: 0.5, y: 0.5, width: size.width - 1, height: size.height - 1)
        let radius = size.width * Self.cornerRatio
        gfx.fillSmooth(.roundedRect(outer, radius: radius, segmentsPerCorner: 10), theme.cardFace)
        let border = size.width * 0.07
        let panel = outer.insetBy(dx: border, dy: border)
        gfx.fillSmooth(.roundedRect(panel, radius: max(0, radius - border), segmentsPerCorner: 10), theme.cardBack)
        let step = panel.width / 5
        var row = 0
        var y = panel.minY + step / 2
        while y + step / 2 <= panel.maxY + 0.01 {
            var x = panel.minX + step / 2 + (row % 2 == 0 ? 0 : step / 2)
            while x + step / 2 <= panel.maxX + 0.01 {
                let small = Rect.centered(at: Point(x: x, y: y), size: Size(width: step * 0.5, height: step * 0.5))
                gfx.fill(SymbolPath.polygon(for: .diamond, in: small), theme.cardBackPattern)
                x += step
            }
            y += step / 2
            row += 1
        }
        let middle = Rect.centered(at: panel.center, size: Size(width: panel.width * 0.62, height: panel.width * 0.36))
        gfx.fillSmooth(SymbolPath.polygon(for: .diamond, in: middle), theme.cardFace)
        gfx.fillSmooth(SymbolPath.polygon(for: .diamond, in: middle).inset(by: max(1, panel.width * 0.05)), theme.cardBack)
    }

    /// T4: red a triangle, green a circle, purple a square, solid, in the card's bottom
    /// right corner, in the card's colour; large enough to read on the smallest card.
    func paintColorMark(_ color: Card.Color, in box: Rect, gfx: Gfx) {
        gfx.fillSmooth(Self.markPolygon(color, in: box), theme.palette.color(color))
    }

    /// Where the colour mark goes: right of the symbols (they span 15–85% of the width),
    /// in the corner's curve.
    static func markBox(cardSize size: Size) -> Rect {
        let side = max(6, size.width * 0.105)
        let inset = size.width * 0.04
        return Rect(x: size.width - inset - side, y: size.height - inset - side, width: side, height: side)
    }

    static func markPolygon(_ color: Card.Color, in box: Rect) -> Polygon {
        switch color {
        case .red:
            Polygon([Point(x: box.midX, y: box.minY), Point(x: box.maxX, y: box.maxY), Point(x: box.minX, y: box.maxY)])
        case .green:
            .roundedRect(box, radius: box.width / 2, segmentsPerCorner: 6)
        case .purple:
            .roundedRect(box.insetBy(dx: box.width * 0.06, dy: box.width * 0.06), radius: 0)
        }
    }

    /// A soft shadow under the card, `drop` pixels lower, fading out at its edges.
    public func paintShadow(size: Size, drop: Double, renderer: OpaquePointer) {
        paintShadow(size: size, drop: drop, gfx: Gfx(renderer: renderer))
    }

    func paintShadow(size: Size, drop: Double, gfx: Gfx) {
        let radius = size.width * Self.cornerRatio
        for (inset, alpha) in [(0.0, 28), (drop * 0.3, 30), (drop * 0.6, 34)] as [(Double, UInt8)] {
            let r = Rect(x: inset, y: drop * 0.5 + inset, width: size.width - 2 * inset, height: size.height + drop * 0.5 - 2 * inset)
            gfx.fill(.roundedRect(r, radius: radius, segmentsPerCorner: 8), theme.shadow.withAlpha(alpha))
        }
    }

    /// The face color: white, tinted toward the look's color when marked.
    func faceColor(for look: CardLook) -> RGBA {
        guard let accent = accent(for: look) else { return theme.cardFace }
        return theme.cardFace.mixed(with: accent, look == .selected ? 0.10 : 0.16)
    }

    func accent(for look: CardLook) -> RGBA? {
        switch look {
        case .plain: nil
        case .selected: theme.selected
        case .matched: theme.matched
        case .mismatched: theme.mismatched
        case .hinted: theme.hinted
        // The computer is the second player against it (V3, V5).
        case .markedByComputer: theme.color(ofPlayer: 2)
        case .back: nil
        }
    }

    private func paintBody(size: Size, look: CardLook, face: RGBA, gfx: Gfx) {
        let outer = Rect(x: 0.5, y: 0.5, width: size.width - 1, height: size.height - 1)
        let radius = size.width * Self.cornerRatio
        let card = Polygon.roundedRect(outer, radius: radius, segmentsPerCorner: 10)
        let rim = accent(for: look) ?? theme.cardEdge
        let rimWidth = accent(for: look) == nil ? max(1, size.width * Self.edgeRatio) : size.width * Self.lookBorderRatio
        gfx.fillSmooth(card, rim)
        let inner = Polygon.roundedRect(outer.insetBy(dx: rimWidth, dy: rimWidth),
                                        radius: max(0, radius - rimWidth), segmentsPerCorner: 10)
        gfx.fillSmooth(inner, face)
    }

    func paintSymbol(_ card: Card, in frame: Rect, face: RGBA, gfx: Gfx) {
        paintSymbol(card.shape, card.shading, ink: theme.color(of: card), in: frame, face: face, gfx: gfx)
    }

    /// One symbol in `ink` over `face`: every stroke of it is `ink`, more or less covering
    /// the face, so painted white over black it is the symbol's coverage of each pixel.
    func paintSymbol(_ shape: Card.Shape, _ shading: Card.Shading, ink color: RGBA, in frame: Rect, face: RGBA, gfx: Gfx) {
        let outline = SymbolPath.polygon(for: shape, in: frame, squiggle: squiggle)
        let stroke = max(1.5, frame.height * 0.085)
        gfx.fillSmooth(outline, color)
        guard shading != .solid else { return }
        let inside = outline.inset(by: stroke)
        gfx.fillSmooth(inside, face)
        if shading == .striped {
            gfx.fill(inside, color.withAlpha(56))
            paintStripes(in: inside, across: frame, color: color, gfx: gfx)
        }
        gfx.smoothEdge(inside, color)
    }

    /// Vertical stripes across the symbol, each cut exactly at the outline (every span of a
    /// curved shape, not just its top and bottom).
    private func paintStripes(in shape: Polygon, across frame: Rect, color: RGBA, gfx: Gfx) {
        let period = max(3, frame.width / 15)
        let width = max(1, (period * 0.42).rounded())
        var x = frame.minX + (frame.width - period * (frame.width / period).rounded(.down)) / 2 + period / 2
        while x < frame.maxX {
            let left = Int((x - width / 2).rounded())
            for span in shape.verticalSpans(atX: Double(left) + width / 2) {
                gfx.box(x0: left, y0: Int(span.lowerBound.rounded()), x1: left + Int(width) - 1,
                        y1: Int(span.upperBound.rounded()), color)
            }
            x += period
        }
    }
}
