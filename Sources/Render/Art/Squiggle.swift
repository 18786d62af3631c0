import Layout

/// The classic curved squiggle (T2): a closed curve of cubic Bézier segments, point
/// symmetric about its centre, flattened to a polygon fine enough at any size.
enum Squiggle {
    /// One cubic segment: start, two controls, end, in a unit box (y grows downward).
    typealias Cubic = (Point, Point, Point, Point)

    /// The top edge from the left end to the right end, then the right end's round cap;
    /// the bottom edge and left cap are the same turned half a turn about the centre.
    static let half: [Cubic] = [
        (Point(x: 0.03, y: 0.62), Point(x: 0.00, y: 0.20), Point(x: 0.22, y: 0.04), Point(x: 0.42, y: 0.20)),
        (Point(x: 0.42, y: 0.20), Point(x: 0.56, y: 0.31), Point(x: 0.63, y: 0.36), Point(x: 0.74, y: 0.28)),
        (Point(x: 0.74, y: 0.28), Point(x: 0.83, y: 0.21), Point(x: 0.88, y: 0.02), Point(x: 0.96, y: 0.10)),
        (Point(x: 0.96, y: 0.10), Point(x: 1.03, y: 0.17), Point(x: 1.00, y: 0.30), Point(x: 0.97, y: 0.38)),
    ]

    static var segments: [Cubic] {
        func turned(_ p: Point) -> Point { Point(x: 1 - p.x, y: 1 - p.y) }
        return half + half.map { (turned($0.0), turned($0.1), turned($0.2), turned($0.3)) }
    }

    /// The squiggle filling `r`: about one vertex every 2 pixels of its outline.
    static func polygon(in r: Rect) -> Polygon {
        let steps = max(6, min(60, Int((r.width + r.height) / 10)))
        var unit: [Point] = []
        for (p0, p1, p2, p3) in segments {
            for step in 0..<steps {
                let t = Double(step) / Double(steps), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                unit.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                                  y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
            }
        }
        // Scale the curve's own bounds onto `r`.
        let minX = unit.map(\.x).min()!, maxX = unit.map(\.x).max()!
        let minY = unit.map(\.y).min()!, maxY = unit.map(\.y).max()!
        return Polygon(unit.map { p in
            Point(x: r.minX + (p.x - minX) / (maxX - minX) * r.width,
                  y: r.minY + (p.y - minY) / (maxY - minY) * r.height)
        })
    }
}
