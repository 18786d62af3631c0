/// The one rule of Set: for each feature, three cards are all the same or all different.
public enum SetRule {
    /// A feature of a card, used to explain why a trio is not a Set.
    public enum Feature: String, CaseIterable, Codable, Sendable { case number, shape, shading, color }

    public static func isSet(_ a: Card, _ b: Card, _ c: Card) -> Bool {
        brokenFeatures(a, b, c).isEmpty
    }

    public static func isSet(_ cards: [Card]) -> Bool {
        cards.count == 3 && isSet(cards[0], cards[1], cards[2])
    }

    /// The features on which exactly two of the three cards agree.
    public static func brokenFeatures(_ a: Card, _ b: Card, _ c: Card) -> [Feature] {
        features(of: a, b, c, takingValues: 2)
    }

    /// The features on which the three cards are all different; for a Set, 1 to 4 of them
    /// (G3: how many features differ across a Set, the rest being all the same).
    public static func differingFeatures(_ a: Card, _ b: Card, _ c: Card) -> [Feature] {
        features(of: a, b, c, takingValues: 3)
    }

    /// The features on which the three cards show exactly `count` different values.
    private static func features(of a: Card, _ b: Card, _ c: Card, takingValues count: Int) -> [Feature] {
        Feature.allCases.filter { feature in
            distinctValues(a.value(of: feature), b.value(of: feature), c.value(of: feature)) == count
        }
    }

    /// How many different values there are among three (a save checks every mismatch of the
    /// game's log with it: no set built for three numbers, P4).
    private static func distinctValues(_ x: Int, _ y: Int, _ z: Int) -> Int {
        x == y ? (y == z ? 1 : 2) : (x == z || y == z ? 2 : 3)
    }

    /// The card that completes a Set with `a` and `b`.
    public static func completion(_ a: Card, _ b: Card) -> Card {
        func third<T: CaseIterable & Equatable>(_ x: T, _ y: T) -> T where T.AllCases == [T] {
            x == y ? x : T.allCases.first { $0 != x && $0 != y }!
        }
        return Card(third(a.number, b.number), third(a.shape, b.shape),
                    third(a.shading, b.shading), third(a.color, b.color))
    }

    /// Index triples (ascending) of every Set among `cards`.
    public static func sets(in cards: [Card]) -> [[Int]] {
        var position: [Card: Int] = [:]
        for (i, card) in cards.enumerated() { position[card] = i }
        var found: [[Int]] = []
        for i in cards.indices {
            for j in cards.indices where j > i {
                if let k = position[completion(cards[i], cards[j])], k > j { found.append([i, j, k]) }
            }
        }
        return found
    }
}

extension Card {
    func value(of feature: SetRule.Feature) -> Int {
        switch feature {
        case .number: number.rawValue
        case .shape: Shape.allCases.firstIndex(of: shape)!
        case .shading: Shading.allCases.firstIndex(of: shading)!
        case .color: Color.allCases.firstIndex(of: color)!
        }
    }
}
