import Render
import SetCore
import Session
import SetGameApp
import Layout
import Testing

/// Cards in flight are drawn above the cards at rest (A2, A3): replacements flying in and a
/// Set flying away pass over the table, never under it.
@Suite("Drawing order")
struct DrawingOrderTests {
    @Test func cardsInFlightAreDrawnAfterEveryCardAtRest() throws {
        let session = SessionStore(seed: 7, window: Size(width: 1000, height: 720))
        session.settle()
        let trio = try #require(session.game.setsOnTable.first)
        for index in trio { session.send(.selectCard(index)) }
        session.settle()
        // The next click replaces the Set: three cards fly away, three fly in.
        session.send(.selectCard(try #require(session.game.table.indices.first { !trio.contains($0) })))
        session.advance(by: 0.15)
        let midFlight = session.scene().cards
        session.settle()
        let finalFrames = Dictionary(uniqueKeysWithValues: session.scene().cards.map { ($0.card, $0.frame) })
        let atRest = midFlight.map { finalFrames[$0.card] == $0.frame }
        #expect(atRest.contains(true) && atRest.contains(false))
        let firstInFlight = try #require(atRest.firstIndex(of: false))
        #expect(!atRest[firstInFlight...].contains(true), "a card at rest is drawn over a card in flight: \(atRest)")
        #expect(atRest.filter { !$0 }.count == 6, "three leaving, three arriving")
    }
}
