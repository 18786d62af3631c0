import Foundation
import ProtocolSupport
import Testing

/// `screenshot PATH` to a place that cannot take it answers with one `error:` line naming
/// the path and the reason, and the session goes on (Y3).
@Suite("Screenshots that cannot be written")
struct ScreenshotFailureTests {
    /// Sends `screenshot PATH`, then `state`; the error line and the state after it.
    static func screenshot(_ path: String) throws -> (error: String?, state: StateJSON, game: GameProcess) {
        let game = try GameProcess(["--headless", "--seed", "9", "--size", "1000x720"])
        game.send("settle")
        game.send("screenshot \(path)")
        let state = try game.state()  // answered after the screenshot was tried
        return (game.errorLine(timeout: 5), state, game)
    }

    @Test func aFullDeviceIsAnErrorLine() throws {
        // /dev/full opens and takes writes into its buffer; only the write itself fails.
        let (error, state, game) = try Self.screenshot("/dev/full")
        let line = try #require(error, "screenshot /dev/full wrote nothing on standard error")
        #expect(line.hasPrefix("error:") && line.contains("/dev/full") && line.contains("No space left on device"), "\(line)")
        #expect(state.cards.count == 12, "the session goes on")
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    @Test(arguments: ["missing-folder/table.png", "a-folder"])
    func aMissingFolderOrADirectoryIsAnErrorLine(name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        let (error, state, game) = try Self.screenshot(path)
        let line = try #require(error, "screenshot \(name) wrote nothing on standard error")
        #expect(line.hasPrefix("error:") && line.contains(path), "\(line)")
        #expect(state.cards.count == 12, "the session goes on")
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    /// Y7: the path is quoted as every error line quotes input: at most 200 characters, its
    /// control characters escaped (the line used to carry the path whole, escape codes and all).
    @Test func aLongPathWithControlCharactersIsQuotedWithinTheLimit() throws {
        let path = "/nonexistent/\u{1B}[31mRED\tx\u{07}" + String(repeating: "p", count: 1000) + ".png"
        let (error, state, game) = try Self.screenshot(path)
        let line = try #require(error, "the screenshot wrote nothing on standard error")
        #expect(line.hasPrefix("error:") && line.contains(#"'/nonexistent/\u{1B}[31mRED\tx\u{7}"#), "\(line.prefix(80))")
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "no raw control character")
        #expect(line.contains("…'") && line.count < 300, "\(line.count) characters")
        #expect(state.cards.count == 12, "the session goes on")
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }
}

