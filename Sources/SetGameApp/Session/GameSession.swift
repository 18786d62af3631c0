import Foundation
import SetCore
import Render
import Table

/// One player's game in one window: the rules (`Game`), the layout, the motion of the
/// cards, and the clock. Input comes in as window coordinates, keys and ticks of the
/// clock; the window loop and the headless driver both drive it.
public final class GameSession {
    public private(set) var game: Game {
        didSet { isOver = game.isOver }
    }
    /// `game.isOver`, worked out once per change of the game rather than once per frame.
    public private(set) var isOver = false
    public private(set) var now: Double
    public private(set) var screen: ScreenLayout
    public let seed: UInt64
    public let grid = GridLayout()

    private var shuffles: SeededRandom
    var effects: SeededRandom
    public internal(set) var scroll = Scroll()
    var motion = MotionBoard<CardKey>()
    private(set) var gameNumber = 0
    private(set) var hinted: [Card] = []
    /// A word about the last action, shown until the next one (a hint that found nothing).
    private(set) var notice: String?
    var gridResult: GridLayout.Result
    /// The look of each card as last laid out, and of the cards flying away.
    var shownLooks: [CardKey: CardLook] = [:]
    var leavingLooks: [CardKey: CardLook] = [:]

    /// Asks the window for a new size (the rotate button); the headless driver resizes at once.
    public var requestWindowSize: (Size) -> Void = { _ in }
    /// The display's usable size, for fitting the portrait and landscape sizes.
    public var displaySize: Size?
    /// The button under the mouse pointer, drawn highlighted.
    public var hoveredButton: ButtonID?

    /// Points kept free at the right of a scrolling table for its scroll bar.
    static let scrollBarRoom = 12.0

    /// The table stays empty this long after launch, then the cards fly in (A1).
    public static let launchPause = 0.35

    public convenience init(seed: UInt64, window: Size, now: Double = 0) {
        var shuffles = SeededRandom(seed: seed)
        let game = Game(random: &shuffles, at: now)
        self.init(game: game, seed: seed, shuffles: shuffles, window: window, now: now)
    }

    /// A session around a given game (tests build exact tables this way); later new games
    /// are shuffled from `seed`.
    public convenience init(game: Game, seed: UInt64 = 0, window: Size, now: Double = 0) {
        self.init(game: game, seed: seed, shuffles: SeededRandom(seed: seed), window: window, now: now)
    }

    private init(game: Game, seed: UInt64, shuffles: SeededRandom, window: Size, now: Double) {
        self.seed = seed
        self.now = now
        self.game = game
        self.isOver = game.isOver
        self.shuffles = shuffles
        effects = SeededRandom(seed: seed ^ 0x5E7_6A3E)
        screen = ScreenLayout(window: window)
        gridResult = grid.layout(count: 0, in: screen.table)
        relayout(delay: Self.launchPause)
    }

    // MARK: - Clock

    public var isAnimating: Bool { motion.isAnimating(at: now) }

    /// Moves the clock to `time` (never backward).
    public func advance(to time: Double) {
        now = max(now, time)
        motion.prune(at: now)
        if !leavingLooks.isEmpty, motion.leavingStates(at: now).isEmpty { leavingLooks = [:] }
    }

    public func advance(by seconds: Double) { advance(to: now + max(0, seconds)) }

    /// Runs the clock in frame steps until nothing moves.
    public func settle(frame: Double = 1.0 / 60) {
        var guardSteps = 100_000
        while isAnimating, guardSteps > 0 {
            advance(by: frame)
            guardSteps -= 1
        }
    }

    // MARK: - Input

    /// A left click at a point in window coordinates.
    public func click(at point: Point) {
        if let button = screen.button(at: point) {
            press(button)
        } else if screen.table.contains(point), let index = cardIndex(at: point) {
            hinted = []
            notice = nil
            game.select(cardAt: index, at: now)
            relayout()
            answerTrio()
        }
    }

    public func press(_ button: ButtonID) {
        switch button {
        case .deal: perform(.dealThree)
        case .newGame: perform(.newGame)
        case .rotate: perform(.rotate)
        }
    }

    public func key(_ chord: KeyChord) {
        if let action = GameAction.forKey(chord) { perform(action) }
    }

    public func perform(_ action: GameAction) {
        notice = nil
        switch action {
        case .dealThree:
            guard game.canDeal else { return }
            hinted = []
            game.dealThree(at: now)
            relayout()
        case .newGame:
            gameNumber += 1
            hinted = []
            game = Game(random: &shuffles, at: now)
            scroll = Scroll()
            relayout(delay: motion.timing.flyOut * 0.6)
        case .rotate:
            let size = Orientation(of: screen.window).toggled.windowSize(fittingIn: displaySize)
            requestWindowSize(size)
        case .hint:
            hinted = game.hint() ?? []
            if hinted.isEmpty {
                notice = game.canDeal ? "No Set on the table: deal 3 more cards" : "No Set left"
            }
        case .scrollBy(let notches):
            wheel(notches)
        case .dismissHint:
            hinted = []
        }
    }

    /// Mouse wheel notches, signed as SDL's: negative moves toward the bottom of the table.
    public func wheel(_ notches: Double) {
        let before = scroll.offset
        scroll.wheel(notches, contentHeight: gridResult.contentHeight, viewportHeight: screen.table.height)
        if scroll.offset != before { relayout(moveDuration: motion.timing.scroll) }
    }

    public func resize(to window: Size) {
        guard window.width > 0, window.height > 0, window != screen.window else { return }
        screen = ScreenLayout(window: window)
        relayout()
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

    /// True over an enabled button or a card: what a click there would act on.
    public func isClickable(at point: Point) -> Bool {
        if let button = screen.button(at: point) { return button != .deal || game.canDeal }
        return screen.table.contains(point) && cardIndex(at: point) != nil
    }
}
