@testable import Render
import SceneModel
import SetCore
import Layout
import Testing

/// Faces composed from parts (P2) against faces painted whole, the way every face was made
/// before. The blank, the shadow, the colour mark and the symbol in the middle place are the
/// painter's pixels, save a few by the bottom corners: the blank is painted short and its
/// straight middle stretched, and its bottom corners' points, the same but for a whole
/// number of pixels, round a hair apart (up to 8 levels of a channel in the dark theme's
/// rim, in at most 6 pixels of a face; measured at 64, 150 and 300 pixels). The symbols of
/// the other four places are painted at the middle one and moved by whole pixels, up to half a pixel from where the painter puts them; the painter
/// itself rounds every corner of a symbol to whole supersampled pixels, so the same symbol
/// painted at another fraction of a pixel has edges up to one supersampled pixel apart (an
/// open symbol's outline is some 12 supersampled pixels wide: a twelfth of its ink). So a
/// moved symbol has the painted one's ink within 5% (3.3% measured), centred within half a
/// pixel and one supersampled pixel of it. A symbol is laid from its mask, the face colour
/// and its ink mixed exactly where the painter's blending rounds: its pixels may differ by up
/// to 3 levels of a channel (measured: 1–2 in most of a striped symbol's tinted inside, 3 in
/// a few). Nothing else differs. On the main actor, as every
/// test that reaches SDL2_gfx (its C statics allow one painter at a time).
@MainActor @Suite(.serialized) struct ComposedFaceTests {
    static let painters = [CardPainter(), CardPainter(squiggle: .curved, colorMarks: true),
                           CardPainter(theme: .dark(), squiggle: .curved, colorMarks: true)]

    struct Faces {
        let painted: Surface, composed: Surface
        let face: RGBA
        var width: Int { painted.width }

        init(_ card: Card, look: CardLook, width: Int, painter: CardPainter) throws {
            let height = Int((Double(width) * 1.4).rounded())
            painted = try CardFaceCache.rasterize(card, look: look, width: width, height: height, painter: painter)
            composed = try FaceComposer(painter: painter).face(card, look: look, width: width, height: height)
            face = painter.faceColor(for: look)
        }

        /// The differences of the largest channel between the two faces in the pixels of `rows` that differ.
        func differences(in rows: some Sequence<Int>) -> [UInt32] {
            painted.withPixels { a in
                composed.withPixels { b in
                    rows.flatMap { y in (0..<width).map { x in Self.channelDifference(a[y * width + x], b[y * width + x]) } }
                        .filter { $0 > 0 }
                }
            }
        }

        /// Ink of a symbol in `rows` (how far its pixels are from the face colour, summed)
        /// and the row its ink is centred on, in each face.
        func ink(in rows: ClosedRange<Int>) -> (painted: (mass: Double, row: Double), composed: (mass: Double, row: Double)) {
            let faceARGB = 0xFF00_0000 | UInt32(face.r) << 16 | UInt32(face.g) << 8 | UInt32(face.b)
            func measure(_ surface: Surface) -> (mass: Double, row: Double) {
                surface.withPixels { p in
                    var mass = 0.0, moment = 0.0
                    for y in rows {
                        for x in 0..<width {
                            let ink = Double(Self.channelSum(p[y * width + x], faceARGB))
                            mass += ink
                            moment += ink * Double(y)
                        }
                    }
                    return (mass, moment / max(1, mass))
                }
            }
            return (measure(painted), measure(composed))
        }

        static func channelDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
            [0, 8, 16, 24].map { (shift: UInt32) in
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                return x > y ? x - y : y - x
            }.max()!
        }

