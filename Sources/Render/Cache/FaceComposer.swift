import SceneModel
import SetCore
import Layout

/// Card faces composed from parts rasterized once per card size (P2): the blank card of
/// each look with its shadow, and each symbol (shape × shading × colour at one of its five
/// places on the card) and colour mark in a small box of its own. A face is its blank
/// copied with its 1–3 symbols laid on it, a few hundred times cheaper than painting it.
///
/// Every part is painted with the very polygons of `CardPainter.paint` at the same
/// supersampling, its box a whole number of pixels from the card's corner, so a composed
/// face has the pixels of `CardFaceCache.rasterize` (`ComposedFaceTests`).
///
/// A symbol laid on plain face is painted once for every colour and look, as its coverage
/// of each pixel (a mask): every stroke of a symbol is its one ink over the face, so a pixel
/// of it is the face colour and the ink mixed as the mask says, the painter's pixel but for
/// rounding. The symbol in each colour over each look's face is mixed from the mask, not
/// painted, and kept like any part (P4: a card selected or in a wrong trio for the first
/// time painted its symbols again over its tinted face).
///
/// Parts are kept compact (`CompactImage`, P3): a blank, a symbol or a mask is mostly runs
/// of one colour, 10–20× smaller than its pixels, and decoding one costs little beside
/// painting it.
final class FaceComposer {
    let painter: CardPainter

    struct CardSize: Hashable {
        var width: Int, height: Int
    }

    struct BlankKey: Hashable {
        var size: CardSize
        var look: CardLook
    }

    enum Part: Hashable {
        case symbol(Card.Shape, Card.Shading, Card.Color)
        case mark(Card.Color)
    }

    /// A part painted in `frame` (supersampled pixels of the card) into the pixels `box` of
    /// the card: over the face colour (`overFace`, laid on plain face wherever it goes), or
    /// over that piece of the blank (a colour mark by the rim).
    struct PartKey: Hashable {
        var size: CardSize
        var look: CardLook
        var part: Part
        var frame: Rect
        var box: PixelRect
        var overFace: Bool
    }

    /// A symbol's coverage of the pixels `box` of the card, painted in `frame` (supersampled
    /// pixels of the card): whatever its colour, whatever the card's look.
    struct MaskKey: Hashable {
        var size: CardSize
        var shape: Card.Shape
        var shading: Card.Shading
        var frame: Rect
        var box: PixelRect
    }

    private var blanks: [BlankKey: CompactImage] = [:]
    private var parts: [PartKey: CompactImage] = [:]
    private var masks: [MaskKey: CompactImage] = [:]
    /// Card sizes whose parts are kept, newest last: the size cards are changing to and the one before.
    private var sizes: [CardSize] = []
    static let sizesKept = 2
    /// Parts rasterized so far (blanks and boxes).
    private(set) var rasterizations = 0

    init(painter: CardPainter) { self.painter = painter }

    private var kept: [CompactImage] { Array(blanks.values) + Array(parts.values) + Array(masks.values) }

    /// Bytes held by the parts in their compact form.
    var bytes: Int { kept.reduce(0) { $0 + $1.bytes } }
    /// Bytes the parts would take as pixels (4 per pixel).
    var pixelBytes: Int {
        kept.reduce(0) { $0 + $1.width * $1.height * 4 }
    }

    /// The face of `card` in `look` (not the back), `width` × `height + shadowMargin` pixels.
    func face(_ card: Card, look: CardLook, width: Int, height: Int) throws -> Surface {
        let face = try Surface(width: width, height: height + CardFaceCache.shadowMargin(forWidth: width))
        try face.withPixels { try compose(card, look: look, width: width, height: height, into: $0) }
        return face
    }

