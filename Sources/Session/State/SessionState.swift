import SceneModel
import SetCore
import Layout

/// Everything one session of the game is at a moment: what is played, the overlays, the
/// settings, the clock, the layout and motion of the cards, the player's figures. One
/// value; `reduce` is the only thing that changes it, one `SessionAction` at a time, and
/// every frame (`scene`) and every `state` line (`report`) is worked out from it.
public struct SessionState: Sendable {
    /// What is played: a dealt game (classic or Junior) or the daily puzzle.
    public internal(set) var play: Play {
        didSet { isOver = play.isOver }
    }
    /// The game is over or the puzzle solved, worked out once per change, not once per frame.
    public private(set) var isOver: Bool
    /// The session's clock (real time in a window, the protocol clock headless).
    public internal(set) var now: Double
    public internal(set) var screen: ScreenLayout
    public let seed: UInt64

    /// The generator the next New Game shuffles with (saved with the game, B6).
    var shuffles: SeededRandom
    /// The generator of the flights' random places off-screen.
    var flightRandom: SeededRandom
    public internal(set) var scroll = Scroll()
    /// How far the help is scrolled where it does not fit its panel at its smallest text (B8,
    /// a window under about 340 points): 0 at its top, 1 at its end. A share, not points: only
    /// the renderer measures the help, and it turns the share into points.
    public internal(set) var helpScroll = 0.0
    var motion = MotionBoard<CardKey>()
    /// Counts the games of this session: a card of the next game is another sprite.
    var gameNumber = 0
    /// The game's own running time: paused under the panels the player opens and while the
    /// window is hidden, stopped at game over (B3).
    var clock = GameClock()
    /// The table's grid as last laid out.
    var grid: GridLayout.Result
    /// The card key of each card on the table (B4), as the grid is laid out on screen.
    public internal(set) var cardKeys: [String?] = []
    /// The look of each card as last laid out, and of the cards flying away.
    var shownLooks: [CardKey: CardLook] = [:]
    var leavingLooks: [CardKey: CardLook] = [:]

    /// Theme, palette, key labels, sound, the window's size (B7, T2–T5): remembered.
    public internal(set) var settings: Settings
    /// The player's figures, what the messages say, what the saves are told.
    public internal(set) var record: Record
    /// A word about the last action, shown until the next one (a hint that found nothing).
    var notice: String?
    /// The cards of a contest's last wrong trio and the notice that explains them: while that
    /// notice shows, its pill keeps clear of them (B5).
    var explainedTrio: (cards: [Card], notice: String)?
    public internal(set) var fullscreen = false
    /// An overlay the player opened; the game-over one follows from the game.
    public internal(set) var openOverlay: Overlay?
    /// True while the window is minimized or hidden: the clock pauses (B3).
    public internal(set) var isHidden = false
    /// The Set of the finished game the review shows (G2), counted from 0.
    public internal(set) var reviewStep = 0
    /// Which of that step's missed Sets the review rings (G2), counted from 0: one at a time,
    /// so that each reads clearly however many there were.
    public internal(set) var reviewMissed = 0
    /// The display's usable size, for fitting the portrait and landscape sizes (L5).
    public internal(set) var displaySize: Size?
    /// Where the mouse pointer is: the button or settings row under it is highlighted.
    public internal(set) var pointer: Point?
    /// The panel a button was chosen on with the arrow keys, and which (`chosenButton`).
    private var chosen: (overlay: Overlay, index: Int)?
    /// The gamepads in use: each one's player and focus ring (C1, C2).
    public internal(set) var pads = Pads()
    /// What the computer is doing in a game against it (V3); nil otherwise.
    public internal(set) var computer: ComputerPlan?
    /// Where the cards leaving the table fly: the entry of the player who took them (V2,
    /// V3), or nil for off-screen.
    var leavingTo: Rect?
    /// The message line's sentence for the wrong trio last asked about (shared by copies of
    /// the state: it only remembers what the cards and the language say).
    let wrongTrioSentence = WrongTrioSentence()

    /// The table stays empty this long after launch, then the cards fly in (A1).
    public static let launchPause = 0.35
    /// The clock saturates here (about 31,700 years): any `advance` leaves a valid state (Y5).
    static let latestTime = 1e12

    /// A session playing `play`, its clock at `now`; `elapsed` is the running time of a
    /// resumed game in seconds (nil for a new one). The table is empty: `begin` deals it.
    init(play: Play, seed: UInt64, shuffles: SeededRandom, window: Size, now: Double, saved: SavedData?,
         elapsed: Double?) {
        self.seed = seed
        self.now = now
        self.play = play
        isOver = play.isOver
        self.shuffles = shuffles
        flightRandom = SeededRandom(seed: seed ^ 0x5E7_6A3E)
        screen = Self.layout(window: window, for: play)
        grid = screen.tableGrid(count: 0)
        settings = saved?.settings ?? Settings()
        record = Record(statistics: saved?.statistics ?? Statistics(), savesData: saved != nil)
        clock.restore(elapsed: elapsed ?? 0, at: now)
    }

    /// What lies over the table now: the one the player opened, else the game-over summary.
    public var overlay: Overlay { openOverlay ?? (isOver ? .gameOver : .none) }

    /// The button of the panel on top chosen with the arrow keys (B4): a settings row (`Up`,
    /// `Down`, T5) or a button of the game-over summary (`Left`, `Right`, G2, G5, V6); lit,
    /// and pressed by `Return`. Nil until a key chooses one on this panel, and again once the
    /// mouse moves.
    public internal(set) var chosenButton: Int? {
        get { chosen.flatMap { $0.overlay == overlay ? $0.index : nil } }
        set { chosen = newValue.map { (overlay, $0) } }
    }

    /// The dealt game; nil in the daily puzzle.
    public var game: Game? { play.game }
    /// The daily puzzle; nil in a dealt game.
    public var puzzle: DailyPuzzle? { play.puzzle }
    /// The game with several players; nil in a solo one.
    public var contest: Contest? { play.contest }
    /// What is played: the classic game, Junior (G4) or the daily puzzle (G5).
    public var mode: GameMode { play.mode }
}

/// The player's figures and what the session tells them about their saved data.
public struct Record: Sendable {
    /// The player's figures (G3): the saved statistics with a data folder, else this
    /// session's own; live (this game's Sets and mismatches count as they happen).
    public internal(set) var statistics: Statistics
    /// True with a data folder: the statistics are the saved ones and everything is saved.
    public let savesData: Bool
    /// Which of the finished game's figures are personal bests (B2); nil while it is played.
    public internal(set) var newBests: Statistics.NewBests?
    /// Whether the solved daily puzzle's time is the best for its date (G5); nil before.
    var dailyBest: Bool?
    /// A word about the saved data (a damaged file set aside, nothing can be saved), shown
    /// until the player has seen it and played on.
    var savedDataNote: String?
    /// A resumed game says so until the next action (B6).
    var welcome: String?
}
