import Synchronization

/// Where the game's words come from (I1): a message catalogue that turns an English message
/// into the player's language. The pure modules only call `tr` and `trn`; the shell installs
/// GNU gettext's catalogue at launch, and tests keep the English one (the identity).
public struct Catalogue: Sendable {
    /// The translation of one message.
    public var text: @Sendable (String) -> String
    /// The form of `singular`/`plural` for a count, as the language's plural rule chooses.
    public var plural: @Sendable (_ singular: String, _ plural: String, _ count: Int) -> String

    public init(text: @escaping @Sendable (String) -> String,
                plural: @escaping @Sendable (String, String, Int) -> String) {
        (self.text, self.plural) = (text, plural)
    }

    /// The messages as written in the code: English, with English plurals.
    public static let english = Catalogue(text: { $0 }, plural: { one, many, count in count == 1 ? one : many })

    private static let installed = Mutex(english)
    @TaskLocal private static var scoped: Catalogue?

    /// The catalogue `tr` and `trn` read: the one `speaking` gives this task, else the one
    /// installed for the whole process.
    public static var current: Catalogue {
        get { scoped ?? installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// Runs `body` with `catalogue` answering `tr` and `trn` in this task only (a test of one
    /// language beside tests that expect English).
    public static func speaking<T>(_ catalogue: Catalogue, _ body: () throws -> T) rethrows -> T {
        try $scoped.withValue(catalogue, operation: body)
    }
}

/// `message` in the player's language, its placeholders `{1}`, `{2}`, … replaced by
/// `arguments` in order (a translation may move them around the sentence).
public func tr(_ message: String, _ arguments: any CustomStringConvertible...) -> String {
    fill(Catalogue.current.text(message), arguments)
}

/// `value` with one decimal, in the player's language's way of writing it ("17.0", "17,0"):
/// a half tenth rounded away from zero, 4.25 reads "4.3"; no minus sign on a value that
/// rounds to zero.
public func oneDecimal(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    let tenths = Int((abs(value) * 10).rounded(.toNearestOrAwayFromZero))
    // TRANSLATORS: a number with one decimal, e.g. 17.5: {1} is the whole part, {2} the
    // tenth. Write your language's decimal separator between them, e.g. {1},{2}.
    return (value < 0 && tenths > 0 ? "-" : "") + tr("{1}.{2}", tenths / 10, tenths % 10)
}

/// `value` as a chart's axis labels it: a whole number as it is ("60"), any other with one
/// decimal as `oneDecimal` writes it ("2.5", "2,5"); never traps, however large.
public func wholeOrOneDecimal(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15, value == value.rounded() else { return oneDecimal(value) }
    return "\(Int(value))"
}

/// The form of `singular`/`plural` that fits `count`, in the player's language, with `{1}`
/// replaced by the count and `{2}`, … by `arguments`.
public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...) -> String {
    fill(Catalogue.current.plural(singular, plural, count), [count] + arguments)
}

/// `template` with each `{n}` replaced by the n-th argument (from 1); other braces stay.
public func fill(_ template: String, _ arguments: [any CustomStringConvertible]) -> String {
    guard !arguments.isEmpty, template.contains("{") else { return template }
    var result = template
    for (index, argument) in arguments.enumerated().reversed() {
        result = result.replacingAll("{\(index + 1)}", with: argument.description)
    }
    return result
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation in the pure modules).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = "", rest = Substring(self)
        while let range = rest.firstOccurrence(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension StringProtocol {
    /// Where `target` first occurs, compared character by character: the standard library's
    /// `firstRange(of:)` without the regex modules it links into the binary (P3: 1.2 MB of
    /// code); nil when it does not occur.
    public func firstOccurrence(of target: some StringProtocol) -> Range<Index>? {
        var start = startIndex
        while true {
            if self[start...].starts(with: target) { return start..<index(start, offsetBy: target.count) }
            guard start != endIndex else { return nil }
            formIndex(after: &start)
        }
    }
}

/// Marks `message` for the catalogue where a table built once writes it (gettext's
/// `gettext_noop`); it is translated where it is shown, with `tr(value)`.
public func trLater(_ message: String) -> String { message }
