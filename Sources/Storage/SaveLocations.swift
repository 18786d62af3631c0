#if canImport(Glibc)
import Glibc
#endif

/// The files the game keeps ("Saved data"): the three of the requirements and the daily
/// puzzle in progress.
public enum SaveFile: String, CaseIterable, Hashable, Sendable {
    /// The game in progress (B6).
    case game
    /// The player's statistics (B3).
    case stats
    /// Theme, palette, key labels, window size (B7).
    case settings
    /// The daily puzzle in progress (G5), beside the saved game.
    case daily

    /// The file's name in its folder, e.g. `game.json`.
    public var fileName: String { "\(rawValue).json" }
}

/// Where each saved file lives: the XDG base directories (state, data, config), or one
/// folder for all three (`--data-dir`).
public struct SaveLocations: Hashable, Sendable {
    /// The folder that holds the game's files inside each XDG base directory.
    public static let folderName = "set-game"

    /// The folder of each file.
    public let folders: [SaveFile: String]

    /// All three files in `folder` (`--data-dir PATH`).
    public init(dataDirectory folder: String) {
        folders = Dictionary(uniqueKeysWithValues: SaveFile.allCases.map { ($0, folder) })
    }

    /// `$XDG_STATE_HOME/set-game/game.json` (default `~/.local/state`),
    /// `$XDG_DATA_HOME/set-game/stats.json` (default `~/.local/share`),
    /// `$XDG_CONFIG_HOME/set-game/settings.json` (default `~/.config`). A variable that is
    /// empty or not an absolute path is ignored, as the XDG specification says; the home
    /// folder is `$HOME`, else the user's entry in the password database. Nil when a
    /// folder has neither.
    public static func xdg(environment: [String: String], home: String? = userHome()) -> SaveLocations? {
        let home = absolute(environment["HOME"]) ?? absolute(home)
        let bases: [(SaveFile, variable: String, fallback: String)] = [
            (.game, "XDG_STATE_HOME", ".local/state"),
            (.daily, "XDG_STATE_HOME", ".local/state"),
            (.stats, "XDG_DATA_HOME", ".local/share"),
            (.settings, "XDG_CONFIG_HOME", ".config"),
        ]
        var folders: [SaveFile: String] = [:]
        for (file, variable, fallback) in bases {
            guard let base = absolute(environment[variable]) ?? home.map({ join($0, fallback) }) else { return nil }
            folders[file] = join(base, folderName)
        }
        return SaveLocations(folders: folders)
    }

    /// `--data-dir` when given, else the XDG folders.
    public static func resolve(dataDirectory: String?, environment: [String: String]) -> SaveLocations? {
        if let dataDirectory { return SaveLocations(dataDirectory: dataDirectory) }
        return xdg(environment: environment)
    }

    private init(folders: [SaveFile: String]) { self.folders = folders }

    /// The folder that holds `file`.
    public func folder(of file: SaveFile) -> String { folders[file] ?? "." }

    /// The full path of `file`.
    public func path(of file: SaveFile) -> String { Self.join(folder(of: file), file.fileName) }

    /// The home folder in the password database, for a process started without `$HOME`.
    public static func userHome() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func absolute(_ path: String?) -> String? {
        guard let path, path.hasPrefix("/") else { return nil }
        return path
    }
}
