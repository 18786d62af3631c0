import Glibc
import Render
import Session
import SetCore
import Storage
import Layout
import Localization

/// `set-game`'s settings from the command line (`LaunchArguments` reads them against
/// `options`). Bad arguments print the usage and exit with 64; a missing display or asset
/// prints one line and exits with 1.
public struct SetGameCommand: Sendable {
    var seed: UInt64?
    var size: WindowSize?
    var headless = false
    var commands = false
    var dataDirectory: String?
    var startsNewGame = false
    var junior = false
    var daily = false
    var dailyDate: String?
    var players: Int?
    var versus: String?
    /// For `make bench`: open the window, show the first frame, exit.
    var quitAfterFirstFrame = false

    /// The rules between options (V8, G4, G5): a broken one is a usage error that says why.
    func validate() throws(UsageError) {
        if headless && commands {
            throw .rule(tr("--commands is for a window; --headless reads commands from standard input anyway"))
        }
        if dataDirectory?.isEmpty == true { throw .rule(tr("--data-dir needs a folder, not an empty path")) }
        if junior && daily { throw .rule(tr("--junior and --daily are two ways to play: choose one")) }
        if let players, !Opponents.hotSeatPlayers.contains(players), players != 1 {
            throw .rule(tr("--players takes 1 to 4 players at this computer, not {1}", players))
        }
        if let versus, ComputerLevel(rawValue: versus) == nil {
            throw .rule(tr("--versus takes easy, medium, hard or rival, not '{1}'", versus.prefix(40)))
        }
        if let players, players > 1, versus != nil {
            throw .rule(tr("--players {1} is a hot-seat game; --versus is one player against the computer", players))
        }
        if daily && (players != nil || versus != nil) {
            throw .rule(tr("the daily puzzle is solo: --daily goes without --players and --versus"))
        }
        if let dailyDate {
            guard daily else { throw .rule(tr("'{1}' is a date for --daily, which is missing", dailyDate.prefix(40))) }
            guard PuzzleDate(dailyDate) != nil else {
                throw .rule(tr("a daily puzzle's date is YYYY-MM-DD, a real day from 0001-01-01 to 9999-12-31"))
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

    /// Plays until the player quits in any way — `quit`, the end of input, Ctrl+Q, the
    /// window's close button, SIGTERM, SIGINT, SIGHUP — then saves (B6) and returns 0; returns
    /// 1 when the game could not start (the reason on one line).
    @MainActor
    func play(environment: [String: String]) -> Int32 {
        // First of all, so that a signal even during the launch quits cleanly.
        let signals = QuitSignals()
        let seed = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        do throws(LaunchError) {
            if headless {
                let launch = try launchData(environment: environment)
                let window = OpeningSize.choose(asked: size?.size, remembered: launch.saved?.settings.window, display: nil)
                let store = SessionStore(seed: seed, window: window, saved: launch.saved, opening: opening)
                launch.note.map { store.send(.savedDataNews($0)) }
                let input = ProtocolInput()
                signals.whenReceived { input.stop() }
                HeadlessDriver(store: store, fonts: launch.fonts).run(nextLine: input.next)
                store.saveNow()
            } else {
                // Set before the second thread starts: the environment stays as it is from here.
                VideoSystem.skipComposeTable()
                SessionBusChoice.apply(environment)
                let launch = Pending("launch data") { [self] () throws(LaunchError) in try launchData(environment: environment) }
                let app = try WindowApp(seed: seed, size: size?.size, readCommands: commands, opening: opening,
                                        prepared: launch)
                try launch.value().note.map { app.store.send(.savedDataNews($0)) }
                app.run(quitAfterFirstFrame: quitAfterFirstFrame, signals: signals)
                // The benchmark's launch is timed to the first frame, not to the disk.
                if quitAfterFirstFrame { return 0 }
                // Saved before the window closes and SDL shuts down: an X error met on the
                // way out ends the process, and the game is on disk by then.
                withExtendedLifetime(app) { app.store.saveNow() }
            }
            return 0
        } catch {
            StandardStream.error.write(line: "set-game: \(error.description)")
            return 1
        }
    }
}

/// What a launch reads before its session starts: the fonts, checked (Y3), and the player's
/// saved data, with the note that says why nothing will be saved when no folder can be found.
struct LaunchData: Sendable {
    let fonts: FontFiles
    let saved: SavedStart?
    let note: String?
}

extension SetGameCommand {
    /// The fonts and the saved data of this launch.
    func launchData(environment: [String: String]) throws(LaunchError) -> LaunchData {
        let fonts = try AssetLocator.usableFonts(environment: environment)
        let (saved, note) = savedData(environment: environment)
        return LaunchData(fonts: fonts, saved: saved, note: note)
    }

    /// The player's saved data ("Saved data"): in `--data-dir`, else, with a window, in the
    /// XDG folders; headless without `--data-dir` reads and writes none. The note says why
    /// nothing will be saved when no folder can be found.
    func savedData(environment: [String: String]) -> (SavedStart?, note: String?) {
        let locations = headless ? dataDirectory.map(SaveLocations.init(dataDirectory:))
                                 : SaveLocations.resolve(dataDirectory: dataDirectory, environment: environment)
        guard let locations else {
            return (nil, headless ? nil : tr("No home folder to keep the game in; nothing will be saved"))
        }
        return (SavedStart.load(from: GameStorage(locations: locations), resume: !startsNewGame), nil)
    }
}
