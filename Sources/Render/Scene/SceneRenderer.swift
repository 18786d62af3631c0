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
        fill(Rect(x: 0, y: 0, width: scene.layout.window.width, height: scene.layout.window.height), theme.felt, s)
        try drawCards(scene, s)
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
            if alpha == 255, abs(sprite.angle) < 0.01, !resizing, face.width == width {
                blitOpaqueMiddle(face, at: frame, cardHeight: cardHeight, s)
            } else {
                blit(face, frame, alpha: alpha, angle: sprite.angle, s)
            }
        }
    }

    /// A card face at its own size, drawn in three bands: the rounded top and the bottom
    /// with the shadow are blended, the middle (opaque) is copied, which the software
    /// renderer does several times faster.
    private func blitOpaqueMiddle(_ face: Texture, at frame: Rect, cardHeight: Int, _ s: Double) {
        let x = Int32((frame.x * s).rounded()), y = Int32((frame.y * s).rounded())
        let w = Int32(face.width)
        let top = Int32(min(cardHeight / 2, Int((Double(face.width) * CardPainter.cornerRatio).rounded(.up)) + 2))
        let middle = Int32(cardHeight) - 2 * top
        SDL_SetTextureAlphaMod(face.pointer, 255)
        func copy(from row: Int32, rows: Int32, blend: SDL_BlendMode) {
            guard rows > 0 else { return }
            SDL_SetTextureBlendMode(face.pointer, blend)
            var source = SDL_Rect(x: 0, y: row, w: w, h: rows)
            var target = SDL_Rect(x: x, y: y + row, w: w, h: rows)
            SDL_RenderCopy(renderer, face.pointer, &source, &target)
        }
        copy(from: 0, rows: top, blend: SDL_BLENDMODE_BLEND)
        copy(from: top, rows: middle, blend: SDL_BLENDMODE_NONE)
        copy(from: top + middle, rows: Int32(face.height) - top - middle, blend: SDL_BLENDMODE_BLEND)
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

    // MARK: - Bars

    private func drawStatusBar(_ scene: Scene, _ s: Double) throws {
        let bar = scene.layout.statusBar
        fill(bar, theme.bar, s)
        try drawText("SET", at: Point(x: bar.minX + 20, y: bar.midY), size: 24, weight: .bold,
                     color: theme.barText, anchor: .left, s)
        var x = bar.maxX - 20
        for item in scene.status.reversed() {
            let value = try drawText(item.value, at: Point(x: x, y: bar.midY), size: 19, weight: .bold,
                                     color: theme.barText, anchor: .right, s)
            x -= value + 7
            let label = try drawText(item.label, at: Point(x: x, y: bar.midY), size: 15, weight: .regular,
                                     color: theme.barTextDim, anchor: .right, s)
            x -= label + 24
        }
    }

    private func drawButtonBar(_ scene: Scene, _ s: Double) throws {
        fill(scene.layout.buttonBar, theme.bar, s)
        if let message = scene.message {
            let table = scene.layout.table
            try drawToast(message, center: Point(x: table.midX, y: table.maxY - 26), s)
        }
        for button in scene.buttons {
            guard let frame = scene.layout.buttons[button.id] else { continue }
            let fillColor = button.enabled
                ? (button.highlighted ? theme.button.mixed(with: theme.selected, 0.35) : theme.button)
                : theme.buttonDisabled
            try blitRoundedRect(frame, radius: frame.height / 2, color: fillColor, s)
            let size = min(17, frame.height * 0.42, frame.width / Double(max(8, button.title.count)) * 1.6)
            try drawText(button.title, at: frame.center, size: size, weight: .bold,
                         color: button.enabled ? theme.buttonText : theme.buttonDisabledText, anchor: .center, s)
        }
    }

    private func drawToast(_ message: String, center: Point, _ s: Double) throws {
        let texture = try text.texture(message, pixelSize: Int((16 * s).rounded()), weight: .bold, color: theme.barText)
        let width = Double(texture.width) / s + 32, height = 34.0
        let frame = Rect.centered(at: center, size: Size(width: width, height: height))
        try blitRoundedRect(frame, radius: height / 2, color: theme.bar.withAlpha(235), s)
        try drawText(message, at: center, size: 16, weight: .bold, color: theme.barText, anchor: .center, s)
    }

    private func drawPanel(_ panel: (title: String, lines: [String]), in table: Rect, _ s: Double) throws {
        fill(table, RGBA(0, 0, 0, 90), s)
        let width = min(table.width - 40, 420.0), height = 96.0 + Double(panel.lines.count) * 30
        let frame = Rect.centered(at: table.center, size: Size(width: width, height: height))
        try blitRoundedRect(frame, radius: 18, color: theme.cardFace, s)
        try drawText(panel.title, at: Point(x: frame.midX, y: frame.minY + 42), size: 28, weight: .bold,
                     color: theme.buttonText, anchor: .center, s)
        for (i, line) in panel.lines.enumerated() {
            try drawText(line, at: Point(x: frame.midX, y: frame.minY + 86 + Double(i) * 30), size: 18,
                         weight: .regular, color: theme.buttonText, anchor: .center, s)
        }
    }

    // MARK: - Primitives

    enum Anchor { case left, center, right }

    /// Draws text with its vertical centre on `point`; returns its width in points.
    @discardableResult
    private func drawText(_ string: String, at point: Point, size: Double, weight: TextCache.Weight,
                          color: RGBA, anchor: Anchor, _ s: Double) throws -> Double {
        guard !string.isEmpty else { return 0 }
        let texture = try text.texture(string, pixelSize: Int((size * s).rounded()), weight: weight, color: color)
        let width = Double(texture.width), height = Double(texture.height)
        let px = point.x * s, py = point.y * s
        let x: Double = switch anchor {
        case .left: px
        case .center: px - width / 2
        case .right: px - width
        }
        var target = SDL_Rect(x: Int32(x.rounded()), y: Int32((py - height / 2).rounded()),
                              w: Int32(texture.width), h: Int32(texture.height))
        SDL_RenderCopy(renderer, texture.pointer, nil, &target)
        return width / s
    }

    private func blitRoundedRect(_ frame: Rect, radius: Double, color: RGBA, _ s: Double) throws {
        var target = pixelRect(frame, s)
        let texture = try shapes.roundedRect(width: Int(target.w), height: Int(target.h),
                                             radius: Int((radius * s).rounded()), color: color)
        SDL_RenderCopy(renderer, texture.pointer, nil, &target)
    }

    private func fill(_ rect: Rect, _ color: RGBA, _ s: Double) {
        var r = pixelRect(rect, s)
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &r)
    }

    private func pixelRect(_ r: Rect, _ s: Double) -> SDL_Rect {
        let x0 = Int32((r.minX * s).rounded()), y0 = Int32((r.minY * s).rounded())
        let x1 = Int32((r.maxX * s).rounded()), y1 = Int32((r.maxY * s).rounded())
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }
}
