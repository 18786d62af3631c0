import Foundation
import TestSupport
import Testing

/// Y3 at launch, through the real binary: what keeps the game from starting is told in
/// exactly one line on standard error, with exit status 1, before any window opens.
@Suite("Launch failures: one line, exit 1", .serialized)
struct LaunchFailureTests {
    /// A copy of the game's Assets folder whose regular font is 4 KB of garbage; the caller
    /// removes the folder.
    static func assetsWithAGarbageFont() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-assets-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: InstallTests.repository.appendingPathComponent("Assets"), to: folder)
        let garbage = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        let font = folder.appendingPathComponent("fonts/DejaVuSans.ttf")
        try FileManager.default.removeItem(at: font)
        try Data(garbage).write(to: font)
        return folder
    }

    /// Before the fonts were tried at launch, the game started without text and printed
    /// hundreds of errors a second.
    @Test(arguments: [["--headless"], ["--commands"]])
    func aFontThatIsNotAFontIsNamedInOneLine(mode: [String]) throws {
        if mode == ["--commands"] { try Display.requireForThisCase() }
        let assets = try Self.assetsWithAGarbageFont()
        defer { try? FileManager.default.removeItem(at: assets) }
        let run = try GameProcess.run(mode + ["--seed", "1", "--size", "1000x720"],
                                      environment: ["SET_GAME_ASSETS": assets.path], timeout: 10)
        #expect(run.status == 1)
        #expect(run.stderr.count == 1, "expected one line, got \(run.stderr)")
        let font = assets.appendingPathComponent("fonts/DejaVuSans.ttf").path
        #expect(run.stderr.first?.hasPrefix("set-game: \(font) is not a font") == true, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "nothing is played: \(run.stdout)")
    }

    /// Before, libwayland added a line of its own ("XDG_RUNTIME_DIR is invalid or not set")
    /// while SDL looked for a Wayland display.
    @Test func noDisplayAndNoRuntimeFolderIsOneLine() throws {
        let run = try GameProcess.run(["--seed", "1"], environment: [
            "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "XDG_RUNTIME_DIR": nil, "SDL_VIDEODRIVER": nil,
        ], timeout: 8)
        #expect(run.status == 1)
        #expect(run.stderr.count == 1, "expected exactly one line on stderr, got: \(run.stderr)")
        #expect(run.stderr.first?.hasPrefix("set-game: no display available") == true, "\(run.stderr)")
    }

}
