import ArgumentParser
import Glibc
import Layout
import Localization

extension SetGameCommand {
    /// Runs the command line in the player's language (I1): the catalogue is installed before
    /// the command's words are made, and ArgumentParser's own headings in `--help` and its
    /// errors are translated as they are printed.
    public static func launch() -> Never {
        GameLanguage.start()
        do {
            var command = try parseAsRoot()
            try command.run()
            Glibc.exit(0)
        } catch {
            let code = exitCode(for: error)
            let message = CommandLineWords.translated(fullMessage(for: error))
            if !message.isEmpty {
                if code == .success { print(message) } else { StandardStream.error.write(line: message) }
            }
            Glibc.exit(code.rawValue)
        }
    }

    /// `WindowBounds.rule` in the player's language, for `--size`.
    static var sizeRule: String {
        tr("each side at least {1}, the longer at most {2}, the shorter at most {3}",
           WindowBounds.minimumSide, WindowBounds.maximumLongerSide, WindowBounds.maximumShorterSide)
    }
}

/// ArgumentParser's own words in `--help` and in its errors, translated where they stand.
enum CommandLineWords {
    /// The lines and line openings ArgumentParser writes, as patterns whose `{n}` stand for
    /// any text, marked for the catalogue; the first that matches a line's start translates it.
    static let patterns = [
        // TRANSLATORS: the headings of `set-game --help`, in capitals as ArgumentParser writes them.
        trLater("OVERVIEW:"), trLater("USAGE:"), trLater("ARGUMENTS:"), trLater("OPTIONS:"),
        trLater("Show the version."), trLater("Show help information."),
        // TRANSLATORS: the openings of a command-line error's lines; {1} is an option or a value
        // as typed, {2} an option with its value's name, {3} why the value is bad.
        trLater("Error: The value '{1}' is invalid for '{2}': {3}"), trLater("Error: Missing value for '{1}'"),
        trLater("Error: Unknown option '{1}'. Did you mean '{2}'?"), trLater("Error: Unknown option '{1}'"),
        trLater("Error: Unexpected argument '{1}'"),
        trLater("Error: Missing expected argument '{1}'"), trLater("Error:"), trLater("Usage:"), trLater("Help:"),
        trLater("See '{1}' for more information."),
    ]

    /// `message` with each line whose start (after its indent) or end matches a pattern translated.
    static func translated(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let indent = line.prefix { $0 == " " }
            let text = String(line.dropFirst(indent.count))
            for pattern in patterns where tr(pattern) != pattern {
                if let (values, rest) = match(pattern, text) {
                    return indent + fill(tr(pattern), values) + rest
                }
                // An option's help at the end of its line: `  -h, --help   Show help information.`
                if !pattern.contains("{"), text.hasSuffix("  " + pattern) {
                    return indent + text.dropLast(pattern.count) + tr(pattern)
                }
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The values of `pattern`'s placeholders when `line` starts as the pattern does, and the rest
    /// of the line; nil otherwise. A placeholder takes the shortest text up to what follows it,
    /// the last one with nothing after it the rest of the line.
    static func match(_ pattern: String, _ line: String) -> ([String], rest: Substring)? {
        var pieces = pattern.split(separator: "{", omittingEmptySubsequences: false).map(String.init)
        guard line.hasPrefix(pieces[0]) else { return nil }
        var rest = line.dropFirst(pieces[0].count)
        var values: [String] = []
        pieces.removeFirst()
        for piece in pieces {
            let literal = piece.drop { $0 != "}" }.dropFirst()
            if literal.isEmpty { values.append(String(rest)); rest = rest.suffix(0); continue }
            guard let range = rest.firstRange(of: literal) else { return nil }
            values.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        return (values, rest)
    }
}
