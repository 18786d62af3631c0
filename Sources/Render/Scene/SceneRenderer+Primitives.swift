import CSDL2
import SceneModel
import Layout

/// Text, rounded rectangles and fills, in logical points scaled by `s` to pixels.
extension SceneRenderer {
    enum Anchor { case left, center, right }

    /// Width in points of `string` drawn at `size`.
    func textWidth(_ string: String, size: Double, weight: TextCache.Weight, _ s: Double) throws -> Double {
        Double(try text.width(string, pixelSize: Int((size * s).rounded()), weight: weight)) / s
    }

    /// The largest size up to `size` at which each of `strings` is at most `maxWidth` points
    /// wide: a column of labels shrinks as one when a language's longest label needs it (I2).
    func fittingSize(_ strings: [String], size: Double, weight: TextCache.Weight, maxWidth: Double,
                     _ s: Double) throws -> Double {
        func widest(at size: Double) throws -> Double {
            try strings.map { try textWidth($0, size: size, weight: weight, s) }.max() ?? 0
        }
        let natural = try widest(at: size)
        guard natural > maxWidth, natural > 0 else { return size }
        // Glyphs are drawn at whole pixel sizes: step down a pixel at a time until all fit.
        var fitting = size * max(0, maxWidth) / natural
        while fitting * s > Double(Self.smallestPixelSize), try widest(at: fitting) > maxWidth { fitting -= 1 / s }
        return fitting
    }

    /// Draws text with its vertical centre on `point`, shrunk if needed to `maxWidth`;
    /// returns its width in points.
    @discardableResult
    func drawText(_ string: String, at point: Point, size: Double, weight: TextCache.Weight,
                  color: RGBA, anchor: Anchor, _ s: Double, maxWidth: Double? = nil) throws -> Double {
        guard !string.isEmpty else { return 0 }
        let pixelSize = try textPixelSize(string, size: size, weight: weight, s, maxWidth: maxWidth)
        let label = try text.label(string, pixelSize: pixelSize, weight: weight, color: color)
        let width = Double(label.width), height = Double(label.height)
        let px = point.x * s, py = point.y * s
        let x: Double = switch anchor {
        case .left: px
        case .center: px - width / 2
        case .right: px - width
        }
        var target = SDL_Rect(x: Int32(x.rounded()), y: Int32((py - height / 2).rounded()),
                              w: Int32(label.width), h: Int32(label.height))
        if label.isLent { SDL_SetTextureScaleMode(label.texture.pointer, SDL_ScaleModeLinear) }
        SDL_RenderCopy(renderer, label.texture.pointer, nil, &target)
        return width / s
    }

    /// The pixel size `drawText` sets `string` at: `size` points, smaller when it would be
    /// wider than `maxWidth`.
    func textPixelSize(_ string: String, size: Double, weight: TextCache.Weight, _ s: Double,
                       maxWidth: Double?) throws -> Int {
        let pixelSize = Int((size * s).rounded())
        guard let maxWidth else { return pixelSize }
        let natural = try text.width(string, pixelSize: pixelSize, weight: weight)
        guard Double(natural) > maxWidth * s else { return pixelSize }
        return max(Self.smallestPixelSize, Int(Double(pixelSize) * maxWidth * s / Double(natural)))
    }

    /// The smallest pixel size text is shrunk to: below it letters run together, so text
    /// that would need less is drawn at it, wider than its room.
    static let smallestPixelSize = 6

    /// Breaks `string` into lines no wider than `width` points, word by word, where a line
    /// may break (`LineBreaks`).
    func wrap(_ string: String, size: Double, weight: TextCache.Weight, width: Double, _ s: Double) throws -> [String] {
        var lines: [String] = []
        var line = ""
        for word in LineBreaks.pieces(of: string) where !word.isEmpty {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            let fits = try textWidth(candidate, size: size, weight: weight, s) <= width
            if line.isEmpty || fits {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Draws `string` centred in `box` on one line, or on two where `twoLines` and that lets
    /// it be drawn larger (`LineBreaks.oneOrTwoLines`), shrunk as one to fit the box's width.
    func drawLines(_ string: String, in box: Rect, size: Double, twoLines: Bool, weight: TextCache.Weight,
                   color: RGBA, _ s: Double) throws {
        let (lines, fitting) = try self.lines(string, width: box.width, size: size, twoLines: twoLines,
                                              weight: weight, s)
        try drawLines(lines, in: box, size: fitting, weight: weight, color: color, s)
    }

    /// `string` on one line, or on two where `twoLines` and that lets it be drawn larger, and
    /// the size at which those lines fit `width`.
    func lines(_ string: String, width: Double, size: Double, twoLines: Bool, weight: TextCache.Weight,
               _ s: Double) throws -> (lines: [String], size: Double) {
        let lines = twoLines
            ? try LineBreaks.oneOrTwoLines(string, width: width) { try textWidth($0, size: size, weight: weight, s) }
            : [string]
        return (lines, try fittingSize(lines, size: size, weight: weight, maxWidth: width, s))
    }

    /// Draws `lines` at `fitting`, each centred in `box`'s width, together centred in its height.
    func drawLines(_ lines: [String], in box: Rect, size fitting: Double, weight: TextCache.Weight, color: RGBA,
                   _ s: Double) throws {
        for (i, line) in lines.enumerated() {
            let y = box.midY + (Double(i) - Double(lines.count - 1) / 2) * fitting * 1.25
            try drawText(line, at: Point(x: box.midX, y: y), size: fitting, weight: weight, color: color, anchor: .center, s,
                         maxWidth: box.width)
        }
    }

    func blitRoundedRect(_ frame: Rect, radius: Double, color: RGBA, _ s: Double) throws {
        var target = pixelRect(frame, s)
        let shape = try shapes.roundedRect(width: Int(target.w), height: Int(target.h),
                                           radius: Int((radius * s).rounded()), color: color)
        if copyByHand(shape, at: Int(target.x), Int(target.y)) { return }
        SDL_RenderCopy(renderer, try shape.texture().pointer, nil, &target)
    }

    func fill(_ rect: Rect, _ color: RGBA, _ s: Double) {
        fill(CollectionOfOne(Self.wholePixels(rect, s)), color)
    }

    /// Fills `rects` with `color` within the clip rectangle and the region being redrawn:
    /// an opaque colour by hand, through the cache (`fillByHand`), a translucent one (the
    /// overlays' scrim) blended by SDL.
    func fill(_ rects: some Collection<PixelRect>, _ color: RGBA) {
        if fillByHand(rects, color) { return }
        var sdlRects = rects.map(Self.sdlRect)
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRects(renderer, &sdlRects, Int32(sdlRects.count))
    }

    func pixelRect(_ r: Rect, _ s: Double) -> SDL_Rect { Self.sdlRect(Self.wholePixels(r, s)) }
}
