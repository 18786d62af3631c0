import CSDL2
import SceneModel
import Layout
import SetCore

/// A frame where only a few cards or players' entries change is drawn, and shown, only where
/// they were and are (P2): the window keeps every other pixel of the last frame. A call's
/// countdown or the computer marking its Set redraws an entry and three cards, not the window.
extension SceneRenderer {
    /// What the last frame drew, to tell what changed since: its cards, its players' entries,
    /// and all the rest (`chrome`: the scene without them), with the message's pill.
    struct DrawnFrame {
        var output: PixelRect
        var pixelScale: Double
        var chrome: Scene
        var cards: [Scene.CardSprite]
        var players: [PlayerEntry]
        /// Where the message's pill was drawn, if there was one.
        var toastFrame: Rect?

        init(_ scene: Scene, output: PixelRect, pixelScale: Double, toastFrame: Rect? = nil) {
            self.output = output
            self.pixelScale = pixelScale
            chrome = Self.chrome(of: scene)
            cards = scene.cards
            players = scene.players
            self.toastFrame = toastFrame
        }

        static func chrome(of scene: Scene) -> Scene {
            var rest = scene
            rest.cards = []
            rest.players = []
            // Where the message's pill lies is compared as the pill's frame (`toastFrame`).
            rest.messageCards = []
            return rest
        }

        /// Which parts of the chrome that are redrawn in place changed: the status bar's
        /// text, the message, the deck pile's count, the buttons, the pads' rings, the slots
        /// of the daily puzzle's list of Sets found.
        struct ChromeChanges: Equatable {
            var status = false, message = false, pile = false, buttons = false, rings = false
            var foundSlots: [Int] = []
        }

        /// What changed in `scene` since this frame besides its cards and its players'
        /// entries, when that is only the status bar's text, the message, the deck pile's
        /// count, the buttons (one greyed out, lit under the pointer), the pads' rings or
        /// what the daily puzzle's slots hold; nil when anything else differs (an overlay is
        /// always drawn whole).
        func chromeChanges(_ scene: Scene, output: PixelRect, pixelScale: Double) -> ChromeChanges? {
            guard scene.overlay == nil, output == self.output, pixelScale == self.pixelScale,
                  scene.players.count == players.count else { return nil }
            var rest = Self.chrome(of: scene)
            if rest == chrome { return ChromeChanges() }
            var changes = ChromeChanges(status: rest.status != chrome.status, message: rest.message != chrome.message,
                                        pile: rest.deckPile != chrome.deckPile, buttons: rest.buttons != chrome.buttons,
                                        rings: rest.focusRings != chrome.focusRings)
            // A Set found fills its slot; slots that moved (another size) draw the whole window.
            if rest.foundSets.elementsEqual(chrome.foundSets, by: { $0.frame == $1.frame }) {
                changes.foundSlots = rest.foundSets.indices.filter { rest.foundSets[$0] != chrome.foundSets[$0] }
                rest.foundSets = chrome.foundSets
            }
            rest.status = chrome.status
            rest.message = chrome.message
            rest.buttons = chrome.buttons
            rest.focusRings = chrome.focusRings
            if let pile = rest.deckPile, let last = chrome.deckPile, pile.frame == last.frame { rest.deckPile = last }
            return rest == chrome ? changes : nil
        }
    }

