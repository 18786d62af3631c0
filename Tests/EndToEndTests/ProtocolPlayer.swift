import Foundation
import ProtocolSupport
import TestSupport

/// A player speaking the protocol: reads the table from `state`, finds a Set and clicks
/// its cards, deals 3 when there is none, and puts right whatever a hostile line left
/// (an overlay open, a stray selection, cards scrolled out of view).
extension FuzzSession {
    /// The largest size the player goes back to when the cards it needs are out of view:
    /// 81 cards fit it without scrolling.
    static let playingSize = (width: 1920.0, height: 1080.0)

    /// Plays until the game is over, running `between()` (hostile lines, say) after each
    /// move; the state at game over.
    @discardableResult
    func playToGameOver(maxMoves: Int = 2_000, between: () throws -> Void = {}) throws -> StateJSON {
        var state = try last ?? step("state")
        for _ in 0..<maxMoves {
            if state.gameOver { return state }
            state = try move(state)
            try between()
            state = last ?? state
        }
        throw failure("no game over after \(maxMoves) moves")
    }

    /// One step of play from `state`.
    func move(_ state: StateJSON) throws -> StateJSON {
        if state.animating { return try step("settle") }
        if state.overlay != "none" { return try step("key Escape") }
        let selected = state.cards.indices.filter { state.cards[$0].selected }
        switch state.selection {
        case "match": return try click(state, selected[0])  // takes the Set (R6)
        case "mismatch": return try click(state, selected[0])  // leaves one card selected (R7)
        default: break
        }
        guard let target = Self.setToFinish(state, selected) else {
            if !selected.isEmpty { return try step("key Escape") }
            return try step("key Space")  // no Set on the table: deal 3
        }
        return try click(state, target.first { !selected.contains($0) }!)
    }

    /// A Set on the table holding every selected card; nil when there is none.
    static func setToFinish(_ state: StateJSON, _ selected: [Int]) -> [Int]? {
        let cards = state.cards
        return Trios.first(among: cards.count) { i, j, k in
            StateJSON.isSet(cards[i], cards[j], cards[k]) && Set(selected).isSubset(of: [i, j, k])
        }
    }

    /// Clicks the card at `index` when the whole table is in view (no card under a bar);
    /// else goes back to a size that shows every card.
    func click(_ state: StateJSON, _ index: Int) throws -> StateJSON {
        let card = state.cards[index].rect
        let barTop = StateInvariants.barTop(state)
        if state.cards.allSatisfy({ $0.rect.y >= 0 && $0.rect.maxY <= barTop && $0.rect.isInside(state.windowBox) }) {
            return try step("click \(card.centre.x) \(card.centre.y)")
        }
        if state.window != [Self.playingSize.width, Self.playingSize.height] {
            return try step("resize \(Int(Self.playingSize.width)) \(Int(Self.playingSize.height))")
        }
        return try step(card.y < 0 ? "scroll 1" : "scroll -1")
    }
}
