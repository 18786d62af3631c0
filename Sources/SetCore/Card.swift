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

    /// A stable index 0..<81, handy for compact storage and texture keys.
    public var index: Int {
        ((number.rawValue - 1) * 27) + (Shape.allCases.firstIndex(of: shape)! * 9)
            + (Shading.allCases.firstIndex(of: shading)! * 3) + Color.allCases.firstIndex(of: color)!
    }

    public var description: String { "\(number.rawValue) \(color.rawValue) \(shading.rawValue) \(shape.rawValue)" }
}
