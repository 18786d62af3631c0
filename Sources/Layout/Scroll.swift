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
    /// Scrolls as little as it takes to show the content from `top` to `bottom` (points from
    /// the content's top), its top first when it is taller than the view.
    public mutating func show(top: Double, bottom: Double, contentHeight: Double, viewportHeight: Double) {
        if bottom > offset + viewportHeight { offset = bottom - viewportHeight }
        if top < offset { offset = top }
        clamp(contentHeight: contentHeight, viewportHeight: viewportHeight)
    }
}
