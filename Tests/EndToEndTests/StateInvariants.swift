import Foundation
import ProtocolSupport

/// The rules every `state` line keeps, whatever came before it (Y1, Y5, Y6): a check an
/// outside client can make from the line alone.
enum StateInvariants {
    /// The 5:7 of every card (L1), allowing for the JSON's rounding to 1/100 of a point.
    static let aspect = 5.0 / 7.0

    /// What is wrong with one `state` line; empty when it keeps every rule.
    static func violations(_ line: String) -> [String] {
        guard let object = try? StateJSON.keys(line), !object.isEmpty else { return ["not a JSON object: \(line.prefix(300))"] }
        let state: StateJSON
        do { state = try StateJSON.decode(line) } catch { return ["fields missing or of the wrong type: \(error)"] }
        var problems = cardsAccountedFor(state) + selection(state) + window(state) + players(state) + focus(state)
        if let time = object["time"] as? Double, !time.isFinite || time < 0 { problems.append("time \(time)") }
        if state.elapsedMs < 0 { problems.append("elapsedMs \(state.elapsedMs)") }
        if !state.animating { problems += settledCards(state) }
        return problems
    }

    /// Y1: deck + table + discarded = 81 (27 solid cards in Junior, G4; the daily puzzle's
    /// twelve on the table and nothing else, G5), no card twice.
    static func cardsAccountedFor(_ state: StateJSON) -> [String] {
        var problems: [String] = []
        if Set(state.cards.map(\.features)).count != state.cards.count { problems.append("a card is on the table twice") }
        let whole = state.mode == "junior" ? 27 : state.mode == "daily" ? 12 : 81
        if state.deck < 0 || state.discarded < 0 || state.deck + state.cards.count + state.discarded != whole {
            problems.append("deck \(state.deck) + table \(state.cards.count) + discarded \(state.discarded) is not \(whole)")
        }
        if state.mode == "junior", state.cards.contains(where: { $0.shading != "solid" }) {
            problems.append("a Junior game shows a card that is not solid")
        }
        if state.mode == "daily", state.deck != 0 || state.discarded != 0 { problems.append("a daily puzzle with a deck") }
        return problems
    }

    /// C1: a pad's ring is on a card of the table or on a button the state lists, never both.
    static func focus(_ state: StateJSON) -> [String] {
        guard let focus = state.focus else { return [] }
        switch (focus.card, focus.button) {
        case (let card?, nil) where state.cards.indices.contains(card): return []
        case (nil, let button?) where state.buttons[button] != nil: return []
        default: return ["focus \(focus) is on no card or button of the state"]
        }
    }

    /// R3–R5: at most 3 selected, and `selection` says what they are.
    static func selection(_ state: StateJSON) -> [String] {
        let selected = state.selected
        let expected: String = switch selected.count {
        case 0: "none"
        case 1, 2: "partial"
        case 3: StateJSON.isSet(selected[0], selected[1], selected[2]) ? "match" : "mismatch"
        default: "more than 3"
        }
        return expected == state.selection ? [] : ["\(selected.count) selected, selection '\(state.selection)'"]
    }

    /// V2–V6: every Set taken by someone, player 1's score as `score`, at most one player
    /// calling and never a locked one, the call's countdown within 5 s, the winner only once
    /// the game is over and then the best scores; every entry inside the window.
    static func players(_ state: StateJSON) -> [String] {
        guard let players = state.players else {
            return state.call == nil && state.winner == nil ? [] : ["a call or a winner in a solo game"]
        }
        var problems: [String] = []
        if players.isEmpty || players.count > 4 { problems.append("\(players.count) players") }
        if players.first?.score != state.score { problems.append("score \(state.score) is not player 1's") }
        if players.map(\.sets).reduce(0, +) * 3 != state.discarded {
            problems.append("Sets taken \(players.map(\.sets)) do not account for \(state.discarded) discarded cards")
        }
        if let call = state.call {
            if !players.indices.contains(call.player) || !players[call.player].calling || players[call.player].locked {
                problems.append("call \(call) by a player who is not calling or is locked: \(players)")
            }
            if call.remainingMs < 0 || call.remainingMs > 5_000 { problems.append("call with \(call.remainingMs) ms left") }
        }
        if players.filter(\.calling).count > 1 { problems.append("more than one player calling: \(players)") }
        if let winner = state.winner {
            let best = players.map(\.score).max()
            let leaders = players.indices.filter { players[$0].score == best }
            if !state.gameOver || winner != leaders { problems.append("winner \(winner) with scores \(players.map(\.score))") }
        }
        for player in players where !player.rect.isInside(state.windowBox) {
            problems.append("\(player.name)'s entry \(player.rect) is outside the window \(state.window)")
        }
        return problems
    }

    /// Y6: the window inside 200×200 … 7680×4320.
    static func window(_ state: StateJSON) -> [String] {
        guard state.window.count == 2 else { return ["window \(state.window)"] }
        let long = max(state.window[0], state.window[1]), short = min(state.window[0], state.window[1])
        return short >= 200 && long <= 7680 && short <= 4320 ? [] : ["window \(state.window) outside the bounds"]
    }

    /// The top of the button bar (the deck pile, beside the table, is not in it).
    static func barTop(_ state: StateJSON) -> Double {
        ["deal", "newGame", "rotate", "hint", "help"].compactMap { state.buttons[$0].map { Box($0).y } }.min() ?? state.window[1]
    }

    /// L1, L2: once nothing moves, every card has one size in 5:7 and lies inside the
    /// window — below it or above it only when the cards cannot all fit above the button
    /// bar (the table scrolls).
    static func settledCards(_ state: StateJSON) -> [String] {
        guard let first = state.cards.first else { return [] }
        var problems: [String] = []
        for card in state.cards {
            let box = card.rect
            if abs(box.width - first.rect.width) > 0.02 || abs(box.height - first.rect.height) > 0.02 {
                problems.append("card \(card.features) is \(box), another is \(first.rect)")
            }
            if box.height <= 0 || abs(box.width / box.height - aspect) > 0.02 / box.height + 0.001 {
                problems.append("card \(card.features) at \(box) is not 5:7")
            }
        }
        let window = state.windowBox
        let top = state.cards.map(\.rect.y).min()!, bottom = state.cards.map(\.rect.maxY).max()!
        // The table scrolls when its cards cannot all fit above the button bar: they span
        // more than the bar's top, or, at the smallest card size (64 points, L2), the grid
        // runs below the bar although it starts under the status bar.
        let scrolls = bottom - top > barTop(state) || (bottom > barTop(state) && first.rect.width <= 64.5)
        for card in state.cards {
            let box = card.rect
            let across = box.x >= -0.01 && box.maxX <= window.maxX + 0.01
            let down = box.y >= -0.01 && box.maxY <= window.maxY + 0.01
            if !across || (!down && !scrolls) { problems.append("card \(card.features) at \(box) is outside the window \(state.window)") }
        }
        return problems
    }
}
