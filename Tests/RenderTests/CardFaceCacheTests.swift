import CSDL2
@testable import Render
import SceneModel
import SetCore
import Layout
import Testing

/// The card face cache (P2): a frame drawn from the cache is the frame drawn afresh, each
/// face is rasterized once, and invalidation really forgets.
@MainActor @Suite(.serialized) struct CardFaceCacheTests {
    static let card = Card(.three, .squiggle, .striped, .green)

    /// A table of cards in every look, one of them mid-way through a size change.
    static func scene(size: Size = Size(width: 640, height: 480)) -> Scene {
        let layout = ScreenLayout(window: size)
        let cards = CardLook.allCases.enumerated().map { i, look in
            Scene.CardSprite(card: Card.all[i * 13], frame: Rect(x: 10 + Double(i) * 88, y: 70, width: 80, height: 112),
                             look: look)
        } + [Scene.CardSprite(card: card, frame: Rect(x: 40, y: 240, width: 90, height: 126),
                              restingSize: Size(width: 100, height: 140))]
        return Scene(layout: layout, cards: cards)
    }

    /// Draws `scene` with `renderer` into `canvas` and copies the frame out.
    static func frame(_ scene: Scene, _ renderer: SceneRenderer, _ canvas: Renderer) throws -> Surface {
        try renderer.draw(scene, pixelScale: 1)
        SDL_RenderFlush(canvas.pointer)
        let surface = try #require(canvas.surface)
        let copy = try Surface(width: surface.width, height: surface.height)
        surface.withPixels { source in copy.withPixels { $0.update(fromContentsOf: source) } }
        return copy
    }

    static func samePixels(_ a: Surface, _ b: Surface) -> Bool {
        a.width == b.width && a.height == b.height
            && a.withPixels { x in b.withPixels { y in x.elementsEqual(y) } }
    }

    @Test func framesFromTheCacheArePixelIdenticalToFreshlyDrawnOnes() throws {
        let canvas = try Renderer(width: 640, height: 480)
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        let first = try Self.frame(Self.scene(), renderer, canvas)
        let drawn = renderer.faces.rasterizations
        #expect(drawn == CardLook.allCases.count + 1)  // every look, the back included, and a resizing card
        let cached = try Self.frame(Self.scene(), renderer, canvas)
        #expect(renderer.faces.rasterizations == drawn, "the second frame comes from the cache")
        #expect(Self.samePixels(first, cached))

        let freshCanvas = try Renderer(width: 640, height: 480)
        let freshRenderer = SceneRenderer(renderer: freshCanvas, fonts: TestFonts.files)
        #expect(Self.samePixels(cached, try Self.frame(Self.scene(), freshRenderer, freshCanvas)))
    }

    /// The faces wanted ahead come in the order they will be shown: the cards turning over
    /// nearest to showing their face first (the smallest share of their width), each its back
    /// and its face, cards alike in the scene's order, then the cards face up coming to rest
    /// at a new size; cards whose faces are made want nothing, and none is made by listing.
    @Test func facesWantedAheadComeTurningCardsNearestFirst() throws {
        let canvas = try Renderer(width: 640, height: 480)
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        let layout = ScreenLayout(window: Size(width: 640, height: 480))
        let resting = Size(width: 100, height: 140)
        func sprite(_ index: Int, shown: Double, look: CardLook) -> Scene.CardSprite {
            var sprite = Scene.CardSprite(card: Card.all[index], frame: Rect(x: 20 + Double(index) * 5, y: 70,
                                                                             width: resting.width * shown, height: resting.height),
                                          restingSize: resting, look: look)
            sprite.inFlight = true
            return sprite
        }
        let made = Scene.CardSprite(card: Card.all[9], frame: Rect(x: 400, y: 70, width: 100, height: 140))
        _ = try renderer.faces.face(made.card, look: .plain, width: 100, height: 140)
        let cards = [sprite(1, shown: 0.8, look: .back), sprite(2, shown: 1, look: .plain), sprite(3, shown: 0.3, look: .back),
                     made, sprite(4, shown: 0.5, look: .back), sprite(5, shown: 0.3, look: .back)]
        let before = renderer.faces.rasterizations
        renderer.noteFacesWanted(Scene(layout: layout, cards: cards), 1)
        #expect(renderer.faces.rasterizations == before)
        let wanted = renderer.facesWanted.map { "\(Card.all.firstIndex(of: $0.card)!)\($0.look)" }
        #expect(wanted == ["3back", "3plain", "5back", "5plain", "4back", "4plain", "1back", "1plain", "2plain"])
        #expect(renderer.facesWanted.allSatisfy { $0.width == 100 && $0.height == 140 })
    }

