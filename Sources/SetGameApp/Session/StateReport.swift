import Foundation
import SetCore
import Table

/// The `state` line of the headless protocol: one JSON object.
struct StateReport: Encodable {
    struct CardEntry: Encodable {
        var number: Int
        var shape: String
        var shading: String
        var color: String
        var frame: [Double]
        var selected: Bool
    }

    var window: [Double]
    var deck: Int
    var discarded: Int
    var score: Int
    var selection: String
    var dealEnabled: Bool
    var gameOver: Bool
    var animating: Bool
    var cards: [CardEntry]
    var buttons: [String: [Double]]
    var seed: UInt64
    var time: Double
    var setsOnTable: Int
    var setsFound: Int
    var scroll: Double
    var message: String?

    static func rounded(_ r: Rect) -> [Double] {
        [r.x, r.y, r.width, r.height].map { ($0 * 100).rounded() / 100 }
    }
}

extension GameSession {
    func stateReport() -> StateReport {
        let drawn = Dictionary(motion.tableStates(at: now).map { ($0.key.card, $0.state.frame) }, uniquingKeysWith: { a, _ in a })
        let cards = game.table.map { card in
            StateReport.CardEntry(number: card.number.rawValue, shape: card.shape.rawValue,
                                  shading: card.shading.rawValue, color: card.color.rawValue,
                                  frame: StateReport.rounded(drawn[card] ?? .zero), selected: game.isSelected(card))
        }
        var buttons: [String: [Double]] = [:]
        for (id, frame) in screen.buttons { buttons[id.rawValue] = StateReport.rounded(frame) }
        return StateReport(
            window: [screen.window.width, screen.window.height], deck: game.deck.count,
            discarded: game.discarded.count, score: game.score, selection: game.selection.rawValue,
            dealEnabled: game.canDeal, gameOver: isOver, animating: isAnimating, cards: cards,
            buttons: buttons, seed: seed, time: (now * 1000).rounded() / 1000,
            setsOnTable: game.setsOnTable.count, setsFound: game.setsFound,
            scroll: scroll.offset, message: message)
    }

    /// The state as one line of JSON.
    public func stateJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(stateReport()) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
