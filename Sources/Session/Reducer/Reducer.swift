import SetCore
import Layout
import Localization

/// What a session needs from the world besides its actions: the calendar (the daily
/// puzzle's date, its streaks) and the wall clock (when a game was finished). The shell
/// passes the machine's; tests pass fixed ones.
public struct SessionEnvironment: Sendable {
    public var today: @Sendable () -> PuzzleDate
    /// Seconds since 1970 on the wall clock.
    public var wallClock: @Sendable () -> Double

    public init(today: @escaping @Sendable () -> PuzzleDate, wallClock: @escaping @Sendable () -> Double) {
        self.today = today
        self.wallClock = wallClock
    }
}

/// Carries out one action on the session's state and returns what the world should do
/// about it (save, play a sound, resize the window, quit). The only way the state changes.
public func reduce(_ state: inout SessionState, _ action: SessionAction, _ environment: SessionEnvironment) -> [Effect] {
    var effects: [Effect] = []
    switch action {
    case .play(let intent):
        state.carryOut(intent, environment, &effects)
    case .click(let point):
        // The mouse is in use: the pads' rings hide (C1).
        state.pads.ringShows = false
        if let intent = state.intent(ofClickAt: point) { state.carryOut(intent, environment, &effects) }
    case .key(let chord, let isRepeat):
        if let intent = state.intent(ofKey: chord, isRepeat: isRepeat) { state.carryOut(intent, environment, &effects) }
    case .pad(let id, let input):
        state.padInput(id, input, environment, &effects)
    case .pointerMoved(let point):
        state.pointer = point
        state.pads.ringShows = false
        state.chosenButton = nil
    case .resized(let window):
        state.resize(to: window)
    case .clock(let time):
        state.advanceWithEvents(to: time, environment, &effects)
    case .advance(let seconds):
        state.advanceWithEvents(to: state.now + max(0, seconds.isNaN ? 0 : seconds), environment, &effects)
    case .settle:
        state.settle(environment, &effects)
    case .windowHidden(let hidden):
        state.isHidden = hidden
        state.syncClock()
    case .displayFound(let size):
        state.displaySize = size
    case .saveNow:
        effects.append(.save(state.saves(includingGame: true)))
        effects.append(.flushSaves)
    case .savedDataNews(let line):
        state.noteAboutSavedData(line)
    }
    return effects
}

extension SessionState {
    /// The funnel of everything a player asks: the action is applied, the table laid out
    /// again, the cards answer (pulse, shake), the clock follows the overlays, what changed
    /// is counted and saved, and the weightiest sound is played.
    mutating func carryOut(_ intent: GameAction, _ environment: SessionEnvironment, _ effects: inout [Effect]) {
        notice = nil
        record.welcome = nil
        var applied: [Effect] = [], followed: [Effect] = []
        funnel(environment, &followed) { $0.apply(intent, environment, &applied) }
        effects += applied + followed
    }

    /// The steps every change goes through, whatever made it (a player's action, the
    /// clock): the change, the table laid out again, the cards answering, the clock, the
    /// computer's plan, the record and the sound.
    mutating func funnel(_ environment: SessionEnvironment, _ effects: inout [Effect], _ change: (inout SessionState) -> Move?) {
        let before = Moment(of: self)
        let move = change(&self)
        if play.contest?.game.table != before.play.contest?.game.table { planComputer() }
        if let move { relayout(delay: move.delay, moveDuration: move.duration, fromPile: move.fromPile) }
        else if play.game != before.play.game || play.contest != before.play.contest { relayout() }
        // The daily puzzle's cards stay where they are: a Set found is listed beside them.
        if let game = play.game, game.selected != before.play.game?.selected, game.selected.count == 3 { answerTrio() }
        syncClock()
        keepRecord(since: before, environment, &effects)
        if let sound = soundEffect(since: before) { effects.append(.playSound(sound)) }
    }

    /// How the cards should move after an action that lays the table out anew.
    struct Move {
        var delay = 0.0
        var duration: Double?
        /// New cards come from the deck pile (false: from off-screen, as at a new game).
        var fromPile = true
    }

