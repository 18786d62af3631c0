import SetCore
import TestSupport
import Testing

/// B5: a mismatch says why, naming the values of every broken feature.
@Suite("B5 why a trio is not a Set")
struct MismatchExplanationTests {
    /// Every clause there is, by feature, the value two cards share and the odd value, written
    /// the way `Card.description` writes values.
    static let everyClause: [String: String] = [
        "number 1 2": "two have one symbol, one has two",
        "number 1 3": "two have one symbol, one has three",
        "number 2 1": "two have two symbols, one has one",
        "number 2 3": "two have two symbols, one has three",
        "number 3 1": "two have three symbols, one has one",
        "number 3 2": "two have three symbols, one has two",
        "shape diamond oval": "two are diamonds, one is an oval",
        "shape diamond squiggle": "two are diamonds, one is a squiggle",
        "shape oval diamond": "two are ovals, one is a diamond",
        "shape oval squiggle": "two are ovals, one is a squiggle",
        "shape squiggle diamond": "two are squiggles, one is a diamond",
        "shape squiggle oval": "two are squiggles, one is an oval",
        "shading solid striped": "two are solid, one is striped",
        "shading solid open": "two are solid, one is open",
        "shading striped solid": "two are striped, one is solid",
        "shading striped open": "two are striped, one is open",
        "shading open solid": "two are open, one is solid",
        "shading open striped": "two are open, one is striped",
        "color red green": "two are red, one is green",
        "color red purple": "two are red, one is purple",
        "color green red": "two are green, one is red",
        "color green purple": "two are green, one is purple",
        "color purple red": "two are purple, one is red",
        "color purple green": "two are purple, one is green",
    ]

    /// The card's value of `feature` as `Card.description` writes it.
    static func value(_ card: Card, _ feature: SetRule.Feature) -> String {
        switch feature {
        case .number: "\(card.number.rawValue)"
        case .shape: card.shape.rawValue
        case .shading: card.shading.rawValue
        case .color: card.color.rawValue
        }
    }

    /// The clauses expected for a trio, looked up in `everyClause`, in feature order.
    static func expectedClauses(_ trio: [Card]) -> [String] {
        SetRule.Feature.allCases.compactMap { feature in
            let values = trio.map { value($0, feature) }
            guard Set(values).count == 2 else { return nil }
            let two = values.first { value in values.filter { $0 == value }.count == 2 }!
            let one = values.first { $0 != two }!
            return everyClause["\(feature) \(two) \(one)"]!
        }
    }

    // MARK: - Exact sentences

