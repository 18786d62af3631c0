import CSDL2
import SetCore
import Table

/// Draws a `Scene` into any SDL renderer (a window's or a software one), at `pixelScale`
/// pixels per logical point. Owns the caches of that renderer's textures.
public final class SceneRenderer {
    public let renderer: OpaquePointer
    public var theme: Theme {
        didSet { if theme != oldValue { faces.painter = CardPainter(theme: theme); invalidate() } }
    }
    public let faces: CardFaceCache
    let text: TextCache
    let shapes: ShapeCache

    public init(renderer: OpaquePointer, fonts: FontFiles, theme: Theme = .classic) {
        self.renderer = renderer
        self.theme = theme
        faces = CardFaceCache(renderer: renderer, painter: CardPainter(theme: theme))
        text = TextCache(renderer: renderer, fonts: fonts)
        shapes = ShapeCache(renderer: renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Forgets every cached texture: after `SDL_RENDER_TARGETS_RESET` or a device reset.
    public func invalidate() {
        faces.removeAll()
        text.removeAll()
        shapes.removeAll()
    }

    /// Set by `draw` when a card was drawn from a face of another size: draw again soon,
    /// the exact face comes on a later frame.
    public private(set) var needsAnotherFrame = false

    public func draw(_ scene: Scene, pixelScale: Double) throws {
        let s = pixelScale
        needsAnotherFrame = false
        fill(scene.layout.table, theme.felt, s)  // the bars are filled with their own color
        try drawCards(scene, s)
        if let bar = scene.scrollBar { try drawScrollBar(bar, in: scene.layout.table, s) }
        try drawStatusBar(scene, s)
        try drawButtonBar(scene, s)
        if let panel = scene.panel { try drawPanel(panel, in: scene.layout.table, s) }
        faces.endFrame()
    }

    // MARK: - Cards

    private func drawCards(_ scene: Scene, _ s: Double) throws {
        var clip = pixelRect(scene.layout.table, s)
        SDL_RenderSetClipRect(renderer, &clip)
        defer { SDL_RenderSetClipRect(renderer, nil) }
        for sprite in scene.cards where sprite.opacity > 0 {
            let width = Int((sprite.restingSize.width * s).rounded()), height = Int((sprite.restingSize.height * s).rounded())
            guard width >= 4, height >= 4 else { continue }
            let alpha = UInt8(clamping: Int((sprite.opacity * 255).rounded()))
            let resizing = abs(sprite.frame.width - sprite.restingSize.width) > 0.5
                || abs(sprite.frame.height - sprite.restingSize.height) > 0.5
            let face: Texture
            if let cached = faces.cachedFace(sprite.card, look: sprite.look, width: width, height: height,
                                             substituteAllowed: resizing) {
                face = cached.texture
                if !cached.exact { needsAnotherFrame = true }
            } else {
                face = try faces.face(sprite.card, look: sprite.look, width: width, height: height)
            }
            // The face texture carries the card's shadow below it: stretch the frame to match.
            var frame = sprite.frame
            let cardHeight = face.height - CardFaceCache.shadowMargin(forWidth: face.width)
            frame.height *= Double(face.height) / Double(max(1, cardHeight))
            if alpha == 255, abs(sprite.angle) < 0.01 {
                blitInBands(face, at: frame, cardHeight: cardHeight, s)
            } else {
                blit(face, frame, alpha: alpha, angle: sprite.angle, s)
            }
        }
    }

    /// A card face drawn in three bands: the rounded top and the bottom with the shadow
    /// are blended, the opaque middle is copied (or stretched, while the card changes
    /// size), which the software renderer does several times faster than blending.
    private func blitInBands(_ face: Texture, at frame: Rect, cardHeight: Int, _ s: Double) {
        let x0 = Int32((frame.minX * s).rounded()), y0 = Int32((frame.minY * s).rounded())
        var width = Int32((frame.maxX * s).rounded()) - x0, height = Int32((frame.maxY * s).rounded()) - y0
        if abs(width - Int32(face.width)) <= 1 && abs(height - Int32(face.height)) <= 1 {
            (width, height) = (Int32(face.width), Int32(face.height))  // pixel for pixel
        }
        let top = Int32(min(cardHeight / 2, Int((Double(face.width) * CardPainter.cornerRatio).rounded(.up)) + 2))
        let rows = [0, top, Int32(cardHeight) - top, Int32(face.height)]
        let scale = Double(height) / Double(face.height)
        let targetRows = rows.map { y0 + Int32((Double($0) * scale).rounded()) }
        SDL_SetTextureAlphaMod(face.pointer, 255)
        for band in 0..<3 where rows[band + 1] > rows[band] && targetRows[band + 1] > targetRows[band] {
            SDL_SetTextureBlendMode(face.pointer, band == 1 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            var source = SDL_Rect(x: 0, y: rows[band], w: Int32(face.width), h: rows[band + 1] - rows[band])
            var target = SDL_Rect(x: x0, y: targetRows[band], w: width, h: targetRows[band + 1] - targetRows[band])
            SDL_RenderCopy(renderer, face.pointer, &source, &target)
        }
        SDL_SetTextureBlendMode(face.pointer, SDL_BLENDMODE_BLEND)
    }

    /// Draws a texture over `frame`. Unrotated textures at their own size go pixel for
    /// pixel (the fast path of the software renderer); others are scaled or rotated.
    private func blit(_ texture: Texture, _ frame: Rect, alpha: UInt8, angle: Double, _ s: Double) {
        SDL_SetTextureAlphaMod(texture.pointer, alpha)
        let x = frame.x * s, y = frame.y * s, w = frame.width * s, h = frame.height * s
        if abs(angle) < 0.01 {
            let exact = abs(w - Double(texture.width)) < 1 && abs(h - Double(texture.height)) < 1
            var target = SDL_Rect(x: Int32(x.rounded()), y: Int32(y.rounded()),
                                  w: exact ? Int32(texture.width) : Int32(w.rounded()),
                                  h: exact ? Int32(texture.height) : Int32(h.rounded()))
            SDL_RenderCopy(renderer, texture.pointer, nil, &target)
        } else {
            var target = SDL_FRect(x: Float(x), y: Float(y), w: Float(w), h: Float(h))
            SDL_RenderCopyExF(renderer, texture.pointer, nil, &target, angle, nil, SDL_FLIP_NONE)
        }
    }
}
