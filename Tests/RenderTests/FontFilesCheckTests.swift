import Foundation
import Render
import Testing

/// Y3: a font file that exists but is not a font is found at launch and named in one line.
/// On the main actor, as every test that reaches SDL_ttf, which is not safe across threads.
@MainActor @Suite(.serialized) struct FontFilesCheckTests {
    /// A file in a fresh temporary folder holding `bytes`; `removeFolder` cleans up.
    static func file(named name: String, holding bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func removeFolder(of path: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    /// Bytes that look like nothing in particular, the same every run.
    static let garbage: [UInt8] = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }

    @Test func theGamesOwnFontsPass() throws {
        try TestFonts.files.check()
    }

    @Test func garbageAsTheRegularFontIsNamedInOneLine_Y3() throws {
        let garbage = try Self.file(named: "DejaVuSans.ttf", holding: Self.garbage)
        defer { Self.removeFolder(of: garbage) }
        let fonts = FontFiles(regular: garbage, bold: TestFonts.files.bold)
        let error = #expect(throws: FontFiles.Unusable.self) { try fonts.check() }
        #expect(error?.path == garbage)
        #expect(error?.description.hasPrefix("\(garbage) is not a font") == true, "\(String(describing: error))")
        #expect(error?.description.contains("\n") == false)
    }

    @Test func garbageAsTheBoldFontIsNamed_Y3() throws {
        let garbage = try Self.file(named: "DejaVuSans-Bold.ttf", holding: Self.garbage)
        defer { Self.removeFolder(of: garbage) }
        let error = #expect(throws: FontFiles.Unusable.self) {
            try FontFiles(regular: TestFonts.files.regular, bold: garbage).check()
        }
        #expect(error?.path == garbage)
    }

    /// The first bytes of a real font and nothing more: a header without glyphs.
    @Test func aTruncatedFontIsNamed_Y3() throws {
        let start = try Data(contentsOf: URL(fileURLWithPath: TestFonts.files.regular)).prefix(1024)
        let truncated = try Self.file(named: "DejaVuSans.ttf", holding: [UInt8](start))
        defer { Self.removeFolder(of: truncated) }
        let error = #expect(throws: FontFiles.Unusable.self) {
            try FontFiles(regular: truncated, bold: TestFonts.files.bold).check()
        }
        #expect(error?.path == truncated)
    }

    @Test func anEmptyOrMissingFileIsNamed_Y3() throws {
        let empty = try Self.file(named: "DejaVuSans.ttf", holding: [])
        defer { Self.removeFolder(of: empty) }
        let missing = empty + ".gone"
        for path in [empty, missing] {
            let error = #expect(throws: FontFiles.Unusable.self) {
                try FontFiles(regular: path, bold: TestFonts.files.bold).check()
            }
            #expect(error?.path == path)
        }
    }
}