    /// The regions of `scene` that differ from the last frame, or nil when all of it must be
    /// drawn: the first frame, another size, scale, chrome or number of players, or an
    /// overlay. Cards changed across more than half the window redraw the table, never the
    /// bars: cards are drawn only within it; cards that came or went are changed cards (a
    /// deal, a Set taken from a table of more than twelve). A changed entry redraws its
    /// plate; a new text in the status bar the bar, a message appearing, going or changing
    /// where its pill was and is, the deck pile's count the pile (a timer's tick, a wrong
    /// trio's sentence: P4), a changed button the button bar (the pointer coming onto a
    /// button, the deck running out: P4), a pad's ring where it was and is (C1), a slot of
    /// the daily puzzle's list a Set found fills that slot (G5).
    ///
    /// Cards that only moved by whole pixels, alone where they were and are, are moved in the
    /// window's pixels instead when the renderer can reach them (`movedCards`, `alone`), or
    /// by the X server when it shares them (`heldCards`, kept here for the frame).
    func changedRegions(_ scene: Scene, toast toastFrame: Rect?, output: PixelRect, _ s: Double) throws -> FrameChanges? {
        guard let last = lastFrame, let chrome = last.chromeChanges(scene, output: output, pixelScale: s) else { return nil }
        var parts: [Rect] = [], bars: [Rect] = []
        if chrome.status { bars.append(scene.layout.statusBar) }
        if chrome.pile, let pile = scene.deckPile { parts.append(Self.bounds(ofPile: pile.frame)) }
        // The labels share one size, set by them all: the whole bar.
        if chrome.buttons { bars.append(scene.layout.buttonBar) }
        // Rings that went, came, moved or changed places in the order they are drawn in (the
        // one used last on top): every ring where it was and is, a few small bands.
        if chrome.rings {
            parts += (last.chrome.focusRings + scene.focusRings).map { Self.focusRingBand(around: $0.frame).outer }
        }
        parts += chrome.foundSlots.map { Self.bounds(ofSlot: scene.foundSets[$0].frame) }
        // The pill where it was and is: the message changed, or the same message moved
        // between the table's foot and head as the cards it avoids changed.
        if chrome.message || last.toastFrame != toastFrame {
            if let old = last.toastFrame { parts.append(old) }
            if let toastFrame { parts.append(toastFrame) }
        }
        func regions(leaving moved: [Card] = []) -> [PixelRect] {
            Self.changedRegions(from: last, to: scene, chrome: parts, bars: bars, output: output, leaving: moved, s)
        }
        var shifts = handCopies ? Self.movedCards(from: last.cards, to: scene.cards, s) : []
        if !shifts.isEmpty, target.softwareTarget != nil {
            let within = Self.wholePixels(scene.layout.cardArea, s).intersection(Self.wholePixels(scene.layout.table, s))
                .intersection(output)
            let obstacles = Self.overTable(last: last, scene: scene, toastFrame: toastFrame, output: output, s)
            shifts = Self.alone(shifts, old: last.cards, new: scene.cards, within: within, obstacles: obstacles, s)
        } else {
            shifts = []
        }
        if target.movesInWindow {
            for index in shifts.indices { shifts[index].held = heldCards[shifts[index].card] }
        }
        let changes: FrameChanges
        if shifts.isEmpty {
            changes = FrameChanges(regions: regions())
        } else {
            let drawn = regions(leaving: shifts.map(\.card))
            // A region drawn anew where a card moves (the whole table, when more than half of
            // it changed), or where the pixels hold it, draws it there: then nothing is moved.
            let crossed = shifts.contains { shift in
                drawn.contains { !$0.intersection(shift.area).isEmpty || !$0.intersection(shift.source).isEmpty }
            }
            changes = crossed ? FrameChanges(regions: regions()) : FrameChanges(regions: drawn, shifts: shifts)
        }
        guard target.movesInWindow else { return changes }
        if let held = heldCards(after: changes, in: scene, s) {
            heldCards = held
            return changes
        }
        // A region drawn anew reaches where the pixels hold a card the window shows elsewhere:
        // nothing is moved, and each card held is drawn anew where it is.
        let held = scene.cards.filter { heldCards[$0.card] != nil }
            .compactMap { Self.facePixels(of: $0, s) ?? Self.bounds(of: $0, s) }
        heldCards = [:]
        return FrameChanges(regions: regions() + held.map { $0.intersection(output) }.filter { !$0.isEmpty })
    }

