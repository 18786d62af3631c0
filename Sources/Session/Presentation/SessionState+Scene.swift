import SceneModel
import SetCore
import Layout
import Localization

extension SessionState {
    /// What decides the cards' looks (the selection, the computer's marks, the hint), asked
    /// once for all the cards of a frame or a layout rather than once per card (each
    /// question copies the game's state out of `play`).
    struct CardLooks {
        let selected: [Card], selectedLook: CardLook, marked: [Card], hint: [Card]
        /// A hot-seat wrong trio: its picks are cleared at once, but its cards show the wrong
        /// trio's look for as long as they shake (V2, R5).
        let shaking: (Card) -> Bool

        init(_ state: SessionState) {
            selected = state.selectedCards
            selectedLook = switch state.selection {
            case .match: .matched
            case .mismatch: .mismatched
            case .none, .partial: .selected
            }
            marked = state.computer?.markedCards(at: state.gameTime) ?? []
            hint = state.play.hint
            let (motion, now, game) = (state.motion, state.now, state.gameNumber)
            shaking = state.contest == nil ? { _ in false } : { motion.isShaking(CardKey(game: game, card: $0), at: now) }
        }

        func look(of card: Card) -> CardLook {
            if selected.contains(card) { return selectedLook }
            if shaking(card) { return .mismatched }
            if marked.contains(card) { return .markedByComputer }
            return hint.contains(card) ? .hinted : .plain
        }
    }

    /// The cards selected, in the order picked: the game's, or the daily puzzle's (G5).
    var selectedCards: [Card] { play.selectedCards }

    /// What the selection is: the game's, or the daily puzzle's (a Set found never stays).
    public var selection: SelectionState { play.selection }

    /// The message line: why a trio is not a Set, by value (B5), else a word from the last
    /// action, else a word about the saved data, else the welcome of a resumed game (B6).
    public var message: String? {
        if selection == .mismatch {
            // Against the computer the wrong trio's notice also names its cost (V4).
            if contest != nil, let notice { return notice }
            let key = WrongTrioSentence.Key(cards: selectedCards, squiggle: settings.squiggle, daily: puzzle != nil,
                                            opening: tr("Not a Set: {1}"))
            if let sentence = wrongTrioSentence.sentence(for: key) { return sentence }
        }
        return notice ?? record.savedDataNote ?? record.welcome
    }

    /// The timer's text (B3): m:ss of the game's running time.
    var timerText: String { GameClock.text(milliseconds: shownElapsedMs) }

    /// The running time the timer and `state.elapsedMs` show: the daily puzzle's includes
    /// the wrong trios' penalties (G5).
    var shownElapsedMs: Int {
        let running = clock.elapsedMilliseconds(at: now)
        guard let puzzle else { return running }
        return Int(min(puzzle.timeMs(elapsedMs: Double(running)), Double(Int.max / 2)))
    }

    /// Everything to draw now. `today` is asked for only by a panel that shows the date's
    /// figures (the statistics, the daily puzzle's summary), not in every frame (P4).
    public func scene(today: @autoclosure () -> PuzzleDate) -> Scene {
        let leaving = motion.leavingStates(at: now).map { key, state in
            Scene.CardSprite(card: key.card, frame: state.frame, restingSize: state.frame.size,
                             look: leavingLooks[key] ?? .plain, opacity: state.opacity, angle: state.angle)
        }
        let labels = settings.keyLabels ? Dictionary(uniqueKeysWithValues: zip(play.table, cardKeys)) : [:]
        let onTable = motion.tableStates(at: now)
        let looks = CardLooks(self)
        // Cards at rest at the bottom, then cards flying away, then cards moving in or across
        // the table: whatever is in flight passes over the cards at rest.
        var resting: [Scene.CardSprite] = [], moving: [Scene.CardSprite] = []
        resting.reserveCapacity(onTable.count)
        // A card waiting face down on the deck pile for its turn to fly is the pile's top
        // card: the pile draws it, with the count on top (T1), until it lifts off.
        let pile = puzzle == nil && play.deckCount > 0 ? screen.deckPile : nil
        for (key, state) in onTable {
            if let pile, !state.isFaceUp, state.turnedFrame == pile { continue }
            let restingFrame = motion.restingFrame(of: key)
            // A card shows its key once it has arrived, and keeps it while it answers a
            // trio: the key moves with a shake, stays put through a pulse (B4).
            let label = labels[key.card] ?? nil
            var sprite = Scene.CardSprite(card: key.card, frame: state.turnedFrame,
                                          restingSize: restingFrame?.size ?? state.frame.size,
                                          look: state.isFaceUp ? looks.look(of: key.card) : .back, opacity: state.opacity,
                                          angle: state.angle, keyLabel: label != nil && motion.hasArrived(key, at: now) ? label : nil)
            sprite.inFlight = restingFrame != state.frame  // `isResting`, its frame looked up once
            if sprite.inFlight { moving.append(sprite) } else { resting.append(sprite) }
        }
        let sprites = resting + leaving + moving
        var scene = Scene(layout: screen, cards: sprites, buttons: buttons(), status: statusItems(),
                          message: overlay == .none ? message : nil, overlay: overlayPanel(today: today))
        scene.scrollThumb = TableGrid.scrollThumb(contentHeight: grid.contentHeight, offset: scroll.offset,
                                                  in: screen.cardArea)
        if let puzzle {
            scene.foundSets = screen.foundSlots.enumerated().map { i, slot in
                Scene.FoundSet(frame: slot, cards: puzzle.found.indices.contains(i) ? puzzle.found[i].map { puzzle.table[$0] } : [])
            }
        } else {
            scene.deckPile = Scene.DeckPile(frame: screen.deckPile, count: play.deckCount)
        }
        scene.players = playerEntries()
        scene.focusRings = focusRings()
        if let trio = explainedTrio, scene.message == trio.notice {
            scene.messageCards = sprites.filter { trio.cards.contains($0.card) }.map(\.frame)
        }
        return scene
    }

