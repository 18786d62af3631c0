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
    /// rectangle of `covers`: in each band between two covers' top or bottom edges, the
    /// columns no cover spans, each grown downward while the band below leaves the same
    /// columns. Worked out for every region a frame redraws (a click's shake redraws three),
    /// so with a few arrays and no sets or dictionaries (P4).
    public static func uncovered(_ area: PixelRect, by covers: [PixelRect]) -> [PixelRect] {
        guard !area.isEmpty else { return [] }
        var inside: [PixelRect] = []
        inside.reserveCapacity(covers.count)
        for cover in covers {
            let part = cover.intersection(area)
            if !part.isEmpty { inside.append(part) }
        }
        guard !inside.isEmpty else { return [area] }
        var edges = [area.y, area.maxY]
        for cover in inside { edges += [cover.y, cover.maxY] }
        edges.sort()
        var result: [PixelRect] = []
        // The gaps of the band above (first and last column) and their piece in `result`.
        var open: [(x: Int, end: Int, index: Int)] = [], next = open
        var spans: [(x: Int, end: Int)] = []
        var top = edges[0]
        for bottom in edges.dropFirst() where bottom > top {
            spans.removeAll(keepingCapacity: true)
            for cover in inside where cover.y <= top && cover.maxY >= bottom { spans.append((cover.x, cover.maxX)) }
            spans.sort { $0.x < $1.x }
            spans.append((area.maxX, area.maxX))  // the gap after the last cover
            next.removeAll(keepingCapacity: true)
            var x = area.x
            for span in spans {
                if span.x > x {
                    let end = min(span.x, area.maxX)
                    if let above = open.first(where: { $0.x == x && $0.end == end }), result[above.index].maxY == top {
                        result[above.index].height += bottom - top
                        next.append((x, end, above.index))
                    } else {
                        result.append(PixelRect(x: x, y: top, width: end - x, height: bottom - top))
                        next.append((x, end, result.count - 1))
                    }
                }
                x = max(x, span.end)
            }
            swap(&open, &next)
            top = bottom
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
