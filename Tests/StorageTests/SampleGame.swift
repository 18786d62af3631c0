import SetCore

/// A saved game in the middle of play, every field set.
enum Sample {
    static let game = SavedGame(
        table: Array(Card.all[0..<15]), deck: Array(Card.all[18...]), discarded: Array(Card.all[15..<18]),
        selected: [Card.all[3]], hint: [Card.all[0]], score: 27, setsFound: 1, mismatches: 1, hintsUsed: 1,
        elapsedMs: 45_000, lastSetMs: 12_000, shuffle: 77)
}
