/// Vertical scrolling of a table whose cards do not fit (L2).
public struct Scroll: Hashable, Sendable {
    /// How far the content is scrolled down, in points (0 = top).
    public private(set) var offset: Double = 0
    public static let pointsPerNotch = 60.0

    public init() {}

    /// Keeps the offset inside the content after a relayout.
    public mutating func clamp(contentHeight: Double, viewportHeight: Double) {
        offset = min(max(0, offset), max(0, contentHeight - viewportHeight))
    }

    /// Mouse wheel notches as SDL signs them: negative moves toward the bottom of the table.
    public mutating func wheel(_ notches: Double, contentHeight: Double, viewportHeight: Double) {
        offset -= notches * Self.pointsPerNotch
        clamp(contentHeight: contentHeight, viewportHeight: viewportHeight)
    }
}

extension Scroll {
    /// A scroll bar's thumb in `track`: as tall as `shownShare` of the track (the share of the
    /// content in view), at least `minHeight`, and as far down as `position` says (0 at the
    /// top, 1 at the end). The table's (L2) and a help that does not fit (B8) alike.
    public static func thumb(in track: Rect, shownShare: Double, position: Double, minHeight: Double) -> Rect {
        let height = min(track.height, max(minHeight, track.height * shownShare))
        return Rect(x: track.minX, y: track.minY + (track.height - height) * min(1, max(0, position)),
                    width: track.width, height: height)
    }

    /// Scrolls as little as it takes to show the content from `top` to `bottom` (points from
    /// the content's top), its top first when it is taller than the view.
    public mutating func show(top: Double, bottom: Double, contentHeight: Double, viewportHeight: Double) {
        if bottom > offset + viewportHeight { offset = bottom - viewportHeight }
        if top < offset { offset = top }
        clamp(contentHeight: contentHeight, viewportHeight: viewportHeight)
    }
}
