/// How a protocol line's words are read (decimal numbers) and quoted back in an error (Y7).
extension Command {
    /// Y7: at most this many characters (Unicode scalars) of the input appear in an error line.
    public static let quoteLimit = 200

    /// `text` as an error line quotes it (Y7): in single quotes, at most `quoteLimit`
    /// characters followed by `…` when there were more, every control character escaped the
    /// way Swift writes it (`\n`, `\r`, `\t`, `\\`, else `\u{1B}`), so that nothing in the
    /// input can move the terminal's cursor, change its colours or start a new line.
    public static func quoted(_ text: some StringProtocol) -> String {
        var quote = "'"
        var count = 0
        for scalar in text.unicodeScalars {
            if count == quoteLimit {
                quote += "…"
                break
            }
            quote += escaped(scalar)
            count += 1
        }
        return quote + "'"
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return #"\n"#
        case "\r": return #"\r"#
        case "\t": return #"\t"#
        case "\\": return #"\\"#
        default:
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator:
                return #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                return String(scalar)
            }
        }
    }

    /// A decimal number as the protocol writes them: an optional sign, digits with an
    /// optional fraction, an optional exponent (`16`, `-2.5`, `.5`, `1e22`). Nil for anything
    /// else (`0x10`, `inf`, `nan`); ±infinity for a number past the largest `Double`.
    static func decimal(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix(while: { (0x30...0x39).contains($0) }).count
            bytes = bytes.dropFirst(count)
            return count
        }
        func skip(_ characters: String) -> Bool {
            guard let first = bytes.first, characters.utf8.contains(first) else { return false }
            bytes = bytes.dropFirst()
            return true
        }
        _ = skip("+-")
        var mantissaDigits = digits()
        if skip(".") { mantissaDigits += digits() }
        guard mantissaDigits > 0 else { return nil }
        if skip("eE") {
            _ = skip("+-")
            guard digits() > 0 else { return nil }
        }
        return bytes.isEmpty ? Double(text) : nil
    }
}