    /// Each pad's ring (C1), in its player's colour in a hot-seat game (C2).
    private func focusRings() -> [Scene.FocusRing] {
        guard pads.ringShows else { return [] }
        let hotSeat = contest.map { $0.opponents.isHotSeat ? $0.players.count : 0 } ?? 0
        return pads.ids.compactMap { id in
            guard let place = focusPlace(ofPad: id), let shape = focusShape(place) else { return nil }
            let seat = pads.seat(of: id) ?? 0
            let isCard = if case .card = place { true } else { false }
            return Scene.FocusRing(frame: shape.frame, player: seat < hotSeat ? seat + 1 : nil,
                                   cardArea: isCard ? screen.cardArea : nil, cornerRadius: shape.corner)
        }
    }

    private func buttons() -> [Scene.Button] {
        let labels = screen.isCompact ? screen.shortLabels : screen.fullLabels
        var buttons = [
            (ButtonID.deal, labels.deal), (.hint, labels.hint), (.newGame, labels.newGame), (.help, labels.help),
            (.rotate, labels.rotate),
        ].map { Scene.Button(id: $0, title: $1, enabled: isEnabled($0)) }
        // The button under the pointer, found once for the frame (P4), lights up when it acts.
        if let hovered = hoveredButton, let index = buttons.firstIndex(where: { $0.id == hovered }) {
            buttons[index].highlighted = buttons[index].enabled
        }
        return buttons
    }

    /// The wide bar's labels in the player's language, the rotate button's for `window`'s
    /// shape: the layout gives each button the width its label needs, and the buttons show
    /// them from there (I3).
    static func fullLabels(for window: Size) -> ButtonLabels {
        let rotate = Orientation(of: window) == .portrait ? tr("Landscape") : tr("Portrait")
        return ButtonLabels(deal: tr("Deal 3 More Cards"), hint: tr("Hint"), newGame: tr("New Game"), help: tr("Help"),
                            rotate: "↻ " + rotate)
    }

    /// The narrow bar's labels in the player's language, measured and shown the same way.
    static func shortLabels() -> ButtonLabels {
        ButtonLabels(deal: tr("Deal 3"), hint: tr("Hint"), newGame: tr("New"))
    }

    private func statusItems() -> [Scene.StatusItem] {
        guard let game else {
            let puzzle = play.puzzle
            return [
                Scene.StatusItem(tr("Daily"), puzzle.map { Self.shownDate($0.date) } ?? ""),
                Scene.StatusItem(tr("Found"), tr("{1} of {2}", puzzle?.found.count ?? 0, DailyPuzzle.setCount)),
                Scene.StatusItem(tr("Time"), timerText),
            ]
        }
        // With several players each score is on their entry in the players bar (V5).
        return (contest == nil ? [Scene.StatusItem(tr("Score"), "\(game.score)")] : []) + [
            Scene.StatusItem(tr("Time"), timerText),
            Scene.StatusItem(tr("Deck"), "\(game.deck.count)"),
            Scene.StatusItem(tr("Discarded"), "\(game.discarded.count)"),
        ]
    }

