import Foundation
import GoldenSupport
import Layout
@testable import Render
import SceneModel
import Session
import SetCore
import SetGameApp
import Testing

/// V5: the players bar drawn beside the cards — two and four players at one computer, a
/// player against the computer; landscape, portrait and a phone; light and dark — each
/// entry with its colour and number, name, Sets, score, the leader's star and its state
/// (calling with its countdown, locked out, thinking, taking a Set).
@MainActor
@Suite("Players bar screenshots (V5)", .serialized)
struct PlayersBarScreenshotTests {
    /// A table of twelve cards laid out beside the players bar of `entries`.
    static func scene(window: Size, _ entries: [(name: String, sets: Int, score: Int, status: PlayerEntry.Status)])
        -> Scene {
        let layout = ScreenLayout(window: window).withPlayers(entries.count)
        var random = SeededRandom(seed: 7)
        let game = Game(random: &random)
        let frames = layout.tableGrid(count: game.table.count).frames
        var scene = Scene(layout: layout, cards: zip(game.table, frames).map { Scene.CardSprite(card: $0, frame: $1) },
                          status: [Scene.StatusItem("Time", "1:24"), Scene.StatusItem("Deck", "\(game.deck.count)")])
        scene.deckPile = Scene.DeckPile(frame: layout.deckPile, count: game.deck.count)
        let best = entries.map(\.score).max() ?? 0
        scene.players = zip(entries, layout.playerEntries).enumerated().map { i, pair in
            let (entry, frame) = pair
            return PlayerEntry(number: i + 1, name: entry.name, isNumbered: entry.name.last?.isNumber == true,
                               nameParts: Self.computerParts(entry.name), sets: entry.sets, score: entry.score,
                               isLeader: best > 0 && entry.score == best, status: entry.status, frame: frame)
        }
        return scene
    }

    /// "Computer (hard)" as the session gives its parts: "Computer" and "Hard"; nil for a person.
    static func computerParts(_ name: String) -> PlayerEntry.NameParts? {
        guard name.hasSuffix(")"), let open = name.range(of: " (") else { return nil }
        let level = name[open.upperBound..<name.index(before: name.endIndex)]
        return PlayerEntry.NameParts(name: String(name[..<open.lowerBound]), detail: level.prefix(1).uppercased() + level.dropFirst())
    }

