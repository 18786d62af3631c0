@testable import Render
import Layout
import SceneModel
import SetCore
import Session
import SetGameApp
import Testing

/// B5: a wrong trio's explanation never covers the trio it explains. Its pill lies at the
/// foot of the table; on a full table whose bottom row holds the trio it lies at the head.
@MainActor @Suite(.serialized) struct MessagePlacementTests {
    let table = TableScreenshotTests()

    /// The first trio of these table positions that is not a Set.
    static func wrongTrio(among positions: [Int], of game: Game) -> [Int]? {
        for a in positions {
            for b in positions where b > a {
                for c in positions where c > b && !SetRule.isSet([game.table[a], game.table[b], game.table[c]]) {
                    return [a, b, c]
                }
            }
        }
        return nil
    }

    @Test func theExplanationLeavesTheTrioItExplainsInSight() throws {
        let window = TableScreenshotTests.landscape
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: TableScreenshotTests.fonts)
        for row in ["bottom", "top"] {
            let session = table.settled(window: window)
            session.send(.dealThree)
            session.settle()
            let frames = session.scene().cards.map(\.frame)
            let rows = Set(frames.map(\.minY)).sorted()
            #expect(rows.count == 3, "15 cards in three rows")
            let wanted = row == "bottom" ? rows.last : rows.first
            let positions = session.game.table.indices.filter { index in
                session.scene().cards.first { $0.card == session.game.table[index] }?.frame.minY == wanted
            }
            let trio = try #require(Self.wrongTrio(among: positions, of: session.game))
            table.select(session, trio)
            let scene = session.scene()
            #expect(session.game.selection == .mismatch && scene.message != nil)
            let pill = try #require(try renderer.toast(of: scene, 1)).frame
            let picked = scene.cards.filter { $0.look == .mismatched }.map(\.frame)
            #expect(picked.count == 3 && !picked.contains { $0.overlaps(pill) }, "\(row): \(pill)")
            #expect(row == "bottom" ? pill.midY < window.height / 2 : pill.midY > window.height / 2, "\(row): \(pill)")
        }
    }

    /// Against the computer a wrong trio's picks clear at once and its look goes with its
    /// shake; its explanation stays clear of it all the while it shows, not only while the
    /// cards shake (the pill would jump back over them).
    @Test func againstTheComputerTheExplanationStaysClearAfterTheShake() throws {
        let window = TableScreenshotTests.landscape
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: TableScreenshotTests.fonts)
        let session = SessionStore(seed: 7, window: window, opening: .contest(.computer(.easy), junior: false))
        session.settle()
        session.send(.dealThree)
        session.settle()
        let bottom = session.scene().cards.map(\.frame.minY).max()
        let positions = session.game.table.indices.filter { index in
            session.scene().cards.first { $0.card == session.game.table[index] }?.frame.minY == bottom
        }
        let trio = try #require(Self.wrongTrio(among: positions, of: session.game))
        let frames = trio.map { index in session.scene().cards.first { $0.card == session.game.table[index] }!.frame }
        for frame in frames { session.click(at: frame.center) }
        session.advance(by: 0.1)
        let shaking = try #require(try renderer.toast(of: session.scene(), 1)).frame
        session.settle()
        #expect(session.scene().cards.allSatisfy { $0.look == .plain } && session.scene().message != nil)
        let after = try #require(try renderer.toast(of: session.scene(), 1)).frame
        #expect(shaking.midY < window.height / 2 && after == shaking, "\(shaking) then \(after)")
        #expect(!frames.contains { $0.overlaps(after) })
    }
}
