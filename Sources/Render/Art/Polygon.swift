#if canImport(Glibc)
import Glibc
#endif
import Layout

/// A closed polygon in pixel coordinates, vertices in drawing order (convex, except the
/// curved squiggle, which is smooth).
public struct Polygon: Hashable, Sendable {
    public var points: [Point]

    public init(_ points: [Point]) { self.points = points }

    /// The polygon with its outline moved `distance` inward: each edge moved along its
    /// normal for a convex polygon, each vertex along its normal for a smooth curve.
    public func inset(by distance: Double) -> Polygon {
        isConvex ? insetConvex(by: distance) : insetSmooth(by: distance)
    }

    /// True when every turn goes the same way.
    var isConvex: Bool {
        let n = points.count
        guard n > 3 else { return true }
        var sign = 0.0
        for i in 0..<n {
            let a = points[i], b = points[(i + 1) % n], c = points[(i + 2) % n]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if abs(cross) < 1e-9 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// Each vertex moved along the normal of the curve there (the mean of its two edges'):
    /// exact enough for a finely flattened curve bending less sharply than `distance`.
    private func insetSmooth(by distance: Double) -> Polygon {
        let n = points.count
        let inward = signedArea > 0 ? 1.0 : -1.0
        return Polygon((0..<n).map { i in
            let before = points[(i + n - 1) % n], after = points[(i + 1) % n]
            let dx = after.x - before.x, dy = after.y - before.y
            let length = max(hypot(dx, dy), 1e-12)
            return Point(x: points[i].x - dy / length * inward * distance, y: points[i].y + dx / length * inward * distance)
        })
    }

    private func insetConvex(by distance: Double) -> Polygon {
        let n = points.count
        guard n >= 3, distance != 0 else { return self }
        let inward = signedArea > 0 ? 1.0 : -1.0
        // Each edge as a point and direction, moved along its inward normal.
        let lines: [(Point, Point)] = (0..<n).map { i in
            let a = points[i], b = points[(i + 1) % n]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = max(hypot(dx, dy), 1e-12)
            let nx = -dy / length * inward, ny = dx / length * inward
            return (Point(x: a.x + nx * distance, y: a.y + ny * distance), Point(x: dx, y: dy))
        }
        let moved = (0..<n).map { i -> Point in
            let (p, d) = lines[(i + n - 1) % n], (q, e) = lines[i]
            let cross = d.x * e.y - d.y * e.x
            if abs(cross) < 1e-9 { return q }  // parallel neighbours: the shifted vertex
            let t = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / cross
            return Point(x: p.x + d.x * t, y: p.y + d.y * t)
        }
        return Polygon(moved)
    }

    /// Twice-signed area sign tells the winding: positive is clockwise on a y-down screen.
    var signedArea: Double {
        var sum = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// Where the vertical line at `x` runs inside the polygon, top to bottom: one span for a
    /// convex polygon, one or two across a curved squiggle's wave.
    public func verticalSpans(atX x: Double) -> [ClosedRange<Double>] {
        var ys: [Double] = []
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            if (a.x <= x && x < b.x) || (b.x <= x && x < a.x) {
                ys.append(a.y + (x - a.x) / (b.x - a.x) * (b.y - a.y))
            }
        }
        ys.sort()
        return stride(from: 0, to: ys.count - 1, by: 2).compactMap { i in ys[i + 1] > ys[i] ? ys[i]...ys[i + 1] : nil }
    }
}

extension Polygon {
    /// A rectangle with rounded corners; `radius` is clamped to half the shorter side.
    public static func roundedRect(_ r: Rect, radius: Double, segmentsPerCorner: Int = 8) -> Polygon {
        let radius = min(max(0, radius), r.width / 2, r.height / 2)
        guard radius > 0 else {
            return Polygon([Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                            Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)])
        }
        let corners = [  // centre of each corner arc and its starting angle, clockwise on screen
            (Point(x: r.maxX - radius, y: r.minY + radius), -Double.pi / 2),
            (Point(x: r.maxX - radius, y: r.maxY - radius), 0),
            (Point(x: r.minX + radius, y: r.maxY - radius), Double.pi / 2),
            (Point(x: r.minX + radius, y: r.minY + radius), Double.pi),
        ]
        var points: [Point] = []
        for (centre, start) in corners {
            for step in 0...segmentsPerCorner {
                let angle = start + Double(step) / Double(segmentsPerCorner) * Double.pi / 2
                let point = Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
                // Arcs of a full stadium meet end to start: keep one of the two points.
                if let last = points.last, hypot(last.x - point.x, last.y - point.y) < 1e-6 { continue }
                points.append(point)
            }
        }
        if let first = points.first, let last = points.last, points.count > 1,
           hypot(first.x - last.x, first.y - last.y) < 1e-6 { points.removeLast() }
        return Polygon(points)
    }
}
