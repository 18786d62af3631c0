import CSDL2
@testable import Render
import SceneModel
import SetCore
import Layout
import Testing

/// Frames where a few cards move are drawn only where those cards were and are (P2), and
/// each is the frame drawn whole, pixel for pixel.
@MainActor @Suite(.serialized) struct PartialRedrawTests {
    static let window = Size(width: 1000, height: 720)

    /// 24 cards in a grid over the cards' area, a status bar and a deck pile.
    static func table() -> Scene {
        let layout = ScreenLayout(window: window)
        let area = layout.cardArea
        let width = area.width / 6 - 10, height = width * 1.4
        let cards = (0..<24).map { (i: Int) -> Scene.CardSprite in
            let x: Double = area.minX + Double(i % 6) * (width + 10) + 5
            let y: Double = area.minY + Double(i / 6) * (height + 10) + 5
            return Scene.CardSprite(card: Card.all[i * 3], frame: Rect(x: x, y: y, width: width, height: height))
        }
        var scene = Scene(layout: layout, cards: cards, status: [.init("Score", "0"), .init("Time", "0:01")])
        scene.deckPile = Scene.DeckPile(frame: layout.deckPile, count: 57)
        return scene
    }

    /// Frame `t` of three cards flying about: one across the deck pile and out of the table,
    /// one turning and fading, one chosen.
    static func frame(_ t: Int, of table: Scene) -> Scene {
        var scene = table
        let phase = Double(t) / 4
        scene.cards[2].frame = scene.cards[2].frame.offsetBy(dx: -60 * Double(t), dy: 40 * sin(phase))
        scene.cards[2].inFlight = true
        scene.cards[9].frame = scene.cards[9].frame.offsetBy(dx: 30 * cos(phase), dy: 25 * Double(t))
        scene.cards[9].angle = Double(t) * 17
        scene.cards[9].opacity = max(0, 1 - Double(t) / 12)
        scene.cards[9].inFlight = true
        scene.cards[20].look = t % 2 == 0 ? .selected : .plain
        scene.cards[20].keyLabel = "Z"
        return scene
    }

    static func pixels(of canvas: Renderer) throws -> [UInt32] {
        SDL_RenderFlush(canvas.pointer)
        return try #require(canvas.surface).withPixels { Array($0) }
    }

    /// A canvas of the window's size and a renderer on it that draws only what changed.
    static func partialRenderer() throws -> (canvas: Renderer, partial: SceneRenderer) {
        let canvas = try Renderer(width: Int(window.width), height: Int(window.height))
        let partial = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        partial.redrawsOnlyChanges = true
        return (canvas, partial)
    }

    /// Draws `scene` with `partial` and expects it redrawn in part, over less than `most` of
    /// the window, the canvas then being the frame drawn whole, pixel for pixel; the regions.
    @discardableResult
    static func expectDrawnInPart(_ scene: Scene, by partial: SceneRenderer, on canvas: Renderer, under most: Double,
                                  _ what: String) throws -> [PixelRect] {
        try partial.draw(scene, pixelScale: 1)
        let regions = try #require(partial.redrawnRegions, "\(what): redrawn in part")
        #expect(share(of: regions) < most, "\(what): \(share(of: regions)) of the window")
        #expect(try pixels(of: canvas) == drawnWhole(scene), "\(what)")
        return regions
    }

    /// Whether one of `regions` holds all of `rect`.
    static func oneCovers(_ regions: [PixelRect], _ rect: Rect) -> Bool {
        regions.contains { Double($0.x) <= rect.minX && Double($0.maxX) >= rect.maxX
                           && Double($0.y) <= rect.minY && Double($0.maxY) >= rect.maxY }
    }

    /// The pixels of `scene` drawn whole, on a canvas of its own.
    static func drawnWhole(_ scene: Scene) throws -> [UInt32] {
        let canvas = try Renderer(width: Int(window.width), height: Int(window.height))
        try SceneRenderer(renderer: canvas, fonts: TestFonts.files).draw(scene, pixelScale: 1)
        return try pixels(of: canvas)
    }

    /// The share of the window `regions` cover.
    static func share(of regions: [PixelRect]) -> Double {
        Double(regions.reduce(0) { $0 + $1.width * $1.height }) / (window.width * window.height)
    }

