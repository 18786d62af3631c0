import FoundationEssentials
import SetCore
import SoundSynth
import Render
import Storage
import Table

/// One player's game in one window: the rules (`Game`), the layout and motion of the
/// cards, the game's clock, the overlays, the settings and the player's saved record.
///
/// Every input becomes a `GameAction` and goes through `send(_:)`, the one funnel that
/// changes anything: the action is applied, then the table is laid out again, the cards
/// answer (pulse, shake), and what changed is counted and saved (`keepRecord`). Looks,
/// messages, card keys and the overlay are derived from that state when a frame or
/// `state` asks.
public final class GameSession {
    public private(set) var game: Game {
        didSet { isOver = puzzle?.isSolved ?? game.isOver }
    }
    /// The daily puzzle being played (G5), nil in a dealt game. While it is played, `game`
    /// holds its twelve cards on the table and an empty deck, and the puzzle takes the clicks.
    public internal(set) var puzzle: DailyPuzzle? {
        didSet { isOver = puzzle?.isSolved ?? game.isOver }
    }
    /// The game is over (`game.isOver`) or the daily puzzle solved, worked out once per
    /// change rather than once per frame.
    public private(set) var isOver = false
    /// The session's clock (real time in a window, the protocol clock headless).
    public internal(set) var now: Double
    public private(set) var screen: ScreenLayout
    public let seed: UInt64
    let tableGrid = TableGrid()

    /// The generator the next New Game shuffles with (saved with the game, B6).
    private(set) var shuffles: SeededRandom
    var effects: SeededRandom
    public internal(set) var scroll = Scroll()
    var motion = MotionBoard<CardKey>()
    private(set) var gameNumber = 0
    /// The game's own running time: paused under help and while the window is hidden,
    /// stopped at game over (B3).
    var clock = GameClock()
    /// A word about the last action, shown until the next one (a hint that found nothing).
    private(set) var notice: String?
    var gridResult: GridLayout.Result
    /// The card key of each card on the table (B4), as the grid is laid out on screen.
    var cardKeys: [String?] = []
    /// The look of each card as last laid out, and of the cards flying away.
    var shownLooks: [CardKey: CardLook] = [:]
    var leavingLooks: [CardKey: CardLook] = [:]

    /// Theme, palette, key labels and the window's size (B7, Keys): remembered between runs.
    public internal(set) var settings: Settings
    /// The statistics and the saves; nil without a data folder (nothing is saved).
    var record: PlayerRecord?
    /// A word about the saved data (a damaged file set aside, nothing can be saved), shown
    /// until the player has seen it and played on.
    var savedDataNote: String?
    /// A resumed game says so until the next action.
    var welcome: String?
    public private(set) var fullscreen = false
    /// An overlay the player opened (help); the game-over one follows from the game.
    public internal(set) var openOverlay: Overlay?
    /// True while the window is minimized or hidden: the clock pauses (B3).
    public internal(set) var isHidden = false
    /// Set by `quit` (Ctrl+Q): the window or driver ends the session.
    public private(set) var wantsToQuit = false
    /// The Set of the finished game the review shows (G2), counted from 0.
    public internal(set) var reviewStep = 0
    /// Whether the solved daily puzzle's time is the best for its date (G5); nil before.
    var dailyBest: Bool?
    /// The player's figures in this session (G3): the saved statistics when there is a data
    /// folder, else this session's own, shown by the statistics overlay either way.
    var figures = Statistics()
    /// Today on the player's calendar: the daily puzzle's date by default, and its streaks.
    public var today: () -> PuzzleDate = { PuzzleDate.today() }

    /// Asks the window for a new size (the rotate button); the headless driver resizes at once.
    public var requestWindowSize: (Size) -> Void = { _ in }
    /// Plays a sound effect (T3): the window hands it to the audio player, headless has none.
    public var onSound: (SoundEffect) -> Void = { _ in }
    /// Asks the window to enter or leave fullscreen.
    public var requestFullscreen: (Bool) -> Void = { _ in }
    /// The display's usable size, for fitting the portrait and landscape sizes.
    public var displaySize: Size?
    /// The button under the mouse pointer, drawn highlighted.
    public var hoveredButton: ButtonID?
    /// Where the mouse pointer is (a settings row under it is highlighted).
    public var pointer: Point?

