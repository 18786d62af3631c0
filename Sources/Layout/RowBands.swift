/// A large area drawn band by band of rows (P2): the felt of a band, then every card over it,
/// then the next band, so that the cards are copied onto rows still in the processor's
/// cache rather than onto rows the felt's fill has long since pushed out to memory.
public enum RowBands {
    /// `area` cut into bands of `rows` rows from its top, the last one shorter, or whole when
    /// it is no taller than that. No band edge cuts through a rectangle of `whole` (what is
    /// drawn in one piece, through SDL: the deck pile): such an edge moves down to its bottom,
    /// making that band taller.
    public static func split(_ area: PixelRect, rows: Int, keepingWhole whole: [PixelRect] = []) -> [PixelRect] {
        guard !area.isEmpty else { return [] }
        guard rows > 0, area.height > rows else { return [area] }
        var bands: [PixelRect] = []
        var top = area.y
        while top < area.maxY {
            var edge = top + rows
            // An edge inside a rectangle kept whole moves below it, as often as that lands in another.
            while let cut = whole.first(where: { $0.width > 0 && $0.y < edge && edge < $0.maxY }) { edge = cut.maxY }
            edge = min(edge, area.maxY)
            bands.append(PixelRect(x: area.x, y: top, width: area.width, height: edge - top))
            top = edge
        }
        return bands
    }
}
