import ArgumentParser
import Session
import SetCore
import Storage
import Layout
import Localization

/// `set-game`: the command line (swift-argument-parser). Bad arguments print the usage and
/// exit with 64; a missing display or asset prints one line and exits with 1.
public struct SetGameCommand: ParsableCommand, Sendable {
    public static let configuration = CommandConfiguration(
        commandName: "set-game",
        abstract: tr("The card game Set: find three cards that are, in every feature, all the same or all different."),
        discussion: tr("Click cards to select them. Space deals 3 more cards, Ctrl+N starts a new game, Ctrl+R switches between portrait and landscape, Ctrl+H shows a hint.")
            + "\n"
            // TRANSLATORS: the protocol's commands (click X Y, key NAME, …) stay as they are.
            + tr("With --headless the game opens no window and reads commands from standard input, one a line: click X Y, key NAME, scroll DY, resize W H, advance MS, settle, state, screenshot PATH, quit."),
        version: Version.version)

    // `.unconditional`: `--seed -1` is a bad seed, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Shuffle seed: the same seed deals the same games.")),
            transform: { text throws(ArgumentError) in try ArgumentError.seed(text) })
    var seed: UInt64?

    @Option(help: ArgumentHelp(tr("Window size in logical pixels ({1}).", Self.sizeRule), valueName: "WxH"),
            transform: { text throws(ArgumentError) in try WindowSize(parsing: text) })
    var size: WindowSize?

    @Flag(help: ArgumentHelp(tr("Open no window: render offscreen and read protocol commands from standard input.")))
    var headless = false

    @Flag(help: ArgumentHelp(tr("With a window, also read protocol commands from standard input (automation).")))
    var commands = false

    @Option(name: .customLong("data-dir"),
            help: ArgumentHelp(tr("Keep the saved game, statistics and settings in PATH instead of the XDG folders (headless: no file is read or written without it)."),
                               valueName: "PATH"))
    var dataDirectory: String?

    @Flag(name: .customLong("new"), help: ArgumentHelp(tr("Start a new game even when a saved one could be resumed.")))
    var startsNewGame = false

    @Flag(help: ArgumentHelp(tr("Play Junior: the 27 solid cards (a saved Junior game is resumed).")))
    var junior = false

    @Flag(help: ArgumentHelp(tr("Play the daily puzzle: twelve cards holding six Sets, the same for everyone on that date.")))
    var daily = false

    @Argument(help: ArgumentHelp(tr("With --daily, the puzzle's date (today when left out)."), valueName: "YYYY-MM-DD"))
    var dailyDate: String?

    @Option(help: ArgumentHelp(tr("Players at this computer, 1 to 4 (2 or more: a hot-seat game; calls with Left and Right Shift or a click on your entry)."),
                               valueName: "N"))
    var players: Int?

    // TRANSLATORS: easy, medium, hard and rival are what --versus takes: they stay as they are.
    @Option(help: ArgumentHelp(tr("Play against the computer: easy, medium, hard or rival (your own pace)."),
                               valueName: "LEVEL"))
    var versus: String?

    /// For `make bench`: open the window, show the first frame, exit.
    @Flag(help: .hidden)
    var quitAfterFirstFrame = false

    public init() {}

    public func validate() throws {
        if headless && commands {
            throw ValidationError(tr("--commands is for a window; --headless reads commands from standard input anyway"))
        }
        if dataDirectory?.isEmpty == true { throw ValidationError(tr("--data-dir needs a folder, not an empty path")) }
        if junior && daily { throw ValidationError(tr("--junior and --daily are two ways to play: choose one")) }
        if let players, !Opponents.hotSeatPlayers.contains(players), players != 1 {
            throw ValidationError(tr("--players takes 1 to 4 players at this computer, not {1}", players))
        }
        if let versus, ComputerLevel(rawValue: versus) == nil {
            throw ValidationError(tr("--versus takes easy, medium, hard or rival, not '{1}'", versus.prefix(40)))
        }
        if let players, players > 1, versus != nil {
            throw ValidationError(tr("--players {1} is a hot-seat game; --versus is one player against the computer", players))
        }
        if daily && (players != nil || versus != nil) {
            throw ValidationError(tr("the daily puzzle is solo: --daily goes without --players and --versus"))
        }
        if let dailyDate {
            guard daily else { throw ValidationError(tr("'{1}' is a date for --daily, which is missing", dailyDate.prefix(40))) }
            guard PuzzleDate(dailyDate) != nil else {
                throw ValidationError(tr("a daily puzzle's date is YYYY-MM-DD, a real day from 0001-01-01 to 9999-12-31"))
            }
        }
    }

    /// What the launch plays (G4, G5): the saved game or a new one, Junior, or a daily puzzle.
    var opening: SessionState.Opening {
        if daily { return .daily(dailyDate.flatMap(PuzzleDate.init) ?? PuzzleDate.today()) }
        if let level = versus.flatMap(ComputerLevel.init(rawValue:)) { return .contest(.computer(level), junior: junior) }
        if let players, players > 1 { return .contest(.hotSeat(players: players), junior: junior) }
        if junior { return .junior }
        return players == 1 ? .solo : .usual
    }

    public func run() throws {
        // The command runs on the main thread, where SDL's objects live.
        try MainActor.assumeIsolated { try play() }
    }

    /// Plays until the player quits in any way — `quit`, the end of input, Ctrl+Q, the
    /// window's close button, SIGTERM, SIGINT, SIGHUP — then saves (B6) and returns (exit 0).
    @MainActor
    private func play() throws {
        // First of all, so that a signal even during the launch quits cleanly.
        let signals = QuitSignals()
        let seed = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        do throws(LaunchError) {
            let fonts = try AssetLocator.usableFonts()
            let (saved, note) = savedData()
            let store: SessionStore
            if headless {
                let window = OpeningSize.choose(asked: size?.size, remembered: saved?.settings.window, display: nil)
                store = SessionStore(seed: seed, window: window, saved: saved, opening: opening)
                note.map { store.send(.savedDataNews($0)) }
                let input = ProtocolInput()
                signals.whenReceived { input.stop() }
                HeadlessDriver(store: store, fonts: fonts).run(nextLine: input.next)
            } else {
                let app = try WindowApp(seed: seed, size: size?.size, fonts: fonts, readCommands: commands, saved: saved,
                                        opening: opening)
                store = app.store
                note.map { store.send(.savedDataNews($0)) }
                app.run(quitAfterFirstFrame: quitAfterFirstFrame, signals: signals)
                // The benchmark's launch is timed to the first frame, not to the disk.
                if quitAfterFirstFrame { return }
            }
            store.saveNow()
        } catch {
            StandardStream.error.write(line: "set-game: \(error.description)")
            throw ExitCode.failure
        }
    }
}