    /// The regions of cards and players' entries that changed from `last` to `scene`, and
    /// `chrome`'s parts and the `bars` that did, within `output`. Pure, and not tied to the
    /// main actor: each call of a closure made in a method of the renderer checks that it
    /// runs there (P4). The cards `leaving` (moved in the window's pixels) are left out of
    /// both frames.
    nonisolated static func changedRegions(from last: DrawnFrame, to scene: Scene, chrome: [Rect], bars: [Rect] = [],
                                           output: PixelRect, leaving: [Card] = [], _ s: Double) -> [PixelRect] {
        let entries = zip(last.players, scene.players).filter { $0 != $1 }.flatMap { [$0.frame, $1.frame] }
            .map { wholePixels($0.insetBy(dx: -1 / s, dy: -1 / s), s).intersection(output) }
        let (old, new) = leaving.isEmpty ? (last.cards, scene.cards)
            : (last.cards.filter { !leaving.contains($0.card) }, scene.cards.filter { !leaving.contains($0.card) })
        var regions = changedCards(from: old, to: new, s).map { $0.intersection(output) }
            .filter { !$0.isEmpty }
        let area = merged(regions).reduce(0) { $0 + $1.width * $1.height }
        if area * 2 > output.width * output.height {
            let table = wholePixels(scene.layout.table, s).intersection(output)
            regions = table.isEmpty ? [] : [table]
        }
        func pixels(_ part: Rect) -> PixelRect { wholePixels(part.insetBy(dx: -2 / s, dy: -2 / s), s).intersection(output) }
        return withBars(merged(regions + entries + chrome.map(pixels)), bars.map(pixels))
    }

    /// `regions` and the pixels of each bar outside them. A bar across the window is never
    /// joined with a region it overlaps, as regions that overlap are (`merged`): the two would
    /// make one band as wide as the window, which would take in the next region over it, and
    /// the next (P2: New Game's first frame at 1920×1080 redrew the whole table, 1.75 million
    /// pixels, for its bars, the deck pile reaching into the button bar, and the cards drawn
    /// twice, some 400,000). A bar holds only what is drawn pixel for pixel however it is cut
    /// (its fill, its shapes and labels copied as they are), where a card turning or fading
    /// in a region cut through would not be.
    nonisolated static func withBars(_ regions: [PixelRect], _ bars: [PixelRect]) -> [PixelRect] {
        var result = regions
        for bar in bars where !bar.isEmpty {
            var pieces = [bar]
            for other in result where !other.intersection(bar).isEmpty {
                pieces = pieces.flatMap { $0.intersection(other).isEmpty ? [$0] : outside($0, other) }
            }
            result += pieces
        }
        return result
    }

    /// The pixels of cards that may differ from the last frame: where a card was and is when
    /// it moved, turned or changed its look, where it was when it went and is when it came,
    /// and where two cards that did neither overlap and are drawn over each other the other
    /// way round now (where a changed card overlaps another, its own regions redraw both).
    /// Cards are told apart by their card, not their place in the drawing order: a card
    /// that starts to shake or leaves the selection is drawn after the cards at rest or
    /// among them again, and the others, which neither moved nor changed, stay as they are
    /// (P4: told apart by their place, 27 of 700 frames of 100 clicks redrew the whole table).
    /// A card drawn twice in either frame (New Game: the last game's card flying away while
    /// the new game's flies in) cannot be told apart from itself: each of its sprites is
    /// changed, and the other cards are compared as ever (P2: all of them changed, New
    /// Game's first frames redrew the whole table and both bars while the cards leaving
    /// had not moved a pixel).
    nonisolated static func changedCards(from old: [Scene.CardSprite], to new: [Scene.CardSprite],
                             _ s: Double) -> [PixelRect] {
        // Plain loops over arrays indexed by `Card.index`, no sets or dictionaries: this runs
        // every frame (P4).
        var changed: [PixelRect] = []
        func add(_ sprite: Scene.CardSprite) { if let bounds = Self.bounds(of: sprite, s) { changed.append(bounds) } }
        let (was, seen) = places(from: old, to: new)
        // The cards drawn as they were, in the new order: where each was in the old one, and
        // the pixels it covers.
        var unchanged: [KeptCard] = []
        for sprite in new {
            let index = was[sprite.card.index]
            guard index >= 0 else {
                add(sprite)
                continue
            }
            if !Self.drawnAlike(old[index], sprite, s) {
                add(old[index])
                add(sprite)
            } else if let covers = Self.bounds(of: sprite, s) {
                unchanged.append(KeptCard(was: index, covers: covers))
            }
        }
        for sprite in old where !seen[sprite.card.index] || was[sprite.card.index] == -2 { add(sprite) }
        // Most frames keep the order: no pair to look at.
        guard unchanged.indices.dropFirst().contains(where: { unchanged[$0 - 1].was > unchanged[$0].was }) else {
            return changed
        }
        for (p, first) in unchanged.enumerated() {
            for second in unchanged[(p + 1)...] where second.was < first.was {
                let overlap = first.covers.intersection(second.covers)
                if !overlap.isEmpty { changed.append(overlap) }
            }
        }
        return changed
    }

