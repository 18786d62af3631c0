import Foundation
import Render

/// Finds the game's `Assets` folder: `$SET_GAME_ASSETS`, else next to the executable or
/// in a folder above it (a build tree), else the current directory.
enum AssetLocator {
    static let marker = "fonts/DejaVuSans.ttf"

    static func fonts(environment: [String: String] = ProcessInfo.processInfo.environment,
                      executable: String = CommandLine.arguments.first ?? "") throws(LaunchError) -> FontFiles {
        var candidates: [String] = []
        if let explicit = environment["SET_GAME_ASSETS"] { candidates.append(explicit) }
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("Assets").path)
            folder.deleteLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        for candidate in candidates {
            let fonts = FontFiles(assets: candidate)
            if fonts.missing.isEmpty { return fonts }
        }
        throw .missingAsset("cannot find the game's fonts (Assets/\(marker)); set SET_GAME_ASSETS to the Assets folder")
    }
}

/// Why the game could not start; each becomes a one-line message and an exit code.
enum LaunchError: Error, CustomStringConvertible {
    case missingAsset(String)
    case noDisplay(String)
    case graphics(String)

    var description: String {
        switch self {
        case .missingAsset(let text): text
        case .noDisplay(let reason): "no display available (\(reason)); set DISPLAY or run with --headless"
        case .graphics(let text): text
        }
    }
}
