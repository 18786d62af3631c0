/// What the command line asks for.
enum LaunchRequest {
    case play(SetGameCommand)
    case help
    case version
}

/// `set-game`'s arguments read against `SetGameCommand.options`. `--name=VALUE` is
/// `--name VALUE` (an empty `=` gives no value); `--` ends the options; `-` alone is an
/// argument; an option given twice keeps its last value. Of several mistakes the first of
/// this list is reported:
/// 1. a malformed option (`---seed`, `-=`);
/// 2. from left to right, a missing or bad value, or a value given to a flag (`--new=1`);
/// then, with no such mistake, `--help` (or `-h`, alone or among single-dash letters such as
/// `-hv`) and `--version` are answered whatever else is there;
/// 3. an unknown option (the first), with the nearest known name when it is close: what
///    follows it was most likely its value (`--sed 4`), not an argument for the rules to judge;
/// 4. the rules between options (`SetGameCommand.validate`);
/// 5. arguments beyond the one the command takes.
enum LaunchArguments {
    static func parse(_ arguments: [String]) throws(UsageError) -> LaunchRequest {
        if let malformed = arguments.prefix(while: { $0 != "--" }).first(where: { $0.hasPrefix("---") || $0.hasPrefix("-=") }) {
            throw .malformedOption(malformed)
        }
        var command = SetGameCommand()
        var asksHelp = false, asksVersion = false
        var unknown: String?
        var loose: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard isOption(argument) else { loose.append(argument); continue }
            if argument == "--" { loose += rest; break }
            let (typed, attached) = split(argument)
            if !typed.hasPrefix("--") {
                // Single-dash letters: only `h` is known.
                if typed.dropFirst().contains("h") { asksHelp = true } else { unknown = unknown ?? typed }
                continue
            }
            let name = String(typed.dropFirst(2))
            if name == "help" { asksHelp = true; continue }
            if name == "version" { asksVersion = true; continue }
            guard let option = SetGameCommand.options.first(where: { $0.name == name }) else {
                unknown = unknown ?? typed
                continue
            }
            try read(option, attached: attached, rest: &rest, into: &command)
        }
        if asksHelp { return .help }
        if asksVersion { return .version }
        if let first = loose.first, let argument = SetGameCommand.options.first(where: { $0.name == nil }) {
            try set(argument, first, into: &command)
            loose.removeFirst()
        }
        if let unknown { throw .unknownOption(unknown, suggestion: nearestName(to: unknown)) }
        try command.validate()
        if !loose.isEmpty { throw .unexpectedArguments(loose) }
        return .play(command)
    }

    /// Whether `argument` is an option (or `--`) rather than a value or an argument.
    static func isOption(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-")
    }

    /// `--seed=3` as `--seed` and `3`; the value is nil without `=` or with nothing after it.
    static func split(_ argument: String) -> (typed: String, attached: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        let value = argument[argument.index(after: equals)...]
        return (String(argument[..<equals]), value.isEmpty ? nil : String(value))
    }

    /// Sets `option` in `command`, taking its value from `attached` or the next argument.
    static func read(_ option: LaunchOption, attached: String?, rest: inout ArraySlice<String>,
                     into command: inout SetGameCommand) throws(UsageError) {
        switch option.kind {
        case .flag(let name):
            if let attached { throw .valueForFlag(name, value: attached) }
            try set(option, "", into: &command)
        case .option(_, _, let dashed):
            if let attached { return try set(option, attached, into: &command) }
            guard let next = rest.first, dashed || !isOption(next) else { throw .missingValue(option.label) }
            rest.removeFirst()
            try set(option, next, into: &command)
        case .argument:
            break
        }
    }

    static func set(_ option: LaunchOption, _ value: String, into command: inout SetGameCommand) throws(UsageError) {
        do throws(BadValue) {
            try option.set(&command, value)
        } catch {
            throw .badValue(option.label, value: value, reason: error.reason)
        }
    }

    /// The shown option whose `--name` is nearest to `typed`, when fewer than 4 edits away
    /// (the first of the nearest); none for a single letter (`-x`).
    static func nearestName(to typed: String) -> String? {
        guard typed.hasPrefix("--") || typed.count > 2 else { return nil }
        var nearest: (name: String, distance: Int)?
        for option in SetGameCommand.options where option.help != nil {
            guard let name = option.name.map({ "--\($0)" }) else { continue }
            // Near enough to be a slip: at most half the option's word changed ("--foo" is
            // three letters from "--new", all of its word, and no slip of it).
            let distance = editDistance(typed, name)
            guard distance < 4, distance <= max(1, (name.count - 2) / 2) else { continue }
            if distance < nearest?.distance ?? .max { nearest = (name, distance) }
        }
        return nearest?.name
    }

    /// The fewest insertions, deletions and replacements of characters that turn `a` into `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] = a[i - 1] == b[j - 1] ? diagonal : 1 + min(diagonal, above, row[j - 1])
                diagonal = above
            }
        }
        return row[b.count]
    }
}