    static func expect(_ scene: Scene, dark: Bool = false, _ name: String) throws {
        let size = scene.layout.window
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(size.width), height: Int(size.height)),
                                     fonts: TableScreenshotTests.fonts, theme: dark ? .dark() : .light())
        renderer.faces.rasterizeBudget = .infinity
        try renderer.draw(scene, pixelScale: 1)
        let surface = try #require(renderer.target.surface)
        let regions = scene.players.map { TableScreenshotTests.region("player \($0.number)", $0.frame) }
            + scene.cards.map { TableScreenshotTests.region("card \($0.card)", $0.frame) }
        if let problem = try GoldenImage.mismatch(surface, named: name, in: TableScreenshotTests.goldens, regions: regions) {
            Issue.record("\(problem)")
        }
    }

    @Test func twoPlayersAtOneComputerLandscape() throws {
        try Self.expect(Self.scene(window: Size(width: 1000, height: 720), [
            ("Player 1", 4, 3, .calling(secondsLeft: 3.2, share: 0.64)),
            ("Player 2", 2, 1, .locked),
        ]), "players-2-landscape")
    }

    @Test func fourPlayersAtOneComputerPortrait() throws {
        try Self.expect(Self.scene(window: Size(width: 720, height: 1000), [
            ("Player 1", 5, 5, .waiting), ("Player 2", 3, 2, .calling(secondsLeft: 4.6, share: 0.92)),
            ("Player 3", 1, -1, .locked), ("Player 4", 0, 0, .waiting),
        ]), "players-4-portrait")
    }

    @Test func againstTheComputerDark() throws {
        try Self.expect(Self.scene(window: Size(width: 1000, height: 720), [
            ("Player 1", 3, 3, .waiting), ("Computer (hard)", 6, 6, .thinking),
        ]), dark: true, "players-computer-dark")
    }

    @Test func againstTheComputerOnAPhone() throws {
        try Self.expect(Self.scene(window: Size(width: 360, height: 640), [
            ("Player 1", 2, 1, .waiting), ("Computer (medium)", 2, 2, .takingASet),
        ]), dark: true, "players-computer-phone")
    }

    /// Four entries of 82 points: a locked player's "0 Sets" and "Locked out" share their
    /// line, both at 0.75 of their size (before, the state alone shrank, to 0.62), and a
    /// calling player's countdown beside its Sets. No entry has room for its name beside a
    /// score, so each is three lines tall, its name on the first (before, the names were
    /// left out, the numbered discs standing for them).
    @Test func fourPlayersOnAPhone() throws {
        try Self.expect(Self.scene(window: Size(width: 360, height: 640), [
            ("Player 1", 0, -1, .locked), ("Player 2", 1, 1, .calling(secondsLeft: 4.2, share: 0.84)),
            ("Player 3", 2, 2, .waiting), ("Player 4", 0, 0, .waiting),
        ]), "players-4-phone")
    }

    /// Three entries of 111 points have room for their names beside their scores, the
    /// leader's star included.
    @Test func threePlayersOnAPhone() throws {
        try Self.expect(Self.scene(window: Size(width: 360, height: 640), [
            ("Player 1", 3, 3, .waiting), ("Player 2", 0, -1, .locked),
            ("Player 3", 1, 1, .calling(secondsLeft: 2.5, share: 0.5)),
        ]), "players-3-phone")
    }

    /// V5: the leader's name is drawn at the size of the others' names, or nearly. Where the
    /// star beside the score would shrink it more (German "Spieler 1" in a phone's entry of
    /// 111 points, drawn at some seven tenths of "Spieler 2" beside it), the star goes before
    /// the leader's Sets.
    @Test(arguments: [Size(width: 360, height: 640), Size(width: 400, height: 900), Size(width: 640, height: 360),
                      Size(width: 720, height: 1000)])
    func theLeadersNameKeepsTheSizeOfTheOthers(window: Size) throws {
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: TableScreenshotTests.fonts)
        for name in ["Player", "Spieler", "Joueur", "Jugador"] {
            for count in 2...4 {
                for leader in 0..<count {
                    // Scores of two digits each, the leader's the highest.
                    let scene = Self.scene(window: window, (0..<count).map { i in
                        ("\(name) \(i + 1)", 10, i == leader ? 15 : 10 + i, .waiting)
                    })
                    // The share of its size each name beside its score is drawn at.
                    var shares: [(isLeader: Bool, share: Double)] = []
                    for entry in scene.players {
                        let plate = try renderer.plate(of: entry, chrome: scene.layout.chromeScale, 1)
                        #expect(!plate.starsScore || entry.isLeader, "only the leader is starred")
                        guard plate.lines == 2, plate.showsName else { continue }
                        let score = (plate.starsScore ? "★ " : "") + "\(entry.score)"
                        let room = plate.roomBesideScore
                            - (try renderer.textWidth(score, size: plate.scoreSize, weight: .bold, 1))
                        let width = try renderer.textWidth(plate.name, size: plate.size, weight: .bold, 1)
                        shares.append((entry.isLeader, min(1, room / width)))
                    }
                    let others = shares.filter { !$0.isLeader }.map(\.share).min() ?? 1
                    for leading in shares where leading.isLeader {
                        #expect(leading.share >= others * SceneRenderer.starredNameShare - 0.01, "\(name) \(leader + 1) of \(count) at \(window): \(shares)")
                    }
                }
            }
        }
    }

    /// The leader's star before its Sets, where beside the score it would shrink the name.
    @Test func threeGermanPlayersOnAPhone() throws {
        try Self.expect(Self.scene(window: Size(width: 360, height: 640), [
            ("Spieler 1", 12, 12, .waiting), ("Spieler 2", 8, 8, .waiting),
            ("Spieler 3", 4, 4, .calling(secondsLeft: 2.5, share: 0.5)),
        ]), "players-3-phone-leader")
    }

    /// V5: every player's name is shown, in every language, with two to four players, in
    /// portrait and landscape from 360 points wide.
    @Test(arguments: [Size(width: 360, height: 640), Size(width: 640, height: 360), Size(width: 720, height: 1000),
                      Size(width: 1000, height: 720)])
    func everyPlayersNameIsShown(window: Size) throws {
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: TableScreenshotTests.fonts)
        let names = [["Player 4", "Computer (medium)"], ["Spieler 4", "Computer (schwer)"],
                     ["Joueur 4", "Ordinateur (difficile)"], ["Jugador 4", "Ordenador (intermedio)"]]
        for count in 2...4 {
            for (human, computer) in names.map({ ($0[0], $0[1]) }) {
                let scene = Self.scene(window: window, (0..<count).map { i in
                    (count == 2 && i == 1 ? computer : human, 0, -1, .waiting)
                })
                for entry in scene.players {
                    let shown = try renderer.plate(of: entry, chrome: scene.layout.chromeScale, 1).showsName
                    #expect(shown, "\(entry.name) of \(count) at \(window)")
                }
            }
        }
    }

    /// V5: a computer's name is drawn at the size of the other players' names: its level goes
    /// under its name (a line of its own) or beside its Sets (a name beside the score, a
    /// phone's entry) when "Computer (hard)" would not fit whole. Before, at 1000×720, German
    /// "Computer (schwer)" was drawn at some seven tenths of the size of "Spieler 1" above
    /// it, French "Ordinateur (difficile)" at little more than half; at 360×640 "Ordinateur
    /// (moyen)" beside its score at some four fifths.
    @Test(arguments: [Size(width: 1000, height: 720), Size(width: 1280, height: 800), Size(width: 1920, height: 1080),
                      Size(width: 3840, height: 2160), Size(width: 360, height: 640), Size(width: 400, height: 900),
                      Size(width: 600, height: 1000)])
    func aComputersNameKeepsTheSizeOfTheOthers(window: Size) throws {
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: TableScreenshotTests.fonts)
        for computer in ["Computer (medium)", "Computer (schwer)", "Ordinateur (difficile)", "Ordenador (intermedio)"] {
            let scene = Self.scene(window: window, [("Player 1", 0, 0, .waiting), (computer, 0, 0, .thinking)])
            let u = scene.layout.chromeScale
            let plates = try scene.players.map { try renderer.plate(of: $0, chrome: u, 1) }
            for plate in plates where plate.lines == 3 {
                let width = try renderer.textWidth(plate.name, size: plate.size, weight: .bold, 1)
                #expect(width <= plate.right - plate.left, "\(plate.name) at \(window)")
            }
            for plate in plates where plate.lines == 2 {
                // Beside the widest score a game gives, as the plate is laid out for.
                let score = try renderer.textWidth(SceneRenderer.widestScore, size: plate.scoreSize, weight: .bold, 1)
                let width = try renderer.textWidth(plate.name, size: plate.size, weight: .bold, 1)
                #expect(width <= plate.roomBesideScore - score, "\(plate.name) at \(window)")
            }
            let computerPlate = plates[1]
            if computerPlate.name != computer {
                #expect(computerPlate.detail == Self.computerParts(computer)?.detail, "\(computer) at \(window)")
            }
            if window.width > window.height {
                #expect(plates.contains { $0.lines == 3 }, "a line of its own for the name at \(window)")
            }
        }
    }

    /// V5, L6: on an entry's last line a computer's level and what it is doing never run into
    /// each other, nor the Sets and that, down to a 200-point window: where even the smallest
    /// text would not let both fit, the level gives way, then (at 200 points wide) what it is
    /// doing. Before, at 200×300, "Intermedio" and "Thinking…" were both drawn at the smallest
    /// text, wider than their rooms, one over the other; at 200×200 "0 Sets" and "Thinking…".
    @Test(arguments: [Size(width: 200, height: 200), Size(width: 200, height: 300), Size(width: 240, height: 400),
                      Size(width: 300, height: 540), Size(width: 360, height: 640), Size(width: 300, height: 200),
                      Size(width: 640, height: 360), Size(width: 1000, height: 720)])
    func aComputersLevelNeverRunsIntoWhatItIsDoing(window: Size) throws {
        let renderer = SceneRenderer(renderer: try Renderer(width: Int(window.width), height: Int(window.height)),
                                     fonts: TableScreenshotTests.fonts)
        for computer in ["Computer (medium)", "Computer (schwer)", "Ordinateur (difficile)", "Ordenador (intermedio)"] {
            for status in [PlayerEntry.Status.thinking, .takingASet, .locked] {
                for score in [0, 3] {
                    let scene = Self.scene(window: window, [("Player 1", 1, 1, .waiting), (computer, score, score, status)])
                    let entry = scene.players[1]
                    let plate = try renderer.plate(of: entry, chrome: scene.layout.chromeScale, 1)
                    let line = try renderer.lastLine(of: entry, on: plate, 1)
                    let shown = "\(computer), \(status), score \(score) at \(window.width)×\(window.height)"
                    if let status = line.status {
                        #expect(try renderer.fits(status, size: line.size, weight: .bold, in: line.statusRoom, 1), "\(shown)")
                    } else {
                        #expect(window.width < 240, "\(shown): what the computer is doing is shown")
                    }
                    if let left = line.left {
                        #expect(try renderer.fits(left, size: line.size, weight: .regular, in: line.leftRoom, 1), "\(shown): \(left)")
                        if line.status != nil {
                            #expect(line.leftRoom + line.statusRoom <= plate.right - entry.frame.minX - plate.pad, "\(shown)")
                        }
                    } else {
                        #expect(plate.lines == 3, "\(shown): the Sets are shown")
                    }
                    if window.width >= 360 {
                        #expect(line.left?.contains(plate.detail ?? line.sets) == true, "\(shown): the level keeps its place")
                    }
                }
            }
        }
    }

    @Test func fourPlayersInAWideWindow() throws {
        try Self.expect(Self.scene(window: Size(width: 1920, height: 1080), [
            ("Player 1", 7, 7, .waiting), ("Player 2", 7, 7, .waiting),
            ("Player 3", 2, 0, .locked), ("Player 4", 1, 1, .calling(secondsLeft: 0.8, share: 0.16)),
        ]), "players-4-wide")
    }

    // MARK: - Whole games (V6)

    /// A hot-seat Junior game of three in which the players take the first Set on the table in
    /// turn (nine Sets: a three-way tie).
    static func playedInTurns(seed: UInt64) -> SessionStore {
        let session = SessionStore(seed: seed, window: Size(width: 1000, height: 720),
                                   opening: .contest(.hotSeat(players: 3), junior: true))
        var turn = 0
        while !session.isOver, turn < 200 {
            if let trio = session.state.play.setsOnTable.first {
                session.send(.callSet(player: turn % 3))
                for index in trio { session.send(.selectCard(index)) }
                turn += 1
            } else {
                session.send(.dealThree)
            }
            session.advance(by: 1)
        }
        session.settle()
        return session
    }

    @Test func gameOverAgainstTheComputerNamesTheWinner() throws {
        let session = SessionStore(seed: 5, window: Size(width: 1000, height: 720),
                                   opening: .contest(.computer(.hard), junior: true))
        for _ in 0..<400 where !session.isOver { session.advance(by: 5) }
        session.settle()
        #expect(session.state.contest?.winner == [1])
        try TableScreenshotTests().expectFrame(session, "players-game-over-winner")
    }

    /// V5, V6: the game-over summary of a game with several players lies beside the players
    /// bar, over no entry, so every player's score stays in sight. At 640×400 it covered the
    /// left of the column's entries, their names cut to "oueur 1".
    @Test(arguments: [Size(width: 640, height: 400), Size(width: 640, height: 360), Size(width: 1000, height: 720),
                      Size(width: 1920, height: 1080), Size(width: 360, height: 640), Size(width: 720, height: 1000)])
    func theSummaryCoversNoPlayersEntry(window: Size) throws {
        let session = Self.playedInTurns(seed: 1)
        session.resize(to: window)
        session.settle()
        let scene = session.scene()
        guard case .summary(let panel)? = scene.overlay else {
            Issue.record("no summary at \(window)")
            return
        }
        #expect(scene.players.count == 3)
        for entry in scene.players {
            #expect(!panel.frame.overlaps(entry.frame), "\(entry.name) at \(window)")
        }
        let table = scene.layout.table
        #expect(panel.frame.minX >= table.minX && panel.frame.maxX <= table.maxX && panel.frame.minY >= table.minY
                && panel.frame.maxY <= table.maxY, "within the table at \(window)")
    }

    @Test func gameOverInATieNamesBothPlayers() throws {
        let tie = try #require((1...30).lazy.map(Self.playedInTurns).first { ($0.state.contest?.winner?.count ?? 0) >= 2 })
        try TableScreenshotTests().expectFrame(tie, "players-game-over-tie")
    }
}
