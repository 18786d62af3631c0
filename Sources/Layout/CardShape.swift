/// The shape of a card, which its art and whatever is drawn around it (a pad's focus ring)
/// share.
public enum CardShape {
    /// The radius of a card's rounded corners, relative to its width.
    public static let cornerRatio = 0.075
}