    /// A card flying in from off-screen shows nothing yet: its face is made when it reaches
    /// the table (or ahead of that, between frames), not in the first frame of its flight.
    @Test func aCardOutsideTheWindowGetsNoFaceUntilItComesIn() throws {
        let canvas = try Renderer(width: 640, height: 480)
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        let layout = ScreenLayout(window: Size(width: 640, height: 480))
        var sprite = Scene.CardSprite(card: Self.card, frame: Rect(x: -300, y: 70, width: 100, height: 140))
        sprite.inFlight = true
        try renderer.draw(Scene(layout: layout, cards: [sprite]), pixelScale: 1)
        #expect(renderer.faces.rasterizations == 0)
        #expect(renderer.hasWorkAhead, "its face is wanted ahead of its coming in")
        #expect(renderer.makeAhead(for: 10))
        #expect(renderer.faces.rasterizations == 1 && !renderer.hasWorkAhead)
        sprite.frame.x = 40
        try renderer.draw(Scene(layout: layout, cards: [sprite]), pixelScale: 1)
        #expect(renderer.faces.rasterizations == 1, "drawn with the face made ahead")
    }

    /// Faces of cards on screen stay past the budget (they are what is on screen) also when
    /// a frame redraws only one moving card and leaves them alone: the next whole frame
    /// finds them all, nothing to paint again (P2).
    @Test func facesOfCardsLeftAloneByPartialFramesStay() throws {
        let size = Size(width: 3500, height: 1000)
        let canvas = try Renderer(width: Int(size.width), height: Int(size.height))
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        renderer.redrawsOnlyChanges = true
        renderer.handCopies = false  // faces kept as textures: six of 560×801 pixels, 10.8 MB, past the 3 MB budget
        var scene = Scene(layout: ScreenLayout(window: size), cards: (0..<6).map { i in
            Scene.CardSprite(card: Card.all[i * 7], frame: Rect(x: 10 + Double(i) * 580, y: 100, width: 560, height: 784))
        })
        try renderer.draw(scene, pixelScale: 1)
        #expect(renderer.faces.rasterizations == 6)
        for step in 1...3 {
            scene.cards[0].frame.y = 100 + Double(step)
            try renderer.draw(scene, pixelScale: 1)
            #expect(renderer.redrawnRegions?.isEmpty == false, "only the moving card is redrawn")
        }
        renderer.forgetLastFrame()
        try renderer.draw(scene, pixelScale: 1)
        #expect(renderer.faces.rasterizations == 6)
    }

    @Test func faceDependsOnLookAndIsTheSameEveryTime() throws {
        let a = try CardFaceCache.rasterize(Self.card, look: .plain, width: 120, height: 168)
        let again = try CardFaceCache.rasterize(Self.card, look: .plain, width: 120, height: 168)
        let matched = try CardFaceCache.rasterize(Self.card, look: .matched, width: 120, height: 168)
        #expect(Self.samePixels(a, again))
        #expect(!Self.samePixels(a, matched))
        #expect(a.height == 168 + CardFaceCache.shadowMargin(forWidth: 120))
    }

    @Test func theSameFaceComesBackFromTheCache() throws {
        let canvas = try Renderer(width: 10, height: 10)
        let cache = CardFaceCache(renderer: canvas)
        let first = try cache.face(Self.card, look: .selected, width: 120, height: 168)
        let again = try cache.face(Self.card, look: .selected, width: 120, height: 168)
        #expect(first === again)
        let otherLook = try cache.face(Self.card, look: .plain, width: 120, height: 168)
        #expect(first !== otherLook)
    }

