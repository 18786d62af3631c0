/// A day of the calendar (proleptic Gregorian, years 1 to 9999), written "YYYY-MM-DD": the
/// date of a daily puzzle (G5) and the days of a daily streak.
///
/// Pure arithmetic, no clock and no time zone: the caller says which day it is
/// (`init(secondsSince1970:utcOffsetSeconds:)` turns its clock into a day). `Codable` as its
/// "YYYY-MM-DD" text, also as a dictionary key.
public struct PuzzleDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The first and last days a date can be.
    public static let earliest = PuzzleDate(checkedYear: 1, month: 1, day: 1)
    public static let latest = PuzzleDate(checkedYear: 9999, month: 12, day: 31)

    /// The date, or nil when there is no such day (2025-02-29, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.days(inMonth: month, of: year)).contains(day) else { return nil }
        self.init(checkedYear: year, month: month, day: day)
    }

    /// The date written exactly as "YYYY-MM-DD" (four, two and two digits), nil for
    /// anything else.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `days` after 1970-01-01 (before it when negative), kept within
    /// `earliest...latest`.
    public init(daysSince1970 days: Int) {
        let days = min(max(days, Self.earliest.daysSince1970), Self.latest.daysSince1970)
        // Howard Hinnant's civil_from_days.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(checkedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
                  day: dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
    }

    /// The day it is at `seconds` after 1970-01-01 00:00 UTC where the clock is
    /// `utcOffsetSeconds` ahead of UTC (a time that is not a number is 1970-01-01).
    public init(secondsSince1970 seconds: Double, utcOffsetSeconds: Int = 0) {
        let local = (seconds.isNaN ? 0 : seconds) + Double(utcOffsetSeconds)
        let days = (local / 86_400).rounded(.down)
        let limit = Double(Self.latest.daysSince1970 + 1)
        self.init(daysSince1970: Int(min(max(days, -limit), limit)))
    }

    private init(checkedYear year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Days from 1970-01-01 to this day (negative before it).
    public var daysSince1970: Int {
        // Howard Hinnant's days_from_civil.
        let year = month <= 2 ? self.year - 1 : self.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day after (the latest day stays itself).
    public var next: PuzzleDate { PuzzleDate(daysSince1970: daysSince1970 + 1) }
    /// The day before (the earliest day stays itself).
    public var previous: PuzzleDate { PuzzleDate(daysSince1970: daysSince1970 - 1) }

    /// "YYYY-MM-DD".
    public var description: String {
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
    }

    public static func < (a: PuzzleDate, b: PuzzleDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension PuzzleDate: Codable, CodingKeyRepresentable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = PuzzleDate(text) else { throw SavedDataError.inconsistent("no such date: \(text)") }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public var codingKey: any CodingKey { DateKey(stringValue: description) }

    public init?<T: CodingKey>(codingKey: T) { self.init(codingKey.stringValue) }

    private struct DateKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
