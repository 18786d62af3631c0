import Foundation
import TestSupport

/// One `state` line of the headless protocol, decoded as an outside client would (the
/// tests do not borrow the game's own encoder, so a change to it shows up here).
public struct StateJSON: Decodable, Sendable {
    public struct Card: Decodable, Equatable, Sendable {
        public var number: Int
        public var shape: String
        public var shading: String
        public var color: String
        public var frame: [Double]
        public var selected: Bool
        /// Its card key (B4), or nil.
        public var key: String?

        /// The card's identity: its four features.
        public var features: [String] { ["\(number)", shape, shading, color] }
        public var rect: Box { Box(frame) }
        public var centre: (x: Double, y: Double) { rect.centre }
    }

    /// A player of a game with several players (V5).
    public struct Player: Decodable, Equatable, Sendable {
        public var name: String
        /// `human` or `computer`.
        public var kind: String
        public var level: String?
        public var score: Int
        public var sets: Int
        public var locked: Bool
        public var calling: Bool
        public var frame: [Double]
        public var rect: Box { Box(frame) }
    }

    /// The hot-seat call running (V2).
    public struct Call: Decodable, Equatable, Sendable {
        public var player: Int
        public var remainingMs: Int
    }

    public struct MissingButton: Error, CustomStringConvertible {
        public let description: String
    }

    public var window: [Double]
    public var deck: Int
    public var discarded: Int
    public var score: Int
    public var selection: String
    public var dealEnabled: Bool
    public var gameOver: Bool
    public var animating: Bool
    public var cards: [Card]
    public var buttons: [String: [Double]]
    public var scroll: Double?
    // B1–B9: present in every state.
    public var overlay: String
    public var theme: String
    public var palette: String
    public var keyLabels: Bool
    public var fullscreen: Bool
    public var elapsedMs: Int
    /// `normal`, `junior` or `daily` (G4, G5).
    public var mode: String?
    public var hint: [Int]?
    public var message: String?
    /// V1–V6: null in a solo game.
    public var players: [Player]?
    public var call: Call?
    public var winner: [Int]?
    /// The ring of the pad used last (C1): on a card (its table index) or a key of `buttons`.
    public struct Focus: Codable, Equatable, Sendable {
        public var pad: Int
        public var card: Int?
        public var button: String?
        public init(pad: Int, card: Int? = nil, button: String? = nil) {
            self.pad = pad
            self.card = card
            self.button = button
        }
    }
    public var focus: Focus?

    /// The keys of the state object as printed, to tell a `null` from a missing field.
    public static func keys(_ line: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
    }

    public static func decode(_ line: String) throws -> StateJSON {
        try JSONDecoder().decode(StateJSON.self, from: Data(line.utf8))
    }

    public var selected: [Card] { cards.filter(\.selected) }
    public var windowBox: Box { Box([0, 0, window[0], window[1]]) }

    public func button(_ name: String) throws -> Box {
        guard let frame = buttons[name] else { throw MissingButton(description: "no \(name) button in \(buttons)") }
        return Box(frame)
    }

    public func index(of features: [String]) -> Int? { cards.firstIndex { $0.features == features } }

    /// Every card lies whole inside the window.
    public var everyCardInsideTheWindow: Bool { cards.allSatisfy { $0.rect.isInside(windowBox) } }

    /// The rule of Set, written out: for each of the four features, the three cards are
    /// all the same or all different (never two of one and one of another).
    public static func isSet(_ a: Card, _ b: Card, _ c: Card) -> Bool {
        (0..<4).allSatisfy { f in Set([a.features[f], b.features[f], c.features[f]]).count != 2 }
    }

    /// Positions of the first Set among the cards on the table.
    public var firstSet: [Int]? { Trios.first(among: cards.count) { Self.isSet(cards[$0], cards[$1], cards[$2]) } }
}

/// A rectangle `[x, y, w, h]` from the JSON.
public struct Box: Equatable, Sendable, CustomStringConvertible {
    public var x, y, width, height: Double
    public init(_ a: [Double]) { (x, y, width, height) = (a[0], a[1], a[2], a[3]) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var centre: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
    public func contains(x px: Double, y py: Double) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
    /// Inside `other`, allowing for the rounding of the JSON to 1/100.
    public func isInside(_ other: Box) -> Bool {
        x >= other.x - 0.01 && y >= other.y - 0.01 && maxX <= other.maxX + 0.01 && maxY <= other.maxY + 0.01
    }
    public func overlaps(_ other: Box) -> Bool { x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY }
    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}

/// Width and height from a PNG file's header; nil when the file is not a PNG.
public enum PNGHeader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func size(of path: String) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24,
              Array(data.prefix(8)) == signature else { return nil }
        func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
