import Foundation
import ProtocolSupport
import SetCore
import Session
import SetGameApp
import SoundSynth
import Layout
import Testing

/// The settings overlay (T5) and the settings only it reaches: every toggle clickable,
/// applied at once, modal; sound effects for each event (T3).
@MainActor @Suite("Settings overlay and sound", .serialized)
final class SettingsOverlayTests {
    var output: [String] = []
    var driver: HeadlessDriver!
    let session = SessionStore(seed: 7, window: Size(width: 1000, height: 720))

    init() {
        driver = HeadlessDriver(store: session, fonts: HeadlessDriverTests.fonts,
                                output: { [unowned self] in self.output.append($0) }, errors: { _ in })
    }

    func state() throws -> [String: Any] {
        driver.handle(line: "state")
        return try StateJSON.keys(output.last!)
    }

    @Test func theNewFieldsArePresentWithTheirDefaults() throws {
        let state = try state()
        #expect(state["squiggle"] as? String == "rectangle")
        #expect(state["sound"] as? Bool == true)
        #expect(state["colorMarks"] as? Bool == false)
    }

    @Test func f2OpensTheSettingsAndEveryRowTogglesItsSettingAtOnce() throws {
        driver.handle(line: "settle")
        driver.handle(line: "key F2")
        #expect(try state()["overlay"] as? String == "settings")
        // Eight rows: the six looks and sound, Junior for the next game, the next game's players.
        let rows = OverlayLayout.settingsRows(8, in: session.screen.window)
        let expected: [(String, String)] = [("theme", "dark"), ("palette", "colorblind"), ("colorMarks", "true"),
                                            ("keyLabels", "true"), ("squiggle", "curved"), ("sound", "false")]
        for (row, (field, value)) in zip(rows, expected) {
            driver.handle(line: "click \(row.midX) \(row.midY)")
            let state = try state()
            let shown = (state[field] as? Bool).map { "\($0)" } ?? (state[field] as? String) ?? "missing"
            #expect(shown == value, "\(field)")
            #expect(state["overlay"] as? String == "settings", "the panel stays open")
        }
        // The seventh row chooses Junior for the next game (G4): this game stays as it is.
        driver.handle(line: "click \(rows[6].midX) \(rows[6].midY)")
        #expect(session.settings.junior && session.mode == .normal)
        driver.handle(line: "key Escape")
        #expect(try state()["overlay"] as? String == "none")
        driver.handle(line: "key Ctrl+N")
        #expect(try state()["mode"] as? String == "junior")
    }

    @Test func theHelpOpensTheSettingsAndAClickOutsideClosesThem() throws {
        driver.handle(line: "key F1")
        let button = OverlayLayout.helpSettingsButton(in: session.screen.window, label: "Settings…")
        driver.handle(line: "click \(button.midX) \(button.midY)")
        #expect(try state()["overlay"] as? String == "settings")
        driver.handle(line: "click 5 5")
        #expect(try state()["overlay"] as? String == "none")
    }

    @Test func theSettingsAreModalAndHoldTheTimer() throws {
        driver.handle(line: "settle")
        driver.handle(line: "key F2")
        driver.handle(line: "state")
        let opened = try StateJSON.decode(output.last!)
        driver.handle(line: "key q")
        driver.handle(line: "key Space")
        driver.handle(line: "advance 3000")
        driver.handle(line: "state")
        let later = try StateJSON.decode(output.last!)
        #expect(later.selected.isEmpty && later.deck == opened.deck)
        #expect(later.elapsedMs == opened.elapsedMs)
    }

    @Test func ctrlMMutesAndUnmutes() throws {
        driver.handle(line: "key Ctrl+M")
        #expect(try state()["sound"] as? Bool == false)
        driver.handle(line: "key Ctrl+M")
        #expect(try state()["sound"] as? Bool == true)
    }

    @Test func eachEventMakesItsSoundAndMutedNone() throws {
        var heard: [SoundEffect] = []
        session.onSound = { heard.append($0) }
        session.settle()
        let trio = try #require(session.game.setsOnTable.first)
        session.send(.selectCard(trio[0]))
        session.send(.selectCard(trio[1]))
        session.send(.selectCard(trio[2]))
        session.send(.selectCard(try #require(session.game.table.indices.first { !trio.contains($0) })))
        #expect(heard == [.select, .select, .set, .deal])
        let wrong = try #require(Self.firstNonSet(in: session.game.table))
        heard = []
        session.send(.escape)
        for index in wrong { session.send(.selectCard(index)) }
        #expect(heard.last == .notASet)
        session.send(.toggleSound)
        heard = []
        session.send(.dealThree)
        #expect(heard.isEmpty, "muted: no sound")
    }

    static func firstNonSet(in table: [Card]) -> [Int]? {
        for i in table.indices {
            for j in table.indices where j > i {
                for k in table.indices where k > j && !SetRule.isSet(table[i], table[j], table[k]) { return [i, j, k] }
            }
        }
        return nil
    }
}
