/// One entry of `set-game`'s command line (`--seed 7`, `--headless`, the daily puzzle's date):
/// its name, what it takes, its line in `--help`, and what it sets in the command.
struct LaunchOption: Sendable {
    /// What the entry is and what follows its name.
    enum Kind: Sendable {
        /// `--name` alone.
        case flag(String)
        /// `--name VALUE` or `--name=VALUE`; the help shows `--name <value>`. `dashed`: a
        /// value that starts with `-` is still the value (`--seed -1` is a bad seed), where
        /// other options see the next option and a missing value.
        case option(String, value: String, dashed: Bool = false)
        /// An argument without a name (the help shows `<value>`).
        case argument(value: String)
    }

    let kind: Kind
    /// Its line in `--help`, in the player's language; nil keeps it out of the help.
    let help: (@Sendable () -> String)?
    /// Sets the entry in the command (a flag gets an empty text), or says why the value is bad.
    let set: @Sendable (inout SetGameCommand, String) throws(BadValue) -> Void

    /// The name after `--`; nil for an argument.
    var name: String? {
        switch kind {
        case .flag(let name), .option(let name, _, _): name
        case .argument: nil
        }
    }

    /// How the help and the errors show it: `--headless`, `--size <WxH>`, `<YYYY-MM-DD>`.
    var label: String {
        switch kind {
        case .flag(let name): "--\(name)"
        case .option(let name, let value, _): "--\(name) <\(value)>"
        case .argument(let value): "<\(value)>"
        }
    }
}

/// Why a value on the command line is bad, said after the value ("a seed is a whole number
/// …"); a value with no reason is only called invalid.
struct BadValue: Error {
    let reason: String?
}