    @Test func eachFaceIsRasterizedOnce() throws {
        let canvas = try Renderer(width: 10, height: 10)
        let cache = CardFaceCache(renderer: canvas)
        for _ in 0..<5 {
            for card in Card.all.prefix(12) { _ = try cache.face(card, look: .plain, width: 90, height: 126) }
            cache.endFrame()
        }
        #expect(cache.rasterizations == 12)
        #expect(cache.count == 12)
        _ = try cache.face(Self.card, look: .plain, width: 91, height: 127)
        #expect(cache.rasterizations == 13)
    }

    @Test func removeAllForgetsEveryFace() throws {
        let canvas = try Renderer(width: 10, height: 10)
        let cache = CardFaceCache(renderer: canvas)
        _ = try cache.face(Self.card, look: .plain, width: 90, height: 126)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(try cache.cachedFace(Self.card, look: .plain, width: 90, height: 126, substituteAllowed: true) == nil)
        _ = try cache.face(Self.card, look: .plain, width: 90, height: 126)
        #expect(cache.rasterizations == 2)
    }

    @Test func aThemeChangeRedrawsEveryFace() throws {
        var dark = Theme.classic
        dark.cardFace = RGBA(40, 40, 48)
        let canvas = try Renderer(width: 640, height: 480)
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        let classic = try Self.frame(Self.scene(), renderer, canvas)
        renderer.theme = dark
        #expect(renderer.faces.count == 0)
        let redrawn = try Self.frame(Self.scene(), renderer, canvas)
        #expect(!Self.samePixels(classic, redrawn))

        let freshCanvas = try Renderer(width: 640, height: 480)
        let fresh = SceneRenderer(renderer: freshCanvas, fonts: TestFonts.files, theme: dark)
        #expect(Self.samePixels(redrawn, try Self.frame(Self.scene(), fresh, freshCanvas)))
    }

