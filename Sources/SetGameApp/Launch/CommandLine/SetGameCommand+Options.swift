import Layout
import Localization
import SetCore

extension SetGameCommand {
    /// The command line, in the order the usage line and `--help` list it; `--version` and
    /// `--help` (`-h`) come on top of these (`LaunchArguments`).
    static let options: [LaunchOption] = [
        // `dashed`: `--seed -1` is a bad seed, not a missing one.
        LaunchOption(kind: .option("seed", value: "seed", dashed: true),
                     help: { tr("Shuffle seed: the same seed deals the same games.") },
                     set: { command, text throws(BadValue) in command.seed = try BadValue.seed(text) }),
        LaunchOption(kind: .option("size", value: "WxH"),
                     help: { tr("Window size in logical pixels ({1}).", SetGameCommand.sizeRule) },
                     set: { command, text throws(BadValue) in command.size = try WindowSize(parsing: text) }),
        LaunchOption(kind: .flag("headless"),
                     help: { tr("Open no window: render offscreen and read protocol commands from standard input.") },
                     set: { command, _ in command.headless = true }),
        LaunchOption(kind: .flag("commands"),
                     help: { tr("With a window, also read protocol commands from standard input (automation).") },
                     set: { command, _ in command.commands = true }),
        LaunchOption(kind: .option("data-dir", value: "PATH"),
                     help: { tr("Keep the saved game, statistics and settings in PATH instead of the XDG folders (headless: no file is read or written without it).") },
                     set: { command, text in command.dataDirectory = text }),
        LaunchOption(kind: .flag("new"),
                     help: { tr("Start a new game even when a saved one could be resumed.") },
                     set: { command, _ in command.startsNewGame = true }),
        LaunchOption(kind: .flag("junior"),
                     help: { tr("Play Junior: the 27 solid cards (a saved Junior game is resumed).") },
                     set: { command, _ in command.junior = true }),
        LaunchOption(kind: .flag("daily"),
                     help: { tr("Play the daily puzzle: twelve cards holding six Sets, the same for everyone on that date.") },
                     set: { command, _ in command.daily = true }),
        LaunchOption(kind: .argument(value: "YYYY-MM-DD"),
                     help: { tr("With --daily, the puzzle's date (today when left out).") },
                     set: { command, text in command.dailyDate = text }),
        // `dashed`: `--players -1` is a bad number of players, not a missing one.
        LaunchOption(kind: .option("players", value: "N", dashed: true),
                     help: { tr("Players at this computer, 1 to 4 (2 or more: a hot-seat game; calls with Left and Right Shift or a click on your entry).") },
                     set: { command, text throws(BadValue) in
                         guard let players = Int(text) else {
                             throw BadValue(reason: tr("a whole number of players from 1 to 4"))
                         }
                         command.players = players
                     }),
        LaunchOption(kind: .option("versus", value: "LEVEL"),
                     // TRANSLATORS: easy, medium, hard and rival are what --versus takes: they stay as they are.
                     help: { tr("Play against the computer: easy, medium, hard or rival (your own pace).") },
                     set: { command, text in command.versus = text }),
        // For `make bench`: open the window, show the first frame, exit.
        LaunchOption(kind: .flag("quit-after-first-frame"), help: nil,
                     set: { command, _ in command.quitAfterFirstFrame = true }),
    ]

    /// `WindowBounds.rule` in the player's language, for `--size`.
    static var sizeRule: String {
        tr("each side at least {1}, the longer at most {2}, the shorter at most {3}",
           WindowBounds.minimumSide, WindowBounds.maximumLongerSide, WindowBounds.maximumShorterSide)
    }
}

extension BadValue {
    static func seed(_ text: String) throws(BadValue) -> UInt64 {
        guard let seed = UInt64(text) else { throw BadValue(reason: tr("a seed is a whole number from 0 to {1}", UInt64.max)) }
        return seed
    }
}

/// `--size WxH`, e.g. `1000x720`: exactly two whole numbers inside `WindowBounds` (Y6).
struct WindowSize: Sendable {
    var size: Size

    init(parsing argument: String) throws(BadValue) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              let w = Int(parts[0]), let h = Int(parts[1]), WindowBounds.contains(width: w, height: h)
        else { throw BadValue(reason: tr("a size is WxH in points, {1}", SetGameCommand.sizeRule)) }
        size = Size(width: Double(w), height: Double(h))
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
