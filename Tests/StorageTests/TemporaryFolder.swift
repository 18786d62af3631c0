import Foundation
import SetCore

/// A fresh folder for one test, removed with everything in it when the test is done.
final class TemporaryFolder {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `name` inside this folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// The names in `folder` (this one by default), sorted.
    func names(in folder: String? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder ?? path)) ?? []).sorted()
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    func contents(of name: String) -> Data? { FileManager.default.contents(atPath: file(name)) }
}

/// A saved game in the middle of play, every field set.
enum Sample {
    static let game = SavedGame(
        table: Array(Card.all[0..<15]), deck: Array(Card.all[18...]), discarded: Array(Card.all[15..<18]),
        selected: [Card.all[3]], hint: [Card.all[0]], score: 27, setsFound: 1, mismatches: 1, hintsUsed: 1,
        elapsedMs: 45_000, lastSetMs: 12_000, shuffle: 77)
}
