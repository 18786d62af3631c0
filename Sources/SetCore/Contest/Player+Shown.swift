import Localization

extension ComputerLevel {
    /// The level as the player reads it (I1); the `state` report keeps `rawValue`.
    public var shownName: String {
        switch self {
        // TRANSLATORS: the computer's levels, in "Computer ({1})" and in the settings' Players row.
        case .easy: tr("easy")
        case .medium: tr("medium")
        case .hard: tr("hard")
        case .rival: tr("rival")
        }
    }

    /// The level's name with a capital, as a title: "Hard".
    public var shownTitle: String { shownName.prefix(1).uppercased() + shownName.dropFirst() }
}

extension Player {
    /// The name shown on screen in the player's language (I1), for the player at `number`
    /// (from 1): "Player 2", "Computer (hard)". `name` stays the English one that the saved
    /// game and the `state` report carry (I3).
    public func shownName(number: Int) -> String {
        if let level = kind.level { return tr("Computer ({1})", level.shownName) }
        return tr("Player {1}", number)
    }
}

extension Contest {
    /// The name of the player at `index` as shown (`Player.shownName(number:)`).
    public func shownName(_ index: Int) -> String {
        players.indices.contains(index) ? players[index].shownName(number: index + 1) : ""
    }
}
