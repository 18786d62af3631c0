import CSDL2
import GoldenSupport
import Render
import SceneModel
import SetCore
import Testing

/// Card faces against golden images: every shape × shading × color, and every look.
/// Rendering tests run one at a time (SDL2_gfx keeps C statics).
@MainActor @Suite(.serialized) struct CardArtGoldenTests {
    static let goldens = GoldenImage.folder(beside: #filePath)

    static func expectGolden(_ surface: Surface, _ name: String) throws {
        if let problem = try GoldenImage.mismatch(surface, named: name, in: goldens) { Issue.record("\(problem)") }
    }

    /// Lays faces out on a sheet of felt, `columns` wide.
    static func sheet(_ faces: [(Card, CardLook)], columns: Int, cardWidth: Int = 120,
                      painter: CardPainter = CardPainter()) throws -> Surface {
        let cardHeight = cardWidth * 7 / 5, gap = 12
        let rows = (faces.count + columns - 1) / columns
        let sheet = try Surface(width: columns * (cardWidth + gap) + gap, height: rows * (cardHeight + gap) + gap)
        let felt = Theme.classic.felt
        sheet.withPixels { $0.update(repeating: 0xFF00_0000 | UInt32(felt.r) << 16 | UInt32(felt.g) << 8 | UInt32(felt.b)) }
        for (i, (card, look)) in faces.enumerated() {
            let face = try CardFaceCache.rasterize(card, look: look, width: cardWidth, height: cardHeight, painter: painter)
            SDL_SetSurfaceBlendMode(face.pointer, SDL_BLENDMODE_BLEND)
            var target = SDL_Rect(x: Int32(gap + (i % columns) * (cardWidth + gap)),
                                  y: Int32(gap + (i / columns) * (cardHeight + gap)), w: Int32(cardWidth), h: Int32(cardHeight))
            SDL_UpperBlit(face.pointer, nil, sheet.pointer, &target)
        }
        return sheet
    }

    @Test func everyShapeShadingAndColor() throws {
        // 27 faces: one per shape × shading × color, with the number cycling 1, 2, 3.
        var faces: [(Card, CardLook)] = []
        for shape in Card.Shape.allCases {
            for color in Card.Color.allCases {
                for (i, shading) in Card.Shading.allCases.enumerated() {
                    let number = Card.Number.allCases[(i + faces.count / 3) % 3]
                    faces.append((Card(number, shape, shading, color), .plain))
                }
            }
        }
        try Self.expectGolden(try Self.sheet(faces, columns: 9), "cards-all-features")
    }

    @Test func everyLook() throws {
        let card = Card(.two, .oval, .striped, .purple)
        let faces = CardLook.allCases.map { (card, $0) }
        try Self.expectGolden(try Self.sheet(faces, columns: faces.count, cardWidth: 150), "cards-looks")
    }

    @Test func smallCardsStayRecognizable() throws {
        let faces = Card.all.prefix(27).map { ($0, CardLook.plain) }
        try Self.expectGolden(try Self.sheet(Array(faces), columns: 9, cardWidth: 64), "cards-small")
    }

    /// T2: all 81 cards with the curved squiggle, at a small, a middle and a large size.
    @Test(arguments: [64, 120, 240])
    func everyCardWithTheCurvedSquiggle(width: Int) throws {
        let faces = Card.all.map { ($0, CardLook.plain) }
        try Self.expectGolden(try Self.sheet(faces, columns: 9, cardWidth: width, painter: CardPainter(squiggle: .curved)),
                              "cards-81-curved-\(width)")
    }

    /// T4: all 81 cards with colour marks, at the smallest size they are drawn.
    @Test func everyCardWithColourMarks() throws {
        let faces = Card.all.map { ($0, CardLook.plain) }
        try Self.expectGolden(try Self.sheet(faces, columns: 9, cardWidth: 64, painter: CardPainter(colorMarks: true)),
                              "cards-81-colour-marks")
    }
}
