import Glibc
import Localization
import Render

/// Finds the game's assets folder (the one holding `fonts/DejaVuSans.ttf`), looking in this
/// order (Reliability): `$SET_GAME_ASSETS`; an `Assets` folder beside the executable or in a
/// folder above it (a build tree); `Assets` in the current folder; the install prefix's
/// `share/set-game` (`<executable>/../share/set-game`, as `make install` and the .deb lay
/// it out, e.g. `/usr/games/set-game` → `/usr/share/set-game`).
enum AssetLocator {
    static let marker = "fonts/DejaVuSans.ttf"
    /// How many folders up from the executable an `Assets` folder is looked for.
    static let levelsAbove = 6

    static func fonts(environment: [String: String],
                      executable: String = runningExecutable(),
                      currentFolder: String = ProcessEnvironment.currentFolder()) throws(LaunchError) -> FontFiles {
        let places = places(environment: environment, executable: executable, currentFolder: currentFolder)
        if let found = places.lazy.map(FontFiles.init(assets:)).first(where: { $0.missing.isEmpty }) {
            return found
        }
        // TRANSLATORS: {1} is the font file looked for, {2} the folders tried.
        throw .missingAsset(tr("cannot find the game's fonts ({1}) in {2}; set SET_GAME_ASSETS to the Assets folder",
                               marker, places.joined(separator: ", ")))
    }

    /// The fonts found by `fonts()`, opened and tried before any window (Y3): a file there
    /// that is not a font (garbage, empty, truncated) is named in one line.
    static func usableFonts(environment: [String: String]) throws(LaunchError) -> FontFiles {
        let fonts = try fonts(environment: environment)
        do { try fonts.check() } catch { throw .missingAsset(error.description) }
        return fonts
    }

    /// Every folder that may hold the assets, in the order they are tried.
    static func places(environment: [String: String], executable: String, currentFolder: String) -> [String] {
        searchPath(explicit: environment["SET_GAME_ASSETS"], named: "Assets", levelsAbove: levelsAbove,
                   executable: executable, then: [Path.joined(currentFolder, "Assets")],
                   installed: "share/set-game")
    }

    /// The folders a launch looks in for something it ships, in order: `explicit` (an
    /// environment variable's value) when set; a folder `named` so beside the executable and
    /// in up to `levelsAbove - 1` folders above it (a build tree); `then`; last the install
    /// prefix's `installed` folder (`<executable>/../share/…`). The assets and the language
    /// catalogues are both found this way.
    static func searchPath(explicit: String?, named name: String, levelsAbove: Int, executable: String,
                           then: [String] = [], installed: String) -> [String] {
        var places: [String] = []
        if let explicit, !explicit.isEmpty { places.append(explicit) }
        let binFolder = Path.parent(Path.resolved(executable))
        var folder = binFolder
        for _ in 0..<levelsAbove {
            places.append(Path.joined(folder, name))
            if folder == "/" { break }
            folder = Path.parent(folder)
        }
        places += then
        places.append(Path.standardized(Path.joined(Path.parent(binFolder), installed)))
        return places
    }

    /// The path of the running binary, whatever folder it was started from and however it was
    /// named (`set-game` found through `PATH` gives no folder in `argv[0]`).
    static func runningExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments.first ?? ""
    }
}

/// Paths as text, the way the assets are looked for (no Foundation, P3).
enum Path {
    /// `folder/name` (`/name` in the root).
    static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder holding `path`: `/a/b` for `/a/b/c`, `/` for `/a` and `/`.
    static func parent(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `path` absolute (from the current folder) and without `.` and `..`.
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : joined(ProcessEnvironment.currentFolder(), path)
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` with its symbolic links followed, when it exists; else standardized.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return standardized(path) }
        defer { free(real) }
        return String(cString: real)
    }
}

/// Why the game could not start; each becomes a one-line message and an exit code.
enum LaunchError: Error, CustomStringConvertible {
    case missingAsset(String)
    case noDisplay(String)
    /// SDL could not make the window, or a renderer to draw in it: SDL's reason (English).
    case noWindow(reason: String)
    case cannotDraw(reason: String)

    var description: String {
        switch self {
        case .missingAsset(let text): text
        case .noDisplay(let reason):
            // TRANSLATORS: {1} is why, from the system (in English).
            reason.isEmpty ? tr("no display available; set DISPLAY or run with --headless")
                : tr("no display available ({1}); set DISPLAY or run with --headless", reason)
        // TRANSLATORS: {1} is why, from the system (in English).
        case .noWindow(let reason): tr("cannot open a window: {1}", reason)
        // TRANSLATORS: {1} is why, from the system (in English).
        case .cannotDraw(let reason): tr("cannot draw in the window: {1}", reason)
        }
    }
}
