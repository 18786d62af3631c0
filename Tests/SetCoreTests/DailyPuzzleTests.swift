import Foundation
import SetCore
import TestSupport
import Testing

/// G5: the daily puzzle's twelve cards come from the date alone and hold exactly six Sets;
/// the player finds all six, a Set found twice does not count, a wrong trio costs 10 s.
@Suite("G5 daily puzzle")
struct DailyPuzzleTests {
    static let date = PuzzleDate("2026-11-22")!

    /// 2026-11-22's table, as the documented generator deals it (18th deal).
    static let table = cards(
        "1 green solid oval", "2 green solid squiggle", "2 purple striped squiggle", "1 red solid oval",
        "3 green open oval", "1 green striped diamond", "3 green solid diamond", "3 purple solid oval",
        "2 green striped diamond", "2 red open squiggle", "1 red open diamond", "1 red solid diamond")
    static let sets = [[0, 1, 6], [1, 2, 9], [1, 4, 5], [1, 7, 11], [2, 4, 11], [5, 7, 9]]

    // MARK: - The generator

    @Test func theSeedIsFNV1aOfTheDatesText() {
        #expect(DailyPuzzle.seed(for: PuzzleDate("2024-01-01")!) == 0x3763_7D7A_01D6_21A9)
        #expect(DailyPuzzle.seed(for: Self.date) == 0xD375_0933_6830_32D7)
    }

    @Test func aDateAlwaysDealsTheSameTwelveCards() {
        let deal = DailyPuzzle.deal(for: Self.date)
        #expect(deal.table == Self.table)
        #expect(deal.attempts == 18)
        #expect(DailyPuzzle(date: Self.date).table == Self.table)
        #expect(DailyPuzzle.deal(for: PuzzleDate("2024-01-01")!).attempts == 19)
    }

    @Test func theTableHoldsExactlySixSets() {
        let puzzle = DailyPuzzle(date: Self.date)
        #expect(puzzle.sets == Self.sets)
        #expect(SetRule.sets(in: Self.table) == Self.sets)
    }

    /// Every date of 2024–2030 finds its table within 400 deals (the slowest, 2026-01-29,
    /// takes 340), twelve distinct cards holding six Sets.
    @Test func everyDateOf2024To2030FindsItsTableWithinFourHundredDeals() throws {
        var date = try #require(PuzzleDate("2024-01-01"))
        var slowest = (date: date, attempts: 0)
        var dates = 0
        while date.year <= 2030 {
            let deal = DailyPuzzle.deal(for: date)
            #expect(deal.attempts <= 400, "\(date)")
            #expect(Set(deal.table).count == 12 && SetRule.sets(in: deal.table).count == 6, "\(date)")
            if deal.attempts > slowest.attempts { slowest = (date, deal.attempts) }
            dates += 1
            date = date.next
        }
        #expect(dates == 2557)
        #expect(slowest.date == PuzzleDate("2026-01-29") && slowest.attempts == 340)
    }

    @Test func neighbouringDaysDealDifferentTables() {
        #expect(DailyPuzzle(date: Self.date).table != DailyPuzzle(date: Self.date.next).table)
    }

    // MARK: - The rules

    @Test func aSetFoundIsListedAndTheSelectionClearsAtOnceWhileTheCardsStay() {
        var puzzle = DailyPuzzle(date: Self.date)
        #expect(puzzle.select(cardAt: 6) == .picked)
        #expect(puzzle.select(cardAt: 0) == .picked)
        #expect(puzzle.selection == .partial)
        #expect(puzzle.select(cardAt: 1) == .found)
        #expect(puzzle.found == [[0, 1, 6]])
        #expect(puzzle.selection == .none && puzzle.selected.isEmpty)
        #expect(puzzle.table == Self.table)
        #expect(!puzzle.isSolved)
    }

    @Test func aSetFoundAgainIsIgnored() {
        var puzzle = DailyPuzzle(date: Self.date)
        for position in [0, 1, 6] { puzzle.select(cardAt: position) }
        puzzle.select(cardAt: 1)
        puzzle.select(cardAt: 6)
        #expect(puzzle.select(cardAt: 0) == .foundAgain)
        #expect(puzzle.found == [[0, 1, 6]])
        #expect(puzzle.selected.isEmpty)
        #expect(puzzle.wrongTrios == 0 && puzzle.penaltyMs == 0)
    }