    /// Where each card was in `old` (by `Card.index`): its place there, -1 if it was not
    /// there, -2 if it is drawn twice in either frame (New Game: the last game's card flying
    /// away while the new game's flies in), which cannot be told apart from itself; and
    /// whether each card is in `new`. Plain arrays: this runs every frame (P4).
    nonisolated static func places(from old: [Scene.CardSprite], to new: [Scene.CardSprite]) -> (was: [Int], seen: [Bool]) {
        var was = [Int](repeating: -1, count: Card.all.count)
        for (index, sprite) in old.enumerated() { was[sprite.card.index] = was[sprite.card.index] == -1 ? index : -2 }
        var seen = [Bool](repeating: false, count: Card.all.count)
        for sprite in new {
            if seen[sprite.card.index] { was[sprite.card.index] = -2 }
            seen[sprite.card.index] = true
        }
        return (was, seen)
    }

    /// Whether two sprites of one card put the same pixels on screen: equal, or equal but for
    /// where the card is, and drawn there from its face at the same whole pixels, at rest,
    /// opaque, upright and without a key label (`bandGeometry`, the face its resting size
    /// has). A shake's last swings move its cards less than a pixel a frame: the frames
    /// that would draw them where they are draw nothing (P4).
    nonisolated static func drawnAlike(_ a: Scene.CardSprite, _ b: Scene.CardSprite, _ s: Double) -> Bool {
        guard a != b else { return true }
        var moved = b
        (moved.frame.x, moved.frame.y) = (a.frame.x, a.frame.y)
        guard moved == a, a.keyLabel == nil, a.opacity == 1, abs(a.angle) < 0.01,
              a.frame.size == a.restingSize else { return false }
        let width = Int((a.restingSize.width * s).rounded()), height = Int((a.restingSize.height * s).rounded())
        let faceHeight = height + CardFaceCache.shadowMargin(forWidth: width)
        return bandGeometry(a.frame, faceWidth: width, faceHeight: faceHeight, s)
            == bandGeometry(b.frame, faceWidth: width, faceHeight: faceHeight, s)
    }

    /// A card drawn as it was in the last frame: where it was in that frame's order, and the
    /// pixels it covers (a struct, not a tuple: an array of tuples looks up their type each
    /// frame).
    struct KeptCard {
        var was: Int
        var covers: PixelRect
    }

    /// Where the deck pile at `frame` may draw: its stacked cards reach up and to the left
    /// of it, their shadows below.
    nonisolated static func bounds(ofPile frame: Rect) -> Rect {
        let reach = frame.width * 0.15 + 4
        return frame.insetBy(dx: -reach, dy: -reach)
    }

    /// Where a slot of the daily puzzle's list may draw: its small cards, their shadows
    /// reaching below it.
    nonisolated static func bounds(ofSlot slot: Rect) -> Rect {
        FoundList.cardFrames(in: slot).reduce(slot) { union, card in
            let shadow = Rect(x: card.minX, y: card.minY, width: card.width, height: card.height + shadowDepth(below: card))
            let x0 = min(union.minX, shadow.minX), y0 = min(union.minY, shadow.minY)
            return Rect(x: x0, y: y0, width: max(union.maxX, shadow.maxX) - x0, height: max(union.maxY, shadow.maxY) - y0)
        }
    }

    /// How far below a card at `frame` its shadow may reach: as deep as its face's (a share
    /// of its width at rest, taller as the card is), since a card turning over keeps its
    /// height while its width narrows.
    nonisolated static func shadowDepth(below frame: Rect) -> Double {
        max(frame.width * 0.06, frame.height * 0.043) + 2
    }

    /// Whole pixels of `rect`, rounded as the drawing rounds it.
    nonisolated static func wholePixels(_ r: Rect, _ s: Double) -> PixelRect {
        let x0 = Int((r.minX * s).rounded()), y0 = Int((r.minY * s).rounded())
        return PixelRect(x: x0, y: y0, width: Int((r.maxX * s).rounded()) - x0, height: Int((r.maxY * s).rounded()) - y0)
    }

