import CSDL2
import SceneModel
import SetCore
import Layout

/// The table: felt, then every card from its cached face.
extension SceneRenderer {
    /// One card ready to draw: its face and where it goes.
    enum CardDraw {
        /// Unrotated and opaque: three bands, the middle one copied without blending.
        case bands(KeptImage, BandGeometry)
        /// Fading or spinning: one blended, scaled or rotated copy.
        case whole(KeptImage, frame: Rect, alpha: UInt8, angle: Double)
    }

    /// Source rows of a face and the window rows they are drawn to, top band, middle, bottom:
    /// four rows each, kept in place (no array to allocate for each card of each frame, P2).
    struct BandGeometry: Equatable {
        var x: Int32, width: Int32
        var rows: SIMD4<Int32>
        var targetRows: SIMD4<Int32>

        /// The opaque middle band on screen.
        var middle: PixelRect {
            PixelRect(x: Int(x), y: Int(targetRows[1]), width: Int(width), height: Int(targetRows[2] - targetRows[1]))
        }

        /// The rows of `clip` above and below the middle band: the top band, the bottom one.
        func outerBands(within clip: SDL_Rect) -> (top: SDL_Rect, bottom: SDL_Rect) {
            func band(_ top: Int32, _ bottom: Int32) -> SDL_Rect {
                let y0 = max(clip.y, top), y1 = min(clip.y + clip.h, bottom)
                return SDL_Rect(x: clip.x, y: y0, w: clip.w, h: max(0, y1 - y0))
            }
            return (band(targetRows[0], targetRows[1]), band(targetRows[2], targetRows[3]))
        }
    }

    /// Felt where no opaque card middle will cover it, the deck pile, then the cards in
    /// order: cards at rest clipped to the cards' area, cards in flight to the whole table.
    /// A large table is drawn so band by band of rows (`tableBands`).
    func drawTable(_ scene: Scene, _ s: Double) throws {
        let table = pixelRect(scene.layout.table, s), cards = pixelRect(scene.layout.cardArea, s)
        var area = PixelRect(x: Int(table.x), y: Int(table.y), width: Int(table.w), height: Int(table.h))
        if let region = redrawRegion { area = area.intersection(region) }
        let cardArea = PixelRect(x: Int(cards.x), y: Int(cards.y), width: Int(cards.w), height: Int(cards.h))
        // Only the cards that reach into the table (a card flying in from off-screen has no
        // face to show yet), or into the one region being redrawn; where their opaque middles
        // cover the felt, and cover them within where they are clipped to. One plain loop
        // (P4: this runs for each region of each frame): each call of a closure made here
        // checks that it runs on the main actor.
        var draws: [(draw: CardDraw, sprite: Scene.CardSprite)] = [], labels: [KeyLabel] = []
        var covered: [PixelRect] = [], middles: [PixelRect?] = [], reached: [(bounds: PixelRect, sprite: Scene.CardSprite)] = []
        for sprite in scene.cards {
            guard let bounds = Self.bounds(of: sprite, s), !bounds.intersection(area).isEmpty else { continue }
            if let key = sprite.keyLabel, sprite.opacity > 0.99, abs(sprite.angle) < 0.01 {
                labels.append(KeyLabel(key: key, tab: Self.keyLabelFrame(of: sprite), firstOver: reached.count + 1))
            }
            reached.append((bounds, sprite))
            guard let draw = try cardDraw(sprite, s) else { continue }
            draws.append((draw, sprite))
            guard case .bands(_, let geometry) = draw else {
                middles.append(nil)
                continue
            }
            covered.append(sprite.inFlight ? geometry.middle : geometry.middle.intersection(cardArea))
            middles.append(geometry.middle.intersection(Self.pixelRect(sprite.inFlight ? table : cards)))
        }
        // Cards in a grid leave the felt in a few strips between them: paint just those.
        // Cards flying over each other leave ragged gaps that cost more than they save.
        let felt = PixelCover.anyOverlap(covered) ? [area] : PixelCover.uncovered(area, by: covered)
        let hidden = Self.middlesHidden(middles)
        let pile = scene.deckPile.map { Self.wholePixels(Self.bounds(ofPile: $0.frame), s) }
        defer { clip(to: nil) }
        let bands = tableBands(area, draws, keepingWhole: pile)
        // The pile is drawn with the band holding its rows: bands never cut through it.
        let pileBand = pile.map { pile in bands.firstIndex { $0.maxY > pile.y } ?? bands.count - 1 }
        let region = redrawRegion
        do {
            defer { redrawRegion = region }
            for (index, band) in bands.enumerated() {
                let bandRegion = bands.count > 1 ? band : region
                redrawRegion = bandRegion
                clip(to: nil)
                fill(felt, theme.felt.withAlpha(255))
                if index == pileBand, let deckPile = scene.deckPile {
                    // Within the region, as when the table is drawn whole.
                    redrawRegion = region
                    if reaches(Self.bounds(ofPile: deckPile.frame), s) {
                        try drawDeckPile(deckPile, chrome: scene.layout.chromeScale, s)
                    }
                    redrawRegion = bandRegion
                }
                try drawCards(draws, hidden: hidden, reaching: band, table: table, cards: cards, s)
            }
        }
        // A pad's ring on a card lies under the key labels, which reach over its edge.
        try drawFocusRings(scene.focusRings.filter { $0.cardArea != nil }, s)
        guard !labels.isEmpty else { return }
        try drawKeyLabels(labels, under: reached, cards: cards, s)
    }