    /// Applies an action to what is played and the session's own state; returns how to lay
    /// the table out again when the action calls for it beyond a change of the game.
    private mutating func apply(_ intent: GameAction, _ environment: SessionEnvironment,
                                _ effects: inout [Effect]) -> Move? {
        switch intent {
        case .selectCard(let index):
            guard overlay.letsCardsBeChosen, play.table.indices.contains(index) else { return nil }
            switch play.select(cardAt: index, at: gameTime) {
            case .contest(let outcome)?: answer(outcome)
            // G5: a Set found twice does not count, and the player is told why.
            case .foundAgain?: notice = tr("You found that Set already: it is in your list")
            case nil: break
            }
        case .dealThree:
            guard overlay.letsCardsBeChosen, play.canDeal else { return nil }
            let time = gameTime
            if contest != nil { play.updateContest { _ = $0.dealThree(at: time) } } else { play.updateGame { $0.dealThree(at: time) } }
        case .callSet(let player):
            guard overlay.letsCardsBeChosen else { return nil }
            callSet(by: player)
        case .newGame, .rematch:
            // New Game: the players the settings choose; Rematch: the same players (V1, V6).
            if intent == .rematch, let contest {
                startContest(contest.opponents, junior: contest.game.isJunior, environment)
            } else if intent == .newGame, let opponents = settings.opponents {
                startContest(opponents, junior: settings.junior, environment)
            } else {
                start(.dealt(Game(random: &shuffles, at: 0, junior: settings.junior)))
            }
            return Move(delay: motion.timing.flyOut * 0.6, fromPile: false)
        case .playDaily:
            guard puzzle == nil else { return nil }
            start(.daily(DailyPuzzle(date: environment.today())))
            return Move(delay: motion.timing.flyOut * 0.6, fromPile: false)
        case .rotate:
            effects.append(.requestWindowSize(Orientation(of: screen.window).toggled.windowSize(fittingIn: displaySize)))
        case .hint:
            guard overlay.letsCardsBeChosen else { return nil }
            revealHint()
        case .scrollBy(let notches):
            // Over the settings the scroll keys choose a row instead (T5, B4); over the
            // review, the Set missed shown (G2); over the help, they scroll it (B8).
            let rows = -Int(max(-1000, min(1000, notches)))
            switch overlay {
            case .settings: chooseButton(rows)
            case .review: return apply(.stepMissed(by: rows), environment, &effects)
            case .help: scrollHelp(by: notches)
            default: return scrolled(by: notches)
            }
        case .pressChosen:
            // The panel's buttons in their order: the settings rows, the summary's buttons.
            let buttons = panelButtons
            guard let chosen = chosenButton, buttons.indices.contains(chosen) else { return nil }
            return apply(buttons[chosen].action, environment, &effects)
        case .escape:
            // Under the game-over summary the finished game's last Set stays as it was taken.
            if openOverlay != nil { openOverlay = nil } else if overlay.letsCardsBeChosen { play.deselectAll() }
        case .toggleHelp:
            openOverlay = openOverlay == .help ? nil : .help
            helpScroll = 0
        case .toggleSettings:
            openOverlay = openOverlay == .settings ? nil : .settings
            chosenButton = nil
        case .toggleStats:
            openOverlay = openOverlay == .stats ? nil : .stats
        case .openReview:
            guard overlay == .gameOver, !reviewSteps.isEmpty else { return nil }
            reviewStep = 0
            reviewMissed = 0
            openOverlay = .review
        case .stepReview(let steps):
            // Over the game-over summary, Left and Right choose its button instead (B4).
            if overlay == .gameOver { chooseButton(steps) }
            guard overlay == .review else { return nil }
            reviewStep = min(max(0, reviewStep + steps), reviewSteps.count - 1)
            reviewMissed = 0
        case .stepMissed(let steps):
            guard let count = shownReviewStep?.missed, count > 1 else { return nil }
            reviewMissed = abs(steps) == 1 ? (reviewMissed + steps + count) % count
                : min(max(0, reviewMissed + steps), count - 1)
        case .showMissed(let card):
            guard let next = nextMissed(withCard: card) else { return nil }
            reviewMissed = next
        case .toggleSound, .toggleColorMarks, .toggleSquiggle, .toggleTheme, .togglePalette, .toggleKeyLabels,
             .toggleJunior, .choosePlayers:
            settings.toggle(intent)
        case .toggleFullscreen:
            fullscreen.toggle()
            effects.append(.setFullscreen(fullscreen))
        case .quit:
            effects.append(.quit)
        }
        return nil
    }

