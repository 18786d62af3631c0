import SetCore
import Session
import SetGameApp
import Layout
import Testing

/// Y8: a held key acts once. SDL's key repeat (`isRepeat: true`) only scrolls; holding
/// Space deals 3 once, holding Ctrl+H reveals one card once, holding a card key selects
/// the card once, and a held Down keeps scrolling.
@Suite("Held keys act once")
struct HeldKeyTests {
    /// Odd: a repeat that toggled a card would leave it deselected.
    static let repeats = 41

    /// A settled session of the first seed whose opening 12 cards hold a Set.
    static func sessionWithASet() throws -> SessionStore {
        let seed = try #require((1...50 as ClosedRange<UInt64>).first {
            !SessionStore(seed: $0, window: SessionStoreTests.landscape).game.setsOnTable.isEmpty
        })
        let session = SessionStoreTests.session(seed: seed)
        session.settle()
        return session
    }

    @Test func holdingSpaceDealsThreeCardsOnce() throws {
        let session = try Self.sessionWithASet()
        session.key(KeyChord("space"))
        for _ in 0..<Self.repeats { session.key(KeyChord("space"), isRepeat: true) }
        #expect(session.game.table.count == 15)
        #expect(session.game.deck.count == 66)
    }

    @Test func holdingCtrlHRevealsOneCardAndCostsOneHint() throws {
        let session = try Self.sessionWithASet()
        let hint = KeyChord("h", modifiers: [.ctrl])
        session.key(hint)
        let afterPress = session.game.score
        for _ in 0..<Self.repeats { session.key(hint, isRepeat: true) }
        #expect(session.game.hint.count == 1)
        #expect(session.game.hintsUsed == 1)
        #expect(session.game.score == afterPress)
    }

    @Test func holdingACardKeySelectsTheCardOnce() throws {
        let session = try Self.sessionWithASet()
        let key = try #require(try SessionStoreTests.state(session).cards.first?.key)
        session.key(KeyChord(key))
        for _ in 0..<Self.repeats { session.key(KeyChord(key), isRepeat: true) }
        #expect(session.game.selected == [session.game.table[0]], "a repeat toggled the card off and on")
    }

    @Test func holdingDownKeepsScrolling() throws {
        let session = try SessionStoreTests.fullTable()
        var offsets = [session.scroll.offset]
        session.key(KeyChord("down"))
        offsets.append(session.scroll.offset)
        for _ in 0..<3 {
            session.key(KeyChord("down"), isRepeat: true)
            offsets.append(session.scroll.offset)
        }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "every repeat scrolls further: \(offsets)")
    }
}