    /// The table stays empty this long after launch, then the cards fly in (A1).
    public static let launchPause = 0.35

    /// A session that resumes the game `saved` holds (B6), or deals a new one shuffled from
    /// `seed`, as `opening` asks; without `saved` nothing is read or saved.
    public convenience init(seed: UInt64, window: Size, now: Double = 0, saved: SavedStart? = nil,
                            opening: Opening = .usual) {
        if let file = saved?.game, let game = try? Game(saved: file), opening.resumes(game) {
            self.init(game: game, seed: seed, shuffles: file.shuffles, window: window, now: now, saved: saved,
                      elapsed: file.elapsedMs / 1000)
            return
        }
        var shuffles = SeededRandom(seed: seed)
        guard case .daily(let date) = opening else {
            let junior = opening == .junior || saved?.settings.junior == true
            let game = Game(random: &shuffles, at: 0, junior: junior)
            self.init(game: game, seed: seed, shuffles: shuffles, window: window, now: now, saved: saved, elapsed: nil)
            return
        }
        // The puzzle's cards are a game whose deck is the twelve of the date, all dealt. The
        // date's puzzle in progress is resumed where it was left.
        let resumed = saved?.daily.flatMap { $0.puzzle.date == date ? $0 : nil }
        let puzzle = resumed?.puzzle ?? DailyPuzzle(date: date)
        self.init(game: Game(deck: Deck(ordered: puzzle.table)), seed: seed, shuffles: shuffles, window: window,
                  now: now, saved: saved, elapsed: resumed.map { $0.elapsedMs / 1000 }, puzzle: puzzle)
    }

    /// A session around a given game, played as a new one (tests build exact tables this
    /// way); later new games are shuffled from `seed`.
    public convenience init(game: Game, seed: UInt64 = 0, window: Size, now: Double = 0, saved: SavedStart? = nil) {
        self.init(game: game, seed: seed, shuffles: SeededRandom(seed: seed), window: window, now: now, saved: saved,
                  elapsed: nil)
    }

    /// `elapsed`: the running time of a resumed game, in seconds; nil for a new game.
    private init(game: Game, seed: UInt64, shuffles: SeededRandom, window: Size, now: Double, saved: SavedStart?,
                 elapsed: Double?, puzzle: DailyPuzzle? = nil) {
        self.seed = seed
        self.now = now
        self.game = game
        self.puzzle = puzzle
        self.isOver = puzzle?.isSolved ?? game.isOver
        self.shuffles = shuffles
        effects = SeededRandom(seed: seed ^ 0x5E7_6A3E)
        screen = Self.layout(window: window, daily: puzzle != nil)
        gridResult = tableGrid.layout(count: 0, in: screen.cardArea)
        settings = saved?.settings ?? Settings()
        record = saved.map(PlayerRecord.init)
        figures = saved?.statistics ?? Statistics()
        clock.restore(elapsed: elapsed ?? 0, at: now)
        relayout(delay: Self.launchPause, fromPile: false)
        syncClock()
        begin(resumed: elapsed != nil, messages: saved?.messages ?? [])
    }

    // MARK: - The overlay

    /// What lies over the table now: the one the player opened, else the game-over summary.
    public var overlay: Overlay { openOverlay ?? (isOver ? .gameOver : .none) }

    // MARK: - The funnel

    /// Carries out one action: the only way anything in the session changes.
    public func send(_ action: GameAction) {
        let before = Moment(of: self)
        notice = nil
        welcome = nil
        let move = apply(action)
        if let move { relayout(delay: move.delay, moveDuration: move.duration, fromPile: move.fromPile) }
        else if game != before.game { relayout() }
        if game.selected != before.game.selected, game.selected.count == 3 { answerTrio() }
        syncClock()
        keepRecord(since: before)
        if let effect = soundEffect(since: before) { onSound(effect) }
    }

    /// A Set pulses, a wrong trio shakes, the moment the third card is picked.
    private func answerTrio() {
        let keys = game.selected.map { CardKey(game: gameNumber, card: $0) }
        switch game.selection {
        case .match: motion.play(.pulse, on: keys, at: now)
        case .mismatch: motion.play(.shake, on: keys, at: now)
        case .none, .partial: break
        }
    }

