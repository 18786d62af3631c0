import Foundation
import Testing

/// The `state` JSON of the headless protocol, decoded for the tests.
struct StateSnapshot: Decodable {
    struct CardEntry: Decodable, Equatable {
        var number: Int
        var shape: String
        var shading: String
        var color: String
        var frame: [Double]
        var selected: Bool

        /// The card's identity: its four features.
        var features: [String] { ["\(number)", shape, shading, color] }
        var rect: Box { Box(frame) }
    }

    var window: [Double]
    var deck: Int
    var discarded: Int
    var score: Int
    var selection: String
    var dealEnabled: Bool
    var gameOver: Bool
    var animating: Bool
    var cards: [CardEntry]
    var buttons: [String: [Double]]
    var scroll: Double?

    static func decode(_ json: String) throws -> StateSnapshot {
        try JSONDecoder().decode(StateSnapshot.self, from: Data(json.utf8))
    }

    var selected: [CardEntry] { cards.filter(\.selected) }
    var windowBox: Box { Box([0, 0, window[0], window[1]]) }
    func button(_ name: String) throws -> Box { Box(try #require(buttons[name], "no button \(name)")) }
    func index(of features: [String]) -> Int? { cards.firstIndex { $0.features == features } }
}

/// A rectangle `[x, y, w, h]` from the JSON.
struct Box: Equatable, CustomStringConvertible {
    var x, y, width, height: Double
    init(_ a: [Double]) { (x, y, width, height) = (a[0], a[1], a[2], a[3]) }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var centre: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
    func contains(x px: Double, y py: Double) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
    /// Inside `other`, allowing for the rounding of the JSON to 1/100.
    func isInside(_ other: Box) -> Bool {
        x >= other.x - 0.01 && y >= other.y - 0.01 && maxX <= other.maxX + 0.01 && maxY <= other.maxY + 0.01
    }
    func overlaps(_ other: Box) -> Bool { x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY }
    var description: String { "[\(x), \(y), \(width), \(height)]" }
}
