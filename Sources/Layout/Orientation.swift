/// Portrait and landscape window sizes for the rotate button and Ctrl+R (L5).
public enum Orientation: String, Sendable {
    case portrait, landscape

    public static let portraitSize = Size(width: 720, height: 1000)
    public static let landscapeSize = Size(width: 1000, height: 720)

    public init(of size: Size) { self = size.height > size.width ? .portrait : .landscape }

    public var toggled: Orientation { self == .portrait ? .landscape : .portrait }

    /// The window size for this orientation, scaled down to fit `display` with a margin,
    /// keeping its proportions.
    public func windowSize(fittingIn display: Size?) -> Size {
        let wanted = self == .portrait ? Self.portraitSize : Self.landscapeSize
        guard let display, display.width > 0, display.height > 0 else { return wanted }
        let scale = min(1, (display.width * 0.92) / wanted.width, (display.height * 0.9) / wanted.height)
        return Size(width: (wanted.width * scale).rounded(), height: (wanted.height * scale).rounded())
    }
}
