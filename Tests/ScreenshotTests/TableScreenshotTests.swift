import Foundation
import GoldenSupport
import Render
import SceneModel
import SetCore
import Session
import SetGameApp
import Layout
import TestSupport
import Testing

/// Whole frames of the game, drawn by the headless driver (software renderer), against
/// golden PNGs: tables of 3, 12 and 81 cards, portrait and landscape, every selection look.
@MainActor @Suite(.serialized) struct TableScreenshotTests {
    static let goldens = GoldenImage.folder(beside: #filePath)
    static let fonts = FontFiles(assets: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets").path)
    static let landscape = Size(width: 1000, height: 720)
    static let portrait = Size(width: 720, height: 1000)

    /// Draws the session's current frame and compares it with `name.png`: the whole frame,
    /// and each part a player reads as a region of its own (`regions(of:)`).
    func expectFrame(_ session: SessionStore, _ name: String) throws {
        let surface = try HeadlessDriver(store: session, fonts: Self.fonts, output: { _ in }, errors: { _ in }).drawFrame()
        if let problem = try GoldenImage.mismatch(surface, named: name, in: Self.goldens,
                                                  regions: Self.regions(of: session.scene())) {
            Issue.record("\(problem)")
        }
    }

    /// The status bar (score, time, deck and discard counts), the button bar with its
    /// message, the deck pile, each card and each slot of the daily puzzle's Sets found:
    /// a wrong digit, colour or symbol in any of them is over its budget.
    static func regions(of scene: Scene) -> [GoldenImage.Region] {
        var regions = [region("status bar", scene.layout.statusBar), region("button bar", scene.layout.buttonBar),
                       region("deck pile", scene.layout.deckPile)]
        regions += scene.cards.map { region("card \($0.card)", $0.frame) }
        regions += scene.foundSets.enumerated().map { region("found Set \($0.offset)", $0.element.frame) }
        return regions
    }

    /// A region holding every pixel `rect` touches (scenes are drawn at one pixel a point).
    static func region(_ name: String, _ rect: Rect) -> GoldenImage.Region {
        let left = Int(rect.minX.rounded(.down)), top = Int(rect.minY.rounded(.down))
        return GoldenImage.Region(name, x: left, y: top, width: Int(rect.maxX.rounded(.up)) - left,
                                  height: Int(rect.maxY.rounded(.up)) - top)
    }

    func settled(seed: UInt64 = 7, window: Size) -> SessionStore {
        let session = SessionStore(seed: seed, window: window)
        session.settle()
        return session
    }

    func fullTable(window: Size) -> SessionStore {
        let session = settled(window: window)
        while session.game.canDeal { session.send(.dealThree) }
        session.settle()
        return session
    }

    /// Clicks the cards at these table positions.
    func select(_ session: SessionStore, _ indices: [Int]) {
        for index in indices {
            let frame = session.scene().cards.first { $0.card == session.game.table[index] }!.frame
            session.click(at: frame.center)
        }
        session.settle()
    }

    @Test func twelveCardsLandscape() throws { try expectFrame(settled(window: Self.landscape), "table-12-landscape") }

    @Test func twelveCardsPortrait() throws { try expectFrame(settled(window: Self.portrait), "table-12-portrait") }

    /// Y6: the smallest window the game allows; the status bar keeps score and time whole.
    @Test func twelveCardsInTheSmallestWindow() throws {
        try expectFrame(settled(window: Size(width: 200, height: 200)), "table-12-smallest")
    }

    @Test func threeCards() throws {
        let trio = [Card(.one, .diamond, .solid, .red), Card(.two, .oval, .striped, .green), Card(.three, .squiggle, .open, .purple)]
        let session = SessionStore(game: Game(deck: Deck(ordered: trio)), window: Self.landscape)
        session.settle()
        try expectFrame(session, "table-3-cards")
    }

    @Test func allEightyOneCardsLandscape() throws {
        let session = fullTable(window: Self.landscape)
        #expect(session.game.table.count == 81)
        try expectFrame(session, "table-81-landscape")
    }

    @Test func allEightyOneCardsScrollInASmallWindow() throws {
        let session = fullTable(window: Size(width: 800, height: 600))
        try expectFrame(session, "table-81-small-top")
        session.wheel(-1000)
        session.settle()
        #expect(session.scroll.offset > 0)
        try expectFrame(session, "table-81-small-bottom")
    }

    @Test func allEightyOneCardsPortrait() throws {
        try expectFrame(fullTable(window: Self.portrait), "table-81-portrait")
    }

    @Test func selectionLooks() throws {
        let session = settled(window: Self.landscape)
        let set = try #require(session.game.setsOnTable.first)
        select(session, Array(set.prefix(2)))
        #expect(session.game.selection == .partial)
        try expectFrame(session, "table-selected-two")
        select(session, [set[2]])
        #expect(session.game.selection == .match)
        try expectFrame(session, "table-match")

        let other = settled(window: Self.landscape)
        let notASet = try #require(Trios.firstNonSet(in: other.game.table))
        select(other, notASet)
        #expect(other.game.selection == .mismatch)
        try expectFrame(other, "table-mismatch")
    }

    @Test func launchMidFlight() throws {
        let session = SessionStore(seed: 7, window: Self.landscape)
        session.advance(by: 0.75)
        #expect(session.isAnimating)
        try expectFrame(session, "launch-at-750ms")
    }

    @Test func gameOverSummary() throws {
        let notASet = [Card(.one, .diamond, .solid, .red), Card(.one, .diamond, .solid, .green), Card(.two, .oval, .open, .purple)]
        let session = SessionStore(game: Game(deck: Deck(ordered: notASet)), window: Self.landscape)
        session.settle()
        #expect(session.game.isOver)
        try expectFrame(session, "game-over")
    }
}
