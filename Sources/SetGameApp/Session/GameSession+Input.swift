import SetCore
import Table

/// Clicks and keys become actions; the overlay on top decides what reaches the table.
extension GameSession {
    /// A left click at a point in window coordinates.
    public func click(at point: Point) {
        switch overlay {
        case .help:
            // The help panel is modal: a click outside it closes it, nothing reaches the table (B8).
            if OverlayLayout.helpSettingsButton(in: screen.window).contains(point) {
                send(.toggleSettings)
            } else if !OverlayLayout.helpPanel(in: screen.window).contains(point) {
                send(.toggleHelp)
            }
            return
        case .settings:
            // Each row toggles its setting at once (T5); a click outside the panel closes it.
            if let action = SettingsMenu.action(at: point, in: screen.window) {
                send(action)
            } else if !OverlayLayout.settingsPanel(in: screen.window, rows: SettingsMenu.rows.count).contains(point) {
                send(.toggleSettings)
            }
            return
        case .stats:
            if !OverlayLayout.statsPanel(in: screen.window).contains(point) { send(.toggleStats) }
            return
        case .review:
            clickInReview(at: point)
            return
        case .gameOver:
            if let button = summaryButtonFrames.first(where: { $0.frame.contains(point) }) {
                send(button.action)
                return
            }
        case .none:
            break
        }
        if let button = screen.button(at: point) {
            press(button)
        } else if screen.deckPile.contains(point) {
            send(.dealThree)  // the pile deals as the button does (T1)
        } else if overlay.letsCardsBeChosen, screen.table.contains(point), let index = cardIndex(at: point) {
            send(.selectCard(index))
        }
    }

    /// Mouse wheel notches, signed as SDL's: negative moves toward the bottom of the table.
    public func wheel(_ notches: Double) { send(.scrollBy(notches: notches)) }

    public func press(_ button: ButtonID) {
        switch button {
        case .deal: send(.dealThree)
        case .newGame: send(.newGame)
        case .rotate: send(.rotate)
        case .hint: send(.hint)
        case .help: send(.toggleHelp)
        }
    }

    /// A key press. `isRepeat` marks the key repeat of a held key, which only scrolls
    /// (Reliability): holding Space deals once, holding Ctrl+H hints once.
    public func key(_ chord: KeyChord, isRepeat: Bool = false) {
        if let action = GameAction.forKey(chord) {
            if !isRepeat || action.repeatsWhenHeld { send(action) }
        } else if !isRepeat, overlay.letsCardsBeChosen, let index = cardIndex(forKey: chord) {
            // A card key is exactly a click on its card (B4).
            send(.selectCard(index))
        }
    }

    /// The table index of the card whose key this is, if any card on screen has it.
    func cardIndex(forKey chord: KeyChord) -> Int? {
        guard chord.modifiers.isSubset(of: [.shift]) else { return nil }
        return cardKeys.firstIndex(of: chord.position)
    }

    /// True over an enabled button or a card: what a click there would act on.
    public func isClickable(at point: Point) -> Bool {
        switch overlay {
        case .help: return OverlayLayout.helpSettingsButton(in: screen.window).contains(point)
        case .settings: return SettingsMenu.action(at: point, in: screen.window) != nil
        case .stats: return false
        case .review:
            let arrows = OverlayLayout.reviewArrows(in: screen.window)
            return (arrows.previous.contains(point) && reviewStep > 0)
                || (arrows.next.contains(point) && reviewStep + 1 < reviewSteps.count)
        case .gameOver:
            if summaryButtonFrames.contains(where: { $0.frame.contains(point) }) { return true }
        case .none: break
        }
        if let button = screen.button(at: point) { return button != .deal || game.canDeal }
        if screen.deckPile.contains(point) { return game.canDeal && overlay.letsCardsBeChosen }
        return overlay.letsCardsBeChosen && screen.table.contains(point) && cardIndex(at: point) != nil
    }
}