    /// Composes the face of `card` into `face`: `width` × `height + shadowMargin` pixels, row after row.
    func compose(_ card: Card, look: CardLook, width: Int, height: Int, into face: UnsafeMutableBufferPointer<UInt32>) throws {
        let size = CardSize(width: width, height: height)
        keep(size)
        let blank = try self.blank(BlankKey(size: size, look: look))
        precondition(face.count == blank.width * blank.height)
        Self.decode(blank, into: face)
        let factor = CardFaceCache.supersampling(forWidth: width)
        let big = Size(width: Double(width * factor), height: Double(height * factor))
        let middle = SymbolPath.symbolFrames(count: 1, cardSize: big)[0]
        var lays = SymbolPath.symbolFrames(count: card.number.rawValue, cardSize: big).map {
            (part: Part.symbol(card.shape, card.shading, card.color), frame: $0, painted: middle)
        }
        if painter.colorMarks {
            let box = CardPainter.markBox(cardSize: big)
            lays.append((.mark(card.color), box, box))
        }
        // Where each part goes is plain face or not as the blank has it: judged before any is laid.
        let plain = lays.map { isPlain($0.frame, paintedIn: $0.painted, in: face, width: blank.width, height: blank.height,
                                       look: look, size: size) }
        for (lay, plain) in zip(lays, plain) {
            try self.lay(lay.part, in: lay.frame, paintedIn: lay.painted, plain: plain, on: face, width: blank.width,
                         height: blank.height, look: look, size: size)
        }
    }

    /// The pixels of `image` written into `pixels`, its size, as they are.
    private static func decode(_ image: CompactImage, into pixels: UnsafeMutableBufferPointer<UInt32>) {
        let plane = PixelPlane(base: pixels.baseAddress!, pitch: image.width, width: image.width, height: image.height)
        image.draw(to: plane, x: 0, y: 0, clip: PixelRect(x: 0, y: 0, width: image.width, height: image.height),
                   asIs: 0..<image.height)
    }

    /// Where `frame` puts a part painted in `painted`, moved by whole pixels, and whether
    /// that box of the blank in `face` is all face colour.
    private func isPlain(_ frame: Rect, paintedIn painted: Rect, in face: UnsafeMutableBufferPointer<UInt32>, width: Int,
                         height: Int, look: CardLook, size: CardSize) -> Bool {
        let target = Self.target(of: frame, paintedIn: painted, size: size)
        guard Self.fits(target, width: width, height: height) else { return false }
        return Self.isPlain(face, width: width, box: target, color: faceARGB(look))
    }

    private func faceARGB(_ look: CardLook) -> UInt32 {
        let faceColor = painter.faceColor(for: look)
        return 0xFF00_0000 | faceColor.rgbPixel
    }

    private static func target(of frame: Rect, paintedIn painted: Rect, size: CardSize) -> PixelRect {
        let factor = Double(CardFaceCache.supersampling(forWidth: size.width))
        let box = Self.box(around: painted, factor: factor)
        let shift = (x: Int(((frame.minX - painted.minX) / factor).rounded()),
                     y: Int(((frame.minY - painted.minY) / factor).rounded()))
        return PixelRect(x: box.x + shift.x, y: box.y + shift.y, width: box.width, height: box.height)
    }

    /// The card without symbols, its shadow below it. Between its rounded ends every row
    /// of a card is the same: a short card is painted and its straight middle row repeated.
    private func blank(_ key: BlankKey) throws -> CompactImage {
        if let blank = blanks[key] { return blank }
        let (width, height) = (key.size.width, key.size.height)
        let margin = CardFaceCache.shadowMargin(forWidth: width)
        // Below this row the card's top corners and its shadow's have ended.
        let straight = Int((Double(width) * CardPainter.cornerRatio).rounded(.up)) + margin + 2
        let short = 2 * straight + 1
        let painted = height > short
            ? try paintBlank(key.look, width: width, height: short).extended(height: height + margin, row: straight)
            : try paintBlank(key.look, width: width, height: height)
        let blank = Self.compact(painted)
        blanks[key] = blank
        return blank
    }