    /// The daily puzzle's date as the player's language writes it (G5, I1): "2026-11-22",
    /// "22.11.2026", "22/11/2026"; `state.puzzle.date` keeps "2026-11-22".
    static func shownDate(_ date: PuzzleDate) -> String {
        let parts = date.description.split(separator: "-").map(String.init)
        guard parts.count == 3 else { return date.description }
        // TRANSLATORS: the daily puzzle's date: {1} is the year, {2} the month and {3} the day,
        // each with its leading zeros, e.g. 2026-11-22. Write them as your language does, e.g. {3}.{2}.{1}.
        return tr("{1}-{2}-{3}", parts[0], parts[1], parts[2])
    }

    private func overlayPanel(today: () -> PuzzleDate) -> OverlayPanel? {
        switch overlay {
        case .none: return nil
        // While a pad's ring shows, the panels' footers name the pad's buttons (C1).
        case .help:
            return .help(HelpContent.panel(in: screen.window, scoreTable: game?.scoreTable ?? .standard,
                                           padInUse: pads.ringShows, scroll: helpScroll))
        case .settings:
            return .settings(SettingsMenu.panel(in: screen.window, settings: settings, highlighted: litPanelButton,
                                                padInUse: pads.ringShows))
        case .stats:
            return .stats(StatsContent.panel(in: screen.window, statistics: record.statistics, today: today(),
                                             saved: record.savesData, padInUse: pads.ringShows))
        case .review:
            return shownReviewStep.map { .review(reviewPanel($0)) }
        case .gameOver:
            // The last Set's flourish plays out before the summary covers the table.
            guard !isAnimating else { return nil }
            if let contest { return .summary(contestSummaryPanel(contest)) }
            if let game { return .summary(summaryPanel(game)) }
            return .summary(dailySummaryPanel(today: today()))
        }
    }

    /// B2: this game's figures, its time and score beside the player's bests (a new best
    /// in the accent colour).
    private func summaryPanel(_ game: Game) -> SummaryPanel {
        let rows = [
            PanelRow(tr("Sets found"), "\(game.setsFound)"),
            Self.figure(tr("Time"), timerText, isNewBest: newBests?.time,
                        best: statistics?.bestTimeMs.map { GameClock.text(milliseconds: $0) }),
            Self.figure(tr("Score"), "\(game.score)", isNewBest: newBests?.score, best: statistics?.bestScore.map { "\($0)" }),
            PanelRow(tr("Not a Set"), "\(game.mismatches)"),
            PanelRow(tr("Hints used"), "\(game.hintsUsed)"),
        ]
        return summary(title: game.isJunior ? tr("Junior game over") : tr("Game over"), rows: rows)
    }

    /// G5: the puzzle's time with its penalties, the date's best and the streak of days.
    private func dailySummaryPanel(today: PuzzleDate) -> SummaryPanel {
        let streak = record.statistics.dailyStreak(today: today)
        let best = record.statistics.dailyBestMs(puzzle?.date ?? today).map { GameClock.text(milliseconds: $0) }
        let rows = [
            PanelRow(tr("Sets found"), tr("{1} of {2}", puzzle?.found.count ?? 0, DailyPuzzle.setCount)),
            Self.figure(tr("Time"), timerText, isNewBest: record.dailyBest, best: best),
            // TRANSLATORS: {1} is the time each wrong trio adds, e.g. "+5 s".
            PanelRow(tr("Not a Set ({1} each)", DailyPuzzle.penaltyText), "\(puzzle?.wrongTrios ?? 0)"),
            PanelRow(tr("Daily streak"), StatsContent.dayCount(streak), highlighted: streak > 1),
        ]
        return summary(title: tr("Daily puzzle solved"), rows: rows)
    }

    /// A summary panel with the buttons that apply: Review (a game with Sets taken) and Daily.
    func summary(title: String, rows: [PanelRow]) -> SummaryPanel {
        let actions = summaryButtons
        assert(rows.count == summaryRowCount, "the summary's geometry counts its rows")
        let geometry = summaryFrame(buttons: actions.count)
        let lit = litPanelButton
        let buttons = zip(actions, geometry.buttons).enumerated().map {
            SummaryPanel.Button(title: $1.0.title, frame: $1.1, highlighted: $0 == lit)
        }
        return SummaryPanel(frame: geometry.frame, title: title, rows: rows, footer: tr("New Game (Ctrl+N) plays again"),
                            buttons: buttons)
    }

    /// The game-over summary's buttons, in order: Review (G2) when Sets were taken, Daily
    /// (G5) outside the puzzle.
    var summaryButtons: [(title: String, action: GameAction, name: String)] {
        var buttons: [(title: String, action: GameAction, name: String)] = []
        if contest != nil { buttons.append((tr("Rematch"), .rematch, "rematch")) }
        if !reviewSteps.isEmpty { buttons.append((tr("Review"), .openReview, "review")) }
        if game != nil, contest == nil { buttons.append((tr("Daily"), .playDaily, "daily")) }
        return buttons
    }

