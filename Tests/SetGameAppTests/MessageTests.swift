import SetCore
import Session
import SetGameApp
import Layout
import Testing

/// The line above the buttons: why a trio is not a Set (B5), and what a hint found.
@Suite("Messages")
struct MessageTests {
    /// 12 cards with no Set among them, picked greedily, then the rest of the deck.
    static func tableWithoutASet() -> Game {
        var table: [Card] = []
        for card in Card.all where table.count < 12 {
            let makesSet = table.indices.contains { i in table.indices.contains { j in j > i && SetRule.isSet(table[i], table[j], card) } }
            if !makesSet { table.append(card) }
        }
        return Game(deck: Deck(ordered: table + Card.all.filter { !table.contains($0) }))
    }

    @Test func aMismatchSaysWhyByValue() throws {
        let trio = [Card(.one, .diamond, .solid, .red), Card(.one, .oval, .solid, .red), Card(.two, .squiggle, .solid, .green)]
        let session = SessionStore(game: Game(deck: Deck(ordered: trio + Card.all.filter { !trio.contains($0) })),
                                  window: Size(width: 1000, height: 720))
        session.settle()
        for card in trio {
            let frame = try #require(session.scene().cards.first { $0.card == card }).frame
            session.click(at: frame.center)
        }
        #expect(session.game.selection == .mismatch)
        #expect(session.scene().message == "Not a Set: two have one symbol, one has two; two are red, one is green")
    }

    @Test func aHintWithNoSetOnTheTableSaysSoUntilTheNextAction() throws {
        let session = SessionStore(game: Self.tableWithoutASet(), window: Size(width: 1000, height: 720))
        session.settle()
        #expect(session.game.setsOnTable.isEmpty)
        session.key(KeyChord("h", modifiers: [.ctrl]))
        #expect(session.scene().message == "No Set on the table: deal 3 more cards")
        #expect(session.game.score == 0, "a hint that shows nothing costs nothing")
        session.key(KeyChord("space"))
        #expect(session.scene().message == nil)
    }

    @Test func eachHintMarksOneMoreCardOfASetForAPrice() {
        let session = SessionStore(seed: 7, window: Size(width: 1000, height: 720))
        session.settle()
        for presses in 1...3 {
            session.key(KeyChord("h", modifiers: [.ctrl]))
            let hinted = session.scene().cards.filter { $0.look == .hinted }.map(\.card)
            #expect(hinted.count == presses)
            #expect(session.game.score == presses * Scoring.hint())
        }
        let hinted = session.scene().cards.filter { $0.look == .hinted }.map(\.card)
        #expect(SetRule.isSet(hinted))
        session.press(.hint)
        #expect(session.game.score == 3 * Scoring.hint(), "a complete hint costs nothing more")
    }
}