    @Test func aWrongTrioCostsTenSecondsAndStaysSelectedUntilTheNextClick() {
        // 1 green solid oval, 1 red solid oval, 1 red solid diamond: two are ovals, two are red.
        var puzzle = DailyPuzzle(date: Self.date)
        puzzle.select(cardAt: 0)
        puzzle.select(cardAt: 3)
        #expect(puzzle.select(cardAt: 11) == .notASet)
        #expect(puzzle.wrongTrios == 1)
        #expect(puzzle.penaltyMs == 10_000)
        #expect(puzzle.timeMs(elapsedMs: 60_000) == 70_000)
        #expect(puzzle.selection == .mismatch && puzzle.selected == [0, 3, 11])
        #expect(puzzle.mismatchReasons == [.shape, .color])
        #expect(puzzle.select(cardAt: 3) == .picked)
        #expect(puzzle.selected == [3])
        #expect(puzzle.found.isEmpty)
        puzzle.select(cardAt: 0)
        #expect(puzzle.select(cardAt: 11) == .notASet)
        puzzle.deselectAll()
        #expect(puzzle.selected.isEmpty && puzzle.selection == .none, "Escape lets a wrong trio go")
        #expect(puzzle.wrongTrios == 2 && puzzle.found.isEmpty)
    }

    @Test func aCardPickedAgainIsPutBackAndEscapeClearsOneOrTwo() {
        var puzzle = DailyPuzzle(date: Self.date)
        puzzle.select(cardAt: 4)
        puzzle.select(cardAt: 6)
        #expect(puzzle.select(cardAt: 4) == .picked)
        #expect(puzzle.selected == [6])
        puzzle.deselectAll()
        #expect(puzzle.selected.isEmpty)
        #expect(puzzle.select(cardAt: 12) == .ignored)
    }

    @Test func thePuzzleIsSolvedWhenAllSixAreFoundAndThenTakesNoMoreClicks() {
        var puzzle = DailyPuzzle(date: Self.date)
        for set in Self.sets.reversed() {
            #expect(!puzzle.isSolved)
            for position in set.reversed() { puzzle.select(cardAt: position) }
        }
        #expect(puzzle.isSolved)
        #expect(puzzle.found == Self.sets.reversed())
        #expect(puzzle.select(cardAt: 0) == .ignored)
        #expect(puzzle.selected.isEmpty)
        #expect(puzzle.table == Self.table)
    }

    // MARK: - Saved

    @Test func aPuzzleInPlayComesBackThroughJSONWithoutWritingItsCards() throws {
        var puzzle = DailyPuzzle(date: Self.date)
        for position in [5, 4, 1, 0, 3, 11, 5] { puzzle.select(cardAt: position) }
        let data = try JSONEncoder().encode(puzzle)
        #expect(try JSONDecoder().decode(DailyPuzzle.self, from: data) == puzzle)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["date", "found", "selected", "wrongTrios"])
        #expect(object["date"] as? String == "2026-11-22")
        #expect(object["found"] as? [[Int]] == [[1, 4, 5]])
        #expect(object["selected"] as? [Int] == [5])
        #expect(object["wrongTrios"] as? Int == 1)
    }

    @Test func aPuzzleThatNoPlayCouldReachIsRefused() {
        func decode(_ json: String) throws -> DailyPuzzle {
            try JSONDecoder().decode(DailyPuzzle.self, from: Data(json.utf8))
        }
        #expect(throws: Never.self) { try decode(#"{"date":"2026-11-22","found":[[0,1,6]],"selected":[0,3,11]}"#) }
        for json in [#"{"date":"2026-02-30"}"#, #"{"date":"22/11/2026"}"#,
                     #"{"date":"2026-11-22","found":[[0,1,2]]}"#,
                     #"{"date":"2026-11-22","found":[[0,1,6],[0,1,6]]}"#,
                     #"{"date":"2026-11-22","found":[[6,1,0]]}"#,
                     #"{"date":"2026-11-22","selected":[0,1,2,3]}"#,
                     #"{"date":"2026-11-22","selected":[0,0]}"#,
                     #"{"date":"2026-11-22","selected":[12]}"#,
                     #"{"date":"2026-11-22","selected":[0,1,6]}"#,
                     #"{"date":"2026-11-22","wrongTrios":-1}"#] {
            #expect(throws: (any Error).self, "\(json)") { try decode(json) }
        }
    }
}