    /// False when only a region is being redrawn and `rect` lies outside it.
    func reaches(_ rect: Rect, _ s: Double) -> Bool {
        guard let region = redrawRegion else { return true }
        return !Self.wholePixels(rect, s).intersection(region).isEmpty
    }

    /// The pixels a card covers, its shadow, turn and rounding included.
    nonisolated static func bounds(of sprite: Scene.CardSprite, _ s: Double) -> PixelRect? {
        guard sprite.opacity > 0 else { return nil }
        var frame = sprite.frame
        frame.height += shadowDepth(below: frame)
        if sprite.keyLabel != nil {  // the key label reaching out over its left edge
            let reach = max(0, frame.minX - keyLabelFrame(of: sprite).minX)
            frame.x -= reach
            frame.width += reach
        }
        if abs(sprite.angle) >= 0.01 {
            let reach = (frame.width * frame.width + frame.height * frame.height).squareRoot() / 2
            frame = Rect(x: frame.midX - reach, y: frame.midY - reach, width: 2 * reach, height: 2 * reach)
        }
        let x0 = Int((frame.minX * s).rounded(.down)) - 2, y0 = Int((frame.minY * s).rounded(.down)) - 2
        let x1 = Int((frame.maxX * s).rounded(.up)) + 2, y1 = Int((frame.maxY * s).rounded(.up)) + 2
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Overlapping regions joined into their bounding rectangle, until none overlap: each
    /// card, entry or part of the table that changed is drawn whole in one region (a card
    /// turning or fading is drawn through SDL, whose clipping of a scaled or turned copy is
    /// not pixel for pixel the copy drawn whole).
    nonisolated static func merged(_ regions: [PixelRect]) -> [PixelRect] {
        var result: [PixelRect] = []
        for region in regions where !region.isEmpty {
            var joined = region
            while let i = result.firstIndex(where: { !$0.intersection(joined).isEmpty }) {
                let other = result.remove(at: i)
                let x0 = min(other.x, joined.x), y0 = min(other.y, joined.y)
                joined = PixelRect(x: x0, y: y0, width: max(other.maxX, joined.maxX) - x0,
                                   height: max(other.maxY, joined.maxY) - y0)
            }
            result.append(joined)
        }
        return result
    }

    /// The pixels of `rect` outside `other`, which overlaps it: up to four rectangles, the
    /// rows above and below `other` whole, then the sides of its rows.
    nonisolated static func outside(_ rect: PixelRect, _ other: PixelRect) -> [PixelRect] {
        let middle = rect.intersection(other)
        return [PixelRect(x: rect.x, y: rect.y, width: rect.width, height: middle.y - rect.y),
                PixelRect(x: rect.x, y: middle.maxY, width: rect.width, height: rect.maxY - middle.maxY),
                PixelRect(x: rect.x, y: middle.y, width: middle.x - rect.x, height: middle.height),
                PixelRect(x: middle.maxX, y: middle.y, width: rect.maxX - middle.maxX, height: middle.height)]
            .filter { !$0.isEmpty }
    }

    /// Clips drawing to `rect` (nil: the whole target) within the region being redrawn;
    /// false when nothing of `rect` is in that region (SDL would take an empty clip
    /// rectangle for none at all).
    @discardableResult
    func clip(to rect: SDL_Rect?) -> Bool {
        var clip: SDL_Rect
        switch (rect, redrawRegion) {
        case (nil, nil):
            SDL_RenderSetClipRect(renderer, nil)
            return true
        case (let rect?, nil):
            clip = rect
        case (nil, let region?):
            clip = Self.sdlRect(region)
        case (var rect?, let region?):
            var within = Self.sdlRect(region)
            clip = SDL_Rect()
            guard SDL_IntersectRect(&rect, &within, &clip) == SDL_TRUE else { return false }
        }
        SDL_RenderSetClipRect(renderer, &clip)
        return true
    }

    static func sdlRect(_ r: PixelRect) -> SDL_Rect {
        SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
    }
}
