@testable import Render
import Layout
import SceneModel
import SetCore
import Session
import SetGameApp
import Testing

/// B5: a wrong trio's explanation never covers the trio it explains, and where it takes no
/// more than two lines it covers no card at all: in a landscape window the cards keep its
/// room at the table's foot free (`ScreenLayout.cardsFootRoom`). A longer one that would
/// cover the trio in the bottom row lies at the head.
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
            #expect(picked.count == 3 && !scene.cards.contains { $0.frame.overlaps(pill) }, "\(row): \(pill)")
            #expect(pill.midY > window.height / 2, "\(row): \(pill) lies at the foot")
        }
    }

    /// Where the room at the foot is less than the pill (a small window keeps its cards'
    /// size) the explanation still leaves the trio it explains in sight: over a trio in the
    /// bottom row it lies at the head.
    @Test func aLongExplanationLiesAtTheHeadOverATrioInTheBottomRow() throws {
        let window = Size(width: 640, height: 400)
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: TableScreenshotTests.fonts)
        let session = table.settled(window: window)
        let bottom = session.scene().cards.map(\.frame.minY).max()
        let positions = session.game.table.indices.filter { index in
            session.scene().cards.first { $0.card == session.game.table[index] }?.frame.minY == bottom
        }
        let trio = try #require(Self.wrongTrio(among: positions, of: session.game))
        table.select(session, trio)
        let scene = session.scene()
        let toast = try #require(try renderer.toast(of: scene, 1))
        let picked = scene.cards.filter { $0.look == .mismatched }.map(\.frame)
        #expect(toast.frame.midY < window.height / 2, "\(toast.frame) lies at the head")
        #expect(picked.count == 3 && !picked.contains { $0.overlaps(toast.frame) }, "\(toast.frame)")
    }

    /// In landscape windows from 800×600 to 4K, alone with 12, 15 and 18 cards and against
    /// others (the players bar takes the table's right), a wrong trio's explanation of two
    /// lines or fewer lies at the foot over no card; with the room turned off it covered the
    /// bottom row in a game with a players bar (1000×720: 20 points of the cards' feet).
    @Test func aShortExplanationCoversNoCard() throws {
        let windows = [Size(width: 800, height: 600), Size(width: 1000, height: 720), Size(width: 1280, height: 800),
                       Size(width: 1366, height: 768), Size(width: 1920, height: 1080), Size(width: 3840, height: 2160)]
        let openings: [(String, SessionState.Opening, Int)] = [
            ("solo, 12", .solo, 0), ("solo, 15", .solo, 1), ("solo, 18", .solo, 2),
            ("computer", .contest(.computer(.easy), junior: false), 0),
            ("three players", .contest(.hotSeat(players: 3), junior: false), 0),
            ("four players, 15", .contest(.hotSeat(players: 4), junior: false), 1),
        ]
        var shown = 0
        for window in windows {
            let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                         fonts: TableScreenshotTests.fonts)
            for (name, opening, deals) in openings {
                let session = SessionStore(seed: 7, window: window, opening: opening)
                session.settle()
                for _ in 0..<deals { session.send(.dealThree); session.settle() }
                if case .contest(.hotSeat, _) = opening { session.send(.callSet(player: 0)) }
                let frames = session.scene().cards.map(\.frame)
                let bottom = frames.map(\.minY).max()
                let positions = session.game.table.indices.filter { index in
                    session.scene().cards.first { $0.card == session.game.table[index] }?.frame.minY == bottom
                }
                let trio = try #require(Self.wrongTrio(among: positions, of: session.game))
                for index in trio { session.click(at: frames[index].center) }
                let scene = session.scene()
                let toast = try #require(try renderer.toast(of: scene, 1), "\(window) \(name)")
                guard toast.lines.count <= 2 else { continue }
                shown += 1
                let covered = frames.filter { $0.overlaps(toast.frame) }
                #expect(covered.isEmpty, "\(window) \(name): \(toast.frame) over \(covered)")
                #expect(toast.frame.midY > frames.map(\.maxY).max() ?? 0, "\(window) \(name): at the foot")
            }
        }
        #expect(shown >= 30, "explanations of two lines or fewer: \(shown)")
    }

    /// Against the computer a wrong trio stays picked in its look after its shake, as in solo
    /// (V3, R5); its explanation stays clear of it all the while it shows, not only while the
    /// cards shake (the pill would jump back over them), and of every other card.
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
        let looked = session.scene().cards.filter { $0.look != .plain }
        #expect(Set(looked.map(\.frame)) == Set(frames) && looked.allSatisfy { $0.look == .mismatched })
        #expect(session.scene().message != nil)
        let after = try #require(try renderer.toast(of: session.scene(), 1)).frame
        #expect(after == shaking, "\(shaking) then \(after)")
        #expect(!frames.contains { $0.overlaps(after) } && !session.scene().cards.contains { $0.frame.overlaps(after) })
    }
}