    /// Where the summary's buttons are now, with their actions; none unless it shows.
    var summaryButtonFrames: [(frame: Rect, action: GameAction, name: String)] {
        // The last Set's flourish plays out before the summary covers the table.
        guard overlay == .gameOver, !isAnimating else { return [] }
        let frames = summaryFrame(buttons: summaryButtons.count).buttons
        return zip(summaryButtons, frames).map { ($1, $0.action, $0.name) }
    }

    /// The summary panel's frame and its buttons' frames: one geometry for drawing and clicks.
    private func summaryFrame(buttons count: Int) -> (frame: Rect, buttons: [Rect]) {
        let lines = OverlayLayout.gameOverLines(rows: summaryRowCount, buttons: count)
        let frame = OverlayLayout.gameOverPanel(in: screen.tableBesidePlayers, lines: lines, chromeScale: screen.chromeScale)
        return (frame, OverlayLayout.gameOverButtons(count, in: frame, lines: lines))
    }

    /// How many figures the summary lists: five for a game, four for the daily puzzle, one
    /// per player for a game with several (V6).
    private var summaryRowCount: Int { contest?.players.count ?? (game == nil ? 4 : 5) }

    /// A figure of the finished game: marked when it is a new personal best, else shown
    /// beside the best (nothing to compare without statistics).
    static func figure(_ label: String, _ value: String, isNewBest: Bool?, best: String?) -> PanelRow {
        switch (isNewBest, best) {
        // TRANSLATORS: a figure of the finished game that beats the player's best; {1} is "Time" or "Score".
        case (true?, _): PanelRow(tr("{1} · new best", label), value, highlighted: true)
        // TRANSLATORS: a figure of the finished game beside the best so far, e.g. "2:41   best 2:05".
        case (false?, let best?): PanelRow(label, tr("{1}   best {2}", value, best))
        default: PanelRow(label, value)
        }
    }
}

extension SessionState {
    /// The button under the mouse pointer, drawn highlighted.
    public var hoveredButton: ButtonID? { pointer.flatMap { screen.button(at: $0) } }
}

/// The players bar and the game-over summary of a game with several players (V5, V6).
extension SessionState {
    /// Each player's entry: name, Sets, score, the leader, and what they are doing.
    func playerEntries() -> [PlayerEntry] {
        guard let contest else { return [] }
        let leaders = contest.players.contains { $0.score > 0 } ? Set(contest.leaders) : []
        return zip(contest.players.indices, screen.playerEntries).map { index, frame in
            let player = contest.players[index]
            var status = PlayerEntry.Status.waiting
            if isOver {
                status = .waiting
            } else if let call = contest.call, call.player == index {
                let left = call.remainingSeconds(at: gameTime)
                status = .calling(secondsLeft: left, share: left / Contest.callSeconds)
            } else if player.locked {
                status = .locked
            } else if player.isComputer, let computer {
                status = computer.marking == nil ? .thinking : .takingASet
            }
            // TRANSLATORS: the computer's name on its entry of the players bar, its level ("Hard") under it.
            let parts = player.kind.level.map { PlayerEntry.NameParts(name: tr("Computer"), detail: $0.shownTitle) }
            return PlayerEntry(number: index + 1, name: player.shownName(number: index + 1), isNumbered: !player.isComputer,
                               nameParts: parts, sets: player.sets, score: player.score,
                               isLeader: leaders.contains(index), status: status, frame: frame)
        }
    }

    /// V6: the winner or the tie, and every player's Sets and score.
    func contestSummaryPanel(_ contest: Contest) -> SummaryPanel {
        let winners = contest.winner ?? []
        let name = { (index: Int) in contest.players[index].shownName(number: index + 1) }
        // TRANSLATORS: the title of a finished game with several players; {1} is a name such as "Player 2".
        let title = winners.count == 1 ? tr("{1} wins", name(winners[0]))
            // TRANSLATORS: {1} lists the players who tied, e.g. "Player 1 and Player 3".
            : tr("A tie: {1}", Self.list(winners.map(name)))
        let rows = contest.players.enumerated().map { index, player in
            PanelRow(name(index), trn("{1} Set · {2}", "{1} Sets · {2}", player.sets, player.score),
                     highlighted: winners.contains(index))
        }
        return summary(title: title, rows: rows)
    }

    /// "A and B", "A, B and C".
    static func list(_ names: [String]) -> String {
        // TRANSLATORS: the end of a list of players, e.g. "Player 1, Player 2 and Player 3":
        // {1} is the first names (joined by ", "), {2} the last.
        names.count < 2 ? names.joined() : tr("{1} and {2}", names.dropLast().joined(separator: ", "), names[names.count - 1])
    }
}
