import SetCore

/// Identifies a card on screen: the same card of two different games are two sprites
/// (one flying out while the other flies in).
struct CardKey: Hashable, Sendable {
    var game: Int
    var card: Card
}
