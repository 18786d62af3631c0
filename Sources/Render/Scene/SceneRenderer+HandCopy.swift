import CSDL2
import SetCore
import SceneModel
import Layout

/// Cards copied by hand into the software renderer's pixels (P2): SDL's software renderer
/// blends every pixel of a band it is told to blend and stretches bilinearly, at a cost
/// several times a plain copy; a face is kept as runs (P3, `CompactImage`), so runs of one
/// colour are filled, other opaque pixels copied, only the partly clear ones blended
/// (exactly as SDL blends), and a card changing size is stretched to the nearest pixel.
extension SceneRenderer {
    /// Draws `face` as `blitInBands` would, within `clip` and the region being redrawn, for
    /// `card` (the table's bands draw a card in pieces); false when the renderer or the face
    /// keeps its pixels out of reach (SDL draws it then).
    func copyByHand(_ face: KeptImage, _ g: BandGeometry, within clip: SDL_Rect, card: Card) -> Bool {
        guard handCopies, let image = face.compact, let target = target.softwareTarget else { return false }
        var area = PixelRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h))
        if let region = redrawRegion { area = area.intersection(region) }
        let top = Int(g.targetRows[0])
        // The middle band is copied as it is, as SDL copies it without blending.
        let middle = Int(g.rows[1])..<Int(g.rows[2])
        if Int(g.width) == face.width && Int(g.targetRows[3]) - top == face.height {
            image.draw(to: target, x: Int(g.x), y: top, clip: area, asIs: middle)
        } else {
            let plan = stretchPlan(faceWidth: face.width, g)
            if let stretched = stretchedFace(face, image, plan, card: card) {
                stretched.image.draw(to: target, x: Int(g.x), y: top, clip: area, asIs: stretched.asIs)
            } else {
                image.stretch(rows: plan.rows, columns: plan.columns, spans: plan.spans,
                              to: target, x: Int(g.x), y: top, clip: area, asIs: middle)
            }
        }
        return true
    }

    /// `face` stretched as `plan` says, when another card of this frame showed it at that
    /// size already (the back of a deal's cards flying in groups, P2): stretched once, then
    /// each card copied from it; nil for a face the frame shows once at that size, however
    /// many pieces of `card` are drawn.
    func stretchedFace(_ face: KeptImage, _ image: CompactImage, _ plan: StretchPlan, card: Card) -> SharedStretch? {
        guard sharesStretches else { return nil }
        let key = SharedStretch.Key(face: ObjectIdentifier(face), plan: plan.key)
        if let shared = sharedStretches[key], shared.face === face { return shared }
        guard let first = stretchedOnce[key], first != card else {
            stretchedOnce[key] = card
            return nil
        }
        stretchedOnce[key] = nil
        let middle = plan.key.rows.0..<plan.key.rows.1
        let shared = SharedStretch(face: face, image: image.stretched(plan),
                                   asIs: plan.rows.map { middle.contains(Int32($0)) })
        sharedStretches[key] = shared
        return shared
    }

    /// The source rows and columns of a face stretched to `g`, and the runs of its columns:
    /// worked out once a frame for each size (P2): the cards of a deal fly in groups that
    /// change size together, 81 cards in a handful of sizes.
    func stretchPlan(faceWidth: Int, _ g: BandGeometry) -> StretchPlan {
        let t = g.targetRows
        let key = StretchPlan.Key(faceWidth: Int32(faceWidth), width: g.width, rows: (g.rows[1], g.rows[2], g.rows[3]),
                                  heights: (t[1] - t[0], t[2] - t[1], t[3] - t[2]))
        if let plan = stretchPlans[key] { return plan }
        var sourceRows: [Int] = []
        for band in 0..<3 {
            let start = Int(g.rows[band]), sourceCount = Int(g.rows[band + 1]) - start
            let count = Int(t[band + 1]) - Int(t[band])
            sourceRows += PixelBlit.nearest(count: count, sourceCount: sourceCount, start: start)
        }
        let columns = PixelBlit.nearest(count: Int(g.width), sourceCount: faceWidth)
        let plan = StretchPlan(key: key, rows: sourceRows, columns: columns,
                               spans: PixelBlit.ColumnSpans(columns, sourceWidth: faceWidth))
        stretchPlans[key] = plan
        return plan
    }

    /// Fills `rects` with opaque `color` as `SDL_RenderFillRects` would, within the
    /// renderer's clip rectangle and the region being redrawn, but through the cache (the
    /// felt under the cards, the bars: `PixelPlane.fill`); false when SDL must fill them.
    func fillByHand(_ rects: some Sequence<PixelRect>, _ color: RGBA) -> Bool {
        guard handCopies, color.a == 255, let target = target.softwareTarget else { return false }
        let area = handArea(of: target), pixel = target.pixel(of: color)
        for rect in rects { target.fill(rect.intersection(area), with: pixel) }
        return true
    }

    /// Where drawing by hand on `target` may write: within the renderer's clip rectangle
    /// and the region being redrawn.
    private func handArea(of target: PixelPlane) -> PixelRect {
        var area = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            area = area.intersection(Self.pixelRect(clip))
        }
        if let region = redrawRegion { area = area.intersection(region) }
        return area
    }

    /// Draws `face` whole at (`x`, `y`), every pixel blended, as `SDL_RenderCopy` would:
    /// within the renderer's clip rectangle and the region being redrawn; false when SDL
    /// must draw it.
    func copyByHand(_ face: KeptImage, at x: Int, _ y: Int) -> Bool {
        guard handCopies, let image = face.compact, let target = target.softwareTarget else { return false }
        image.draw(to: target, x: x, y: y, clip: handArea(of: target))
        return true
    }
}

/// How a face is stretched to one size: target row `i` shows source row `rows[i]`, target
/// column `j` source column `columns[j]`.
struct StretchPlan {
    /// The face's width, the target's, the face's band rows (the first is 0) and the
    /// target's band heights.
    struct Key: Hashable {
        var faceWidth: Int32, width: Int32
        var rows: (Int32, Int32, Int32), heights: (Int32, Int32, Int32)

        static func == (a: Key, b: Key) -> Bool {
            a.faceWidth == b.faceWidth && a.width == b.width && a.rows == b.rows && a.heights == b.heights
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(faceWidth)
            hasher.combine(width)
            hasher.combine(rows.0); hasher.combine(rows.1); hasher.combine(rows.2)
            hasher.combine(heights.0); hasher.combine(heights.1); hasher.combine(heights.2)
        }
    }

    var key: Key
    var rows: [Int], columns: [Int]
    var spans: PixelBlit.ColumnSpans
}

/// A face stretched once for the cards of one frame that show it at one size.
struct SharedStretch {
    struct Key: Hashable {
        var face: ObjectIdentifier
        var plan: StretchPlan.Key
    }

    /// The face, kept so that its identifier stays its own while this lasts.
    let face: KeptImage
    let image: StretchedImage
    /// For each target row, whether it is copied as it is (the face's opaque middle).
    let asIs: [Bool]
}
