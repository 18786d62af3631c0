import SceneModel
import SetCore
import Layout

/// A card that only moved by whole pixels since the last frame, with nothing else drawn
/// where it was or is, is not drawn again: the window's pixels of it are moved where it goes
/// and the felt it leaves is filled (P4: a wrong trio shakes sideways for some 25 frames, and
/// each of them decoded the three faces from their runs over fresh felt, a third of the
/// clicks' CPU). What the window then shows is the frame drawn whole, pixel for pixel: the
/// card is drawn from the same face at the same size, over felt of one colour, in both.
extension SceneRenderer {
    /// One card's pixels moved in the window: the face's rectangle `from` moved by (`dx`,
    /// `dy`); `area`, every pixel this changes (where the card was and is), felt but for it.
    struct PixelShift: Equatable {
        var card: Card
        var from: PixelRect
        var dx: Int, dy: Int
        /// Where the target's pixels hold the card, when the X server shows it moved from
        /// there already (`heldCards`); nil: at `from`.
        var held: PixelRect?

        /// Where the card's pixels are taken from.
        var source: PixelRect { held ?? from }

        var to: PixelRect { PixelRect(x: from.x + dx, y: from.y + dy, width: from.width, height: from.height) }
        var area: PixelRect { Self.union(from, to) }

