import Foundation
import ProtocolSupport
import SetCore
import Session
import SetGameApp
import Layout
import Testing

/// Keyboard play, hints, help, the timer, themes and desktop keys through the headless
/// protocol (B1, B3, B4, B5, B7, B8, B9, Keys), read back from `state` as a client would.
@MainActor @Suite("Desktop play through the protocol", .serialized)
final class DesktopPlayTests {
    var output: [String] = []
    var errors: [String] = []
    var driver: HeadlessDriver!

    init() {
        driver = HeadlessDriver(store: SessionStore(seed: 7, window: Size(width: 1000, height: 720)),
                                fonts: HeadlessDriverTests.fonts,
                                output: { [unowned self] in self.output.append($0) },
                                errors: { [unowned self] in self.errors.append($0) })
    }

    @discardableResult
    func send(_ lines: String...) -> Bool {
        lines.allSatisfy { driver.handle(line: $0) }
    }

    func state() throws -> StateJSON {
        send("state")
        return try StateJSON.decode(output.last!)
    }

    @Test func everyFieldOfB1ToB9IsInTheFirstStateWithNullWhereNothingApplies() throws {
        send("state")
        let keys = try StateJSON.keys(output.last!)
        for field in ["overlay", "theme", "palette", "keyLabels", "fullscreen", "elapsedMs", "hint", "message", "stats"] {
            #expect(keys[field] != nil, "\(field) missing")
        }
        for field in ["hint", "message", "stats"] { #expect(keys[field] is NSNull, "\(field) should be null") }
        let state = try state()
        #expect(state.overlay == "none" && state.theme == "light" && state.palette == "standard")
        #expect(!state.keyLabels && !state.fullscreen)
        #expect(state.buttons["hint"] != nil && state.buttons["help"] != nil)
        let cards = try #require((keys["cards"] as? [[String: Any]]))
        #expect(cards.allSatisfy { $0["key"] != nil }, "every card has a key field")
    }

    /// 12 cards in a 1000×720 window lie in 2 rows of 6: the rows follow the keyboard's.
    @Test func twelveCardsTakeTheFirstKeysOfTheTopTwoRows() throws {
        send("settle")
        let keys = try state().cards.map(\.key)
        #expect(keys == ["1", "2", "3", "4", "5", "6", "q", "w", "e", "r", "t", "y"])
    }

    @Test func aCardKeyIsExactlyAClickOnThatCard() throws {
        send("settle", "key q")
        let byKey = try state()
        #expect(byKey.cards[6].selected && byKey.selection == "partial")
        let centre = byKey.cards[6].centre
        send("click \(centre.x) \(centre.y)")
        #expect(try state().selected.isEmpty, "clicking it again deselects it, as pressing it would")
        send("key q", "key Escape")
        #expect(try state().selected.isEmpty, "Escape clears a 1–2 card selection")
    }

    @Test func aWrongTrioByKeysSaysWhyByValue() throws {
        send("settle")
        let cards = try state().cards
        var trio: [Int]?
        for i in 0..<12 {
            for j in i + 1..<12 {
                for k in j + 1..<12 where trio == nil && !StateJSON.isSet(cards[i], cards[j], cards[k]) { trio = [i, j, k] }
            }
        }
        for index in try #require(trio) { send("key \(try #require(cards[index].key))") }
        let state = try state()
        #expect(state.selection == "mismatch")
        #expect(state.message?.hasPrefix("Not a Set: two ") == true, "\(state.message ?? "nil")")
    }

    /// Keys: Escape clears the selection, whatever it holds: a wrong trio is let go with its
    /// sentence, a Set is taken as a click on one of its cards takes it (R6).
    @Test func escapeClearsAWrongTrioAndTakesASet() throws {
        send("settle")
        let cards = try state().cards
        let trios = (0..<12).flatMap { i in (i + 1..<12).flatMap { j in (j + 1..<12).map { [i, j, $0] } } }
        let wrong = try #require(trios.first { !StateJSON.isSet(cards[$0[0]], cards[$0[1]], cards[$0[2]]) })
        for index in wrong { send("key \(try #require(cards[index].key))") }
        #expect(try state().selection == "mismatch")
        send("key Escape")
        let letGo = try state()
        #expect(letGo.selection == "none" && letGo.selected.isEmpty && letGo.message == nil)
        #expect(letGo.deck == 69 && letGo.discarded == 0)
        let set = try #require(trios.first { StateJSON.isSet(cards[$0[0]], cards[$0[1]], cards[$0[2]]) })
        for index in set { send("key \(try #require(cards[index].key))") }
        #expect(try state().selection == "match")
        send("key Escape", "settle")
        let taken = try state()
        #expect(taken.selection == "none" && taken.selected.isEmpty)
        #expect(taken.deck == 66 && taken.discarded == 3 && taken.cards.count == 12)
        #expect(!taken.cards.contains { card in set.contains { cards[$0].features == card.features } })
    }

    @Test func eachHintPressRevealsOneMoreCardOfOneSetAndAFullHintCostsNothingMore() throws {
        send("settle")
        var scores: [Int] = []
        for presses in 1...4 {
            send(presses == 2 ? "click \(try state().buttons["hint"]!.centreText)" : "key Ctrl+H")
            let state = try state()
            #expect(state.hint?.count == min(presses, 3))
            scores.append(state.score)
        }
        #expect(scores == [-8, -16, -24, -24])
        let state = try state()
        let hint = try #require(state.hint)
        #expect(StateJSON.isSet(state.cards[hint[0]], state.cards[hint[1]], state.cards[hint[2]]))
    }

    /// B1: the marks are paid for; a card click, `Escape` and a deal leave them as they are
    /// while the marked cards are still part of a Set on the table.
    @Test func theHintMarksStayThroughACardClickEscapeAndADeal() throws {
        send("settle", "key Ctrl+H", "key Ctrl+H")
        let marked = try #require(try state().hint)
        let other = try #require(try state().cards.indices.first { !marked.contains($0) })
        let centre = try state().cards[other].centre
        send("click \(centre.x) \(centre.y)")
        #expect(try state().cards[other].selected && state().hint == marked)
        send("key Escape", "key Space", "settle")
        let after = try state()
        #expect(!after.cards.contains(where: \.selected) && after.cards.count == 15)
        #expect(after.hint == marked)
    }

    @Test func helpIsModalPausesTheTimerAndClosesWithEscapeF1OrAClickOutside() throws {
        send("settle", "advance 2000", "key F1")
        let opened = try state()
        #expect(opened.overlay == "help")
        let centre = opened.cards[2].centre  // under the help panel
        send("click \(centre.x) \(centre.y)", "key q", "key Space", "key Ctrl+H", "advance 5000")
        let during = try state()
        #expect(during.selected.isEmpty && during.deck == opened.deck && during.score == 0)
        #expect(during.elapsedMs == opened.elapsedMs, "the timer stands still under help")
        send("key Escape")
        #expect(try state().overlay == "none")
        send("key F1", "key F1")
        #expect(try state().overlay == "none")
        send("key F1", "click 2 2")
        #expect(try state().overlay == "none", "a click outside the panel closes it")
        send("advance 1000")
        #expect(try state().elapsedMs == opened.elapsedMs + 1000)
    }

    @Test func themePaletteLabelsAndFullscreenToggle() throws {
        send("key Ctrl+T", "key Ctrl+P", "key Ctrl+L", "key F11")
        let on = try state()
        #expect(on.theme == "dark" && on.palette == "colorblind" && on.keyLabels && on.fullscreen)
        send("key Ctrl+T", "key Ctrl+P", "key Ctrl+L", "key F11")
        let off = try state()
        #expect(off.theme == "light" && off.palette == "standard" && !off.keyLabels && !off.fullscreen)
    }

    @Test func ctrlQEndsTheSession() {
        #expect(send("state"))
        #expect(!driver.handle(line: "key Ctrl+Q"))
    }

    @Test func theTimerCountsTheProtocolClockInMinutesAndSeconds() throws {
        send("advance 61500")
        #expect(try state().elapsedMs == 61500)
        #expect(errors.isEmpty)
    }
}

extension Array where Element == Double {
    /// The centre of a `[x, y, w, h]` frame as `X Y` for a click line.
    var centreText: String { "\(self[0] + self[2] / 2) \(self[1] + self[3] / 2)" }
}

/// The deck pile (T1): on the table's edge, in `buttons.deckPile`; a click on it deals as
/// the button does; dealt cards leave it and land where the grid puts them.
@MainActor @Suite("Deck pile through the protocol", .serialized)
final class DeckPileTests {
    var output: [String] = []
    var driver: HeadlessDriver!

