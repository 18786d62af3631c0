/// How fast the computer finds a Set (V1, V3), as `--versus` and the `state` report name it.
public enum ComputerLevel: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable {
    /// About 30 s per Set on a table holding one.
    case easy
    /// About 12 s.
    case medium
    /// About 5 s.
    case hard
    /// The player's own pace, from their solo games (`ComputerPace`).
    case rival
}

/// Who plays a game with several players (V1): 2–4 players at one computer taking turns to
/// call Set, or one player against the computer.
public enum Opponents: Hashable, Codable, Sendable {
    /// 2–4 players sharing the table; a player calls Set before picking (V2).
    case hotSeat(players: Int)
    /// The player against the computer at `level` (V3): no calls, no lock-outs.
    case computer(ComputerLevel)

    /// How many players a hot-seat game may have.
    public static let hotSeatPlayers = 2...4

    /// The players as a game starts: "Player 1"… in order, or the player then the computer.
    public var startingPlayers: [Player] {
        switch self {
        case .hotSeat(let count): (1...max(count, 1)).map { Player(name: "Player \($0)", kind: .human) }
        case .computer(let level): [Player(name: "Player 1", kind: .human), Player(computer: level)]
        }
    }

    /// The opponents of a game with these players: a computer among them makes it a game
    /// against the computer, otherwise a hot-seat game.
    public init(players: [Player]) {
        if let level = players.lazy.compactMap(\.kind.level).first {
            self = .computer(level)
        } else {
            self = .hotSeat(players: players.count)
        }
    }

    public var isHotSeat: Bool {
        if case .hotSeat = self { true } else { false }
    }
}

/// One player of a game with several players (V4, V5): their name, whether they are the
/// computer, their score (+1 per Set, −1 per wrong trio or expired call; may go below 0), the
/// Sets they took, and whether they are locked out of calling (V2).
public struct Player: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case human
        case computer(ComputerLevel)

        /// The computer's level; nil for a person.
        public var level: ComputerLevel? {
            if case .computer(let level) = self { level } else { nil }
        }
    }

    public var name: String
    public var kind: Kind
    public var score: Int
    public var sets: Int
    public var locked: Bool

    public init(name: String, kind: Kind, score: Int = 0, sets: Int = 0, locked: Bool = false) {
        (self.name, self.kind, self.score, self.sets, self.locked) = (name, kind, score, sets, locked)
    }

    /// The computer at `level`, named after it: "Computer (hard)".
    public init(computer level: ComputerLevel) {
        self.init(name: "Computer (\(level.rawValue))", kind: .computer(level))
    }

    public var isComputer: Bool { kind.level != nil }
}

/// A player as the saved game writes them, in the words of the `state` report:
/// `{"name":"Computer (hard)","kind":"computer","level":"hard","score":5,"sets":5,"locked":false}`.
extension Player: Codable {
    private enum CodingKeys: String, CodingKey { case name, kind, level, score, sets, locked }
    private enum KindName: String, Codable { case human, computer }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        let kind: Kind = switch try keys.decode(KindName.self, forKey: .kind) {
        case .human: .human
        case .computer: .computer(try keys.decode(ComputerLevel.self, forKey: .level))
        }
        self.init(name: try keys.decode(String.self, forKey: .name), kind: kind,
                  score: try keys.decode(Int.self, forKey: .score), sets: try keys.decode(Int.self, forKey: .sets),
                  locked: try keys.decode(Bool.self, forKey: .locked))
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(name, forKey: .name)
        try keys.encode(isComputer ? KindName.computer : .human, forKey: .kind)
        try keys.encodeIfPresent(kind.level, forKey: .level)
        try keys.encode(score, forKey: .score)
        try keys.encode(sets, forKey: .sets)
        try keys.encode(locked, forKey: .locked)
    }
}

extension Settings {
    /// The choices of players for the next game, in the order the settings row steps through
    /// them (V1): solo, two to four at this computer, then the computer's levels.
    public static let playerChoices: [Opponents?] = [nil] + Opponents.hotSeatPlayers.map { .hotSeat(players: $0) }
        + ComputerLevel.allCases.map { .computer($0) }

    /// The next choice of players after the current one.
    public mutating func nextPlayers() {
        let index = Self.playerChoices.firstIndex(of: opponents) ?? 0
        opponents = Self.playerChoices[(index + 1) % Self.playerChoices.count]
    }
}
