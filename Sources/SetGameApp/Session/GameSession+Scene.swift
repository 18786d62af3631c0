import Render
import SetCore
import Table

extension GameSession {
    /// The look of a card on the table, from the selection and the hint.
    func look(of card: Card) -> CardLook {
        if game.isSelected(card) {
            switch game.selection {
            case .match: return .matched
            case .mismatch: return .mismatched
            case .none, .partial: return .selected
            }
        }
        return hinted.contains(card) ? .hinted : .plain
    }

    /// A line explaining a mismatch (B5), or a word from the last action.
    var message: String? {
        let reasons = game.mismatchReasons
        guard !reasons.isEmpty else { return notice }
        let names = reasons.map(\.rawValue)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "Not a Set: two of one and one of another in \(list)"
    }

    /// Everything to draw now.
    public func scene() -> Scene {
        var sprites: [Scene.CardSprite] = motion.leavingStates(at: now).map { key, state in
            Scene.CardSprite(card: key.card, frame: state.frame, restingSize: state.frame.size,
                             look: leavingLooks[key] ?? .plain, opacity: state.opacity, angle: state.angle)
        }
        // Cards still flying in are drawn above the ones at rest.
        let onTable = motion.tableStates(at: now).map { key, state in
            Scene.CardSprite(card: key.card, frame: state.frame,
                             restingSize: motion.restingFrame(of: key)?.size ?? state.frame.size,
                             look: look(of: key.card), opacity: state.opacity, angle: state.angle)
        }
        sprites += onTable
        let buttons = [
            Scene.Button(id: .deal, title: "Deal 3 More Cards", enabled: game.canDeal),
            Scene.Button(id: .newGame, title: "New Game"),
            Scene.Button(id: .rotate, title: Orientation(of: screen.window) == .portrait ? "↻ Landscape" : "↻ Portrait"),
        ].map { button in
            var button = button
            button.highlighted = button.enabled && button.id == hoveredButton
            return button
        }
        let status = [
            Scene.StatusItem("Score", "\(game.score)"),
            Scene.StatusItem("Deck", "\(game.deck.count)"),
            Scene.StatusItem("Discarded", "\(game.discarded.count)"),
        ]
        var panel: (title: String, lines: [String])?
        if isOver && !isAnimating {
            panel = ("Game over", ["Sets found: \(game.setsFound)",
                                   "Time: \(Self.clockText(seconds: now - game.startTime))",
                                   "Score: \(game.score)",
                                   "New Game plays again"])
        }
        var scene = Scene(layout: screen, cards: sprites, buttons: buttons, status: status, message: message, panel: panel)
        if gridResult.scrolls, gridResult.contentHeight > screen.table.height {
            let hidden = gridResult.contentHeight - screen.table.height
            scene.scrollBar = (screen.table.height / gridResult.contentHeight, scroll.offset / hidden)
        }
        return scene
    }

    static func clockText(seconds: Double) -> String {
        let total = Int(max(0, seconds))
        return "\(total / 60):" + (total % 60 < 10 ? "0" : "") + "\(total % 60)"
    }
}
