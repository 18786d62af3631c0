/// Why three cards are not a Set, by value (B5): "Not a Set: two are red, one is green; two
/// are ovals, one is a diamond".
///
/// One clause per broken feature (two cards agree, the third differs), in the order number,
/// shape, shading, color, naming the values with the words the `state` report uses (plurals
/// allowed): red, green, purple; diamond, oval, squiggle; solid, striped, open — except the
/// squiggle, named as it is drawn: "rectangle" in the rectangle style (B5).
public struct MismatchExplanation: Hashable, Sendable {
    /// The words that open the sentence.
    public static let opening = "Not a Set"

    /// One clause per broken feature, e.g. "two are red, one is green".
    public let clauses: [String]

    /// The explanation for `cards`; nil unless they are exactly three cards that are not a Set.
    /// `squiggle` is the word for the squiggle as the cards draw it ("rectangle" or "squiggle").
    public init?(_ cards: [Card], squiggle: String = "squiggle") {
        guard cards.count == 3 else { return nil }
        let broken = SetRule.brokenFeatures(cards[0], cards[1], cards[2])
        guard !broken.isEmpty else { return nil }
        clauses = broken.map { feature in
            let odd = Self.oddOneOut(of: cards, in: feature)
            return Self.clause(feature, two: cards[odd == 0 ? 1 : 0], one: cards[odd], squiggle: squiggle)
        }
    }

    /// The whole sentence: "Not a Set: " and the clauses separated by semicolons.
    public var sentence: String { lines(1)[0] }

    /// The sentence wrapped onto `count` lines (at least one, at most one per clause), the
    /// clauses shared out as evenly as they go, earlier lines taking the extra ones. The first
    /// line starts with "Not a Set: "; each line but the last ends with a semicolon.
    public func lines(_ count: Int) -> [String] {
        let count = max(1, min(count, clauses.count))
        var lines: [String] = []
        var start = 0
        for line in 0..<count {
            let size = clauses.count / count + (line < clauses.count % count ? 1 : 0)
            lines.append(clauses[start..<start + size].joined(separator: "; "))
            start += size
        }
        lines[0] = "\(Self.opening): " + lines[0]
        for line in lines.indices.dropLast() { lines[line] += ";" }
        return lines
    }

    // MARK: - Words

    /// The position of the card whose value of `feature` differs from the other two.
    private static func oddOneOut(of cards: [Card], in feature: SetRule.Feature) -> Int {
        let values = cards.map { $0.value(of: feature) }
        if values[0] == values[1] { return 2 }
        return values[0] == values[2] ? 1 : 0
    }

    /// The clause for `feature`, where `two` shows the value two cards share and `one` the odd one.
    private static func clause(_ feature: SetRule.Feature, two: Card, one: Card, squiggle: String) -> String {
        switch feature {
        case .number:
            let symbols = two.number == .one ? "symbol" : "symbols"
            return "two have \(word(two.number)) \(symbols), one has \(word(one.number))"
        case .shape:
            let shape = { (card: Card) in card.shape == .squiggle ? squiggle : card.shape.rawValue }
            return "two are \(shape(two))s, one is \(article(shape(one))) \(shape(one))"
        case .shading:
            return "two are \(two.shading.rawValue), one is \(one.shading.rawValue)"
        case .color:
            return "two are \(two.color.rawValue), one is \(one.color.rawValue)"
        }
    }

    private static func word(_ number: Card.Number) -> String {
        switch number {
        case .one: "one"
        case .two: "two"
        case .three: "three"
        }
    }

    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
