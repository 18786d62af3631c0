import Foundation
import ProtocolSupport
import Testing

/// `set-game --headless`: the protocol of docs/protocol.md spoken to the real binary.
@Suite("Headless protocol end to end")
struct HeadlessProtocolTests {
    static func start(seed: Int) throws -> GameProcess {
        try GameProcess(["--headless", "--seed", "\(seed)", "--size", "1000x720"])
    }

    /// A game whose 12 cards, once landed, hold a Set; seeds 1…50 are tried in turn.
    static func gameWithASet(sourceLocation: SourceLocation = #_sourceLocation) throws -> (GameProcess, StateJSON, [Int]) {
        for seed in 1...50 {
            let game = try start(seed: seed)
            game.send("settle")
            let state = try game.state(sourceLocation: sourceLocation)
            if let trio = state.firstSet { return (game, state, trio) }
            game.send("quit")
            _ = game.waitForExit(sourceLocation: sourceLocation)
        }
        Issue.record("no seed in 1…50 deals a Set in its first 12 cards", sourceLocation: sourceLocation)
        throw TestFailure("no seed with a Set")
    }

    static func click(_ game: GameProcess, _ point: (x: Double, y: Double)) {
        game.send("click \(point.x) \(point.y)")
    }

    @Test func firstStateHasEveryFieldAndShowsTheLaunch() throws {
        let game = try Self.start(seed: 4)
        game.send("state")
        let line = try #require(game.line(), "no answer to state")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])

        #expect(json["window"] as? [Double] == [1000, 720])
        #expect(json["deck"] as? Int == 69)
        #expect(json["discarded"] as? Int == 0)
        #expect(json["score"] as? Int == 0)
        #expect(json["selection"] as? String == "none")
        #expect(json["dealEnabled"] as? Bool == true)
        #expect(json["gameOver"] as? Bool == false)
        #expect(json["animating"] as? Bool == true, "the first state is the launch moment: cards still to fly in")

        let cards = try #require(json["cards"] as? [[String: Any]])
        #expect(cards.count == 12)
        var seen: Set<String> = []
        for card in cards {
            let number = try #require(card["number"] as? Int)
            let shape = try #require(card["shape"] as? String)
            let shading = try #require(card["shading"] as? String)
            let color = try #require(card["color"] as? String)
            #expect((1...3).contains(number))
            #expect(["diamond", "oval", "squiggle"].contains(shape))
            #expect(["solid", "striped", "open"].contains(shading))
            #expect(["red", "green", "purple"].contains(color))
            let frame = try #require(card["frame"] as? [Double])
            #expect(frame.count == 4)
            #expect(card["selected"] as? Bool == false)
            // A1: at launch the table is empty; every card waits outside the window.
            let outside = frame[0] + frame[2] <= 0 || frame[1] + frame[3] <= 0 || frame[0] >= 1000 || frame[1] >= 720
            #expect(outside, "card \(card) is inside the window at launch")
            seen.insert("\(number) \(shape) \(shading) \(color)")
        }
        #expect(seen.count == 12, "cards repeat")

        let buttons = try #require(json["buttons"] as? [String: Any])
        for name in ["deal", "newGame", "rotate"] {
            let frame = try #require(buttons[name] as? [Double], "no \(name) button")
            #expect(frame.count == 4)
            #expect(frame[0] >= 0 && frame[1] >= 0 && frame[0] + frame[2] <= 1000 && frame[1] + frame[3] <= 720)
        }

        game.send("settle")
        let settled = try game.state()
        #expect(!settled.animating)
        #expect(settled.everyCardInsideTheWindow)
        #expect(settled.cards.map(\.features) == cards.map { ["\($0["number"]!)", "\($0["shape"]!)", "\($0["shading"]!)", "\($0["color"]!)"] })

        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    @Test func sameSeedSameDealOtherSeedOtherDeal() throws {
        func firstCards(_ seed: Int) throws -> [[String]] {
            let game = try Self.start(seed: seed)
            defer { game.closeInput(); _ = game.waitForExit() }
            return try game.state().cards.map(\.features)
        }
        let a = try firstCards(21), b = try firstCards(21), c = try firstCards(22)
        #expect(a == b)
        #expect(a != c)
    }

    /// R5, R6, R8: a Set scores, the next click replaces it, then Deal adds 3 and keeps the selection.
    @Test func playingASet() throws {
        let (game, start, trio) = try Self.gameWithASet()
        #expect(!start.animating)
        #expect(start.everyCardInsideTheWindow)

        for i in trio { Self.click(game, start.cards[i].centre) }
        let matched = try game.state()
        #expect(matched.selection == "match")
        #expect(matched.score > 0)
        #expect(Set(matched.selected.map(\.features)) == Set(trio.map { start.cards[$0].features }))

        let fourth = try #require(start.cards.indices.first { !trio.contains($0) })
        Self.click(game, start.cards[fourth].centre)
        let replaced = try game.state()
        #expect(replaced.deck == 66)
        #expect(replaced.discarded == 3)
        #expect(replaced.cards.count == 12)
        #expect(replaced.selected.map(\.features) == [start.cards[fourth].features], "the 4th card should be the only one selected")
        #expect(replaced.selection == "partial")
        for i in trio { #expect(replaced.index(of: start.cards[i].features) == nil) }

        game.send("settle")
        let deal = try replaced.button("deal").centre
        Self.click(game, deal)
        let dealt = try game.state()
        #expect(dealt.cards.count == 15)
        #expect(dealt.deck == 63)
        #expect(dealt.selected.map(\.features) == [start.cards[fourth].features], "dealing keeps the selection")
        game.send("settle")
        let landed = try game.state()
        #expect(!landed.animating)
        #expect(landed.everyCardInsideTheWindow)

        game.send("quit")
        #expect(game.waitForExit() == 0)
        #expect(game.stderr.rest(timeout: 2).isEmpty)
    }

    /// R8: Deal with a matched trio selected replaces the trio; end of input ends the game.
    @Test func dealReplacesAMatchedTrioAndEndOfInputExits() throws {
        let (game, start, trio) = try Self.gameWithASet()
        for i in trio { Self.click(game, start.cards[i].centre) }
        Self.click(game, try start.button("deal").centre)
        let state = try game.state()
        #expect(state.cards.count == 12)
        #expect(state.deck == 66)
        #expect(state.discarded == 3)
        #expect(state.selection == "none")
        for i in trio { #expect(state.index(of: start.cards[i].features) == nil) }
        // The other nine cards stay where they were.
        for i in start.cards.indices where !trio.contains(i) {
            #expect(state.cards[i].features == start.cards[i].features)
        }
        game.closeInput()
        #expect(game.waitForExit() == 0)
    }

    @Test func malformedLinesWriteAnErrorAndTheSessionGoesOn() throws {
        let game = try Self.start(seed: 9)
        game.send("click 1")
        let error = try #require(game.errorLine(), "no error line for 'click 1'")
        #expect(error.hasPrefix("error:"), "\(error)")
        game.send("teleport 3 4")
        let unknown = try #require(game.errorLine(), "no error line for an unknown command")
        #expect(unknown.hasPrefix("error:"), "\(unknown)")
        let state = try game.state()
        #expect(state.cards.count == 12)
        #expect(game.stderr.available().isEmpty, "one error line per bad command")
        game.send("quit")
        #expect(game.waitForExit() == 0)
    }

    @Test func screenshotWritesAPNG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("the table.png").path

        let game = try Self.start(seed: 9)
        game.send("settle")
        game.send("screenshot \(path)")
        _ = try game.state()  // the screenshot is written before the state is answered
        let size = try #require(PNGHeader.size(of: path), "no PNG at \(path)")
        #expect(size.width == 1000 && size.height == 720)
        game.send("quit")
        #expect(game.waitForExit() == 0)
        #expect(game.stderr.rest(timeout: 2).isEmpty)
    }

    @Test func quitStopsReadingAtOnce() throws {
        let game = try Self.start(seed: 9)
        game.send("quit\nstate")  // one write: the game may be gone before a second one
        #expect(game.waitForExit() == 0)
        #expect(game.stdout.rest(timeout: 2).isEmpty, "commands after quit must not run")
    }
}
