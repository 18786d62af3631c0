import Foundation
@testable import Render
import Testing
import TestSupport

/// The fonts are read from their files mapped into memory (P2: glyphs at a new size load
/// 2.5 times as fast as through SDL_ttf's own file reading).
@MainActor @Suite(.serialized) struct FontFileTests {
    /// The same widths and pixels as SDL_ttf reading the file itself, at each size in turn.
    @Test func aFontReadFromMemorySetsTextAsOneReadFromItsFile() throws {
        for path in [TestFonts.files.regular, TestFonts.files.bold] {
            let mapped = try Font(path: path, pixelSize: 13)
            let read = try Font(path: path, pixelSize: 13, fromMemory: false)
            for size in [13, 17, 26, 48] {
                try mapped.setPixelSize(size)
                try read.setPixelSize(size)
                let line = "New Game · Deal 3 · Time 0:07 ↻"
                #expect(mapped.width(of: line) == read.width(of: line))
                let a = try mapped.render(line, color: RGBA(30, 40, 50))
                let b = try read.render(line, color: RGBA(30, 40, 50))
                #expect(a.width == b.width && a.height == b.height, "\(path) at \(size)")
                #expect(a.rowBytes == b.rowBytes, "\(path) at \(size): the same pixels")
            }
        }
    }

    /// An open font holds its file as mapped bytes, not as a file read glyph by glyph (no
    /// descriptor of it stays open), and lets the bytes go when it closes.
    @Test func aFontHoldsItsFileMappedWhileOpenAndNoLonger() throws {
        let path = TestFonts.files.bold
        func descriptors() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").filter {
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == path
            }.count
        }
        func mappings() throws -> Int {
            try readProcFile("/proc/self/maps").split(separator: "\n").filter { $0.hasSuffix(" " + path) }.count
        }
        let (descriptorsBefore, mappingsBefore) = (try descriptors(), try mappings())
        var font: Font? = try Font(path: path, pixelSize: 20)
        _ = try font?.render("Score 12", color: RGBA(0, 0, 0))
        #expect(try descriptors() == descriptorsBefore, "no descriptor left open")
        #expect(try mappings() == mappingsBefore + 1, "the file is mapped")
        font = nil
        #expect(try mappings() == mappingsBefore, "and unmapped once the font closes")
    }

    /// Kilobytes of the font file `path` resident in this process.
    static func residentKB(of path: String) throws -> Int { try TestSupport.residentKB { $0.hasSuffix(" " + path) } ?? 0 }

    /// P3: the font file's pages read go once the text cache's frame ends (reading maps the
    /// file 64 KB around each page touched: up to 1 MB of both fonts), and text set after
    /// reads them again, the same.
    @Test func theFontFilesPagesGoAtTheEndOfAFrameThatSetText() throws {
        let text = TextCache(renderer: try Renderer(width: 10, height: 10), fonts: TestFonts.files)
        let first = try text.texture("Deal 3 · New Game · Hint ↻", pixelSize: 31, weight: .bold, color: RGBA(9, 9, 9))
        #expect(try Self.residentKB(of: TestFonts.files.bold) > 0, "read to set the text")
        text.endFrame()
        #expect(try Self.residentKB(of: TestFonts.files.bold) == 0)
        _ = try text.width("Score 12 · Time 3:07", pixelSize: 23, weight: .bold)
        #expect(try Self.residentKB(of: TestFonts.files.bold) > 0, "read to measure it")
        text.endFrame()
        #expect(try Self.residentKB(of: TestFonts.files.bold) == 0)
        let exact = try Font(path: TestFonts.files.bold, pixelSize: 31, fromMemory: false)
            .render("Deal 3 · New Game · Hint ↻", color: RGBA(9, 9, 9))
        #expect(first.width == exact.width && first.height == exact.height)
        let again = try Font(path: TestFonts.files.bold, pixelSize: 31)
        _ = try again.render("Deal", color: RGBA(9, 9, 9))
        again.releasePages()
        #expect(try again.render("Deal 3 · New Game · Hint ↻", color: RGBA(9, 9, 9)).rowBytes == exact.rowBytes,
                "the pages read again give the same text")
    }

    /// A file that cannot be mapped (empty) or is not a font gives an error, not a crash.
    @Test func anEmptyFileOrOneThatIsNotAFontIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.ttf"), text = folder.appendingPathComponent("text.ttf")
        try Data().write(to: empty)
        try Data(String(repeating: "not a font ", count: 500).utf8).write(to: text)
        for path in [empty.path, text.path, folder.path, folder.appendingPathComponent("missing.ttf").path] {
            #expect(throws: SDLError.self, "\(path)") { try Font(path: path, pixelSize: 16) }
        }
    }
}