    private func paintBlank(_ look: CardLook, width: Int, height: Int) throws -> Surface {
        let factor = CardFaceCache.supersampling(forWidth: width)
        let margin = CardFaceCache.shadowMargin(forWidth: width)
        rasterizations += 1
        return try Supersampler.render(width: width, height: height + margin, factor: factor,
                                       background: painter.theme.feltDark.withAlpha(0)) { renderer, scale in
            let size = Size(width: Double(width) * scale, height: Double(height) * scale)
            let gfx = Gfx(renderer: renderer)
            painter.paintShadow(size: size, drop: Double(margin) * scale, gfx: gfx)
            painter.paintBlank(look: look, size: size, gfx: gfx)
        }
    }

    /// Lays `part` on `face` where `frame` (supersampled pixels of the card) puts it. Over a
    /// plain stretch of the face it is the part painted in `painted` moved by whole pixels
    /// (a symbol is painted once, at the middle place, for all five places: up to half a
    /// pixel off where the painter puts it); elsewhere it is painted where it is, over that
    /// piece of the blank.
    private func lay(_ part: Part, in frame: Rect, paintedIn painted: Rect, plain: Bool, on face: UnsafeMutableBufferPointer<UInt32>,
                     width: Int, height: Int, look: CardLook, size: CardSize) throws {
        let factor = Double(CardFaceCache.supersampling(forWidth: size.width))
        let faceColor = painter.faceColor(for: look)
        if plain {
            let box = Self.box(around: painted, factor: factor)
            let key = PartKey(size: size, look: look, part: part, frame: painted, box: box, overFace: true)
            let piece = try parts[key] ?? inkedOrPainted(key, faceColor: faceColor)
            parts[key] = piece
            Self.copy(piece, onto: face, width: width, at: Self.target(of: frame, paintedIn: painted, size: size),
                      skipping: faceARGB(look))
        } else {
            let exact = Self.box(around: frame, factor: factor)
            guard Self.fits(exact, width: width, height: height) else { return }
            let key = PartKey(size: size, look: look, part: part, frame: frame, box: exact, overFace: false)
            let piece = try parts[key] ?? paintPart(key, faceColor: faceColor)
            parts[key] = piece
            Self.copy(piece, onto: face, width: width, at: exact, skipping: nil)
        }
    }