    /// Headless (an unlimited budget): a card changing size is drawn from its old face and
    /// gets its own when it lands.
    @Test func resizingCardsBorrowAFaceOfAnotherSizeUntilTheySettle() throws {
        let canvas = try Renderer(width: 10, height: 10)
        let cache = CardFaceCache(renderer: canvas)
        cache.rasterizeBudget = .infinity
        let old = try cache.face(Self.card, look: .plain, width: 90, height: 126)
        // While the card changes size, the old face stands in and nothing is rasterized.
        let standIn = try #require(try cache.cachedFace(Self.card, look: .plain, width: 120, height: 168,
                                                        substituteAllowed: true))
        #expect(standIn.face === old && !standIn.exact)
        #expect(cache.rasterizations == 1)
        // At rest, the exact size is wanted.
        #expect(try cache.cachedFace(Self.card, look: .plain, width: 120, height: 168, substituteAllowed: false) == nil)
    }

    /// In the window too (a budget in milliseconds per frame), a card changing size spends
    /// none of the frame's budget: it is drawn from the face it has, and the face it lands
    /// with is made between frames (P2: the first frame of a deal, a resize or New Game made
    /// some 2 ms of faces for cards in flight).
    @Test func aResizingCardMakesNoFaceWithinAFrame() throws {
        let canvas = try Renderer(width: 10, height: 10)
        let cache = CardFaceCache(renderer: canvas)
        #expect(cache.rasterizeBudget.isFinite)
        let old = try cache.face(Self.card, look: .plain, width: 90, height: 126)
        cache.endFrame()
        let standIn = try #require(try cache.cachedFace(Self.card, look: .plain, width: 120, height: 168,
                                                        substituteAllowed: true))
        #expect(standIn.face === old && !standIn.exact)
        #expect(cache.rasterizations == 1)
        _ = try cache.makeAhead(Self.card, look: .plain, width: 120, height: 168)
        let landed = try #require(try cache.cachedFace(Self.card, look: .plain, width: 120, height: 168,
                                                       substituteAllowed: false))
        #expect(landed.exact && landed.face.width == 120 && cache.rasterizations == 2)
    }

    /// A card changing size is drawn from the last face of it made that is at least half as
    /// tall as it is drawn, not simply the last made: a Set found in the daily puzzle is shown
    /// small in its list (57×81 at 1000×720), and a window resized after it drew those three
    /// cards blurred, scaled up from their small faces, all the way through the resize. A face
    /// less than half as tall as wanted is made rather than scaled, while the frame's budget lasts.
    @Test func aResizingCardStandsInWithItsLastSizeAtLeastHalfAsTallNotTheListsSmallFace() throws {
        let canvas = try Renderer(width: 10, height: 10)
        let cache = CardFaceCache(renderer: canvas)
        let table = try cache.face(Self.card, look: .plain, width: 152, height: 212)
        _ = try cache.face(Self.card, look: .plain, width: 57, height: 81)  // the list's
        cache.endFrame()
        let standIn = try #require(try cache.cachedFace(Self.card, look: .plain, width: 134, height: 188,
                                                        substituteAllowed: true))
        #expect(standIn.face === table && !standIn.exact, "stood in with \(standIn.face.width) pixels")
        // With only the small face kept, the face is made now.
        let other = Card.all[5]
        _ = try cache.face(other, look: .plain, width: 57, height: 81)
        cache.endFrame()
        #expect(try cache.cachedFace(other, look: .plain, width: 134, height: 188, substituteAllowed: true) == nil)
    }

    /// A card waiting on the deck pile to be dealt sits still at the pile's size, face down,
    /// and is drawn from the back nearest that size, the pile's own, before and after the
    /// back it lands with is made ahead: a frame that redraws only what changed leaves a card
    /// that does not move alone, so it must not be drawn another way by a frame drawn whole.
    @Test func aCardWaitingOnThePileIsDrawnFromThePilesBackWhateverIsMadeAhead() throws {
        let canvas = try Renderer(width: 10, height: 10)
        let cache = CardFaceCache(renderer: canvas)
        let pile = try cache.face(Self.card, look: .back, width: 69, height: 96)
        cache.endFrame()
        func waiting() throws -> KeptImage? {
            try cache.cachedFace(Card.all[7], look: .back, width: 164, height: 229, substituteAllowed: true,
                                 drawnHeight: 96)?.face
        }
        #expect(try waiting() === pile)
        _ = try cache.makeAhead(Card.all[7], look: .back, width: 164, height: 229)
        #expect(try waiting() === pile)
        // Half-way to the table, the back it lands with is the nearer.
        let landing = try cache.cachedFace(Card.all[7], look: .back, width: 164, height: 229, substituteAllowed: true,
                                           drawnHeight: 180)
        #expect(landing?.face.height == 229 + CardFaceCache.shadowMargin(forWidth: 164) && landing?.exact == true)
    }

    /// Past two sizes of a card, the one drawn longest ago goes, not the one made first: a
    /// card dealt at one size, resized and back (its first size found again), keeps that face
    /// when a third size is made (New Game deals the same card anew while it flies off).
    @Test func aThirdSizeDropsTheSizeDrawnLongestAgo() throws {
        let (cache, first) = try Self.cacheHolding(90, 126, then: 60, 84)
        #expect(try cache.face(Self.card, look: .plain, width: 90, height: 126) === first)
        _ = try cache.face(Self.card, look: .plain, width: 200, height: 280)
        #expect(cache.rasterizations == 3)
        let again = try cache.cachedFace(Self.card, look: .plain, width: 90, height: 126, substituteAllowed: false)
        #expect(again?.face === first && again?.exact == true, "the face on screen was dropped")
        #expect(try cache.cachedFace(Self.card, look: .plain, width: 60, height: 84, substituteAllowed: false) == nil)
        #expect(cache.count == 2)
    }

    /// A card on screen at two sizes that wants a third (New Game deals it anew, standing in
    /// with one size, while it flies off at another) keeps all three for as long as the last
    /// two frames drew them; the next size made past them drops the one drawn longest ago.
    @Test func sizesDrawnInTheLastTwoFramesStay() throws {
        let canvas = try Renderer(width: 10, height: 10)
        let cache = CardFaceCache(renderer: canvas)
        cache.rasterizeBudget = .infinity
        let flyingOff = try cache.face(Self.card, look: .plain, width: 90, height: 126)
        let standIn = try cache.face(Self.card, look: .plain, width: 60, height: 84)
        for _ in 0..<3 { cache.endFrame() }
        #expect(try cache.face(Self.card, look: .plain, width: 90, height: 126) === flyingOff)
        #expect(try cache.face(Self.card, look: .plain, width: 60, height: 84) === standIn)
        _ = try cache.face(Self.card, look: .plain, width: 200, height: 280)
        #expect(cache.count == 3 && cache.rasterizations == 3)
        for _ in 0..<3 { cache.endFrame() }
        #expect(try cache.face(Self.card, look: .plain, width: 90, height: 126) === flyingOff)
        _ = try cache.face(Self.card, look: .plain, width: 250, height: 350)
        #expect(try cache.cachedFace(Self.card, look: .plain, width: 60, height: 84, substituteAllowed: false) == nil)
        #expect(try cache.cachedFace(Self.card, look: .plain, width: 90, height: 126, substituteAllowed: false)?.face === flyingOff)
    }

    /// A card left alone by a frame drawn in part keeps the face it is drawn from: the one
    /// standing in for it, not a smaller face made since (the daily puzzle's list), which
    /// would keep a face no card shows and let go of the one a card does.
    @Test func aCardLeftAloneKeepsTheFaceThatStandsInForIt() throws {
        let (cache, large) = try Self.cacheHolding(200, 280, then: 20, 28)
        // Drawn 294 pixels tall, the card's own face not made yet: the large one stands in.
        cache.rasterizeBudget = 0
        #expect(try cache.cachedFace(Self.card, look: .plain, width: 210, height: 294, substituteAllowed: true)?.face === large)
        for _ in 0..<3 { cache.endFrame() }
        #expect(!cache.keep(Self.card, look: .plain, width: 210, height: 294))
        // A third size made drops the size kept longest unused: the small one.
        _ = try cache.face(Self.card, look: .plain, width: 100, height: 140)
        #expect(try cache.cachedFace(Self.card, look: .plain, width: 210, height: 294, substituteAllowed: true,
                                     drawnHeight: 294)?.face === large)
    }

    /// Once a frame has spent its budget, cards wait for their faces behind stand-ins, and a
    /// card at rest drawn from one asks for another frame.
    @Test func pastTheFramesBudgetOldFacesStandIn() throws {
        let canvas = try Renderer(width: 10, height: 10)
        let cache = CardFaceCache(renderer: canvas)
        let old = try cache.face(Self.card, look: .plain, width: 90, height: 126)
        cache.rasterizeBudget = 0
        for resizing in [true, false] {
            let standIn = try #require(try cache.cachedFace(Self.card, look: .plain, width: 120, height: 168,
                                                            substituteAllowed: resizing))
            #expect(standIn.face === old && !standIn.exact)
        }
        #expect(cache.rasterizations == 1)
    }

    /// A cache that made two sizes of the card in turn and has not drawn them for three
    /// frames; the first face.
    static func cacheHolding(_ width: Int, _ height: Int, then secondWidth: Int, _ secondHeight: Int) throws
        -> (CardFaceCache, KeptImage) {
        let cache = CardFaceCache(renderer: try Renderer(width: 10, height: 10))
        cache.rasterizeBudget = .infinity
        let first = try cache.face(card, look: .plain, width: width, height: height)
        _ = try cache.face(card, look: .plain, width: secondWidth, height: secondHeight)
        for _ in 0..<3 { cache.endFrame() }
        return (cache, first)
    }
}
