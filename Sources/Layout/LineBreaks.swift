/// Where a line of text may break (I1, I2): at a space, but never before the punctuation that
/// belongs to the word before it, nor after an opening mark. French sets a space before
/// `:` `;` `!` `?` and `»` and after `«`, so "partie : vos chiffres" breaks after the colon,
/// not before it, and "Set ! 5 s" never starts a line with "!" (the rule of Unicode's line
/// breaking, UAX #14, for these marks). Every language's wrapped text goes through here.
public enum LineBreaks {
    /// `text` cut at each space where a line may break. Joined with single spaces, the pieces
    /// give `text` again (runs of spaces and the spaces around a kept mark included).
    public static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if let last = pieces.last, !mayBreak(after: last, before: word) {
                pieces[pieces.count - 1] = last + " " + word
            } else {
                pieces.append(String(word))
            }
        }
        return pieces
    }

    /// Whether a line may break at the space between `previous` and `next`.
    public static func mayBreak(after previous: some StringProtocol, before next: some StringProtocol) -> Bool {
        guard let first = next.first, let last = previous.last else { return false }
        return !closing.contains(first) && !opening.contains(last)
    }

    /// `text` as one line or two for a box `width` wide, `measure` giving a string's width at
    /// the size it would be drawn: whichever lets the text be drawn largest once shrunk to fit.
    /// A break after a separator (" · ") is worth text a tenth smaller than a break elsewhere,
    /// so that "Found in 0:05 · 2 other Sets were there" keeps its halves whole; between
    /// breaks alike, the one with the shorter longer line.
    public static func oneOrTwoLines(_ text: String, width: Double,
                                     measure: (String) throws -> Double) rethrows -> [String] {
        func scale(_ widest: Double) -> Double { widest > width ? width / widest : 1 }
        var best = (lines: [text], score: scale(try measure(text)), longer: 0.0)
        let pieces = pieces(of: text)
        for cut in pieces.indices.dropFirst() {
            let lines = [pieces[..<cut].joined(separator: " "), pieces[cut...].joined(separator: " ")]
            let longer = max(try measure(lines[0]), try measure(lines[1]))
            let score = scale(longer) * (pieces[cut - 1].hasSuffix("·") ? 1 : otherBreakWorth)
            if score > best.score || (score == best.score && best.lines.count == 2 && longer < best.longer) {
                best = (lines, score, longer)
            }
        }
        return best.lines
    }

    /// What a break elsewhere than after a separator is worth beside one, as a share of the
    /// size its lines are drawn at.
    static let otherBreakWorth = 0.9

    /// Marks that end what comes before them: a line never starts with one.
    static let closing: Set<Character> = [":", ";", "!", "?", "»", "›", ")", "]", "}", ",", ".", "…", "%", "·"]
    /// Marks that open what comes after them: a line never ends with one.
    static let opening: Set<Character> = ["«", "‹", "(", "[", "{", "¿", "¡"]
}
