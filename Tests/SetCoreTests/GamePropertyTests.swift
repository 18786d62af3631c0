import Foundation
import PropertyBased
import SetCore
import Testing

/// Reliability: the rules hold in every reachable state.
///
/// The random-play checks do not shrink a failing input (hundreds of steps, replayed per
/// candidate, would take minutes); they name the failing step instead.
@Suite("Rules hold in every reachable state")
struct GamePropertyTests {
    /// One player action, drawn at random.
    struct Step: Sendable, CustomStringConvertible {
        /// 0..<3 deal, 3..<40 click a card of a Set on the table, 40..<97 click any card,
        /// 97 press Hint, 98... click a position that may be off the table.
        var kind: Int
        var position: Int
        /// Seconds since the previous action.
        var wait: Int

        var description: String { "(\(kind),\(position),\(wait))" }
    }

    static let steps = zip(Gen.int(in: 0...99), Gen.int(in: 0...80), Gen.int(in: 0...20))
        .map { Step(kind: $0.0, position: $0.1, wait: $0.2) }
        .array(of: 200...400)

    /// Performs `step` at `time`.
    static func perform(_ step: Step, on game: inout Game, at time: Double) {
        switch step.kind {
        case ..<3:
            game.dealThree(at: time)
        case ..<40:
            let selectedPositions = game.selected.compactMap { game.table.firstIndex(of: $0) }
            let sets = game.setsOnTable
            let goal = sets.first { trio in selectedPositions.allSatisfy(trio.contains) } ?? sets.first
            if let goal, let position = goal.first(where: { !selectedPositions.contains($0) }) {
                game.select(cardAt: position, at: time)
            } else if !game.table.isEmpty {
                game.select(cardAt: step.position % game.table.count, at: time)
            }
        case ..<97:
            if !game.table.isEmpty { game.select(cardAt: step.position % game.table.count, at: time) }
        case 97:
            _ = game.revealHint()
        default:
            game.select(cardAt: step.position, at: time)
        }
    }

    /// The first rule the game breaks, or nil.
    static func brokenRule(in game: Game) -> String? {
        let all = game.allCards
        if all.count != 81 { return "deck + table + discarded = \(all.count) cards" }
        var seen = [Bool](repeating: false, count: 81)
        for card in all {
            if seen[card.index] { return "\(card) is there twice" }
            seen[card.index] = true
        }
        var onTable = [Bool](repeating: false, count: 81)
        for card in game.table { onTable[card.index] = true }
        if game.selected.count > 3 { return "\(game.selected.count) selected" }
        if Set(game.selected).count != game.selected.count { return "a card selected twice" }
        if !game.selected.allSatisfy({ onTable[$0.index] }) { return "a selected card is not on the table" }
        if game.discarded.count % 3 != 0 { return "\(game.discarded.count) discarded" }
        if game.discarded.count / 3 != game.setsFound - (game.selection == .match ? 1 : 0) {
            return "\(game.discarded.count) discarded after \(game.setsFound) Sets"
        }
        if game.deck.count % 3 != 0 { return "\(game.deck.count) in the deck" }
        if game.table.count < 12 && !game.deck.isEmpty { return "\(game.table.count) on the table, deck not empty" }
        if game.canDeal == game.deck.isEmpty { return "canDeal is wrong" }
        return brokenHint(in: game, onTable: onTable)
    }

    /// The hint (B1): at most 3 distinct cards on the table, all of one Set there.
    static func brokenHint(in game: Game, onTable: [Bool]) -> String? {
        let hint = game.hint
        if hint.count > 3 || Set(hint).count != hint.count { return "hint \(hint)" }
        if !hint.allSatisfy({ onTable[$0.index] }) { return "a hinted card is not on the table" }
        let positions = hint.compactMap { game.table.firstIndex(of: $0) }
        if !hint.isEmpty, !SetRule.sets(in: game.table).contains(where: { positions.allSatisfy($0.contains) }) {
            return "hint \(hint) is not part of a Set on the table"
        }
        return nil
    }

    /// The first wrong derived reading (Sets on the table, game over), or nil. Slower than
    /// `brokenRule`, so checked less often.
    static func wrongReading(in game: Game) -> String? {
        let sets = game.setsOnTable
        if !sets.allSatisfy({ SetRule.isSet($0.map { game.table[$0] }) }) { return "setsOnTable lists a non-Set" }
        let pending = game.selection == .match ? game.selected : []
        if sets.contains(where: { $0.contains { pending.contains(game.table[$0]) } }) {
            return "setsOnTable lists a card of the matched trio"
        }
        if game.isOver != (game.deck.isEmpty && sets.isEmpty) { return "isOver is wrong" }
        return nil
    }

