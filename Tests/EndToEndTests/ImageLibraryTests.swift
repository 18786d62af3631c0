import Foundation
import TestSupport
import Testing

/// SDL_image serves only the `screenshot` command: the game does not load it to start or
/// to play (P3: it and the image libraries it brings took 1.6 MB and part of the launch),
/// and opens it the first time a screenshot is written.
@Suite("Image library on demand")
struct ImageLibraryTests {
    /// The libraries mapped into the game now (`/proc/PID/maps`, read to its end).
    static func loadsImageLibrary(_ game: GameProcess) throws -> Bool {
        try readProcFile("/proc/\(game.process.processIdentifier)/maps").contains("libSDL2_image")
    }

    @Test func aGameIsPlayedWithoutSDLImageAndItsFirstScreenshotOpensIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let game = try GameProcess(["--headless", "--seed", "9", "--size", "1000x720"])
        game.send("settle")
        game.send("click 180 250")
        #expect(try game.state().cards.count == 12)
        #expect(try !Self.loadsImageLibrary(game), "SDL_image was loaded before any screenshot")

        let path = folder.appendingPathComponent("table.png").path
        game.send("screenshot \(path)")
        _ = try game.state()  // answered after the screenshot was written
        #expect(try Self.loadsImageLibrary(game))
        let png = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG file")
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }
}
