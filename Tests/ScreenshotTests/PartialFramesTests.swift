import Render
import SceneModel
import SetCore
import SetGameApp
import Session
import Layout
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The window draws a frame only where something changed since the last one (P2, P4: cards
/// moving, the status bar's text, a message, a button, a pad's ring, a player's entry, a
/// slot of the daily puzzle's list) and keeps every other pixel. Through random play in
/// every mode, frame by frame at 60 a second, each such frame is the frame drawn whole,
/// pixel for pixel: nothing is left behind where something was, and nothing is missed.
@MainActor @Suite(.serialized) struct PartialFramesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var seed: UInt64
        var window: Size
        var opening: SessionState.Opening = .usual
        /// Presses of Space before play, for a table that scrolls.
        var deals = 0
        /// Pixels a point (a HiDPI screen).
        var scale = 1.0
        /// 0 for the game as listed; 1 and on for the longer runs' other seeds.
        var round = 0
        var testDescription: String { name }
    }

    /// Each game once with its own seed; `SET_PARTIAL_ROUNDS=N` plays N more seeds of each
    /// (`make soak-frames`: 6; round r adds 1,000 × r to the seed and "#r" to the name), and
    /// `SET_PARTIAL_ONLY=NAME` only the game of that name (to play again one that failed).
    nonisolated static let cases = (0...number("SET_PARTIAL_ROUNDS", or: 0)).flatMap { round in
        games.map { game in
            var game = game
            if round > 0 { (game.seed, game.name) = (game.seed + 1000 * UInt64(round), "\(game.name) #\(round)") }
            game.round = round
            return game
        }
    }.filter { game in getenv("SET_PARTIAL_ONLY").map { game.name == String(cString: $0) } ?? true }

    nonisolated static let games = [
        Case(name: "solo, landscape", seed: 11, window: Size(width: 1000, height: 720)),
        Case(name: "solo, small portrait, scrolled", seed: 12, window: Size(width: 360, height: 640), deals: 5),
        Case(name: "two players at one computer", seed: 13, window: Size(width: 1000, height: 720),
             opening: .contest(.hotSeat(players: 2), junior: false)),
        Case(name: "against the computer", seed: 14, window: Size(width: 1280, height: 800),
             opening: .contest(.computer(.rival), junior: false)),
        Case(name: "the daily puzzle", seed: 15, window: Size(width: 1000, height: 720),
             opening: .daily(PuzzleDate("2026-11-27")!)),
        Case(name: "Junior to the game's end, then a new game", seed: 18, window: Size(width: 1000, height: 720),
             opening: .junior, deals: 3),
        Case(name: "solo, two pixels a point", seed: 16, window: Size(width: 640, height: 480), scale: 2),
        Case(name: "two players, one and a half pixels a point", seed: 17, window: Size(width: 700, height: 500),
             opening: .contest(.hotSeat(players: 2), junior: false), deals: 2, scale: 1.5),
    ]

    /// Eight seconds of play a case; `SET_PARTIAL_FRAMES` plays longer (`make soak-frames`:
    /// 1,500, where redraw faults showed that 480 frames did not).
    static let frames = number("SET_PARTIAL_FRAMES", or: 480)

    /// A whole number from the environment, else `fallback`.
    nonisolated static func number(_ variable: String, or fallback: Int) -> Int {
        getenv(variable).flatMap { Int(String(cString: $0)) }.map { max(0, $0) } ?? fallback
    }

    /// What a player does between frames, besides clicking cards and finding Sets.
    static let inputs = ["key Space", "key Ctrl+H", "key Escape", "key Ctrl+L", "key Left Shift", "key Right Shift",
                         "key F1", "key F1", "key F3", "key Escape", "key Ctrl+T", "key Down", "key Up", "key End",
                         "scroll -1", "scroll 1", "pad 0 dpright", "pad 0 dpdown", "pad 0 a", "pad 1 dpleft",
                         "pad 1 x", "resize 900 700", "resize 1000 720", "key Ctrl+R", "key Ctrl+N"]

    /// A renderer drawing `window` at `scale` pixels a point, every face made within the
    /// frame (as headless), each frame whole or only where it changed.
    static func renderer(_ window: Size, _ scale: Double, inPart: Bool) throws -> SceneRenderer {
        let renderer = SceneRenderer(renderer: try Renderer(width: Int((window.width * scale).rounded()),
                                                            height: Int((window.height * scale).rounded())),
                                     fonts: TableScreenshotTests.fonts)
        renderer.faces.rasterizeBudget = .infinity
        renderer.redrawsOnlyChanges = inPart
        return renderer
    }

    @Test(arguments: cases)
    func everyFrameDrawnInPartIsTheWholeFrame(_ play: Case) throws {
        try self.play(play, frames: Self.frames, inPart: { try Self.renderer($0, play.scale, inPart: true) },
                      differing: Self.differing)
    }

    /// Plays `play` for `frames` frames, each drawn by a renderer `inPart` makes for the
    /// window's size and by one drawing it whole: `differing` counts the pixels that differ.
    func play(_ play: Case, frames: Int, inPart: (Size) throws -> SceneRenderer,
              differing: (SceneRenderer, SceneRenderer) throws -> Int) throws {
        let store = SessionStore(seed: play.seed, window: play.window, opening: play.opening)
        var errors: [String] = []
        let driver = HeadlessDriver(store: store, fonts: TableScreenshotTests.fonts, output: { _ in },
                                    errors: { errors.append($0) })
        store.settle()
        for _ in 0..<play.deals { driver.handle(line: "key Space") }
        var random = SeededRandom(seed: play.seed)
        var partial = try inPart(store.screen.window)
        var whole = try Self.renderer(store.screen.window, play.scale, inPart: false)
        var drawnInPart = 0, moved = 0, lastInput = "none"
        // The inputs of a Set being taken, one a frame (some frames apart).
        var planned: [String] = []
        for frame in 0..<frames {
            let roll = random.below(12)
            if roll == 3, planned.isEmpty { planned = findASet(store) }
            let input = switch roll {
            case _ where !planned.isEmpty && roll < 6: planned.removeFirst()
            case 0, 1: clickOnACard(store, random: &random)
            case 2: Self.inputs[random.below(Self.inputs.count)]
            default: String?.none
            }
            if let input {
                driver.handle(line: input)
                lastInput = input
            }
            store.send(.advance(seconds: 1.0 / 60))
            let window = store.screen.window
            if whole.target.outputSize != (Int((window.width * play.scale).rounded()),
                                           Int((window.height * play.scale).rounded())) {
                partial = try inPart(window)
                whole = try Self.renderer(window, play.scale, inPart: false)
            }
            let scene = store.scene()
            for renderer in [partial, whole] {
                renderer.theme = store.state.settings.colors
                renderer.cardStyle = store.state.settings.cardStyle
                try renderer.draw(scene, pixelScale: play.scale)
            }
            // Between frames, as the window does: the faces the cards will land with, made ahead.
            for renderer in [partial, whole] { _ = renderer.makeAhead(for: 10) }
            if partial.redrawnRegions != nil { drawnInPart += 1 }
            if !partial.shiftedRegions.isEmpty { moved += 1 }
            let differing = try differing(partial, whole)
            try #require(differing == 0, "\(play.name), frame \(frame), the last input '\(lastInput)': \(differing) pixels differ")
        }
        #expect(errors.isEmpty, "\(errors)")
        // Not a test of whole frames against themselves: most frames were drawn in part.
        #expect(drawnInPart > frames / 2, "\(play.name): \(drawnInPart) of \(frames) frames drawn in part")
        // And cards were moved in the window's pixels (a wrong trio's shake, a card picked by
        // another player sliding aside) in some of them, each frame still the whole one: in
        // each game as listed (16 to 182 frames of 480). Another seed's game may shake no card
        // that can be moved so (one played on with the cards' key labels shown never does).
        if play.round == 0 { #expect(moved > 0, "\(play.name): cards moved in the pixels in no frame") }
    }

    /// How many pixels two renderers of one size drew differently, every command they sent
    /// drawn (compared as memory first: this runs every frame, in a debug build).
    static func differing(_ a: SceneRenderer, _ b: SceneRenderer) throws -> Int {
        _ = (a.target.softwareTarget, b.target.softwareTarget)  // draws what SDL still holds
        let first = try #require(a.target.surface), second = try #require(b.target.surface)
        return first.withPixels { p in
            second.withPixels { q in
                guard p.count == q.count else { return max(p.count, q.count) }
                if memcmp(p.baseAddress!, q.baseAddress!, p.count * 4) == 0 { return 0 }
                return (0..<p.count).reduce(0) { $0 + (p[$1] == q[$1] ? 0 : 1) }
            }
        }
    }

    /// A click on a card on screen, chosen at random; its protocol line.
    func clickOnACard(_ store: SessionStore, random: inout SeededRandom) -> String? {
        let cards = store.scene().cards.filter { store.screen.cardArea.contains($0.frame.center) }
        guard !cards.isEmpty else { return nil }
        let centre = cards[random.below(cards.count)].frame.center
        return "click \(Int(centre.x)) \(Int(centre.y))"
    }

    /// The inputs that take a Set whose cards are all on screen and at rest, from an empty
    /// selection (a call first, with players at one computer); none when there is no such Set.
    /// Once the game is over, a new game.
    func findASet(_ store: SessionStore) -> [String] {
        if store.isOver { return ["key Ctrl+N"] }
        let cards = store.scene().cards.filter { card in
            card.look != .back && !card.inFlight && store.screen.cardArea.contains(card.frame.center)
        }
        for (i, a) in cards.enumerated() {
            for (j, b) in cards.enumerated().dropFirst(i + 1) {
                for c in cards.dropFirst(j + 1) where SetRule.isSet(a.card, b.card, c.card) {
                    return ["key Escape"] + call(store.scene().players)
                        + [a, b, c].map { "click \(Int($0.frame.center.x)) \(Int($0.frame.center.y))" }
                }
            }
        }
        return []
    }

    /// With players at one computer and no call running, the call of the first player not
    /// locked out (its Shift key), or a deal that lets them all call again.
    func call(_ players: [PlayerEntry]) -> [String] {
        guard players.count > 1, !players.contains(where: { $0.status.isCalling }) else { return [] }
        guard let free = players.prefix(2).first(where: { $0.status != .locked }) else { return ["key Space"] }
        return [free.number == 1 ? "key Left Shift" : "key Right Shift"]
    }
}
