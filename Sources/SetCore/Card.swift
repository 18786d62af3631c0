/// One of the 81 Set cards: a number, a shape, a shading and a color.
public struct Card: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Number: Int, CaseIterable, Codable, Sendable { case one = 1, two, three }
    public enum Shape: String, CaseIterable, Codable, Sendable { case diamond, oval, squiggle }
    public enum Shading: String, CaseIterable, Codable, Sendable { case solid, striped, open }
    public enum Color: String, CaseIterable, Codable, Sendable { case red, green, purple }

    public let number: Number
    public let shape: Shape
    public let shading: Shading
    public let color: Color

    public init(_ number: Number, _ shape: Shape, _ shading: Shading, _ color: Color) {
        self.number = number
        self.shape = shape
        self.shading = shading
        self.color = color
    }

    /// Every combination of the four features, in a fixed order (81 cards).
    public static let all: [Card] = Number.allCases.flatMap { number in
        Shape.allCases.flatMap { shape in
            Shading.allCases.flatMap { shading in
                Color.allCases.map { color in Card(number, shape, shading, color) }
            }
        }
    }

    /// The 27 solid cards, in `all` order: the deck of a Junior game (G4), three features
    /// (number, shape, color) with the shading always solid.
    public static let junior: [Card] = all.filter { $0.shading == .solid }

    /// A stable index 0..<81, handy for compact storage and texture keys.
    public var index: Int {
        let shapeIndex = switch shape { case .diamond: 0; case .oval: 1; case .squiggle: 2 }
        let shadingIndex = switch shading { case .solid: 0; case .striped: 1; case .open: 2 }
        let colorIndex = switch color { case .red: 0; case .green: 1; case .purple: 2 }
        return (number.rawValue - 1) * 27 + shapeIndex * 9 + shadingIndex * 3 + colorIndex
    }

    /// The card with this `index` (0..<81), nil for any other number.
    public init?(index: Int) {
        guard Self.all.indices.contains(index) else { return nil }
        self = Self.all[index]
    }

    /// Hashes the index alone: cards are looked up in every frame.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    public var description: String { "\(number.rawValue) \(color.rawValue) \(shading.rawValue) \(shape.rawValue)" }
}
