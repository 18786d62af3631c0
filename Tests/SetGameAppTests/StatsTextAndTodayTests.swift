import Foundation
import Localization
import SetCore
@testable import Session
@testable import SetGameApp
import Testing

/// G3: the statistics panel's seconds per Set read with one decimal, rounded half away from
/// zero. G5: the daily puzzle's date is the machine's own local day.
@Suite("Seconds with one decimal and today's date", .serialized)
struct StatsTextAndTodayTests {
    @Test func G3_secondsPerSetReadWithOneDecimal() {
        #expect(oneDecimal(0.0) == "0.0")
        #expect(oneDecimal(17) == "17.0")
        #expect(oneDecimal(12.5) == "12.5")
        #expect(oneDecimal(3.14) == "3.1")
        #expect(oneDecimal(9.96) == "10.0")
        #expect(oneDecimal(123.04) == "123.0")
    }

    /// The pace chart's top: whole as it is, else one decimal; a top past `Int` (a recent
    /// game of 9×10¹⁸ Sets in a statistics file) trapped the statistics panel.
    @Test func G3_theChartsTopIsWholeOrHasOneDecimalAndNeverTraps() {
        #expect(wholeOrOneDecimal(60) == "60" && wholeOrOneDecimal(2.5) == "2.5" && wholeOrOneDecimal(1) == "1")
        #expect(wholeOrOneDecimal(6e23) == oneDecimal(6e23) && wholeOrOneDecimal(.infinity) == oneDecimal(.infinity))
    }

    @Test func G3_aHalfTenthRoundsAwayFromZero() {
        #expect(oneDecimal(4.25) == "4.3")
        #expect(oneDecimal(0.05) == "0.1")
        #expect(oneDecimal(-4.25) == "-4.3")
        #expect(oneDecimal(-0.04) == "0.0")
    }

    /// I1: the decimal separator is the language's (the statistics said "88.4" in French).
    @Test(arguments: [("de", "88,4"), ("es", "88,4"), ("fr", "88,4"), ("en", "88.4")])
    func G3_aDecimalIsWrittenAsTheLanguageWritesIt(language: String, written: String) throws {
        #expect(try LanguageTests.speaking(language) { [oneDecimal(88.44), oneDecimal(-0.25)] } == [written, "-" + (language == "en" ? "0.3" : "0,3")])
    }

    @Test func G5_todayIsTheDayTheSystemClockShows() throws {
        let before = try Self.dateCommand()
        let today = PuzzleDate.today().description
        let after = try Self.dateCommand()
        #expect(today == before || today == after)
    }

    /// 2025-03-01 05:00 UTC is still 28 February eleven hours west of Greenwich.
    @Test func G5_todayFollowsTheLocalTimeZone() {
        let now = 1_740_805_200.0
        #expect(Self.inZone("WEST11") { PuzzleDate.today(now: now).description } == "2025-02-28")
        #expect(Self.inZone("EAST-9") { PuzzleDate.today(now: now).description } == "2025-03-01")
        #expect(Self.inZone("UTC0") { PuzzleDate.today(now: now).description } == "2025-03-01")
    }

    /// What `date +%F` prints: the system's idea of today.
    static func dateCommand() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/date")
        process.arguments = ["+%F"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `body` run with the POSIX time zone `zone` (name and hours west of UTC), then the old one back.
    static func inZone<T>(_ zone: String, _ body: () -> T) -> T {
        let old = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", zone, 1)
        tzset()
        defer {
            if let old { setenv("TZ", old, 1) } else { unsetenv("TZ") }
            tzset()
        }
        return body()
    }
}
