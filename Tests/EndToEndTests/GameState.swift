import Foundation
import Testing

/// One `state` line of the headless protocol, decoded.
struct GameState: Decodable {
    struct Card: Decodable, Equatable {
        var number: Int
        var shape: String
        var shading: String
        var color: String
        var frame: [Double]
        var selected: Bool

        var features: [String] { ["\(number)", shape, shading, color] }
        var centre: (x: Double, y: Double) { (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2) }
    }

    var window: [Double]
    var deck: Int
    var discarded: Int
    var score: Int
    var selection: String
    var dealEnabled: Bool
    var gameOver: Bool
    var animating: Bool
    var cards: [Card]
    var buttons: [String: [Double]]

    static func decode(_ line: String) throws -> GameState {
        do {
            return try JSONDecoder().decode(GameState.self, from: Data(line.utf8))
        } catch {
            Issue.record("cannot decode the state line \(line): \(error)")
            throw error
        }
    }

    var selected: [Card] { cards.filter(\.selected) }
    func index(of card: Card) -> Int? { cards.firstIndex { $0.features == card.features } }

    func buttonCentre(_ name: String) throws -> (x: Double, y: Double) {
        let frame = try #require(buttons[name], "no \(name) button in \(buttons)")
        return (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
    }

    /// Every card lies whole inside the window (allowing for the JSON's rounding).
    var everyCardInsideTheWindow: Bool {
        cards.allSatisfy { c in
            c.frame[0] >= -0.01 && c.frame[1] >= -0.01
                && c.frame[0] + c.frame[2] <= window[0] + 0.01 && c.frame[1] + c.frame[3] <= window[1] + 0.01
        }
    }

    /// The rule of Set, written out: for each of the four features, the three cards are
    /// all the same or all different (never two of one and one of another).
    static func isSet(_ a: Card, _ b: Card, _ c: Card) -> Bool {
        (0..<4).allSatisfy { feature in
            let values = Set([a.features[feature], b.features[feature], c.features[feature]])
            return values.count == 1 || values.count == 3
        }
    }

    /// Positions of the first Set among the cards on the table.
    var firstSet: [Int]? {
        for i in cards.indices {
            for j in cards.indices where j > i {
                for k in cards.indices where k > j && Self.isSet(cards[i], cards[j], cards[k]) { return [i, j, k] }
            }
        }
        return nil
    }
}

/// Lets the tests check a file is a PNG.
enum PNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from the IHDR chunk, nil when `path` is not a PNG.
    static func size(of path: String) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24,
              Array(data.prefix(8)) == signature else { return nil }
        func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
