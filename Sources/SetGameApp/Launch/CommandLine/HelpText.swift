#if canImport(Glibc)
import Glibc
#endif
import Layout
import Localization

/// `set-game --help` and the usage line: an overview, the usage, the argument and the
/// options, each help line wrapped to the terminal beside a column of labels.
enum HelpText {
    /// Where the help lines start.
    static let labelColumn = 26

    /// `set-game [--seed <seed>] … [--versus <LEVEL>]`: every shown entry, in order.
    static var usage: String {
        (["set-game"] + SetGameCommand.options.filter { $0.help != nil }.map { "[\($0.label)]" }).joined(separator: " ")
    }

    /// The whole help, wrapped to `width` columns.
    static func text(width: Int) -> String {
        // TRANSLATORS: the headings of `set-game --help`, in capitals.
        let overview = tr("OVERVIEW:") + " "
            + tr("The card game Set: find three cards that are, in every feature, all the same or all different.")
            + "\n\n"
            + tr("Click cards to select them. Space deals 3 more cards, Ctrl+N starts a new game, Ctrl+R switches between portrait and landscape, Ctrl+H shows a hint.")
            + "\n"
            // TRANSLATORS: the protocol's commands (click X Y, key NAME, …) stay as they are.
            + tr("With --headless the game opens no window and reads commands from standard input, one a line: click X Y, key NAME, scroll DY, resize W H, advance MS, settle, state, screenshot PATH, pad N BUTTON, quit.")
        let shown = SetGameCommand.options.compactMap { option in option.help.map { (option, $0()) } }
        let arguments = shown.filter { if case .argument = $0.0.kind { true } else { false } }
        let options = shown.filter { $0.0.name != nil }.map { ($0.0.label, $0.1) }
            + [("--version", tr("Show the version.")), ("-h, --help", tr("Show help information."))]
        return wrapped(overview, to: width) + "\n\n"
            + tr("USAGE:") + " " + usage + "\n\n"
            + tr("ARGUMENTS:") + "\n" + arguments.map { entry($0.0.label, $0.1, width: width) }.joined() + "\n"
            + tr("OPTIONS:") + "\n" + options.map { entry($0.0, $0.1, width: width) }.joined()
    }

    /// `  --seed <seed>           Shuffle seed: …`, the help wrapped at the label column (on
    /// the next line when the label reaches it).
    static func entry(_ label: String, _ help: String, width: Int) -> String {
        let label = "  " + label
        let help = wrapped(help, to: width, indent: labelColumn)
        return (label.count < labelColumn ? label + help.dropFirst(label.count) : label + "\n" + help) + "\n"
    }

    /// `text` broken into lines, each at the last space among its next `columns` characters
    /// where a line may break (`LineBreaks`: never before a French colon), and indented by
    /// `indent` (counted in the columns); a word longer than a line stands alone on it; the
    /// text's own line breaks stay, and blank lines stay blank.
    static func wrapped(_ text: String, to columns: Int, indent: Int = 0) -> String {
        let columns = max(columns - indent, 1)
        var lines: [Substring] = []
        var rest = text[...]
        while true {
            let chunk = rest.prefix(columns)
            if let lineBreak = chunk.lastIndex(of: "\n") {
                lines += rest[..<lineBreak].split(separator: "\n", omittingEmptySubsequences: false)
                rest = rest[rest.index(after: lineBreak)...]
            } else if chunk.endIndex == rest.endIndex {
                lines.append(rest)
                break
            } else if let space = chunk.indices.last(where: { mayBreak(rest, at: $0) })
                        ?? rest.indices.first(where: { mayBreak(rest, at: $0) }) {
                lines.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else {
                lines.append(rest)
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }

    /// Whether `text` may break into two lines at `index` (a space where `LineBreaks` allows it).
    private static func mayBreak(_ text: Substring, at index: Substring.Index) -> Bool {
        text[index] == " " && LineBreaks.mayBreak(after: text[..<index], before: text[text.index(after: index)...])
    }

    /// The terminal's width: `COLUMNS` when it is a number, else what the terminal on standard
    /// output says, else 80.
    static func terminalWidth() -> Int {
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 { return columns }
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
