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

    static let gap = 12

    /// Lays `faces` out on a sheet (`sheet`) and compares it with `name.png`, each card's
    /// cell as a region of its own: one wrong colour or missing symbol fails the golden.
    static func expectSheet(_ faces: [(Card, CardLook)], columns: Int, cardWidth: Int = 120,
                            painter: CardPainter = CardPainter(), _ name: String) throws {
        let surface = try sheet(faces, columns: columns, cardWidth: cardWidth, painter: painter)
        let cardHeight = cardWidth * 7 / 5
        let cells = GoldenImage.Region.grid(count: faces.count, columns: columns, left: gap, top: gap,
                                            width: cardWidth, height: cardHeight,
                                            strideX: cardWidth + gap, strideY: cardHeight + gap) { i in
            "card \(i) (\(faces[i].0), \(faces[i].1))"
        }
        if let problem = try GoldenImage.mismatch(surface, named: name, in: goldens, regions: cells) {
            Issue.record("\(problem)")
        }
    }

    /// Lays faces out on a sheet of felt, `columns` wide.
    static func sheet(_ faces: [(Card, CardLook)], columns: Int, cardWidth: Int = 120,
                      painter: CardPainter = CardPainter()) throws -> Surface {
        let cardHeight = cardWidth * 7 / 5
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
        try Self.expectSheet(faces, columns: 9, "cards-all-features")
    }

    @Test func everyLook() throws {
        let card = Card(.two, .oval, .striped, .purple)
        let faces = CardLook.allCases.map { (card, $0) }
        try Self.expectSheet(faces, columns: faces.count, cardWidth: 150, "cards-looks")
    }

    /// 27 cards at 64 pixels, each value of each feature on nine of them (one, two and
    /// three symbols alike), each card a region of its own.
    @Test func smallCardsStayRecognizable() throws {
        let faces = Card.all.indices.filter { ($0 + $0 / 3 + $0 / 9 + $0 / 27) % 3 == 0 }.map { (Card.all[$0], CardLook.plain) }
        #expect(Set(faces.map(\.0.number)).count == 3 && faces.count == 27)
        try Self.expectSheet(faces, columns: 9, cardWidth: 64, "cards-small")
    }

    /// T2: all 81 cards with the curved squiggle, at a small, a middle and a large size.
    @Test(arguments: [64, 120, 240])
    func everyCardWithTheCurvedSquiggle(width: Int) throws {
        let faces = Card.all.map { ($0, CardLook.plain) }
        try Self.expectSheet(faces, columns: 9, cardWidth: width, painter: CardPainter(squiggle: .curved),
                             "cards-81-curved-\(width)")
    }

    /// T4: all 81 cards with colour marks, at the smallest size they are drawn.
    @Test func everyCardWithColourMarks() throws {
        let faces = Card.all.map { ($0, CardLook.plain) }
        try Self.expectSheet(faces, columns: 9, cardWidth: 64, painter: CardPainter(colorMarks: true),
                             "cards-81-colour-marks")
    }
}
