import PropertyBased
import SetCore
import TestSupport
import Testing

/// R1: the 81 cards and the rule that makes three of them a Set.
@Suite("R1 cards and the Set rule")
struct SetRuleTests {
    // MARK: - The 81 cards

    @Test func deckHas81DistinctCards() {
        #expect(Card.all.count == 81)
        #expect(Set(Card.all).count == 81)
    }

    @Test func everyCombinationOfNumberShapeShadingAndColorIsACard() {
        let all = Set(Card.all)
        for number in Card.Number.allCases {
            for shape in Card.Shape.allCases {
                for shading in Card.Shading.allCases {
                    for color in Card.Color.allCases {
                        #expect(all.contains(Card(number, shape, shading, color)))
                    }
                }
            }
        }
        #expect(Card.Number.allCases.map(\.rawValue) == [1, 2, 3])
        #expect(Card.Shape.allCases == [.diamond, .oval, .squiggle])
        #expect(Card.Shading.allCases == [.solid, .striped, .open])
        #expect(Card.Color.allCases.count == 3)
    }

    @Test func cardIndexIsItsPlaceInTheFullDeck() {
        #expect(Card.all.map(\.index) == Array(0..<81))
    }

    @Test func cardDescribesItselfAsNumberColorShadingShape() {
        #expect(Card(.two, .oval, .striped, .green).description == "2 green striped oval")
        #expect(card("3 purple open squiggle") == Card(.three, .squiggle, .open, .purple))
    }

    // MARK: - isSet

    @Test func threeCardsAllSameInThreeFeaturesAndAllDifferentInOneAreASet() {
        #expect(SetRule.isSet(card("1 red solid diamond"), card("2 red solid diamond"), card("3 red solid diamond")))
        #expect(SetRule.isSet(card("2 red solid oval"), card("2 green solid oval"), card("2 purple solid oval")))
    }

    @Test func threeCardsAllDifferentInEveryFeatureAreASet() {
        #expect(SetRule.isSet(card("1 red solid diamond"), card("2 green striped oval"), card("3 purple open squiggle")))
    }

    @Test func threeCardsMixingSameAndDifferentFeaturesCanBeASet() {
        #expect(SetRule.isSet(card("1 red solid oval"), card("2 red striped oval"), card("3 red open oval")))
    }

    /// Starting from a Set that is all different in every feature, making two cards agree in one
    /// feature breaks exactly that feature.
    @Test(arguments: SetRule.Feature.allCases)
    func twoOfOneAndOneOfAnotherInAnyFeatureIsNotASet(feature: SetRule.Feature) {
        let a = card("1 red solid diamond")
        let b = card("2 green striped oval")
        var c = card("3 purple open squiggle")
        switch feature {
        case .number: c = Card(a.number, c.shape, c.shading, c.color)
        case .shape: c = Card(c.number, a.shape, c.shading, c.color)
        case .shading: c = Card(c.number, c.shape, a.shading, c.color)
        case .color: c = Card(c.number, c.shape, c.shading, a.color)
        }
        #expect(!SetRule.isSet(a, b, c))
        #expect(!SetRule.isSet([a, b, c]))
        #expect(SetRule.brokenFeatures(a, b, c) == [feature])
    }

    @Test func brokenFeaturesListsEveryTwoAgainstOneFeatureInFeatureOrder() {
        let trio = cards("3 red open squiggle", "1 green solid diamond", "1 red striped diamond")
        #expect(SetRule.brokenFeatures(trio[0], trio[1], trio[2]) == [.number, .shape, .color])
        let set = cards("1 red solid diamond", "2 green striped oval", "3 purple open squiggle")
        #expect(SetRule.brokenFeatures(set[0], set[1], set[2]).isEmpty)
    }

