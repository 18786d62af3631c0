import CSDL2
import SceneModel
import Layout

/// Cards copied by hand into the software renderer's pixels (P2): SDL's software renderer
/// blends every pixel of a band it is told to blend and stretches bilinearly, at a cost
/// several times a plain copy; a face is kept as runs (P3, `CompactImage`), so runs of one
/// colour are filled, other opaque pixels copied, only the partly clear ones blended
/// (exactly as SDL blends), and a card changing size is stretched to the nearest pixel.
extension SceneRenderer {
    /// Draws `face` as `blitInBands` would, within `clip` and the region being redrawn;
    /// false when the renderer or the face keeps its pixels out of reach (SDL draws it then).
    func copyByHand(_ face: CardFace, _ g: BandGeometry, within clip: SDL_Rect) -> Bool {
        guard handCopies, let image = face.compact, let target = target.softwareTarget else { return false }
        var area = PixelRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h))
        if let region = redrawRegion { area = area.intersection(region) }
        let rows = g.rows.map(Int.init), targetRows = g.targetRows.map(Int.init)
        // The middle band is copied as it is, as SDL copies it without blending.
        let middle = rows[1]..<rows[2]
        if Int(g.width) == face.width && targetRows[3] - targetRows[0] == face.height {
            image.draw(to: target, x: Int(g.x), y: targetRows[0], clip: area, asIs: middle)
        } else {
            let sourceRows = (0..<3).flatMap { band in
                PixelBlit.nearest(count: targetRows[band + 1] - targetRows[band],
                                     sourceCount: rows[band + 1] - rows[band], start: rows[band])
            }
            image.stretch(rows: sourceRows, columns: PixelBlit.nearest(count: Int(g.width), sourceCount: face.width),
                          to: target, x: Int(g.x), y: targetRows[0], clip: area, asIs: middle)
        }
        return true
    }

    /// Draws `face` whole at (`x`, `y`), every pixel blended, as `SDL_RenderCopy` would:
    /// within the renderer's clip rectangle and the region being redrawn; false when SDL
    /// must draw it.
    func copyByHand(_ face: CardFace, at x: Int, _ y: Int) -> Bool {
        guard handCopies, let image = face.compact, let target = target.softwareTarget else { return false }
        var area = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            area = area.intersection(Self.pixelRect(clip))
        }
        if let region = redrawRegion { area = area.intersection(region) }
        image.draw(to: target, x: x, y: y, clip: area)
        return true
    }
}