    @Test(.shrinking(false)) func longRandomPlayNeverLosesOrDuplicatesACard() async {
        await propertyCheck(count: 25, input: Gen.uint64(), Self.steps) { seed, steps in
            var random = SeededRandom(seed: seed)
            var game = Game(random: &random, at: 0)
            var time = 0.0
            #expect(Self.brokenRule(in: game) == nil)
            for (n, step) in steps.enumerated() {
                time += Double(step.wait)
                Self.perform(step, on: &game, at: time)
                if let broken = Self.brokenRule(in: game) {
                    Issue.record("step \(n) \(step): \(broken)")
                    return
                }
            }
            #expect(Self.wrongReading(in: game) == nil)
        }
    }

    /// The same random play also reaches the end of the deck, where matched trios leave
    /// without replacement; checks that the generator actually gets there.
    @Test func randomPlayReachesTheEndOfTheDeck() {
        var random = SeededRandom(seed: 5)
        var game = Game(random: &random, at: 0)
        var time = 0.0
        var choices = SeededRandom(seed: 6)
        var shortestTable = game.table.count
        for _ in 0..<400 {
            let step = Step(kind: choices.below(100), position: choices.below(81), wait: choices.below(21))
            time += Double(step.wait)
            Self.perform(step, on: &game, at: time)
            shortestTable = min(shortestTable, game.table.count)
            if let wrong = Self.brokenRule(in: game) ?? Self.wrongReading(in: game) {
                Issue.record("\(step): \(wrong)")
                return
            }
        }
        #expect(game.deck.isEmpty)
        #expect(shortestTable < 12)
    }

    @Test(.shrinking(false)) func scoreChangesOnlyAsTheRulesSay() async {
        await propertyCheck(count: 10, input: Gen.uint64(), Self.steps) { seed, steps in
            var random = SeededRandom(seed: seed)
            var game = Game(random: &random, at: 0)
            var time = 0.0
            for step in steps {
                time += Double(step.wait)
                let before = game
                Self.perform(step, on: &game, at: time)
                let delta = game.score - before.score
                let mismatched = before.selection != .match && before.selection != .mismatch
                    && game.selection == .mismatch
                let allowed: Set<Int>
                if game.setsFound > before.setsFound {
                    allowed = Set(10...30)// a match
                } else if mismatched {
                    allowed = [-5]                                          // a mismatch
                } else if game.hintsUsed > before.hintsUsed {
                    allowed = [-8]                                          // a card revealed
                } else if game.table.count > before.table.count {
                    allowed = before.setsOnTable.isEmpty ? [0] : [-5]       // a deal of 3 more
                } else {
                    allowed = [0]
                }
                if !allowed.contains(delta) {
                    Issue.record("\(step): score changed by \(delta)")
                    return
                }
                let revealed = game.hint.last.map { !before.hint.contains($0) } ?? false
                if game.mismatches - before.mismatches != (mismatched ? 1 : 0)
                    || game.hintsUsed - before.hintsUsed != (revealed ? 1 : 0) {
                    Issue.record("\(step): mismatches \(game.mismatches), hints used \(game.hintsUsed)")
                    return
                }
            }
        }
    }

    @Test func aGamePlayedByAlwaysTakingTheFirstSetEndsWithTheDeckEmpty() {
        var random = SeededRandom(seed: 77)
        var game = Game(random: &random, at: 0)
        var time = 0.0
        var actions = 0
        while !game.isOver && actions < 200 {
            time += 1
            if game.selection == .match {
                game.select(cardAt: 0, at: time)
            } else if let trio = game.setsOnTable.first {
                for position in trio { game.select(cardAt: position, at: time) }
            } else {
                game.dealThree(at: time)
            }
            actions += 1
            if let wrong = Self.brokenRule(in: game) ?? Self.wrongReading(in: game) {
                Issue.record("action \(actions): \(wrong)")
                return
            }
        }
        #expect(game.isOver)
        #expect(game.deck.isEmpty)
        #expect(game.setsOnTable.isEmpty)
        #expect(game.setsFound * 3 == game.discarded.count + (game.selection == .match ? 3 : 0))
        #expect(game.setsFound >= 20)
        #expect(game.score > 0)
    }

    /// B6: a game saved mid-play and loaded again is the same game and plays on the same way.
    @Test(.shrinking(false)) func aSavedGameLoadsAsTheSameGame() async {
        await propertyCheck(count: 10, input: Gen.uint64(), Self.steps) { seed, steps in
            var random = SeededRandom(seed: seed)
            var game = Game(random: &random, at: 0)
            var time = 0.0
            let half = steps.count / 2
            for step in steps[..<half] {
                time += Double(step.wait)
                Self.perform(step, on: &game, at: time)
            }
            var loaded = try JSONDecoder().decode(Game.self, from: JSONEncoder().encode(game))
            #expect(loaded == game)
            for step in steps[half...] {
                time += Double(step.wait)
                Self.perform(step, on: &game, at: time)
                Self.perform(step, on: &loaded, at: time)
            }
            #expect(loaded == game)
        }
    }
}