    /// A new game or the daily puzzle: its cards fly in, the clock starts from 0.
    mutating func start(_ next: Play) {
        gameNumber += 1
        openOverlay = nil
        chosenButton = nil
        play = next
        screen = Self.layout(window: screen.window, for: next)
        scroll = Scroll()
        clock.start(at: now)
        computer = nil
    }

    /// A new game of `opponents` (V1): against the computer, it starts thinking at once.
    mutating func startContest(_ opponents: Opponents, junior: Bool, _ environment: SessionEnvironment) {
        start(.contest(Contest(opponents: opponents, random: &shuffles, at: 0, junior: junior)))
        planComputerAfresh()
    }

    /// B1: one more card of a Set; with none on the table, say so and point at Deal 3.
    private mutating func revealHint() {
        let time = gameTime
        guard contest == nil else {
            notice = tr("No hints in a game with several players")
            return
        }
        guard let outcome = play.updateGame({ $0.revealHint(at: time) }) else {
            notice = tr("The daily puzzle has no hints")
            return
        }
        switch outcome {
        case .revealed, .complete: break
        case .noSet: notice = play.canDeal ? tr("No Set on the table: deal 3 more cards") : tr("No Set left")
        }
    }

    /// The arrow keys over the open panel's buttons (`panelButtons`): `steps` on from the one
    /// chosen (from before the first or after the last when none is), staying within them.
    /// Over the settings a scroll key's notches are its steps: `PageUp` and `PageDown` five
    /// rows, `Home` and `End` the first and the last.
    private mutating func chooseButton(_ steps: Int) {
        let count = panelButtons.count
        guard count > 0 else { return }
        let from = chosenButton ?? (steps > 0 ? -1 : count)
        chosenButton = min(max(0, from + steps), count - 1)
    }

    /// The share of the help's overflow one notch (or `Up` / `Down`) scrolls: eight to its end.
    static let helpScrollStep = 0.125

    /// Scrolls the help `notches` as the wheel signs them (negative toward its end), within
    /// its top and its end (B8).
    mutating func scrollHelp(by notches: Double) {
        helpScroll = min(1, max(0, helpScroll - notches * Self.helpScrollStep))
    }

    private mutating func scrolled(by notches: Double) -> Move? {
        let before = scroll.offset
        scroll.wheel(notches, contentHeight: grid.contentHeight, viewportHeight: screen.cardArea.height)
        return scroll.offset != before ? Move(duration: motion.timing.scroll) : nil
    }

    /// A Set pulses, a wrong trio shakes, the moment the third card is picked.
    private mutating func answerTrio() {
        let keys = play.selectedCards.map { CardKey(game: gameNumber, card: $0) }
        switch play.selection {
        case .match: motion.play(.pulse, on: keys, at: now)
        case .mismatch: motion.play(.shake, on: keys, at: now)
        case .none, .partial: break
        }
    }

    /// The window's new size in logical points: everything is laid out again (L5). A window
    /// that is not fullscreen remembers its size for the next launch (B7).
    mutating func resize(to window: Size) {
        guard window.width > 0, window.height > 0, window != screen.window else { return }
        screen = Self.layout(window: window, for: play)
        relayout(rehoming: true)
        rememberWindowSize()
    }
}

/// The session as it was before an action, for the funnel's last steps to see what changed.
struct Moment {
    let play: Play
    let wasOver: Bool
    let gameNumber: Int
    let message: String?
    /// Whether the computer was marking its Set.
    let computerMarking: Bool

    init(of state: SessionState) {
        play = state.play
        computerMarking = state.computer?.marking != nil
        wasOver = state.isOver
        gameNumber = state.gameNumber
        message = state.message
    }
}

extension SessionEnvironment {
    /// A calendar that always reads `today`, with the machine's wall clock (tests of the
    /// daily puzzle and its streaks).
    public static func on(_ today: PuzzleDate, wallClock: @escaping @Sendable () -> Double) -> SessionEnvironment {
        SessionEnvironment(today: { today }, wallClock: wallClock)
    }
}