    @Test func twoBrokenFeaturesAreNamedInTheOrderNumberShapeShadingColor() {
        let trio = cards("1 red striped oval", "1 red solid oval", "1 green striped oval")
        #expect(MismatchExplanation(trio)?.sentence
            == "Not a Set: two are striped, one is solid; two are red, one is green")
    }

    @Test func everyBrokenFeatureIsNamed() {
        let trio = cards("1 red solid diamond", "1 red solid oval", "3 green open oval")
        let explanation = MismatchExplanation(trio)
        #expect(explanation?.clauses == [
            "two have one symbol, one has three", "two are ovals, one is a diamond",
            "two are solid, one is open", "two are red, one is green",
        ])
        #expect(explanation?.sentence == "Not a Set: two have one symbol, one has three; "
            + "two are ovals, one is a diamond; two are solid, one is open; two are red, one is green")
    }

    @Test func aSingleBrokenFeatureMakesAOneClauseSentence() {
        #expect(MismatchExplanation(cards("2 purple open squiggle", "2 red solid squiggle", "2 purple striped squiggle"))?
            .sentence == "Not a Set: two are purple, one is red")
        #expect(MismatchExplanation(cards("1 green open diamond", "2 green solid diamond", "3 green open diamond"))?
            .sentence == "Not a Set: two are open, one is solid")
        #expect(MismatchExplanation(cards("2 red solid squiggle", "1 red solid oval", "3 red solid oval"))?
            .sentence == "Not a Set: two are ovals, one is a squiggle")
        #expect(MismatchExplanation(cards("3 red solid oval", "2 green solid oval", "3 purple solid oval"))?
            .sentence == "Not a Set: two have three symbols, one has two")
    }

    @Test func theSquiggleIsNamedAsItIsDrawn() {
        let trio = cards("2 red solid squiggle", "1 red solid squiggle", "3 red solid oval")
        #expect(MismatchExplanation(trio, squiggle: .rectangle)?.clauses
            == ["two are rectangles, one is an oval"])
        #expect(MismatchExplanation(cards("1 red solid diamond", "2 red solid diamond", "3 red solid squiggle"),
                                    squiggle: .rectangle)?.clauses.last == "two are diamonds, one is a rectangle")
        #expect(MismatchExplanation(trio, squiggle: .curved)?.clauses.last == "two are squiggles, one is an oval")
    }

    @Test func theOddCardMayBeAnyOfTheThree() {
        let (one, two, three) = (card("1 red solid oval"), card("2 red solid oval"), card("3 green solid oval"))
        for trio in [[one, two, three], [one, three, two], [three, one, two]] {
            #expect(MismatchExplanation(trio)?.clauses == ["two are red, one is green"])
        }
    }

    // MARK: - No explanation

    @Test func aSetHasNoExplanation() {
        #expect(MismatchExplanation(Fixture.oneSet[Fixture.oneSetTrio]) == nil)
        #expect(MismatchExplanation(cards("1 red solid diamond", "2 green striped oval", "3 purple open squiggle")) == nil)
    }

    @Test func fewerOrMoreThanThreeCardsHaveNoExplanation() {
        #expect(MismatchExplanation([]) == nil)
        #expect(MismatchExplanation(Array(Fixture.noSet.prefix(1))) == nil)
        #expect(MismatchExplanation(Array(Fixture.noSet.prefix(2))) == nil)
        #expect(MismatchExplanation(Array(Fixture.noSet.prefix(4))) == nil)
    }

    // MARK: - Every trio of the deck

    @Test func everyTrioOfTheDeckIsExplainedExactlyWhenItIsNotASet() {
        let deck = Card.all
        var explained = 0, sets = 0
        var clausesSeen = Set<String>()
        for i in deck.indices {
            for j in deck.indices where j > i {
                for k in deck.indices where k > j {
                    let trio = [deck[i], deck[j], deck[k]]
                    guard let explanation = MismatchExplanation(trio) else {
                        sets += 1
                        if !SetRule.isSet(trio) { Issue.record("no explanation for \(trio)") }
                        continue
                    }
                    explained += 1
                    let expected = Self.expectedClauses(trio)
                    if explanation.clauses != expected {
                        Issue.record("\(trio): \(explanation.clauses), expected \(expected)")
                        return
                    }
                    clausesSeen.formUnion(expected)
                }
            }
        }
        #expect(sets == 1080)
        #expect(explained == 85_320 - 1080)
        #expect(clausesSeen.count == Self.everyClause.count)
    }

    @Test func theOrderOfTheCardsDoesNotChangeTheExplanation() {
        let first = Card.all[0]
        for j in 1..<81 {
            for k in (j + 1)..<81 {
                let (b, c) = (Card.all[j], Card.all[k])
                let sentences = Set([[first, b, c], [first, c, b], [b, first, c], [b, c, first], [c, first, b], [c, b, first]]
                    .map { MismatchExplanation($0)?.sentence })
                #expect(sentences.count == 1, "\(first), \(b), \(c)")
            }
        }
    }

    // MARK: - Wrapping for a narrow window

    @Test func theSentenceWrapsOntoTwoLinesBetweenClauses() {
        let four = MismatchExplanation(cards("1 red solid diamond", "1 red solid oval", "3 green open oval"))!
        #expect(four.lines(2) == [
            "Not a Set: two have one symbol, one has three; two are ovals, one is a diamond;",
            "two are solid, one is open; two are red, one is green",
        ])
        let three = MismatchExplanation(cards("1 red solid diamond", "1 red solid oval", "3 red open oval"))!
        #expect(three.lines(2) == [
            "Not a Set: two have one symbol, one has three; two are ovals, one is a diamond;",
            "two are solid, one is open",
        ])
        let one = MismatchExplanation(cards("1 red solid oval", "2 red solid oval", "3 green solid oval"))!
        #expect(one.lines(2) == ["Not a Set: two are red, one is green"])
    }

    @Test func oneLineIsTheSentenceAndNoLineCountLeavesAClauseOut() {
        let four = MismatchExplanation(cards("1 red solid diamond", "1 red solid oval", "3 green open oval"))!
        #expect(four.lines(1) == [four.sentence])
        #expect(four.lines(0) == [four.sentence])
        #expect(four.lines(4).count == 4)
        #expect(four.lines(9) == four.lines(4))
        #expect(four.lines(3).joined(separator: " ") == four.sentence)
    }
}
