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
        return game.hint.contains(card) ? .hinted : .plain
    }

    /// The message line: why a trio is not a Set, by value (B5), else a word from the last
    /// action, else a word about the saved data, else the welcome of a resumed game (B6).
    public var message: String? {
        if game.selection == .mismatch, let why = MismatchExplanation(game.selected) { return why.sentence }
        return notice ?? savedDataNote ?? welcome
    }

    /// The timer's text (B3): m:ss of the game's running time.
    var timerText: String { GameClock.text(milliseconds: clock.elapsedMilliseconds(at: now)) }

    /// Everything to draw now.
    public func scene() -> Scene {
        let leaving = motion.leavingStates(at: now).map { key, state in
            Scene.CardSprite(card: key.card, frame: state.frame, restingSize: state.frame.size,
                             look: leavingLooks[key] ?? .plain, opacity: state.opacity, angle: state.angle)
        }
        let labels = settings.keyLabels ? Dictionary(uniqueKeysWithValues: zip(game.table, cardKeys)) : [:]
        let onTable = motion.tableStates(at: now)
        func sprite(_ key: CardKey, _ state: SpriteState) -> Scene.CardSprite {
            var sprite = Scene.CardSprite(card: key.card, frame: state.turnedFrame,
                                          restingSize: motion.restingFrame(of: key)?.size ?? state.frame.size,
                                          look: state.isFaceUp ? look(of: key.card) : .back, opacity: state.opacity,
                                          angle: state.angle, keyLabel: labels[key.card] ?? nil)
            sprite.inFlight = !isResting(key, state)
            return sprite
        }
        // Cards at rest at the bottom, then cards flying away, then cards moving in or across
        // the table: whatever is in flight passes over the cards at rest.
        let resting = onTable.filter { isResting($0.key, $0.state) }.map(sprite)
        let moving = onTable.filter { !isResting($0.key, $0.state) }.map(sprite)
        let sprites = resting + leaving + moving
        var scene = Scene(layout: screen, cards: sprites, buttons: buttons(), status: statusItems(),
                          message: overlay == .none ? message : nil, overlay: overlayPanel())
        scene.scrollThumb = TableGrid.scrollThumb(contentHeight: gridResult.contentHeight, offset: scroll.offset,
                                                  in: screen.cardArea)
        scene.deckPile = Scene.DeckPile(frame: screen.deckPile, count: game.deck.count)
        return scene
    }

    private func buttons() -> [Scene.Button] {
        let compact = screen.isCompact
        let rotate = Orientation(of: screen.window) == .portrait ? "Landscape" : "Portrait"
        return [
            Scene.Button(id: .deal, title: compact ? "Deal 3" : "Deal 3 More Cards",
                         enabled: game.canDeal && overlay.letsCardsBeChosen),
            Scene.Button(id: .hint, title: "Hint", enabled: overlay.letsCardsBeChosen),
            Scene.Button(id: .newGame, title: compact ? "New" : "New Game"),
            Scene.Button(id: .help, title: compact ? "?" : "Help"),
            Scene.Button(id: .rotate, title: compact ? "↻" : "↻ " + rotate),
        ].map { button in
            var button = button
            button.highlighted = button.enabled && button.id == hoveredButton
            return button
        }
    }

    private func statusItems() -> [Scene.StatusItem] {
        [
            Scene.StatusItem("Score", "\(game.score)"),
            Scene.StatusItem("Time", timerText),
            Scene.StatusItem("Deck", "\(game.deck.count)"),
            Scene.StatusItem("Discarded", "\(game.discarded.count)"),
        ]
    }

    private func overlayPanel() -> OverlayPanel? {
        switch overlay {
        case .none: return nil
        case .help: return .help(HelpContent.panel(in: screen.window, scoreTable: game.scoreTable))
        case .settings: return .settings(SettingsMenu.panel(in: screen.window, settings: settings, pointer: pointer))
        case .gameOver:
            // The last Set's flourish plays out before the summary covers the table.
            guard !isAnimating else { return nil }
            return .summary(summaryPanel())
        }
    }

    /// B2: this game's figures, its time and score beside the player's bests (a new best
    /// in the accent colour).
    private func summaryPanel() -> SummaryPanel {
        let rows = [
            PanelRow("Sets found", "\(game.setsFound)"),
            Self.figure("Time", timerText, isNewBest: newBests?.time,
                        best: statistics?.bestTimeMs.map { GameClock.text(milliseconds: $0) }),
            Self.figure("Score", "\(game.score)", isNewBest: newBests?.score, best: statistics?.bestScore.map { "\($0)" }),
            PanelRow("Not a Set", "\(game.mismatches)"),
            PanelRow("Hints used", "\(game.hintsUsed)"),
        ]
        return SummaryPanel(frame: OverlayLayout.gameOverPanel(in: screen.table, lines: rows.count + 1,
                                                                chromeScale: screen.chromeScale),
                            title: "Game over", rows: rows, footer: "New Game (Ctrl+N) plays again")
    }

    /// A figure of the finished game: marked when it is a new personal best, else shown
    /// beside the best (nothing to compare without statistics).
    static func figure(_ label: String, _ value: String, isNewBest: Bool?, best: String?) -> PanelRow {
        switch (isNewBest, best) {
        case (true?, _): PanelRow("\(label) · new best", value, highlighted: true)
        case (false?, let best?): PanelRow(label, "\(value)   best \(best)")
        default: PanelRow(label, value)
        }
    }
}
