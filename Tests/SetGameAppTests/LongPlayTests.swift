import Foundation
import Render
import SetCore
import Session
import SetGameApp
import Layout
import Testing

/// Long random play through the protocol — clicks, keys, wheel, resizes, rotations, the
/// clock — never loses a card, never selects more than 3, and keeps the caches bounded.
@MainActor @Suite("Long random play", .serialized)
struct LongPlayTests {
    static let commands = ["key Space", "key Ctrl+N", "key Ctrl+R", "key Ctrl+H", "key Escape", "key PageDown",
                           "scroll -1", "scroll 2", "settle", "advance 16", "advance 250", "resize 800 600",
                           "resize 1280 800", "resize 400 700", "state"]

    @Test(arguments: [3, 42] as [UInt64])
    func randomPlayKeepsEveryRule(seed: UInt64) throws {
        let session = SessionStore(seed: seed, window: Size(width: 1000, height: 720))
        var errors: [String] = []
        let driver = HeadlessDriver(store: session, fonts: HeadlessDriverTests.fonts,
                                    output: { _ in }, errors: { errors.append($0) })
        var random = SeededRandom(seed: seed)
        for step in 0..<800 {
            let line: String
            if random.below(3) > 0 {
                let window = session.screen.window
                line = "click \(random.below(Int(window.width))) \(random.below(Int(window.height)))"
            } else {
                line = Self.commands[random.below(Self.commands.count)]
            }
            #expect(driver.handle(line: line))
            let game = session.game
            let all = game.allCards
            try #require(all.count == 81 && Set(all).count == 81, "step \(step) after '\(line)': cards lost or doubled")
            try #require(game.selected.count <= 3 && game.selected.allSatisfy(game.table.contains), "step \(step)")
            if step % 100 == 0 { try driver.drawFrame() }
        }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func theFaceCacheStaysBoundedOverManySizes() throws {
        let renderer = SceneRenderer(renderer: try Renderer(width: 1280, height: 800), fonts: HeadlessDriverTests.fonts)
        let session = SessionStore(seed: 5, window: Size(width: 1280, height: 800))
        for round in 0..<30 {
            session.resize(to: Size(width: 900 + Double(round % 10) * 30, height: 800))
            session.settle()
            try renderer.draw(session.scene(), pixelScale: 1)
        }
        // 12 cards × the two latest sizes (and a card back), not 12 × 10 sizes.
        #expect(renderer.faces.count <= 12 * 2 + 1, "\(renderer.faces.count) faces cached")
    }
}
