/// The grid of the table as the window shows it: the largest cards that fit (L1), and,
/// once they would be too small, a scrolling table with room for its scroll bar (L2).
public struct TableGrid: Hashable, Sendable {
    public var grid = GridLayout()
    /// Points kept free at the right of a scrolling table for its scroll bar.
    public static let scrollBarRoom = 12.0

    public init(grid: GridLayout = GridLayout()) { self.grid = grid }

    /// The layout of `count` cards in the table's rect, before scrolling, their foot
    /// `footRoom` clear of its bottom (`ScreenLayout.cardsFootRoom`).
    public func layout(count: Int, in table: Rect, footRoom: Double = 0) -> GridLayout.Result {
        let result = grid.layout(count: count, in: table, footRoom: footRoom)
        guard result.scrolls else { return result }
        var bounds = table
        bounds.width = max(0, bounds.width - Self.scrollBarRoom)
        return grid.layout(count: count, in: bounds, footRoom: footRoom)
    }

    /// The scroll bar's thumb at the table's right edge, or nil when everything is in view:
    /// as tall as the share of the content in view, as far down as the view is scrolled.
    public static func scrollThumb(contentHeight: Double, offset: Double, in table: Rect) -> Rect? {
        guard contentHeight > table.height + 1e-9, table.height > 16 else { return nil }
        let track = Rect(x: table.maxX - 9, y: table.minY + 8, width: 5, height: table.height - 16)
        return Scroll.thumb(in: track, shownShare: table.height / contentHeight,
                            position: offset / (contentHeight - table.height), minHeight: 24)
    }
}

extension ScreenLayout {
    /// The grid of `count` cards in this window's cards' area, their foot clear of the
    /// message's room (`cardsFootRoom`).
    public func tableGrid(count: Int) -> GridLayout.Result {
        TableGrid().layout(count: count, in: cardArea, footRoom: cardsFootRoom)
    }
}
