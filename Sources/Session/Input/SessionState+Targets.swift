import SetCore
import Layout

/// What lies under a point of the window, for clicks and the pointer's hand alike: one
/// answer from the same geometry the scene is drawn with. The overlay on top decides what
/// can be reached: while a panel is up, clicks and card keys do not reach the table (B8).
public enum Target: Hashable, Sendable {
    /// Something a click there asks for: a button, a settings row, a review arrow, a card.
    case action(GameAction, enabled: Bool)
    /// Outside the open panel: a click there closes it (the same as its key would).
    case outsidePanel(GameAction)
}

extension SessionState {
    /// What a click at `point` would act on; nil where it does nothing.
    public func target(at point: Point) -> Target? {
        // The open panel's buttons (a settings row, a review arrow, a summary button) first.
        if let button = panelButtons.first(where: { $0.frame.contains(point) }) {
            return .action(button.action, enabled: button.enabled)
        }
        // A card of the review's table shows a Set missed that holds it, if one does (G2).
        if overlay == .review, let step = shownReviewStep,
           let card = OverlayLayout.reviewCardFrames(step.tableCards.count, in: screen.window)
               .firstIndex(where: { $0.contains(point) }) {
            return .action(.showMissed(withCard: card), enabled: nextMissed(withCard: card) != nil)
        }
        if let (panel, closing) = closingPanel {
            return panel.contains(point) ? nil : .outsidePanel(closing)
        }
        if let button = barButtons.first(where: { $0.frame.contains(point) }) {
            return .action(button.action, enabled: button.enabled)
        }
        if let player = screen.playerEntries.firstIndex(where: { $0.contains(point) }) {
            // A click on a player's entry calls Set for them (V2).
            return .action(.callSet(player: player), enabled: contest?.opponents.isHotSeat == true && overlay.letsCardsBeChosen)
        }
        if screen.deckPile.contains(point) {
            // The pile deals as the button does (T1).
            return .action(.dealThree, enabled: play.canDeal && overlay.letsCardsBeChosen)
        }
        if overlay.letsCardsBeChosen, screen.table.contains(point), let index = cardIndex(at: point) {
            return .action(.selectCard(index), enabled: true)
        }
        return nil
    }

    /// The open panel that a click outside closes, and what that click does: help, the
    /// settings, the statistics or the review (back to the summary); nil under the
    /// game-over summary, which leaves the table's bar and pile to be clicked, or none.
    var closingPanel: (frame: Rect, closing: GameAction)? {
        let window = screen.window
        switch overlay {
        case .help: return (OverlayLayout.helpPanel(in: window), .toggleHelp)
        case .settings: return (OverlayLayout.settingsPanel(in: window, rows: SettingsMenu.rows.count), .toggleSettings)
        case .stats: return (OverlayLayout.statsPanel(in: window), .toggleStats)
        case .review: return (OverlayLayout.reviewPanel(in: window), .escape)
        case .gameOver, .none: return nil
        }
    }

    /// True over an enabled button or a card: what a click there would act on.
    public func isClickable(at point: Point) -> Bool {
        if case .action(_, enabled: true)? = target(at: point) { true } else { false }
    }

    /// What a left click at `point` asks for.
    func intent(ofClickAt point: Point) -> GameAction? {
        switch target(at: point) {
        case .action(let action, _)?, .outsidePanel(let action)?: action
        case nil: nil
        }
    }

    /// What a key press asks for: a command key (Keys), else a card key, exactly a click on
    /// its card (B4). A held key's repeat only scrolls (Reliability): holding Space deals once.
    func intent(ofKey chord: KeyChord, isRepeat: Bool) -> GameAction? {
        if let action = GameAction.forKey(chord) {
            // The call keys are Shift keys: outside a hot-seat game they are only Shift.
            if case .callSet = action, contest?.opponents.isHotSeat != true { return nil }
            return !isRepeat || action.repeatsWhenHeld ? action : nil
        }
        guard !isRepeat, overlay.letsCardsBeChosen, let index = cardIndex(forKey: chord) else { return nil }
        return .selectCard(index)
    }

    /// The table index of the card whose key this is, if any card on screen has it.
    func cardIndex(forKey chord: KeyChord) -> Int? {
        guard chord.modifiers.isSubset(of: [.shift]) else { return nil }
        return cardKeys.firstIndex(of: chord.position)
    }
}

extension ButtonID {
    /// What pressing the button asks for.
    public var action: GameAction {
        switch self {
        case .deal: .dealThree
        case .newGame: .newGame
        case .rotate: .rotate
        case .hint: .hint
        case .help: .toggleHelp
        }
    }
}