    /// The cards of `draws` whose rows reach `band`, in order: cards at rest clipped to the
    /// cards' area, cards in flight to the whole table; a card's middle left out when `hidden`.
    private func drawCards(_ draws: [(draw: CardDraw, sprite: Scene.CardSprite)], hidden: [Bool], reaching band: PixelRect,
                           table: SDL_Rect, cards: SDL_Rect, _ s: Double) throws {
        for (index, (draw, sprite)) in draws.enumerated() {
            let within = sprite.inFlight ? table : cards
            switch draw {
            case .bands(let face, let geometry):
                guard geometry.targetRows[0] < band.maxY, geometry.targetRows[3] > band.y, clip(to: within) else { continue }
                // A middle under a later card's opaque middle would be copied over whole: skipped.
                let outer = hidden[index] ? geometry.outerBands(within: within) : nil
                guard copyByHand(face, geometry, within: outer?.top ?? within, card: sprite.card) else {
                    blitInBands(try face.texture(), geometry)
                    continue
                }
                if let outer { _ = copyByHand(face, geometry, within: outer.bottom, card: sprite.card) }
            case .whole(let face, let frame, let alpha, let angle):
                guard clip(to: within) else { continue }
                blit(try face.texture(), frame, alpha: alpha, angle: angle, s)
            }
        }
    }

    /// For each card drawn in bands (its opaque middle given, clipped as it is drawn), whether
    /// a card drawn after it has an opaque middle covering all of its own: the later card
    /// copies every pixel of it over whatever was there, so drawing it is wasted (the cards
    /// waiting on the deck pile to be dealt, stacked on one another).
    nonisolated static func middlesHidden(_ middles: [PixelRect?]) -> [Bool] {
        // Every pair of 81 cards, each frame of a deal (P2): plain corners in one buffer, a
        // card without a middle as one that contains nothing.
        let corners = middles.map { m -> (Int, Int, Int, Int) in
            guard let m, !m.isEmpty else { return (.max, .max, .min, .min) }
            return (m.x, m.y, m.maxX, m.maxY)
        }
        return corners.withUnsafeBufferPointer { c in
            c.indices.map { i in
                let (x0, y0, x1, y1) = c[i]
                guard x1 > x0 else { return false }
                var j = i + 1
                while j < c.count {
                    let (a0, b0, a1, b1) = c[j]
                    if a0 <= x0 && b0 <= y0 && a1 >= x1 && b1 >= y1 { return true }
                    j += 1
                }
                return false
            }
        }
    }

    /// The bands of rows the table's `area` is drawn in, each its felt then its cards
    /// (`RowBands`): as few bands of one height as hold at most `bandBytes` of the target's
    /// rows each, never cut through the deck pile. One band, the whole area, when it holds no
    /// more than two (at 1920×1080 the table's 7 MB were drawn no quicker in bands), or unless
    /// every card is copied by hand: SDL would repeat a scaled, faded or turned copy whole for
    /// each band it is clipped to.
    func tableBands(_ area: PixelRect, _ draws: [(draw: CardDraw, sprite: Scene.CardSprite)],
                    keepingWhole pile: PixelRect?) -> [PixelRect] {
        guard handCopies, let target = target.softwareTarget, area.height * target.pitch * 4 / 2 > bandBytes else {
            return [area]
        }
        for (draw, _) in draws {
            guard case .bands(let face, _) = draw, face.compact != nil else { return [area] }
        }
        // Bands of one height, each at most `bandBytes` (and at least 16 rows).
        let count = (area.height * target.pitch * 4 + bandBytes - 1) / bandBytes
        let rows = max(16, (area.height + count - 1) / count)
        return RowBands.split(area, rows: rows, keepingWhole: pile.map { [$0] } ?? [])
    }

