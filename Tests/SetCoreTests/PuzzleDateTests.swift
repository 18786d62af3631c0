import Foundation
import SetCore
import Testing

/// G5: the days of the calendar the daily puzzle and its streak are counted in.
@Suite("G5 puzzle dates")
struct PuzzleDateTests {
    @Test func aDateIsReadAndWrittenAsYearMonthDay() throws {
        let date = try #require(PuzzleDate("2026-11-22"))
        #expect(date.year == 2026 && date.month == 11 && date.day == 22)
        #expect(date.description == "2026-11-22")
        #expect(PuzzleDate(year: 7, month: 3, day: 5)?.description == "0007-03-05")
    }

    @Test func onlyRealDaysWrittenExactlyAreDates() {
        #expect(PuzzleDate("2024-02-29") != nil)
        #expect(PuzzleDate("2000-02-29") != nil)
        for text in ["2025-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00",
                     "0000-01-01", "2024-1-01", " 2024-01-01", "2024-01-01 ", "2024/01/01", "2024-01-0x",
                     "+024-01-01", ""] {
            #expect(PuzzleDate(text) == nil, "\(text)")
        }
    }

    @Test func daysAreCountedFrom1970() {
        #expect(PuzzleDate("1970-01-01")?.daysSince1970 == 0)
        #expect(PuzzleDate("2000-03-01")?.daysSince1970 == 11_017)
        #expect(PuzzleDate("2024-02-29")?.daysSince1970 == 19_782)
        #expect(PuzzleDate("1969-12-31")?.daysSince1970 == -1)
        #expect(PuzzleDate.earliest.daysSince1970 == -719_162)
        #expect(PuzzleDate.latest.daysSince1970 == 2_932_896)
    }

    @Test func everyDayFrom1900To2100ComesBackFromItsCountAndFollowsTheOneBefore() {
        var date = PuzzleDate(year: 1900, month: 1, day: 1)!
        var days = date.daysSince1970
        while date.year < 2100 {
            #expect(PuzzleDate(daysSince1970: days) == date)
            let next = date.next
            #expect(next.daysSince1970 == days + 1 && next.previous == date && date < next)
            #expect(PuzzleDate(next.description) == next)
            (date, days) = (next, days + 1)
        }
    }

    @Test func theNextDayCrossesMonthsYearsAndLeapDays() {
        #expect(PuzzleDate("2024-02-28")?.next.description == "2024-02-29")
        #expect(PuzzleDate("2024-02-29")?.next.description == "2024-03-01")
        #expect(PuzzleDate("2025-02-28")?.next.description == "2025-03-01")
        #expect(PuzzleDate("2025-12-31")?.next.description == "2026-01-01")
        #expect(PuzzleDate("2026-01-01")?.previous.description == "2025-12-31")
        #expect(PuzzleDate.latest.next == .latest && PuzzleDate.earliest.previous == .earliest)
    }

    @Test func theDayOfAClockDependsOnTheOffsetFromUTC() {
        // 2024-01-01 23:30 UTC.
        let seconds = Double(PuzzleDate("2024-01-01")!.daysSince1970) * 86_400 + 23.5 * 3600
        #expect(PuzzleDate(secondsSince1970: seconds).description == "2024-01-01")
        #expect(PuzzleDate(secondsSince1970: seconds, utcOffsetSeconds: 3600).description == "2024-01-02")
        #expect(PuzzleDate(secondsSince1970: -1).description == "1969-12-31")
        #expect(PuzzleDate(secondsSince1970: .nan).description == "1970-01-01")
        #expect(PuzzleDate(secondsSince1970: 1e300) == .latest)
        #expect(PuzzleDate(secondsSince1970: -.infinity) == .earliest)
    }

    @Test func aDateIsWrittenAsItsTextAlsoAsADictionaryKey() throws {
        let date = try #require(PuzzleDate("2026-11-22"))
        #expect(String(decoding: try JSONEncoder().encode([date]), as: UTF8.self) == #"["2026-11-22"]"#)
        #expect(String(decoding: try JSONEncoder().encode([date: 1]), as: UTF8.self) == #"{"2026-11-22":1}"#)
        #expect(try JSONDecoder().decode([PuzzleDate: Int].self, from: Data(#"{"2026-11-22":1}"#.utf8)) == [date: 1])
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode([PuzzleDate: Int].self, from: Data(#"{"2026-11-31":1}"#.utf8))
        }
    }
}
