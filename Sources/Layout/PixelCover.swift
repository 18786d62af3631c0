/// A rectangle in whole pixels.
public struct PixelRect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when every pixel of `other` is one of these.
    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(0, min(maxX, other.maxX) - x0), height: max(0, min(maxY, other.maxY) - y0))
    }
}

/// What is left of an area once some rectangles cover it: the renderer paints the table's
/// felt only where no opaque card face will be copied over it anyway.
public enum PixelCover {
    /// Disjoint rectangles that together are exactly the part of `area` outside every
    /// rectangle of `covers`.
    public static func uncovered(_ area: PixelRect, by covers: [PixelRect]) -> [PixelRect] {
        let covers = covers.map { $0.intersection(area) }.filter { !$0.isEmpty }
        guard !area.isEmpty else { return [] }
        guard !covers.isEmpty else { return [area] }
        let edges = Array(Set([area.y, area.maxY] + covers.flatMap { [$0.y, $0.maxY] })).sorted()
        var result: [PixelRect] = []
        var open: [ClosedRange<Int>: Int] = [:]  // gap columns → index in result, to grow downward
        for (top, bottom) in zip(edges, edges.dropFirst()) {
            let spans = covers.filter { $0.y <= top && $0.maxY >= bottom }.map { ($0.x, $0.maxX) }.sorted { $0.0 < $1.0 }
            var gaps: [ClosedRange<Int>] = []
            var x = area.x
            for (start, end) in spans {
                if start > x { gaps.append(x...(start - 1)) }
                x = max(x, end)
            }
            if x < area.maxX { gaps.append(x...(area.maxX - 1)) }
            var next: [ClosedRange<Int>: Int] = [:]
            for gap in gaps {
                if let index = open[gap], result[index].maxY == top {
                    result[index].height += bottom - top
                    next[gap] = index
                } else {
                    result.append(PixelRect(x: gap.lowerBound, y: top, width: gap.count, height: bottom - top))
                    next[gap] = result.count - 1
                }
            }
            open = next
        }
        return result
    }

    /// True when two of the rectangles share any pixel.
    public static func anyOverlap(_ rects: [PixelRect]) -> Bool {
        let sorted = rects.filter { !$0.isEmpty }.sorted { $0.x < $1.x }
        for (i, a) in sorted.enumerated() {
            for b in sorted[(i + 1)...] {
                if b.x >= a.maxX { break }  // sorted by x: no later one reaches back to a
                if !a.intersection(b).isEmpty { return true }
            }
        }
        return false
    }
}