    @Test func whetherThreeCardsAreASetDoesNotDependOnTheirOrder() {
        for trio in [cards("1 red solid diamond", "2 green striped oval", "3 purple open squiggle"),
                     cards("3 red open squiggle", "1 green solid diamond", "1 red striped diamond")] {
            let expected = SetRule.isSet(trio)
            for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
                #expect(SetRule.isSet(trio[order]) == expected)
            }
        }
    }

    @Test func onlyExactlyThreeCardsCanBeASet() {
        let set = cards("1 red solid diamond", "2 red solid diamond", "3 red solid diamond")
        #expect(SetRule.isSet(set))
        #expect(!SetRule.isSet([]))
        #expect(!SetRule.isSet(Array(set.prefix(2))))
        #expect(!SetRule.isSet(set + [card("1 green solid diamond")]))
    }

    /// Checks `isSet` on every one of the 85 320 triples of the deck against an independent
    /// formulation of the rule: in each feature the three value indices sum to a multiple of 3.
    @Test func isSetAgreesWithTheSumModuloThreeRuleForEveryTripleOfTheDeck() {
        func values(_ card: Card) -> [Int] {
            [card.number.rawValue, Card.Shape.allCases.firstIndex(of: card.shape)!,
             Card.Shading.allCases.firstIndex(of: card.shading)!, Card.Color.allCases.firstIndex(of: card.color)!]
        }
        let all = Card.all
        let v = all.map(values)
        var disagreements = 0
        var sets = 0
        for i in 0..<81 {
            for j in (i + 1)..<81 {
                for k in (j + 1)..<81 {
                    let oracle = (0..<4).allSatisfy { (v[i][$0] + v[j][$0] + v[k][$0]) % 3 == 0 }
                    if oracle { sets += 1 }
                    if SetRule.isSet(all[i], all[j], all[k]) != oracle { disagreements += 1 }
                }
            }
        }
        #expect(disagreements == 0)
        #expect(sets == 1080)
    }

    // MARK: - completion

    @Test func completionIsTheThirdCardOfTheSet() {
        #expect(SetRule.completion(card("1 red solid diamond"), card("2 green striped oval"))
                == card("3 purple open squiggle"))
        #expect(SetRule.completion(card("1 red solid diamond"), card("2 red solid diamond"))
                == card("3 red solid diamond"))
        #expect(SetRule.completion(card("2 green open oval"), card("2 purple open squiggle"))
                == card("2 red open diamond"))
    }

    @Test func completionOfAnyTwoDistinctCardsIsTheOnlyCardThatMakesASetWithThem() {
        for (i, a) in Card.all.enumerated() {
            for b in Card.all[(i + 1)...] {
                let c = SetRule.completion(a, b)
                #expect(c != a && c != b)
                #expect(SetRule.isSet(a, b, c))
                #expect(SetRule.completion(b, a) == c)
            }
        }
        // Uniqueness, for every partner of one card.
        let a = Card.all[40]
        for b in Card.all where b != a {
            let thirds = Card.all.filter { $0 != a && $0 != b && SetRule.isSet(a, b, $0) }
            #expect(thirds == [SetRule.completion(a, b)])
        }
    }

    // MARK: - sets(in:)

    @Test func fullDeckHolds1080Sets() {
        #expect(SetRule.sets(in: Card.all).count == 1080)
    }

    @Test func setsInAKnownTableAreFoundAtTheirPositions() {
        #expect(SetRule.sets(in: Fixture.noSet).isEmpty)
        #expect(SetRule.sets(in: Fixture.oneSet) == [Fixture.oneSetTrio])
        #expect(SetRule.sets(in: Fixture.twoSets) == [Fixture.twoSetsFirst, Fixture.twoSetsSecond])
        #expect(SetRule.sets(in: []).isEmpty)
    }

    @Test func setsInAgreesWithABruteForceTripleLoop() async {
        await propertyCheck(count: 200, input: Gen.shuffled(Card.all), Gen.int(in: 0...21)) { deck, size in
            let table = Array(deck.prefix(size))
            var expected: [[Int]] = []
            for i in table.indices {
                for j in table.indices where j > i {
                    for k in table.indices where k > j && SetRule.isSet(table[i], table[j], table[k]) {
                        expected.append([i, j, k])
                    }
                }
            }
            #expect(SetRule.sets(in: table) == expected, "table: \(table)")
        }
    }

    // MARK: - The fixtures other tests rely on

    @Test func fixturesAreWhatTheirNamesSay() {
        for table in [Fixture.noSet, Fixture.oneSet, Fixture.twoSets] {
            #expect(table.count == 12)
            #expect(Set(table).count == 12)
            #expect(Set(table).isDisjoint(with: Fixture.nextThree))
        }
        #expect(Set(Fixture.nextThree).count == 3)
    }
}