        static func channelSum(_ a: UInt32, _ b: UInt32) -> UInt32 {
            [0, 8, 16].map { (shift: UInt32) in
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                return x > y ? x - y : y - x
            }.reduce(0, +)
        }
    }

    /// The rows of each symbol outside the middle place, a pixel to spare either side.
    static func movedSymbolRows(_ card: Card, width: Int) -> [ClosedRange<Int>] {
        let size = Size(width: Double(width), height: (Double(width) * 1.4).rounded())
        let middle = SymbolPath.symbolFrames(count: 1, cardSize: size)[0]
        return SymbolPath.symbolFrames(count: card.number.rawValue, cardSize: size).filter { $0 != middle }.map { frame in
            Int(frame.minY.rounded(.down)) - 1...Int(frame.maxY.rounded(.up)) + 1
        }
    }

    /// Every card, and the 27 of every shape × shading × colour with the curved squiggle and
    /// colour marks (light and dark) and in the tinted looks.
    static let cases: [(Card, CardLook, CardPainter)] = Card.all.map { ($0, .plain, CardPainter()) }
        + painters.dropFirst().flatMap { painter in Card.all.filter(isOneOfTwentySeven).map { ($0, .plain, painter) } }
        + [CardLook.selected, .mismatched].flatMap { look in
            Card.all.filter(isOneOfTwentySeven).map { ($0, look, CardPainter()) }
        }

    /// One card of each shape × shading × colour, its number cycling.
    nonisolated static func isOneOfTwentySeven(_ card: Card) -> Bool {
        let shape = Card.Shape.allCases.firstIndex(of: card.shape)!, shading = Card.Shading.allCases.firstIndex(of: card.shading)!
        let color = Card.Color.allCases.firstIndex(of: card.color)!
        return card.number.rawValue - 1 == (shape + shading + color) % 3
    }

    @Test(arguments: [64, 150, 300])
    func aComposedFaceIsThePaintedOneWithSymbolsMovedAtMostHalfAPixel(width: Int) throws {
        let supersampled = 1 / Double(CardFaceCache.supersampling(forWidth: width))
        for (card, look, painter) in Self.cases {
            let faces = try Faces(card, look: look, width: width, painter: painter)
            let moved = Self.movedSymbolRows(card, width: width)
            let still = (0..<faces.painted.height).filter { y in !moved.contains { $0.contains(y) } }
            let name = "\(card) \(look) at \(width) px, \(painter.squiggle)"
            let differences = faces.differences(in: still)
            #expect(differences.filter { $0 > 3 }.count <= 6 && differences.allSatisfy { $0 <= 8 },
                    "\(name): blank, mark or middle symbol")
            for rows in moved {
                let ink = faces.ink(in: rows)
                #expect(abs(ink.composed.mass - ink.painted.mass) <= ink.painted.mass * 0.05, "\(name): ink")
                #expect(abs(ink.composed.row - ink.painted.row) <= 0.5 + supersampled, "\(name): moved \(ink)")
            }
        }
    }

    /// Parts are kept per card size: a second face of the size paints nothing new but its own
    /// symbols, and a symbol's mask serves every colour and look (P4).
    @Test func partsArePaintedOncePerCardSize() throws {
        let composer = FaceComposer(painter: CardPainter())
        _ = try composer.face(Card(.three, .oval, .striped, .red), look: .plain, width: 120, height: 168)
        #expect(composer.rasterizations == 2, "the blank and one oval for three places")
        _ = try composer.face(Card(.two, .oval, .striped, .red), look: .plain, width: 120, height: 168)
        #expect(composer.rasterizations == 2)
        _ = try composer.face(Card(.two, .oval, .striped, .green), look: .plain, width: 120, height: 168)
        #expect(composer.rasterizations == 2, "the red oval's mask, laid in green")
        _ = try composer.face(Card(.two, .oval, .striped, .red), look: .selected, width: 120, height: 168)
        #expect(composer.rasterizations == 3, "a selected blank; the oval's mask laid over its tinted face")
        for look in [CardLook.matched, .mismatched, .hinted] {
            _ = try composer.face(Card(.one, .oval, .striped, .purple), look: look, width: 120, height: 168)
        }
        #expect(composer.rasterizations == 6, "a blank of each look, and no oval painted again")
    }

    /// Parts are kept compact (P3): the blanks and symbols of every card at two card sizes
    /// take a small share of their pixels, and faces composed from them are the same.
    @Test func partsAreKeptCompact() throws {
        let composer = FaceComposer(painter: CardPainter())
        for (width, height) in [(102, 147), (300, 420)] {
            for card in Card.all {
                _ = try composer.face(card, look: .plain, width: width, height: height)
            }
            _ = try composer.face(Card.all[0], look: .selected, width: width, height: height)
        }
        print("parts of 81 faces at 102×147 and 300×420: \(composer.bytes / 1024) KB, as pixels \(composer.pixelBytes / 1024) KB")
        #expect(composer.bytes * 5 < composer.pixelBytes)
        let again = try FaceComposer(painter: CardPainter()).face(Card.all[40], look: .plain, width: 300, height: 420)
        let kept = try composer.face(Card.all[40], look: .plain, width: 300, height: 420)
        let same = again.withPixels { a in kept.withPixels { b in Array(a) == Array(b) } }
        #expect(same, "a face composed from kept parts is the face composed from fresh ones")
    }
}
