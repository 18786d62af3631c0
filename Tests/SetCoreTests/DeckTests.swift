import PropertyBased
import SetCore
import Testing

/// The deck (cards dealt from the front) and the random numbers that shuffle it.
@Suite("Deck and seeded random numbers")
struct DeckTests {
    @Test func orderedDeckKeepsTheGivenOrder() {
        let cards = Array(Card.all.reversed().prefix(7))
        let deck = Deck(ordered: cards)
        #expect(deck.cards == cards)
        #expect(deck.count == 7)
        #expect(!deck.isEmpty)
    }

    @Test func cardsAreDealtFromTheFront() {
        var deck = Deck(ordered: Array(Card.all.prefix(6)))
        #expect(deck.deal(3) == Array(Card.all[0..<3]))
        #expect(deck.cards == Array(Card.all[3..<6]))
        #expect(deck.deal(2) == Array(Card.all[3..<5]))
        #expect(deck.count == 1)
    }

    @Test func dealingMoreThanTheDeckHoldsGivesWhatIsLeft() {
        var deck = Deck(ordered: Array(Card.all.prefix(2)))
        #expect(deck.deal(3) == Array(Card.all.prefix(2)))
        #expect(deck.isEmpty)
        #expect(deck.count == 0)
        #expect(deck.deal(3).isEmpty)
    }

    @Test func shuffledDeckHoldsEachOfThe81CardsOnce() async {
        await propertyCheck(count: 50, input: Gen.uint64()) { seed in
            var random = SeededRandom(seed: seed)
            let deck = Deck.shuffled(using: &random)
            #expect(deck.count == 81)
            #expect(Set(deck.cards) == Set(Card.all))
        }
    }

    @Test func shuffledDeckIsNotInTheFactoryOrder() {
        for seed in UInt64(0)..<10 {
            var random = SeededRandom(seed: seed)
            #expect(Deck.shuffled(using: &random).cards != Card.all)
        }
    }

    /// SplitMix64's published first outputs for seed 0, so a seed means the same on every machine.
    @Test func seededRandomIsSplitMix64() {
        var random = SeededRandom(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func belowStaysUnderItsBound() async {
        await propertyCheck(count: 200, input: Gen.uint64(), Gen.int(in: 1...1000)) { seed, bound in
            var random = SeededRandom(seed: seed)
            for _ in 0..<20 {
                let value = random.below(bound)
                #expect((0..<bound).contains(value))
            }
        }
    }

    @Test func belowReachesEveryValueOfASmallRange() {
        var random = SeededRandom(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<200 { seen.insert(random.below(5)) }
        #expect(seen == [0, 1, 2, 3, 4])
        #expect(random.below(1) == 0)
    }
}