    /// With a message over the table too: a card passing under it redraws it, the others
    /// leave it as it is (P4).
    @Test(arguments: [nil, "Not a Set: two are red, one is green"])
    func framesDrawnOnlyWhereCardsMovedAreTheWholeFramePixelForPixel(message: String?) throws {
        let (canvas, partial) = try Self.partialRenderer()
        var table = Self.table()
        table.message = message
        try partial.draw(table, pixelScale: 1)
        #expect(partial.redrawnRegions == nil, "the first frame is drawn whole")
        for t in 1...12 {
            let scene = Self.frame(t, of: table)
            // 3 of 24 cards, one turning.
            try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.4, "frame \(t)")
        }
    }

    /// Cards are drawn only within the table: when they all move, the table is redrawn and
    /// shown, the status and button bars are left as they are, a message over the table redrawn.
    @Test func allCardsMovingRedrawTheTableButNotTheBarsAndTheFrameIsTheWholeOne() throws {
        let (canvas, partial) = try Self.partialRenderer()
        var table = Self.table()
        table.message = "Not a Set: two are red, one is green"
        try partial.draw(table, pixelScale: 1)
        var scene = table
        for i in scene.cards.indices { scene.cards[i].frame = scene.cards[i].frame.offsetBy(dx: 13, dy: 7) }
        try partial.draw(scene, pixelScale: 1)
        let area = scene.layout.table
        let x0 = Int(area.minX.rounded()), y0 = Int(area.minY.rounded())
        #expect(partial.redrawnRegions == [PixelRect(x: x0, y: y0, width: Int(area.maxX.rounded()) - x0,
                                                     height: Int(area.maxY.rounded()) - y0)])
        #expect(try Self.pixels(of: canvas) == Self.drawnWhole(scene))
    }

    /// A call's countdown drains on its caller's entry while the table stands still (V2, V5):
    /// each frame redraws that entry's plate and nothing else, pixel for pixel the whole frame;
    /// the computer marking a card redraws the entry and that card.
    @Test func aCountdownRedrawsOnlyItsEntryAndAMarkItsCard() throws {
        var table = Self.table()
        table.layout = table.layout.withPlayers(3)
        table.players = table.layout.playerEntries.enumerated().map { index, frame in
            PlayerEntry(number: index + 1, name: "Player \(index + 1)", sets: index, score: index, frame: frame)
        }
        let (canvas, partial) = try Self.partialRenderer()
        try partial.draw(table, pixelScale: 1)
        for t in 1...8 {
            var scene = table
            scene.players[1].status = .calling(secondsLeft: 5 - Double(t) * 0.6, share: 1 - Double(t) * 0.12)
            if t > 4 { scene.cards[7].look = .markedByComputer }
            // One entry and a card.
            let regions = try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.1, "frame \(t)")
            #expect(Self.oneCovers(regions, scene.players[1].frame), "frame \(t): \(regions)")
        }
    }

    /// A new text in the status bar (the timer's tick), a message appearing, changing or going
    /// and the deck pile's count redraw only the bar, the message's pill and the pile, besides
    /// the cards that move (P4): pixel for pixel the whole frame.
    @Test func theStatusBarAMessageAndThePilesCountRedrawOnlyWhereTheyAre() throws {
        let (canvas, partial) = try Self.partialRenderer()
        let table = Self.table()
        try partial.draw(table, pixelScale: 1)
        let messages: [String?] = ["Not a Set: two are red, one is green", "Not a Set: two are red, one is green",
                                   nil, "Set!", "Not a Set: two have one symbol, one has three; two are solid", nil]
        for (t, message) in messages.enumerated() {
            var scene = Self.frame(t + 1, of: table)
            scene.status[1] = .init("Time", "0:0\(t + 2)")
            scene.message = message
            scene.deckPile?.count = 57 - 3 * (t / 2)
            let regions = try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.5, "frame \(t)")
            #expect(Self.oneCovers(regions, scene.layout.statusBar), "frame \(t): the status bar in \(regions)")
        }
    }

    /// Cards dealt and cards taken away are changed cards, and a button greyed out or lit
    /// under the pointer redraws the button bar (P4: each frame of them drew the whole window,
    /// 720,000 pixels at 1000×720 for the pointer coming onto a button, where the bar is
    /// 74,000): each frame is redrawn in part, pixel for pixel the whole frame.
    @Test func cardsComingAndGoingAndAChangedButtonRedrawInPartPixelForPixel() throws {
        let (canvas, partial) = try Self.partialRenderer()
        var table = Self.table()
        table.buttons = [Scene.Button(id: .deal, title: "Deal 3 More Cards"), Scene.Button(id: .hint, title: "Hint"),
                         Scene.Button(id: .newGame, title: "New Game")]
        try partial.draw(table, pixelScale: 1)
        let pile = try #require(table.deckPile).frame
        func dealt(_ n: Int, _ t: Double) -> [Scene.CardSprite] {
            (0..<n).map { i in
                var sprite = Scene.CardSprite(card: Card.all[1 + 3 * i], frame: pile.offsetBy(dx: 40 * t * Double(i + 1), dy: -30 * t))
                sprite.inFlight = true
                return sprite
            }
        }
        var steps: [(what: String, scene: Scene, buttons: Bool)] = []
        var scene = table
        scene.cards += dealt(3, 0)
        steps.append(("three cards dealt onto the pile", scene, false))
        scene.cards = table.cards + dealt(3, 1)
        scene.buttons[0].enabled = false
        steps.append(("the deck ran out", scene, true))
        scene.buttons[2].highlighted = true
        steps.append(("the pointer over New Game", scene, true))
        scene.cards = Array(table.cards.dropFirst(3)) + dealt(3, 2)
        steps.append(("three cards taken", scene, false))
        scene.cards.removeLast(3)
        scene.buttons[2].highlighted = false
        steps.append(("the dealt cards gone, the pointer off New Game", scene, true))
        for step in steps {
            let regions = try Self.expectDrawnInPart(step.scene, by: partial, on: canvas, under: 0.5, step.what)
            #expect(Self.oneCovers(regions, step.scene.layout.buttonBar) == step.buttons,
                    "\(step.what): the button bar in \(regions)")
        }
    }

    /// C1, C2: a pad's ring coming, moving from card to card and onto a button, a second
    /// player's ring over it and the two swapping places on top, then going: each frame
    /// redraws the rings where they were and are, pixel for pixel the whole frame (each move
    /// drew the whole window, 4K's included).
    @Test func aPadsRingRedrawsOnlyWhereItWasAndIs() throws {
        let (canvas, partial) = try Self.partialRenderer()
        var table = Self.table()
        table.buttons = [Scene.Button(id: .deal, title: "Deal 3 More Cards"), Scene.Button(id: .hint, title: "Hint")]
        try partial.draw(table, pixelScale: 1)
        let area = table.layout.cardArea, hint = try #require(table.layout.buttons[.hint])
        func onCard(_ i: Int, _ player: Int? = nil) -> Scene.FocusRing {
            Scene.FocusRing(frame: table.cards[i].frame, player: player, cardArea: area)
        }
        let steps: [(what: String, rings: [Scene.FocusRing])] = [
            ("a ring comes", [onCard(3)]), ("it moves", [onCard(4)]),
            ("a second player's ring over it", [onCard(4), onCard(4, 2)]),
            ("the first on top", [onCard(4, 2), onCard(4)]),
            ("onto a button", [onCard(4, 2), Scene.FocusRing(frame: hint)]), ("gone", []),
        ]
        for step in steps {
            var scene = table
            scene.focusRings = step.rings
            try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.15, step.what)
        }
    }

    /// B4: a card's key stays on it while it shakes (off its resting frame, in flight): each
    /// frame shows the tab where the card is, redrawn in part, pixel for pixel the whole frame.
    /// A Set found in the daily puzzle fills its slot in the list (G5): the frame redraws the
    /// slot and the Set's cards, not the window, and is the frame drawn whole, pixel for pixel
    /// (the slots' small cards' shadows reach below them).
    @Test(arguments: [Size(width: 1000, height: 720), Size(width: 720, height: 1000)])
    func aSetFoundFillsItsSlotAloneInTheDailyPuzzle(window: Size) throws {
        let canvas = try Renderer(width: Int(window.width), height: Int(window.height))
        let partial = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        partial.redrawsOnlyChanges = true
        let layout = ScreenLayout(window: window).forDailyPuzzle()
        let area = layout.cardArea, width = area.width / 5 - 10
        let cards = (0..<12).map { (i: Int) -> Scene.CardSprite in
            let x: Double = area.minX + Double(i % 4) * (width + 10) + 5
            let y: Double = area.minY + Double(i / 4) * (width * 1.4 + 10) + 5
            return Scene.CardSprite(card: Card.all[i * 7], frame: Rect(x: x, y: y, width: width, height: width * 1.4))
        }
        var scene = Scene(layout: layout, cards: cards, status: [Scene.StatusItem("Found", "0 of 6")])
        scene.foundSets = layout.foundSlots.map { Scene.FoundSet(frame: $0, cards: []) }
        try partial.draw(scene, pixelScale: 1)
        let whole = try Renderer(width: Int(window.width), height: Int(window.height))
        let wholeRenderer = SceneRenderer(renderer: whole, fonts: TestFonts.files)
        for (found, slot) in [(0, 1), (1, 0), (2, 5)] {
            let trio = [3 * found, 3 * found + 1, 3 * found + 2]
            for i in trio { scene.cards[i].look = .matched }
            scene.foundSets[slot].cards = trio.map { scene.cards[$0].card }
            scene.status[0] = Scene.StatusItem("Found", "\(found + 1) of 6")
            try partial.draw(scene, pixelScale: 1)
            let regions = try #require(partial.redrawnRegions, "Set \(found): redrawn in part")
            #expect(Self.oneCovers(regions, SceneRenderer.bounds(ofSlot: scene.foundSets[slot].frame)),
                    "Set \(found): its slot in \(regions)")
            let share = Double(regions.reduce(0) { $0 + $1.width * $1.height }) / (window.width * window.height)
            #expect(share < 0.35, "Set \(found): \(share) of the window")
            try wholeRenderer.draw(scene, pixelScale: 1)
            #expect(try Self.pixels(of: canvas) == Self.pixels(of: whole), "Set \(found)")
        }
    }

    /// A card turning over keeps its height while its width narrows, and the shadow its face
    /// carries below it stays as deep as at rest: a frame redraws all of it where the card
    /// was. The regions took the shadow's depth from the card's width, and a few rows of a
    /// narrowing card's shadow stayed behind as it rose.
    @Test func aTurningCardsShadowIsRedrawnWhereItWas() throws {
        let (canvas, partial) = try Self.partialRenderer()
        var table = Self.table()
        let resting = Size(width: 300, height: 420)
        table.cards.append(Scene.CardSprite(card: Card.all[80], frame: Rect(x: 400, y: 200, width: 300, height: 420)))
        try partial.draw(table, pixelScale: 1)
        for t in 1...7 {
            var scene = table
            let width = 300 - 40 * Double(t)
            scene.cards[24] = Scene.CardSprite(card: Card.all[80], frame: Rect(x: 400 + (300 - width) / 2,
                                                                              y: 200 - 4 * Double(t), width: width,
                                                                              height: 420), restingSize: resting)
            scene.cards[24].inFlight = true
            try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.5, "frame \(t)")
        }
    }

    /// A card waiting on the deck pile to be dealt sits still, face down, drawn from the back
    /// nearest its height, the pile's own. That back is made before the cards are, so that the
    /// first frame after the caches were emptied (a new theme, a new size) draws the waiting
    /// card as every later frame does: a frame drawn in part leaves it alone.
    @Test func aCardWaitingOnThePileLooksTheSameInTheFirstFrameAndTheNext() throws {
        var scene = Self.table()
        let pile = try #require(scene.deckPile).frame
        var waiting = Scene.CardSprite(card: Card.all[79], frame: pile, restingSize: scene.cards[0].frame.size, look: .back)
        waiting.inFlight = true
        scene.cards.append(waiting)
        func twoFrames(inPart: Bool) throws -> [UInt32] {
            let canvas = try Renderer(width: Int(Self.window.width), height: Int(Self.window.height))
            let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
            renderer.redrawsOnlyChanges = inPart
            try renderer.draw(scene, pixelScale: 1)
            _ = renderer.makeAhead(for: 10)
            try renderer.draw(scene, pixelScale: 1)
            if inPart { #expect(renderer.redrawnRegions == [], "nothing changed: nothing redrawn") }
            return try Self.pixels(of: canvas)
        }
        #expect(try twoFrames(inPart: true) == twoFrames(inPart: false))
    }

    @Test func aShakingCardKeepsItsKeyLabel() throws {
        let (canvas, partial) = try Self.partialRenderer()
        var table = Self.table()
        table.cards[5].keyLabel = "E"
        try partial.draw(table, pixelScale: 1)
        for t in 1...6 {
            var scene = table
            scene.cards[5].frame = table.cards[5].frame.offsetBy(dx: Double(t % 3 - 1) * 6, dy: 0)
            scene.cards[5].inFlight = true
            try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.1, "frame \(t)")
            let whole = try Self.pixels(of: canvas)

            var unlabelled = scene
            unlabelled.cards[5].keyLabel = nil
            let tab = SceneRenderer.keyLabelFrame(on: scene.cards[5].frame)
            let middle = Int(tab.midY) * Int(Self.window.width) + Int(tab.midX)
            #expect(try whole[middle] != Self.drawnWhole(unlabelled)[middle], "frame \(t): the key's tab is drawn on the shaking card")
        }
    }

    /// B4: a card flying across the table passes over the keys of the cards at rest: where it
    /// covers a key's tab the frame shows the flying card, as if the key were not there;
    /// redrawn in part, pixel for pixel the whole frame.
    @Test func aCardFlyingAcrossPassesOverTheKeys() throws {
        let (canvas, partial) = try Self.partialRenderer()
        var table = Self.table()
        for i in table.cards.indices { table.cards[i].keyLabel = "\(i % 10)" }
        try partial.draw(table, pixelScale: 1)
        let under = table.cards[7].frame, tab = SceneRenderer.keyLabelFrame(on: under)
        for t in 0...4 {
            var scene = table
            var flying = Scene.CardSprite(card: Card.all[1], frame: under.offsetBy(dx: Double(t - 2) * 20, dy: -under.height / 3))
            flying.inFlight = true
            scene.cards.append(flying)
            try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.2, "frame \(t)")
            var unlabelled = scene
            unlabelled.cards[7].keyLabel = nil
            let middle = Int(tab.midY) * Int(Self.window.width) + Int(tab.midX)
            let covered = flying.frame.insetBy(dx: 4, dy: 4).contains(Point(x: tab.midX, y: tab.midY))
            #expect(try (Self.pixels(of: canvas)[middle] == Self.drawnWhole(unlabelled)[middle]) == covered,
                    "frame \(t): the key's tab is \(covered ? "under" : "over") the flying card")
        }
    }

    /// B4: a turned card flying over a key hides it where the card lies, not in the corners
    /// of the square its turn may sweep (its bounds).
    @Test func aTurnedCardHidesAKeyOnlyWhereItLies() throws {
        var table = Self.table()
        table.cards[7].keyLabel = "7"
        let tab = SceneRenderer.keyLabelFrame(on: table.cards[7].frame), size = table.cards[7].frame.size
        let middle = Int(tab.midY) * Int(Self.window.width) + Int(tab.midX)
        // Its middle under the card, then beside it along its short side, within its bounds.
        for (offset, covers) in [(0.0, true), (size.width * 0.75, false)] {
            var scene = table
            var turned = Scene.CardSprite(card: Card.all[1], frame: Rect.centered(at: Point(x: tab.midX + offset, y: tab.midY + offset),
                                                                                  size: size), angle: 45)
            turned.inFlight = true
            scene.cards.append(turned)
            let bounds = try #require(SceneRenderer.bounds(of: turned, 1))
            #expect(!bounds.intersection(PixelRect(x: Int(tab.midX), y: Int(tab.midY), width: 1, height: 1)).isEmpty)
            var unlabelled = scene
            unlabelled.cards[7].keyLabel = nil
            #expect(try (Self.drawnWhole(scene)[middle] == Self.drawnWhole(unlabelled)[middle]) == covers,
                    "offset \(offset): the key's middle is \(covers ? "under" : "over") the turned card")
        }
    }

    /// Cards are told apart by their card, not by their place in the drawing order: a card
    /// that starts to shake is drawn after the cards at rest, and only it is redrawn; cards
    /// over each other the other way round now are redrawn where they are (P4).
    @Test func aCardDrawnInAnotherOrderRedrawsOnlyWhereItChangedPixelForPixel() throws {
        let (canvas, partial) = try Self.partialRenderer()
        var scene = Self.table()
        scene.cards[14].frame = scene.cards[13].frame.offsetBy(dx: 40, dy: 30)  // over card 13
        try partial.draw(scene, pixelScale: 1)
        func expectTheWholeFrame(_ what: String) throws {
            #expect(try Self.pixels(of: canvas) == Self.drawnWhole(scene), "\(what)")
        }
        let window = PixelRect(x: 0, y: 0, width: Int(Self.window.width), height: Int(Self.window.height))
        func regionsCover(_ sprites: Scene.CardSprite...) -> Bool {
            let regions = partial.redrawnRegions ?? []
            return sprites.allSatisfy { sprite in
                regions.contains { $0.contains(SceneRenderer.wholePixels(sprite.frame, 1).intersection(window)) }
            }
        }
        /// The share of the window redrawn, against one card's.
        func cardsRedrawn() -> Double {
            let area = (partial.redrawnRegions ?? [window]).reduce(0) { $0 + $1.width * $1.height }
            return Double(area) / (scene.cards[0].frame.width * scene.cards[0].frame.height)
        }
        let shaking = scene.cards.remove(at: 5)
        scene.cards.append(shaking)
        try partial.draw(scene, pixelScale: 1)
        // Where it was and as it was, but drawn after the card below it, whose bounds its
        // shadow reaches: those two at most, not the table.
        #expect(cardsRedrawn() < 2.6, "drawn later: \(String(describing: partial.redrawnRegions))")
        try expectTheWholeFrame("a card drawn later")
        scene.cards[scene.cards.count - 1].frame = shaking.frame.offsetBy(dx: 6, dy: 0)
        scene.cards[scene.cards.count - 1].look = .mismatched
        try partial.draw(scene, pixelScale: 1)
        #expect(cardsRedrawn() < 1.4, "only the shaking card: \(String(describing: partial.redrawnRegions))")
        #expect(regionsCover(shaking, scene.cards[scene.cards.count - 1]))
        try expectTheWholeFrame("a card shaking, drawn last")
        scene.cards.removeLast()
        scene.cards.insert(shaking, at: 5)
        try partial.draw(scene, pixelScale: 1)
        #expect(cardsRedrawn() < 2.6, "the card back at rest: \(String(describing: partial.redrawnRegions))")
        #expect(regionsCover(shaking))
        try expectTheWholeFrame("the card back in its place in the order")
        // Card 14 lies over card 13; now 13 is drawn over 14.
        let under = scene.cards[13], over = scene.cards[14]
        scene.cards[13] = over
        scene.cards[14] = under
        try partial.draw(scene, pixelScale: 1)
        // Neither moved nor changed: only where one lies over the other.
        let overlap = SceneRenderer.wholePixels(under.frame, 1).intersection(SceneRenderer.wholePixels(over.frame, 1))
        #expect(partial.redrawnRegions?.contains { $0.contains(overlap) } == true && cardsRedrawn() < 1,
                "where they overlap: \(String(describing: partial.redrawnRegions))")
        try expectTheWholeFrame("two cards over each other the other way round")
    }

    /// New Game: the last game's cards fly away while the new game's first card flies in
    /// from the pile, and it may be one of them, drawn twice in one frame. Only that card's
    /// sprites, where each was and is, and the cards that moved are redrawn, not the table;
    /// each frame is the frame drawn whole, pixel for pixel (P2: the cards leaving had not
    /// moved a pixel, and New Game's first frames redrew the whole table and both bars).
    @Test func aCardDrawnTwiceRedrawsOnlyItsSpritesAndTheCardsThatMoved() throws {
        let (canvas, partial) = try Self.partialRenderer()
        let table = Self.table()
        try partial.draw(table, pixelScale: 1)
        let pile = table.layout.deckPile
        var scene = table
        // Card 7's twin, the new game's, setting off from the pile; card 3 leaving.
        var twin = table.cards[7]
        twin.frame = Rect(x: pile.minX + 30, y: pile.minY - 40, width: twin.frame.width, height: twin.frame.height)
        twin.inFlight = true
        scene.cards.append(twin)
        scene.cards[3].frame = scene.cards[3].frame.offsetBy(dx: 25, dy: -12)
        scene.cards[3].inFlight = true
        var regions = try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.35, "the twin setting off")
        for sprite in [table.cards[7], twin, table.cards[3], scene.cards[3]] {
            #expect(Self.oneCovers(regions, sprite.frame), "\(sprite.card) at \(sprite.frame)")
        }
        // The twin flies on; the old card 7 has not moved.
        scene.cards[scene.cards.count - 1].frame = twin.frame.offsetBy(dx: 80, dy: -60)
        regions = try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.35, "the twin flying on")
        #expect(Self.oneCovers(regions, scene.cards[scene.cards.count - 1].frame))
        // The old card 7 has gone: once again a card drawn once.
        scene.cards.remove(at: 7)
        try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.35, "the old card gone")
        scene.cards[scene.cards.count - 1].frame = scene.cards[scene.cards.count - 1].frame.offsetBy(dx: 40, dy: -10)
        try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.35, "the card flying on, alone")
    }

    /// A card moved by less than a pixel is drawn at the same pixels: nothing is redrawn, and
    /// the window is still the frame drawn whole (P4: a shake's last swings). Moved on to the
    /// next pixel, or with a key label (placed from the card's exact frame), it is redrawn.
    @Test(arguments: [1.0, 2.0])
    func aCardMovedLessThanAPixelRedrawsNothing(scale: Double) throws {
        let width = Int(Self.window.width * scale), height = Int(Self.window.height * scale)
        let canvas = try Renderer(width: width, height: height)
        let partial = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        partial.redrawsOnlyChanges = true
        var scene = Self.table()
        // On a whole pixel, so that moves of less than half a pixel round back to it.
        scene.cards[5].frame.x = (scene.cards[5].frame.x * scale).rounded() / scale
        scene.cards[5].frame.y = (scene.cards[5].frame.y * scale).rounded() / scale
        try partial.draw(scene, pixelScale: scale)
        func expectTheWholeFrame(_ what: String) throws {
            let wholeCanvas = try Renderer(width: width, height: height)
            try SceneRenderer(renderer: wholeCanvas, fonts: TestFonts.files).draw(scene, pixelScale: scale)
            #expect(try Self.pixels(of: canvas) == Self.pixels(of: wholeCanvas), "\(what)")
        }
        func move(_ dx: Double, _ dy: Double) throws {
            scene.cards[5].frame = scene.cards[5].frame.offsetBy(dx: dx / scale, dy: dy / scale)
            try partial.draw(scene, pixelScale: scale)
        }
        try move(0.3, 0.2)
        #expect(partial.redrawnRegions == [], "a third of a pixel")
        try move(-0.1, 0.1)
        #expect(partial.redrawnRegions == [], "back a little")
        try expectTheWholeFrame("moved less than a pixel")
        try move(0.5, 0)
        let card = SceneRenderer.wholePixels(scene.cards[5].frame, scale)
        #expect(partial.redrawnRegions?.contains { $0.contains(card) } == true, "on to the next pixel")
        try expectTheWholeFrame("moved on to the next pixel")
        scene.cards[5].keyLabel = "E"
        try partial.draw(scene, pixelScale: scale)
        try move(-0.3, 0)
        #expect(partial.redrawnRegions?.isEmpty == false, "with a key label")
        try expectTheWholeFrame("moved with a key label")
        scene.cards[5].keyLabel = nil
        scene.cards[5].opacity = 0.5
        try partial.draw(scene, pixelScale: scale)
        try move(0.1, 0)
        #expect(partial.redrawnRegions?.isEmpty == false, "faded")
        try expectTheWholeFrame("moved faded")
    }

    @Test func anythingElseChangingRedrawsTheWholeFrame() throws {
        let canvas = try Renderer(width: Int(Self.window.width), height: Int(Self.window.height))
        let renderer = SceneRenderer(renderer: canvas, fonts: TestFonts.files)
        renderer.redrawsOnlyChanges = true
        try renderer.draw(Self.table(), pixelScale: 1)
        var scene = Self.frame(1, of: Self.table())
        scene.status[1] = .init("Time", "0:02")
        try renderer.draw(scene, pixelScale: 1)
        #expect(renderer.redrawnRegions != nil, "the status bar changed: redrawn in part")
        try renderer.draw(scene, pixelScale: 1)
        #expect(renderer.redrawnRegions == [], "nothing changed: nothing redrawn")
        scene.deckPile = nil
        try renderer.draw(scene, pixelScale: 1)
        #expect(renderer.redrawnRegions == nil, "the deck pile went")
        scene.foundSets = [Scene.FoundSet(frame: Rect(x: 10, y: 60, width: 90, height: 40), cards: [])]
        try renderer.draw(scene, pixelScale: 1)
        #expect(renderer.redrawnRegions == nil, "the daily puzzle's list of Sets found came")
        renderer.forgetLastFrame()
        try renderer.draw(scene, pixelScale: 1)
        #expect(renderer.redrawnRegions == nil, "the window asked for a whole frame")
    }

    /// P2: New Game's first frame, its cards not yet moved a pixel: the status bar's text, the
    /// pile's count and a button change, and cards drawn twice (the old game's at rest, the
    /// new game's setting off from off-screen) redraw where they are. The pile reaches into
    /// the button bar; joined into one band across the window, the two took in the cards
    /// changed above them, row after row, and the frame redrew the whole table (at 1920×1080
    /// 1.75 million pixels for some 400,000). Now the bars, the pile and those cards, pixel
    /// for pixel the frame drawn whole.
    @Test func newGamesFirstFrameRedrawsTheBarsThePileAndTheCardsDrawnTwiceNotTheTable() throws {
        let (canvas, partial) = try Self.partialRenderer()
        var table = Self.table()
        table.buttons = [Scene.Button(id: .deal, title: "Deal 3 More Cards"), Scene.Button(id: .hint, title: "Hint"),
                         Scene.Button(id: .newGame, title: "New Game")]
        try partial.draw(table, pixelScale: 1)
        var scene = table
        scene.status[1] = .init("Time", "0:00")
        scene.deckPile?.count = 69
        scene.buttons[0].enabled = false
        // A card of every row drawn twice: its twin, the new game's, off-screen below.
        for index in [0, 7, 14, 21] {
            var twin = table.cards[index]
            twin.frame.y = Self.window.height + 50
            twin.inFlight = true
            scene.cards.append(twin)
        }
        let regions = try Self.expectDrawnInPart(scene, by: partial, on: canvas, under: 0.45, "New Game's first frame")
        #expect(!Self.oneCovers(regions, table.layout.table), "the table is not redrawn whole: \(regions)")
        for rect in [table.cards[7].frame, table.cards[14].frame] {
            #expect(Self.oneCovers(regions, rect), "\(rect) in \(regions)")
        }
        // The bars cut around the regions they overlap (the pile's), every pixel of them.
        for bar in [scene.layout.statusBar, scene.layout.buttonBar] {
            let pixels = PixelRect(x: Int(bar.minX), y: Int(bar.minY), width: Int(bar.width), height: Int(bar.height))
            let covered = regions.reduce(0) { $0 + $1.intersection(pixels).width * $1.intersection(pixels).height }
            #expect(covered == pixels.width * pixels.height, "\(bar) in \(regions)")
        }
    }

    /// The regions of New Game's first frame at 1920×1080: the cards' and the pile's joined
    /// where they overlap, the bars cut around them, never joined into a band across the
    /// window; none overlapping another, every pixel of each part covered.
    @Test func theBarsAreCutAroundTheRegionsTheyOverlapNotJoinedWithThem() {
        func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> PixelRect { PixelRect(x: x, y: y, width: w, height: h) }
        let card = rect(100, 100, 107, 153)
        #expect(SceneRenderer.merged([card, rect(103, 98, 107, 153)]) == [rect(100, 98, 110, 155)],
                "a card where it was and is: one region")
        let others = [rect(0, 817, 129, 169), rect(130, 744, 103, 149), rect(971, 743, 103, 150),
                      rect(761, 600, 103, 293), rect(1181, 168, 103, 149)]
        let bars = [rect(0, 0, 1920, 72), rect(0, 981, 1920, 99)]
        let regions = SceneRenderer.withBars(SceneRenderer.merged(others), bars)
        let parts = others + bars
        #expect(regions.reduce(0) { $0 + $1.width * $1.height } <= parts.reduce(0) { $0 + $1.width * $1.height },
                "\(regions)")
        for (i, a) in regions.enumerated() {
            for b in regions[(i + 1)...] { #expect(a.intersection(b).isEmpty, "\(a) and \(b) overlap") }
        }
        for part in parts {
            let covered = regions.reduce(0) { $0 + $1.intersection(part).width * $1.intersection(part).height }
            #expect(covered == part.width * part.height, "\(part) covered by \(regions)")
        }
    }
}
