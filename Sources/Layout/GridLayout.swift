/// Lays out `count` cards of one aspect ratio in a rectangle, as large as they can be (L1),
/// scrolling vertically once they would fall below a minimum width (L2).
///
/// Gaps scale with the cards: the space between cards, and around them, is
/// `gapRatio × card width`.
public struct GridLayout: Hashable, Sendable {
    /// Card width divided by card height, the same for every card at all times.
    public var aspectRatio: Double
    public var gapRatio: Double
    /// Cards never get narrower than this; past it the table scrolls instead.
    public var minimumCardWidth: Double

    public init(aspectRatio: Double = 5.0 / 7.0, gapRatio: Double = 0.08, minimumCardWidth: Double = 64) {
        self.aspectRatio = aspectRatio
        self.gapRatio = gapRatio
        self.minimumCardWidth = minimumCardWidth
    }

    /// The result of a layout: one frame per card in row-major order, in the coordinates
    /// of the table's rect before scrolling, plus the scrollable content height.
    public struct Result: Hashable, Sendable {
        public var frames: [Rect]
        public var columns: Int
        public var rows: Int
        public var cardSize: Size
        /// Height of everything laid out; larger than the table's height when it scrolls.
        public var contentHeight: Double
        public var scrolls: Bool
    }

    /// The widest card that fits `columns` columns and `rows` rows into `bounds`, the
    /// bottom row's foot at least `footRoom` above the bottom edge (the gap around the cards
    /// counts towards it).
    public func cardWidth(columns: Int, rows: Int, in bounds: Size, footRoom: Double = 0) -> Double {
        let c = Double(columns), r = Double(rows)
        let byWidth = bounds.width / (c + gapRatio * (c + 1))
        let byHeight = bounds.height / (r / aspectRatio + gapRatio * (r + 1))
        let clearOfFoot = (bounds.height - footRoom) / (r / aspectRatio + gapRatio * r)
        return max(0, min(byWidth, byHeight, clearOfFoot))
    }

    /// - Parameter footRoom: the height at the foot of `bounds` the cards keep clear (the
    ///   message's, B5), where they do not scroll; a scrolling table scrolls as far as before,
    ///   its last row to the foot.
    public func layout(count: Int, in bounds: Rect, footRoom: Double = 0) -> Result {
        guard count > 0, bounds.width > 0, bounds.height > 0 else {
            return Result(frames: [], columns: 0, rows: 0, cardSize: Size(width: 0, height: 0),
                          contentHeight: 0, scrolls: false)
        }
        var best = (width: -1.0, columns: 1, rows: count)
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            // The foot's room shrinks the cards no further than the smallest size, so that it
            // never makes a table scroll: there the message lies over the cards' foot.
            let free = cardWidth(columns: columns, rows: rows, in: bounds.size)
            let width = max(cardWidth(columns: columns, rows: rows, in: bounds.size, footRoom: footRoom),
                            min(free, minimumCardWidth))
            if width > best.width + 1e-9 { best = (width, columns, rows) }
        }
        if best.width >= minimumCardWidth || best.width <= 0 {
            return grid(count: count, columns: best.columns, cardWidth: best.width, in: bounds, footRoom: footRoom, scrolls: false)
        }
        // Too small: keep the minimum width, as many columns as fit, and scroll.
        let columnsThatFit = Int((bounds.width - gapRatio * minimumCardWidth) / (minimumCardWidth * (1 + gapRatio)))
        let columns = max(1, min(count, columnsThatFit))
        let width = min(minimumCardWidth, bounds.width / (Double(columns) + gapRatio * Double(columns + 1)))
        return grid(count: count, columns: columns, cardWidth: width, in: bounds, footRoom: footRoom, scrolls: true)
    }

    private func grid(count: Int, columns: Int, cardWidth: Double, in bounds: Rect, footRoom: Double, scrolls: Bool) -> Result {
        let rows = (count + columns - 1) / columns
        let cardHeight = cardWidth / aspectRatio
        let gap = gapRatio * cardWidth
        let gridWidth = Double(columns) * cardWidth + Double(columns + 1) * gap
        let gridHeight = Double(rows) * cardHeight + Double(rows + 1) * gap
        // Only a grid taller than the table scrolls (a very narrow table may just be narrow).
        let scrolls = scrolls && gridHeight > bounds.height + 1e-9
        let originX = bounds.x + (bounds.width - gridWidth) / 2 + gap
        // Centred, or raised as far as the foot's room asks (never above the top gap).
        let footClear = max(0, footRoom - gap)
        let centred = (bounds.height - gridHeight) / 2
        let originY = bounds.y + (scrolls ? 0 : max(0, min(centred, bounds.height - footClear - gridHeight))) + gap
        let frames = (0..<count).map { i in
            Rect(x: originX + Double(i % columns) * (cardWidth + gap),
                 y: originY + Double(i / columns) * (cardHeight + gap),
                 width: cardWidth, height: cardHeight)
        }
        return Result(frames: frames, columns: columns, rows: rows,
                      cardSize: Size(width: cardWidth, height: cardHeight),
                      contentHeight: max(gridHeight, bounds.height), scrolls: scrolls)
    }
}