extension SetGameCommand {
    /// The player's saved data ("Saved data"): in `--data-dir`, else, with a window, in the
    /// XDG folders; headless without `--data-dir` reads and writes none. The note says why
    /// nothing will be saved when no folder can be found.
    func savedData() -> (SavedStart?, note: String?) {
        let environment = ProcessEnvironment.variables()
        let locations = headless ? dataDirectory.map(SaveLocations.init(dataDirectory:))
                                 : SaveLocations.resolve(dataDirectory: dataDirectory, environment: environment)
        guard let locations else {
            return (nil, headless ? nil : tr("No home folder to keep the game in; nothing will be saved"))
        }
        return (SavedStart.load(from: GameStorage(locations: locations), resume: !startsNewGame), nil)
    }
}

/// `--size WxH`, e.g. `1000x720`: exactly two whole numbers inside `WindowBounds` (Y6).
struct WindowSize: Sendable {
    var size: Size

    init(parsing argument: String) throws(ArgumentError) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              let w = Int(parts[0]), let h = Int(parts[1]), WindowBounds.contains(width: w, height: h)
        else { throw ArgumentError(description: tr("a size is WxH in points, {1}", SetGameCommand.sizeRule)) }
        size = Size(width: Double(w), height: Double(h))
    }
}

/// Why a value on the command line is bad; ArgumentParser prints it after the value.
struct ArgumentError: Error, CustomStringConvertible {
    let description: String

    static func seed(_ text: String) throws(ArgumentError) -> UInt64 {
        guard let seed = UInt64(text) else {
            throw ArgumentError(description: tr("a seed is a whole number from 0 to {1}", UInt64.max))
        }
        return seed
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