    static func pixelRect(_ r: SDL_Rect) -> PixelRect { PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.w), height: Int(r.h)) }

    /// Makes the deck pile's back, once a frame before any card is drawn: the cards waiting on
    /// the pile to be dealt are drawn from it (a face at the height they are drawn at), in
    /// the frame after the caches were emptied too, so that a frame drawn in part, which
    /// leaves them alone, shows them as a whole one does. Made outside the frame's budget,
    /// which is the cards' faces'.
    func makePileBack(_ scene: Scene, _ s: Double) throws {
        guard let pile = scene.deckPile, pile.count > 0, pile.frame.width >= 4 else { return }
        _ = try faces.makeAhead(SetCore.Card.all[0], look: .back, width: Int((pile.frame.width * s).rounded()),
                                height: Int((pile.frame.height * s).rounded()))
    }

    /// The deck pile (T1): a few face-down cards stacked, thicker the more cards are left,
    /// with the count on top; an empty pile is a dashed-looking outline of where it was.
    private func drawDeckPile(_ pile: Scene.DeckPile, chrome u: Double, _ s: Double) throws {
        let frame = pile.frame
        guard frame.width >= 4 else { return }
        let radius = frame.width * CardPainter.cornerRatio, inside = frame.insetBy(dx: 3, dy: 3)
        guard pile.count > 0 else {
            try blitRoundedRect(frame, radius: radius, color: theme.emptyPile, s)
            try blitRoundedRect(inside, radius: radius, color: theme.felt, s)
            return
        }
        // The pile emptied, made between frames before the deck runs out.
        noteShapeAhead(frame, radius: radius, color: theme.emptyPile, s)
        noteShapeAhead(inside, radius: radius, color: theme.felt, s)
        let layers = min(3, 1 + pile.count / 24), offset = max(1.5, frame.width * 0.04)
        for layer in stride(from: layers - 1, through: 0, by: -1) {
            let card = frame.offsetBy(dx: -Double(layer) * offset, dy: -Double(layer) * offset)
            try drawCard(SetCore.Card.all[0], look: .back, in: card, s)
        }
        let badge = Rect.centered(at: Point(x: frame.midX, y: frame.maxY - frame.height * 0.16),
                                  size: Size(width: frame.width * 0.8, height: min(22 * u, frame.height * 0.24)))
        try blitRoundedRect(badge, radius: badge.height / 2, color: theme.keyLabel, s)
        try drawText("\(pile.count)", at: badge.center, size: badge.height * 0.72, weight: .bold,
                     color: theme.keyLabelText, anchor: .center, s, maxWidth: badge.width * 0.9)
    }

    /// A card's face over `frame`, its baked shadow below it (the help's examples).
    func drawCard(_ card: Card, look: CardLook, in frame: Rect, _ s: Double) throws {
        let width = Int((frame.width * s).rounded()), height = Int((frame.height * s).rounded())
        guard width >= 4, height >= 4 else { return }
        let face = try faces.face(card, look: look, width: width, height: height)
        let x = Int((frame.minX * s).rounded()), y = Int((frame.minY * s).rounded())
        guard !copyByHand(face, at: x, y) else { return }
        let texture = try face.texture()
        var target = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(face.width), h: Int32(face.height))
        SDL_SetTextureAlphaMod(texture.pointer, 255)
        SDL_RenderCopy(renderer, texture.pointer, nil, &target)
    }

    /// Finds the face for a sprite (from the cache, rasterized if it must be) and where it goes.
    func cardDraw(_ sprite: Scene.CardSprite, _ s: Double) throws -> CardDraw? {
        let width = Int((sprite.restingSize.width * s).rounded()), height = Int((sprite.restingSize.height * s).rounded())
        guard sprite.opacity > 0, width >= 4, height >= 4 else { return nil }
        let resizing = abs(sprite.frame.width - sprite.restingSize.width) > 0.5
            || abs(sprite.frame.height - sprite.restingSize.height) > 0.5
        let face: KeptImage
        if let cached = try faces.cachedFace(sprite.card, look: sprite.look, width: width, height: height,
                                             substituteAllowed: resizing,
                                             drawnHeight: resizing ? Int((sprite.frame.height * s).rounded()) : nil) {
            face = cached.face
            // A card at rest drawn from another size (this frame's budget ran out) gets its
            // own face on a later frame; a card changing size is drawn scaled anyway.
            if !cached.exact && !resizing { needsAnotherFrame = true }
        } else {
            face = try faces.face(sprite.card, look: sprite.look, width: width, height: height)
        }
        let alpha = UInt8(clamping: Int((sprite.opacity * 255).rounded()))
        guard alpha == 255, abs(sprite.angle) < 0.01 else {
            return .whole(face, frame: Self.withShadow(sprite.frame, faceWidth: face.width, faceHeight: face.height),
                          alpha: alpha, angle: sprite.angle)
        }
        return .bands(face, Self.bandGeometry(sprite.frame, faceWidth: face.width, faceHeight: face.height, s))
    }

    /// `frame` stretched down over the shadow a face of `faceWidth` × `faceHeight` carries
    /// below the card.
    nonisolated static func withShadow(_ frame: Rect, faceWidth: Int, faceHeight: Int) -> Rect {
        var frame = frame
        let cardHeight = faceHeight - CardFaceCache.shadowMargin(forWidth: faceWidth)
        frame.height *= Double(faceHeight) / Double(max(1, cardHeight))
        return frame
    }

    /// Where a face of `faceWidth` × `faceHeight` is drawn for a card at `card` (its frame
    /// without the shadow). The rounded top and the bottom with the shadow are blended bands;
    /// the middle is opaque, so it is copied (or stretched, while the card changes size)
    /// without blending, which the software renderer does several times faster.
    nonisolated static func bandGeometry(_ card: Rect, faceWidth: Int, faceHeight: Int, _ s: Double) -> BandGeometry {
        let frame = withShadow(card, faceWidth: faceWidth, faceHeight: faceHeight)
        let cardHeight = faceHeight - CardFaceCache.shadowMargin(forWidth: faceWidth)
        let x0 = Int32((frame.minX * s).rounded()), y0 = Int32((frame.minY * s).rounded())
        var width = Int32((frame.maxX * s).rounded()) - x0, height = Int32((frame.maxY * s).rounded()) - y0
        if abs(width - Int32(faceWidth)) <= 1 && abs(height - Int32(faceHeight)) <= 1 {
            (width, height) = (Int32(faceWidth), Int32(faceHeight))  // pixel for pixel
        }
        let top = Int32(min(cardHeight / 2, Int((Double(faceWidth) * CardPainter.cornerRatio).rounded(.up)) + 2))
        let rows = SIMD4<Int32>(0, top, Int32(cardHeight) - top, Int32(faceHeight))
        let scale = Double(height) / Double(faceHeight)
        var targetRows = SIMD4<Int32>()
        for i in 0..<4 { targetRows[i] = y0 + Int32((Double(rows[i]) * scale).rounded()) }
        return BandGeometry(x: x0, width: width, rows: rows, targetRows: targetRows)
    }

    private func blitInBands(_ face: Texture, _ g: BandGeometry) {
        SDL_SetTextureAlphaMod(face.pointer, 255)
        for band in 0..<3 where g.rows[band + 1] > g.rows[band] && g.targetRows[band + 1] > g.targetRows[band] {
            SDL_SetTextureBlendMode(face.pointer, band == 1 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            var source = SDL_Rect(x: 0, y: g.rows[band], w: Int32(face.width), h: g.rows[band + 1] - g.rows[band])
            var target = SDL_Rect(x: g.x, y: g.targetRows[band], w: g.width, h: g.targetRows[band + 1] - g.targetRows[band])
            SDL_RenderCopy(renderer, face.pointer, &source, &target)
        }
        SDL_SetTextureBlendMode(face.pointer, SDL_BLENDMODE_BLEND)
    }

    /// Draws a texture over `frame`, scaled or rotated as needed.
    private func blit(_ texture: Texture, _ frame: Rect, alpha: UInt8, angle: Double, _ s: Double) {
        SDL_SetTextureAlphaMod(texture.pointer, alpha)
        let x = frame.x * s, y = frame.y * s, w = frame.width * s, h = frame.height * s
        if abs(angle) < 0.01 {
            var target = SDL_Rect(x: Int32(x.rounded()), y: Int32(y.rounded()), w: Int32(w.rounded()), h: Int32(h.rounded()))
            SDL_RenderCopy(renderer, texture.pointer, nil, &target)
        } else {
            var target = SDL_FRect(x: Float(x), y: Float(y), w: Float(w), h: Float(h))
            SDL_RenderCopyExF(renderer, texture.pointer, nil, &target, angle, nil, SDL_FLIP_NONE)
        }
    }
}
