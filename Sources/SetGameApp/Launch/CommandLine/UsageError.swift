import Localization

/// A mistake on the command line. `set-game` prints its lines, the usage line and where to
/// find more on standard error, in the player's language, and exits with 64.
enum UsageError: Error, Equatable {
    /// `---seed`, `-=`: not an option's shape.
    case malformedOption(String)
    /// An option the command does not have, as typed up to any `=`, and the nearest it has.
    case unknownOption(String, suggestion: String?)
    /// The option (its label, `--seed <seed>`) came last, or before another option.
    case missingValue(String)
    /// The option's value does not read; the reason says what it should be.
    case badValue(String, value: String, reason: String?)
    /// `--new=1`: a flag takes no value.
    case valueForFlag(String, value: String)
    /// A rule between options (`SetGameCommand.validate`), said in the player's language.
    case rule(String)
    /// Arguments beyond the one the command takes.
    case unexpectedArguments([String])

    /// The error's line and, for a value, the option's help line, in the player's language (I1).
    var lines: [String] {
        switch self {
        case .malformedOption(let argument):
            [tr("Error: Invalid option: {1}", argument)]
        case .unknownOption(let typed, let suggestion?):
            [tr("Error: Unknown option '{1}'. Did you mean '{2}'?", typed, suggestion)]
        case .unknownOption(let typed, nil):
            [tr("Error: Unknown option '{1}'", typed)]
        case .missingValue(let label):
            [tr("Error: Missing value for '{1}'", label)] + Self.helpLine(label)
        case .badValue(let label, let value, let reason?):
            // TRANSLATORS: {1} is a value as typed, {2} an option with its value's name
            // (--seed <seed>), {3} why the value is bad.
            [tr("Error: The value '{1}' is invalid for '{2}': {3}", value, label, reason)] + Self.helpLine(label)
        case .badValue(let label, let value, nil):
            [tr("Error: The value '{1}' is invalid for '{2}'", value, label)] + Self.helpLine(label)
        case .valueForFlag(let name, let value):
            // TRANSLATORS: {1} is a flag's name without its dashes (new), {2} the value given to it.
            [tr("Error: The option '--{1}' does not take any value, but '{2}' was specified.", name, value)]
        case .rule(let message):
            [tr("Error:") + " " + message]
        case .unexpectedArguments(let arguments) where arguments.count == 1:
            [tr("Error: Unexpected argument '{1}'", arguments[0])]
        case .unexpectedArguments(let arguments):
            // TRANSLATORS: {1} is how many (2 or more), {2} the arguments, each in quotes.
            [tr("Error: {1} unexpected arguments: {2}", arguments.count, "'" + arguments.joined(separator: "', '") + "'")]
        }
    }

    /// Everything printed for the mistake.
    var report: String {
        (lines + [tr("Usage:") + " " + HelpText.usage,
                  "  " + tr("See '{1}' for more information.", "set-game --help")]).joined(separator: "\n")
    }

    /// `Help:  --seed <seed>  Shuffle seed: …` for the option labelled so.
    private static func helpLine(_ label: String) -> [String] {
        guard let help = SetGameCommand.options.first(where: { $0.label == label })?.help else { return [] }
        return [tr("Help:") + "  \(label)  \(help())"]
    }
}
