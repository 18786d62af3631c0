/// The players bar of a game with several players (V5): one entry per player beside the
/// cards, never over them. Pure geometry, in logical points.
public enum PlayersBar {
    /// The most players a game has.
    public static let maximumPlayers = 4
    /// A portrait row's entry narrower than this (times the chrome scale) is given the height
    /// of three lines.
    static let narrowEntry = 110.0

    /// Splits `cards` (the cards' area) into what is left for the cards and one entry per
    /// player: a column along the right of a landscape table, a row along the top of a
    /// portrait one.
    public static func split(_ cards: Rect, players: Int, chrome u: Double) -> (cards: Rect, entries: [Rect]) {
        let count = max(1, min(players, maximumPlayers))
        let margin = 8 * u, gap = 6 * u
        if cards.width >= cards.height {
            let width = min(max(cards.width * 0.2, min(150 * u, cards.width * 0.3)), 240 * u)
            let column = Rect(x: cards.maxX - width, y: cards.minY + margin, width: max(0, width - margin),
                              height: max(0, cards.height - 2 * margin))
            let height = min(96 * u, (column.height - gap * Double(count - 1)) / Double(count))
            let entries = (0..<count).map { i in
                Rect(x: column.minX, y: column.minY + Double(i) * (height + gap), width: column.width, height: max(0, height))
            }
            return (Rect(x: cards.minX, y: cards.minY, width: max(0, cards.width - width), height: cards.height), entries)
        }
        let width = (cards.width - 2 * margin - gap * Double(count - 1)) / Double(count)
        // Entries too narrow for a name beside the score are tall enough for three lines, the
        // name on its own (four players at 360 points).
        let height = min(max(cards.height * 0.12, (width < narrowEntry * u ? 68 : 52) * u), 84 * u)
        let row = Rect(x: cards.minX + margin, y: cards.minY + margin, width: max(0, cards.width - 2 * margin),
                       height: max(0, height - margin))
        let entries = (0..<count).map { i in
            Rect(x: row.minX + Double(i) * (width + gap), y: row.minY, width: max(0, width), height: row.height)
        }
        return (Rect(x: cards.minX, y: cards.minY + height, width: cards.width, height: max(0, cards.height - height)), entries)
    }
}

extension ScreenLayout {
    /// The same window laid out for a game of `players` players (V5): the players bar
    /// beside the cards, which keep the rest of their area.
    public func withPlayers(_ players: Int) -> ScreenLayout {
        var layout = self
        let split = PlayersBar.split(cardArea, players: players, chrome: chromeScale)
        layout.cardArea = split.cards
        layout.playerEntries = split.entries
        return layout
    }
}

extension ScreenLayout {
    /// The table less the players bar (V5, V6): the game-over summary is centred there, so
    /// that it covers no player's entry and every score stays in sight beside it. The whole
    /// table in a solo game.
    public var tableBesidePlayers: Rect {
        guard let first = playerEntries.first, let last = playerEntries.last else { return table }
        if first.minY != last.minY {
            // A column along the right of a landscape table.
            return Rect(x: table.minX, y: table.minY, width: max(0, first.minX - table.minX), height: table.height)
        }
        // A row along the top of a portrait one.
        return Rect(x: table.minX, y: first.maxY, width: table.width, height: max(0, table.maxY - first.maxY))
    }
}