    /// Whole pixels around `frame` (supersampled by `factor`), with one to spare for the anti-aliased edge.
    private static func box(around frame: Rect, factor: Double) -> PixelRect {
        let x0 = Int((frame.minX / factor).rounded(.down)) - 1, y0 = Int((frame.minY / factor).rounded(.down)) - 1
        let x1 = Int((frame.maxX / factor).rounded(.up)) + 1, y1 = Int((frame.maxY / factor).rounded(.up)) + 1
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private static func fits(_ box: PixelRect, width: Int, height: Int) -> Bool {
        box.x >= 0 && box.y >= 0 && box.maxX <= width && box.maxY <= height
    }

    /// `surface` kept as runs; its pixels go with it.
    private static func compact(_ surface: Surface) -> CompactImage {
        surface.withPixels { CompactImage(UnsafeBufferPointer($0), width: surface.width, height: surface.height) }
    }

    /// Paints a part into its box: over the face colour, or over that piece of the blank.
    private func paintPart(_ key: PartKey, faceColor: RGBA) throws -> CompactImage {
        let factor = CardFaceCache.supersampling(forWidth: key.size.width)
        let margin = CardFaceCache.shadowMargin(forWidth: key.size.width)
        let background = key.overFace ? faceColor : painter.theme.feltDark.withAlpha(0)
        rasterizations += 1
        return Self.compact(try Supersampler.render(width: key.box.width, height: key.box.height, factor: factor,
                                                    background: background) { renderer, scale in
            let gfx = Gfx(renderer: renderer, origin: (key.box.x * factor, key.box.y * factor))
            let size = Size(width: Double(key.size.width) * scale, height: Double(key.size.height) * scale)
            if !key.overFace {
                painter.paintShadow(size: size, drop: Double(margin) * scale, gfx: gfx)
                painter.paintBlank(look: key.look, size: size, gfx: gfx)
            }
            switch key.part {
            case .symbol(let shape, let shading, let color):
                painter.paintSymbol(Card(.one, shape, shading, color), in: key.frame, face: faceColor, gfx: gfx)
            case .mark(let color):
                painter.paintColorMark(color, in: key.frame, gfx: gfx)
            }
        })
    }

    /// A part over plain face: a symbol laid in its ink from its mask (painted first if this
    /// card size has none), a colour mark painted.
    private func inkedOrPainted(_ key: PartKey, faceColor: RGBA) throws -> CompactImage {
        guard case .symbol(let shape, let shading, let color) = key.part else { return try paintPart(key, faceColor: faceColor) }
        let maskKey = MaskKey(size: key.size, shape: shape, shading: shading, frame: key.frame, box: key.box)
        let mask = try masks[maskKey] ?? paintMask(maskKey)
        masks[maskKey] = mask
        return Self.inked(mask, ink: painter.theme.color(of: Card(.one, shape, shading, color)), face: faceColor)
    }

    /// Paints a symbol white over black into its box: each pixel's grey is how much of it
    /// the symbol covers.
    private func paintMask(_ key: MaskKey) throws -> CompactImage {
        let factor = CardFaceCache.supersampling(forWidth: key.size.width)
        let (black, white) = (RGBA(0, 0, 0), RGBA(255, 255, 255))
        rasterizations += 1
        return Self.compact(try Supersampler.render(width: key.box.width, height: key.box.height, factor: factor,
                                                    background: black) { renderer, _ in
            let gfx = Gfx(renderer: renderer, origin: (key.box.x * factor, key.box.y * factor))
            painter.paintSymbol(key.shape, key.shading, ink: white, in: key.frame, face: black, gfx: gfx)
        })
    }

    /// `mask` laid in `ink` over `face`: each pixel the two mixed as much as the mask covers it.
    private static func inked(_ mask: CompactImage, ink: RGBA, face: RGBA) -> CompactImage {
        let count = mask.width * mask.height
        let pixels = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count)
        defer { pixels.deallocate() }
        decode(mask, into: pixels)
        // Each of the 256 coverages mixed once.
        let mixed = (0...255).map { 0xFF00_0000 | face.mixed(with: ink, Double($0) / 255).rgbPixel }
        for i in 0..<count { pixels[i] = mixed[Int(pixels[i] & 0xFF)] }
        return CompactImage(UnsafeBufferPointer(pixels), width: mask.width, height: mask.height)
    }

    /// True when every pixel of `box` is `color`.
    private static func isPlain(_ pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, box: PixelRect,
                                color: UInt32) -> Bool {
        for y in box.y..<(box.y + box.height) {
            let row = y * width
            for x in box.x..<(box.x + box.width) where pixels[row + x] != color { return false }
        }
        return true
    }

    /// Copies `piece` onto `face` at `box`, leaving out pixels of the colour `skipped`.
    private static func copy(_ piece: CompactImage, onto target: UnsafeMutableBufferPointer<UInt32>, width: Int,
                             at box: PixelRect, skipping skipped: UInt32?) {
        precondition(piece.width == box.width && piece.height == box.height)
        let source = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: box.width * box.height)
        defer { source.deallocate() }
        decode(piece, into: source)
        for y in 0..<box.height {
            let from = y * box.width, to = (box.y + y) * width + box.x
            for x in 0..<box.width where source[from + x] != skipped {
                target[to + x] = source[from + x]
            }
        }
    }

    /// Parts of the newest `sizesKept` card sizes stay; older ones go.
    private func keep(_ size: CardSize) {
        guard sizes.last != size else { return }
        sizes.removeAll { $0 == size }
        sizes.append(size)
        guard sizes.count > Self.sizesKept else { return }
        let old = sizes.removeFirst()
        blanks = blanks.filter { $0.key.size != old }
        parts = parts.filter { $0.key.size != old }
        masks = masks.filter { $0.key.size != old }
    }
}
