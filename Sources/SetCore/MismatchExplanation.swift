import Localization

/// Why three cards are not a Set, by value (B5): "Not a Set: two are red, one is green; two
/// are ovals, one is a diamond".
///
/// One clause per broken feature (two cards agree, the third differs), in the order number,
/// shape, shading, color, naming the values with the words the `state` report uses (plurals
/// allowed): red, green, purple; diamond, oval, squiggle; solid, striped, open — except the
/// squiggle, named as it is drawn: "rectangle" in the rectangle style (B5).
public struct MismatchExplanation: Hashable, Sendable {
    /// One clause per broken feature, e.g. "two are red, one is green".
    public let clauses: [String]

    /// The explanation for `cards`; nil unless they are exactly three cards that are not a Set.
    /// `squiggle` is the style the cards draw the squiggle in: the rectangle style names it a
    /// rectangle; without a style it is the squiggle, as `state` names it.
    public init?(_ cards: [Card], squiggle: Settings.Squiggle = .curved) {
        guard cards.count == 3 else { return nil }
        let broken = SetRule.brokenFeatures(cards[0], cards[1], cards[2])
        guard !broken.isEmpty else { return nil }
        clauses = broken.map { feature in
            let odd = Self.oddOneOut(of: cards, in: feature)
            return Self.clause(feature, two: cards[odd == 0 ? 1 : 0], one: cards[odd], squiggle: squiggle)
        }
    }

    /// The whole sentence: "Not a Set: " and the clauses separated by semicolons (in the
    /// player's language, I1).
    public var sentence: String { lines(1)[0] }

    /// The sentence wrapped onto `count` lines (at least one, at most one per clause), the
    /// clauses shared out as evenly as they go, earlier lines taking the extra ones. The first
    /// line starts with "Not a Set: "; each line but the last ends with a semicolon.
    public func lines(_ count: Int) -> [String] {
        let count = max(1, min(count, clauses.count))
        // TRANSLATORS: what separates the clauses of a "Not a Set" message, e.g. "two are red,
        // one is green; two are ovals, one is a diamond" (French: " ; ").
        let separator = tr("; ")
        var lines: [String] = []
        var start = 0
        for line in 0..<count {
            let size = clauses.count / count + (line < clauses.count % count ? 1 : 0)
            lines.append(clauses[start..<start + size].joined(separator: separator))
            start += size
        }
        // TRANSLATORS: a wrong trio's message; {1} is one or more clauses such as "two are red,
        // one is green".
        lines[0] = tr("Not a Set: {1}", lines[0])
        let lineEnd = String(separator.reversed().drop { $0 == " " }.reversed())
        for line in lines.indices.dropLast() { lines[line] += lineEnd }
        return lines
    }

    // MARK: - Words

    /// The position of the card whose value of `feature` differs from the other two.
    private static func oddOneOut(of cards: [Card], in feature: SetRule.Feature) -> Int {
        let values = cards.map { $0.value(of: feature) }
        if values[0] == values[1] { return 2 }
        return values[0] == values[2] ? 1 : 0
    }

    /// The clause for `feature`, where `two` shows the value two cards share and `one` the odd
    /// one: a whole sentence per pair of values, so that each language words it its own way.
    private static func clause(_ feature: SetRule.Feature, two: Card, one: Card, squiggle: Settings.Squiggle) -> String {
        switch feature {
        case .number: numberClause(two.number, one.number)
        case .shape: shapeClause(ShapeWord(two.shape, squiggle), ShapeWord(one.shape, squiggle))
        case .shading: shadingClause(two.shading, one.shading)
        case .color: colorClause(two.color, one.color)
        }
    }

    // TRANSLATORS: the clauses below say which value two of three cards share and which the
    // third has; they follow "Not a Set: " and speak of the cards ("two" and "one" are cards).
    private static func numberClause(_ two: Card.Number, _ one: Card.Number) -> String {
        switch (two, one) {
        case (.one, .two): tr("two have one symbol, one has two")
        case (.one, .three): tr("two have one symbol, one has three")
        case (.two, .one): tr("two have two symbols, one has one")
        case (.two, .three): tr("two have two symbols, one has three")
        case (.three, .one): tr("two have three symbols, one has one")
        case (.three, .two): tr("two have three symbols, one has two")
        default: preconditionFailure("the odd card's number is the others'")
        }
    }

    /// The shape as the cards draw it: the squiggle is a rectangle in the rectangle style.
    private enum ShapeWord {
        case diamond, oval, squiggle, rectangle

        init(_ shape: Card.Shape, _ style: Settings.Squiggle) {
            switch shape {
            case .diamond: self = .diamond
            case .oval: self = .oval
            case .squiggle: self = style == .rectangle ? .rectangle : .squiggle
            }
        }
    }

    private static func shapeClause(_ two: ShapeWord, _ one: ShapeWord) -> String {
        switch (two, one) {
        case (.diamond, .oval): tr("two are diamonds, one is an oval")
        case (.diamond, .squiggle): tr("two are diamonds, one is a squiggle")
        case (.diamond, .rectangle): tr("two are diamonds, one is a rectangle")
        case (.oval, .diamond): tr("two are ovals, one is a diamond")
        case (.oval, .squiggle): tr("two are ovals, one is a squiggle")
        case (.oval, .rectangle): tr("two are ovals, one is a rectangle")
        case (.squiggle, .diamond): tr("two are squiggles, one is a diamond")
        case (.squiggle, .oval): tr("two are squiggles, one is an oval")
        case (.rectangle, .diamond): tr("two are rectangles, one is a diamond")
        case (.rectangle, .oval): tr("two are rectangles, one is an oval")
        default: preconditionFailure("the odd card's shape is the others'")
        }
    }

    private static func shadingClause(_ two: Card.Shading, _ one: Card.Shading) -> String {
        switch (two, one) {
        case (.solid, .striped): tr("two are solid, one is striped")
        case (.solid, .open): tr("two are solid, one is open")
        case (.striped, .solid): tr("two are striped, one is solid")
        case (.striped, .open): tr("two are striped, one is open")
        case (.open, .solid): tr("two are open, one is solid")
        case (.open, .striped): tr("two are open, one is striped")
        default: preconditionFailure("the odd card's shading is the others'")
        }
    }

    private static func colorClause(_ two: Card.Color, _ one: Card.Color) -> String {
        switch (two, one) {
        case (.red, .green): tr("two are red, one is green")
        case (.red, .purple): tr("two are red, one is purple")
        case (.green, .red): tr("two are green, one is red")
        case (.green, .purple): tr("two are green, one is purple")
        case (.purple, .red): tr("two are purple, one is red")
        case (.purple, .green): tr("two are purple, one is green")
        default: preconditionFailure("the odd card's colour is the others'")
        }
    }
}