    init() {
        driver = HeadlessDriver(store: SessionStore(seed: 7, window: Size(width: 1000, height: 720)),
                                fonts: HeadlessDriverTests.fonts, output: { [unowned self] in self.output.append($0) },
                                errors: { _ in })
    }

    func state() throws -> StateJSON {
        driver.handle(line: "state")
        return try StateJSON.decode(output.last!)
    }

    @Test(arguments: ["1000 720", "720 1000", "360 640"])
    func aClickOnThePileDealsThreeCardsThatFlyFromIt(size: String) throws {
        driver.handle(line: "resize \(size)")
        driver.handle(line: "settle")
        let before = try state()
        let pile = try before.button("deckPile")
        #expect(pile.isInside(Box([0, 0, before.window[0], before.window[1]])))
        #expect(before.cards.allSatisfy { !$0.rect.overlaps(pile) }, "no card rests on the pile")
        driver.handle(line: "click \(pile.centre.x) \(pile.centre.y)")
        let leaving = try state()
        #expect(leaving.deck == before.deck - 3 && leaving.cards.count == 15)
        let newcomers = leaving.cards.filter { card in !before.cards.contains { $0.features == card.features } }
        #expect(newcomers.count == 3)
        #expect(newcomers.allSatisfy { abs($0.centre.x - pile.centre.x) < 1 && abs($0.centre.y - pile.centre.y) < 1 },
                "dealt cards start on the pile")
        driver.handle(line: "settle")
        #expect(try state().cards.allSatisfy { !$0.rect.overlaps(pile) })
    }
}