        static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
            let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
            return PixelRect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
        }
    }

    /// What a frame drawn in part changes: the regions drawn anew, and the cards moved.
    struct FrameChanges {
        var regions: [PixelRect]
        var shifts: [PixelShift] = []

        /// Every pixel the frame changes, to show.
        var shown: [PixelRect] { regions + shifts.map(\.area) }
    }

    /// Where `sprite` puts its pixels when it is drawn from its own face, unscaled, upright,
    /// opaque and without a key label: the face's rectangle, its shadow in it, as `cardDraw`
    /// lays it; nil for any other sprite.
    nonisolated static func facePixels(of sprite: Scene.CardSprite, _ s: Double) -> PixelRect? {
        guard sprite.keyLabel == nil, sprite.opacity == 1, abs(sprite.angle) < 0.01,
              sprite.frame.size == sprite.restingSize else { return nil }
        let width = Int((sprite.restingSize.width * s).rounded()), height = Int((sprite.restingSize.height * s).rounded())
        guard width >= 4, height >= 4 else { return nil }
        let faceHeight = height + CardFaceCache.shadowMargin(forWidth: width)
        let g = bandGeometry(sprite.frame, faceWidth: width, faceHeight: faceHeight, s)
        guard Int(g.width) == width, Int(g.targetRows[3] - g.targetRows[0]) == faceHeight else { return nil }
        return PixelRect(x: Int(g.x), y: Int(g.targetRows[0]), width: width, height: faceHeight)
    }

    /// The cards of `new` drawn as in `old` but moved by whole pixels (`shift`).
    nonisolated static func movedCards(from old: [Scene.CardSprite], to new: [Scene.CardSprite],
                                       _ s: Double) -> [PixelShift] {
        // A card drawn twice (New Game) is drawn, not moved: which of the two moved cannot be
        // told (`places`).
        let was = places(from: old, to: new).was
        var shifts: [PixelShift] = []
        for sprite in new where was[sprite.card.index] >= 0 {
            let before = old[was[sprite.card.index]]
            guard before != sprite, let shift = shift(before, sprite, s) else { continue }
            shifts.append(shift)
        }
        return shifts
    }

    /// The `shifts` whose card is alone where it was and is: within `within` (felt under it,
    /// no clip cutting it), clear of every other card of either frame (the pixels it draws,
    /// or all it may reach) and of `obstacles` (what else is drawn over the table).
    nonisolated static func alone(_ shifts: [PixelShift], old: [Scene.CardSprite], new: [Scene.CardSprite],
                                  within: PixelRect, obstacles: [PixelRect], _ s: Double) -> [PixelShift] {
        // Where every card of either frame draws, once.
        var footprints: [Footprint] = []
        footprints.reserveCapacity(old.count + new.count)
        for sprite in old + new {
            guard let pixels = facePixels(of: sprite, s) ?? bounds(of: sprite, s) else { continue }
            footprints.append(Footprint(card: sprite.card, pixels: pixels))
        }
        return shifts.filter { shift in
            let area = shift.area
            return within.contains(area) && !obstacles.contains { !$0.intersection(area).isEmpty }
                && !footprints.contains { $0.card != shift.card && !$0.pixels.intersection(area).isEmpty }
        }
    }

    /// The pixels a card draws in a frame (a struct, not a tuple: an array of tuples looks up
    /// their type each frame, P4).
    struct Footprint {
        var card: Card
        var pixels: PixelRect
    }

    /// How `b` moved from `a` when it is drawn the same but for whole pixels moved (not by
    /// none); nil otherwise.
    nonisolated static func shift(_ a: Scene.CardSprite, _ b: Scene.CardSprite, _ s: Double) -> PixelShift? {
        var moved = b
        (moved.frame.x, moved.frame.y) = (a.frame.x, a.frame.y)
        guard moved == a, let from = facePixels(of: a, s), let to = facePixels(of: b, s),
              from.width == to.width, from.height == to.height, from != to else { return nil }
        return PixelShift(card: a.card, from: from, dx: to.x - from.x, dy: to.y - from.y)
    }

    /// What is drawn over the table besides the cards, in the last frame or this one: the
    /// deck pile, the message's pill, the pads' rings, the daily puzzle's slots, the players'
    /// entries, the scroll bar and the two bars; each with the two pixels the regions give.
    nonisolated static func overTable(last: DrawnFrame, scene: Scene, toastFrame: Rect?, output: PixelRect,
                                      _ s: Double) -> [PixelRect] {
        var parts: [Rect] = [scene.layout.statusBar, scene.layout.buttonBar]
        for pile in [last.chrome.deckPile, scene.deckPile].compactMap({ $0 }) { parts.append(bounds(ofPile: pile.frame)) }
        parts += [last.toastFrame, toastFrame].compactMap { $0 }
        parts += (last.chrome.focusRings + scene.focusRings).map { focusRingBand(around: $0.frame).outer }
        parts += (last.chrome.foundSets + scene.foundSets).map { bounds(ofSlot: $0.frame) }
        parts += (last.players + scene.players).map(\.frame)
        if let thumb = last.chrome.scrollThumb { parts.append(thumb) }
        if let thumb = scene.scrollThumb { parts.append(thumb) }
        return parts.map { wholePixels($0.insetBy(dx: -2 / s, dy: -2 / s), s).intersection(output) }
    }

    /// The cards held elsewhere that `changes` keeps held, and those its shifts hold anew:
    /// nil when a region drawn anew would reach where the pixels hold a card that is not
    /// drawn anew. A card drawn anew, or gone, is held no more: where the pixels still hold
    /// it is never shown again without being drawn first.
    func heldCards(after changes: FrameChanges, in scene: Scene, _ s: Double) -> [Card: PixelRect]? {
        guard !heldCards.isEmpty || !changes.shifts.isEmpty else { return heldCards }
        var held: [Card: PixelRect] = [:]
        for (card, rect) in heldCards where !changes.shifts.contains(where: { $0.card == card }) {
            guard let sprite = scene.cards.first(where: { $0.card == card }),
                  let shown = Self.facePixels(of: sprite, s) ?? Self.bounds(of: sprite, s),
                  !changes.regions.contains(where: { $0.contains(shown) }) else { continue }
            if changes.regions.contains(where: { !$0.intersection(rect).isEmpty }) { return nil }
            held[card] = rect
        }
        for shift in changes.shifts where shift.to != shift.source { held[shift.card] = shift.source }
        return held
    }

    /// What the X server does for `shift` (`Renderer.movesInWindow`): puts the card's pixels
    /// where it goes and fills the felt it left, the target's pixels left as they are.
    func windowMove(_ shift: PixelShift, felt: UInt32) -> WindowMove {
        WindowMove(source: shift.source, destination: shift.to,
                   strips: PixelCover.uncovered(shift.area, by: [shift.to]), fill: felt)
    }

    /// Moves each shift's card in the target's pixels and fills the felt it left.
    func apply(_ shifts: [PixelShift]) {
        guard let plane = target.softwareTarget else { return }
        let felt = plane.pixel(of: theme.felt.withAlpha(255))
        for shift in shifts {
            plane.move(shift.from, dx: shift.dx, dy: shift.dy)
            for strip in PixelCover.uncovered(shift.area, by: [shift.to]) { plane.fill(strip, with: felt) }
        }
    }
}
