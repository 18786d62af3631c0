import Foundation

/// The game's catalogues as the tests use them: `po/LL.po` of this source tree compiled
/// with `msgfmt --check` into a folder of `LL/LC_MESSAGES/set-game.mo` (what the build puts
/// in `.build/locale`), once per test process.
public enum Catalogues {
    public static let languages = ["de", "es", "fr"]
    public static let poFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("po")

    /// Held by a test while it speaks another language: the process has one `LANGUAGE`.
    public static let oneLanguageAtATime = NSLock()

    /// The compiled folder; throws when msgfmt is missing or finds a fault in a catalogue.
    public static func folder() throws -> String { try compiled.get() }

    private static let compiled = Result<String, CatalogueError> { () throws(CatalogueError) -> String in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-locale-\(getpid())")
        for language in languages {
            let target = folder.appendingPathComponent("\(language)/LC_MESSAGES")
            try? FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let (status, output) = run("msgfmt", ["--check", "--output-file=\(target.path)/set-game.mo",
                                                  poFolder.appendingPathComponent("\(language).po").path])
            guard status == 0 else { throw CatalogueError(description: "msgfmt \(language).po: \(output)") }
        }
        return folder.path
    }

    /// Runs a gettext tool found on the PATH; its status and its output and errors together.
    public static func run(_ tool: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(tool): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

public struct CatalogueError: Error, CustomStringConvertible {
    public let description: String
}
