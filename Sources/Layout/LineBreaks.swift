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

    /// Marks that end what comes before them: a line never starts with one.
    static let closing: Set<Character> = [":", ";", "!", "?", "»", "›", ")", "]", "}", ",", ".", "…", "%", "·"]
    /// Marks that open what comes after them: a line never ends with one.
    static let opening: Set<Character> = ["«", "‹", "(", "[", "{", "¿", "¡"]
}
