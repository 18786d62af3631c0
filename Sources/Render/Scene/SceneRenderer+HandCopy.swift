import CSDL2
import SceneModel
import Layout

/// Cards copied by hand into the software renderer's pixels (P2): SDL's software renderer
/// blends every pixel of a band it is told to blend and stretches bilinearly, at a cost
/// several times a plain copy; most of a card's pixels are opaque and a changing size lasts
/// a few frames, so the opaque runs of each row are copied whole, only the rest is blended
/// (exactly as SDL blends), and a card changing size is stretched to the nearest pixel.
extension SceneRenderer {
    /// Draws `face` as `blitInBands` would, within `clip` and the region being redrawn;
    /// false when the renderer or the face keeps its pixels out of reach (SDL draws it then).
    func copyByHand(_ face: Texture, _ g: BandGeometry, within clip: SDL_Rect) -> Bool {
        guard handCopies, let image = face.softwarePixels, let target = target.softwareTarget else { return false }
        var area = PixelRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h))
        if let region = redrawRegion { area = area.intersection(region) }
        let rows = g.rows.map(Int.init), targetRows = g.targetRows.map(Int.init)
        let raw = rows[1]..<rows[2]
        if Int(g.width) == face.width && targetRows[3] - targetRows[0] == face.height {
            PixelBlit.copy(image, runs: face.opaqueRuns, rawRows: raw, to: target,
                           x: Int(g.x), y: targetRows[0], clip: area)
        } else {
            let sourceRows = (0..<3).flatMap { band in
                PixelBlit.nearest(count: targetRows[band + 1] - targetRows[band],
                                  sourceCount: rows[band + 1] - rows[band], start: rows[band])
            }
            PixelBlit.stretch(image, rows: sourceRows, columns: PixelBlit.nearest(count: Int(g.width), sourceCount: face.width),
                              runs: face.opaqueRuns, rawRows: raw, to: target, x: Int(g.x), y: targetRows[0], clip: area)
        }
        return true
    }
}
