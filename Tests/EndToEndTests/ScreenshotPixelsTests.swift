import Foundation
import ProtocolSupport
import Render
import TestSupport
import Testing

/// `screenshot PATH` through the real binary, read back as pixels (not only its PNG
/// header): headless, the picture of the table; in a real window under Xvfb, a PNG of the
/// window's size whose cards are where `state` puts them and look as the headless game
/// draws the same table.
@Suite("Screenshots read back as pixels", .serialized)
struct ScreenshotPixelsTests {
    /// A folder for the test's screenshots, removed when it is done.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("set-shots-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    /// Asks `game` for a screenshot at `path` and the state after it (the screenshot is
    /// written before the state is answered); the decoded picture and that state.
    static func screenshot(_ game: GameProcess, to path: String) throws -> (Surface, StateJSON) {
        game.send("screenshot \(path)")
        let state = try game.state()
        return (try Surface(png: path), state)
    }

    /// The colour channels of a pixel.
    static func channels(_ pixel: UInt32) -> [Int] { [16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) } }

    /// The average colour over the middle half of `box` (each channel, 0-255).
    static func averageColour(_ image: Surface, in box: Box) -> [Int] {
        let left = Int(box.x + box.width / 4), top = Int(box.y + box.height / 4)
        var sum = [0, 0, 0], count = 0
        for y in top..<top + max(1, Int(box.height / 2)) { for x in left..<left + max(1, Int(box.width / 2)) {
            for (i, value) in channels(image.pixel(x: x, y: y)).enumerated() { sum[i] += value }
            count += 1
        } }
        return sum.map { $0 / count }
    }

    /// The largest difference between two colours' channels.
    static func distance(_ a: [Int], _ b: [Int]) -> Int { zip(a, b).map { abs($0 - $1) }.max() ?? 0 }

    /// Each card of `state` stands out from the felt between the first two cards.
    static func expectCardsOnTheFelt(_ image: Surface, _ state: StateJSON) throws {
        let first = state.cards[0].rect, second = state.cards[1].rect
        try #require(second.x > first.maxX + 2, "the first two cards are not side by side")
        let felt = channels(image.pixel(x: Int((first.maxX + second.x) / 2), y: Int(first.centre.y)))
        for card in state.cards {
            #expect(distance(averageColour(image, in: card.rect), felt) > 60,
                    "the card at \(card.rect) looks like the felt in the screenshot")
        }
    }

    @Test func aHeadlessScreenshotShowsTheTable() throws {
        let folder = try Folder()
        let game = try GameProcess(["--headless", "--seed", "9", "--size", "1000x720"])
        game.send("settle")
        let (image, state) = try Self.screenshot(game, to: folder.path("table.png"))
        #expect(image.width == 1000 && image.height == 720)
        try Self.expectCardsOnTheFelt(image, state)
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    @Test(.needsDisplay) func aWindowScreenshotIsTheWindowAndLooksAsTheHeadlessOne() throws {
        guard WindowTests.display() != nil else { return }
        let folder = try Folder(), home = try DataDirectory()
        guard let (game, _, _) = try SavedDataWindowTests.launch(home) else { return }
        let (window, shown) = try Self.screenshot(game, to: folder.path("window.png"))
        #expect(window.width == Int(shown.window[0]) && window.height == Int(shown.window[1]),
                "a \(window.width)×\(window.height) screenshot of a \(shown.window) window")
        try Self.expectCardsOnTheFelt(window, shown)
        game.send("quit")
        #expect(game.waitForExit() == 0)

        let headless = try GameProcess(["--headless", "--seed", "5", "--size", "1000x720"])
        headless.send("settle")
        let (drawn, same) = try Self.screenshot(headless, to: folder.path("headless.png"))
        headless.send("quit")
        #expect(headless.waitForExit() == 0)
        try #require(same.cards.map(\.features) == shown.cards.map(\.features) && same.cards.map(\.frame) == shown.cards.map(\.frame),
                     "the headless game of seed 5 deals another table")
        try #require(window.width == drawn.width && window.height == drawn.height)
        // Each card as the headless game draws it (the window's renderer may round an edge
        // differently; the status bar's time differs).
        for card in shown.cards {
            let a = Self.averageColour(window, in: card.rect), b = Self.averageColour(drawn, in: card.rect)
            #expect(Self.distance(a, b) <= 6, "the card \(card.features) at \(card.rect): \(a) in the window, \(b) headless")
        }
        var differing = 0
        window.withPixels { p in drawn.withPixels { q in
            for (x, y) in zip(p, q) where Self.distance(Self.channels(x), Self.channels(y)) > 24 { differing += 1 }
        } }
        #expect(differing <= window.width * window.height / 100, "\(differing) pixels differ from the headless screenshot")
    }
}