    /// How the cards should move after an action that lays the table out anew.
    struct Move {
        var delay = 0.0
        var duration: Double?
        /// New cards come from the deck pile (false: from off-screen, as at a new game).
        var fromPile = true
    }

    /// Applies an action to the game and the session's own state; returns how to lay the
    /// table out again when the action calls for it beyond a change of the game.
    private func apply(_ action: GameAction) -> Move? {
        switch action {
        case .selectCard(let index):
            guard overlay.letsCardsBeChosen else { return nil }
            if puzzle != nil { puzzle?.select(cardAt: index) } else { game.select(cardAt: index, at: gameTime) }
        case .dealThree:
            guard overlay.letsCardsBeChosen, game.canDeal, puzzle == nil else { return nil }
            game.dealThree(at: gameTime)
        case .newGame:
            startNewGame()
            return Move(delay: motion.timing.flyOut * 0.6, fromPile: false)
        case .playDaily:
            guard puzzle == nil else { return nil }
            startDaily(on: today())
            return Move(delay: motion.timing.flyOut * 0.6, fromPile: false)
        case .rotate:
            requestWindowSize(Orientation(of: screen.window).toggled.windowSize(fittingIn: displaySize))
        case .hint:
            guard overlay.letsCardsBeChosen else { return nil }
            revealHint()
        case .scrollBy(let notches):
            return scrolled(by: notches)
        case .escape:
            if openOverlay != nil { openOverlay = nil } else if puzzle != nil { puzzle?.deselectAll() } else { game.deselectAll() }
        case .toggleHelp:
            openOverlay = openOverlay == .help ? nil : .help
        case .toggleSettings:
            openOverlay = openOverlay == .settings ? nil : .settings
        case .toggleStats:
            openOverlay = openOverlay == .stats ? nil : .stats
        case .openReview:
            guard overlay == .gameOver, !reviewSteps.isEmpty else { return nil }
            reviewStep = 0
            openOverlay = .review
        case .stepReview(let steps):
            guard overlay == .review else { return nil }
            reviewStep = min(max(0, reviewStep + steps), reviewSteps.count - 1)
        case .toggleSound, .toggleColorMarks, .toggleSquiggle, .toggleTheme, .togglePalette, .toggleKeyLabels,
             .toggleJunior:
            settings.toggle(action)
        case .toggleFullscreen:
            fullscreen.toggle()
            requestFullscreen(fullscreen)
        case .quit:
            wantsToQuit = true
        }
        return nil
    }

    private func startNewGame() {
        gameNumber += 1
        openOverlay = nil
        puzzle = nil
        screen = Self.layout(window: screen.window, daily: false)
        game = Game(random: &shuffles, at: 0, junior: settings.junior)
        scroll = Scroll()
        clock.start(at: now)
    }

    /// Starts the daily puzzle of `date` (G5): its twelve cards fly in, the clock starts.
    func startDaily(on date: PuzzleDate) {
        gameNumber += 1
        openOverlay = nil
        let daily = DailyPuzzle(date: date)
        puzzle = daily
        screen = Self.layout(window: screen.window, daily: true)
        game = Game(deck: Deck(ordered: daily.table))
        scroll = Scroll()
        clock.start(at: now)
    }

    /// B1: one more card of a Set; with none on the table, say so and point at Deal 3.
    private func revealHint() {
        guard puzzle == nil else {
            notice = "The daily puzzle has no hints"
            return
        }
        switch game.revealHint(at: gameTime) {
        case .revealed, .complete: break
        case .noSet: notice = game.canDeal ? "No Set on the table: deal 3 more cards" : "No Set left"
        }
    }

    private func scrolled(by notches: Double) -> Move? {
        let before = scroll.offset
        scroll.wheel(notches, contentHeight: gridResult.contentHeight, viewportHeight: screen.cardArea.height)
        return scroll.offset != before ? Move(duration: motion.timing.scroll) : nil
    }

    /// The window's new size in logical points: everything is laid out again (L5). A window
    /// that is not fullscreen remembers its size for the next launch (B7).
    public func resize(to window: Size) {
        guard window.width > 0, window.height > 0, window != screen.window else { return }
        screen = Self.layout(window: window, daily: puzzle != nil)
        relayout()
        rememberWindowSize()
    }
}
