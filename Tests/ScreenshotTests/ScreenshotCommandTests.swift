import Foundation
import Render
import SetGameApp
import Layout
import Testing

/// The protocol's `screenshot PATH` writes the frame it draws: the PNG, decoded, is the
/// window's size and pixel for pixel the frame drawn for the same moment of the same game.
@MainActor @Suite(.serialized) struct ScreenshotCommandTests {
    let table = TableScreenshotTests()

    /// Pixels of `a` and `b` (one size) that differ at all.
    static func differing(_ a: Surface, _ b: Surface) -> Int {
        a.withPixels { p in b.withPixels { q in zip(p, q).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) } } }
    }

    @Test(arguments: [Size(width: 1000, height: 720), Size(width: 360, height: 640)])
    func theScreenshotIsTheFrameDrawn(window: Size) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("table.png").path
        let session = table.settled(window: window)
        table.select(session, [0, 1])

        var errors: [String] = []
        let driver = HeadlessDriver(store: session, fonts: TableScreenshotTests.fonts, output: { _ in },
                                    errors: { errors.append($0) })
        #expect(driver.handle(line: "screenshot \(path)"))
        #expect(errors.isEmpty, "\(errors)")
        let written = try Surface(png: path)
        let drawn = try HeadlessDriver(store: session, fonts: TableScreenshotTests.fonts, output: { _ in },
                                       errors: { _ in }).drawFrame()
        try #require(written.width == Int(window.width) && written.height == Int(window.height),
                     "the screenshot is \(written.width)×\(written.height) in a \(window) window")
        #expect(Self.differing(written, drawn) == 0, "\(Self.differing(written, drawn)) pixels differ from the frame drawn")
        // Not a blank frame drawn twice: a selected card's centre is not the felt's colour.
        let card = try #require(session.scene().cards.first)
        let centre = (x: Int(card.frame.center.x), y: Int(card.frame.center.y))
        #expect(written.pixel(x: centre.x, y: centre.y) != written.pixel(x: Int(window.width) - 2, y: Int(window.height) / 2))
    }
}
