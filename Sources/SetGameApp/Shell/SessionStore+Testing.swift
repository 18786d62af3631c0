import Session
import SetCore
import Layout

/// Read-only views of the state by name, for tests that play a session through its store
/// (`session.game.table` reads better in a rule test than `session.state.game!.table`).
/// Nothing here changes the state: that is `send(_:)`'s alone.
extension SessionStore {
    /// The dealt game (a test of the daily puzzle reads `puzzle`).
    public var game: Game {
        guard let game = state.game else { preconditionFailure("the daily puzzle is played, not a dealt game") }
        return game
    }
    public var puzzle: DailyPuzzle? { state.puzzle }
    public var overlay: Overlay { state.overlay }
    public var screen: ScreenLayout { state.screen }
    public var scroll: Scroll { state.scroll }
    public var isOver: Bool { state.isOver }
    public var selection: SelectionState { state.selection }
    public var mode: GameMode { state.mode }
    public var statistics: Statistics? { state.statistics }
    /// The figures the statistics overlay shows: the saved ones, else this session's own.
    public var sessionStatistics: Statistics { state.record.statistics }
    public var reviewSteps: [GameLog.SetTaken] { state.reviewSteps }
    public var reviewStep: Int { state.reviewStep }
    public var gameTime: Double { state.gameTime }
    public var isAnimating: Bool { state.isAnimating }
    public var settings: Settings { state.settings }
    public var message: String? { state.message }

    /// A press of one of the window's buttons.
    public func press(_ button: ButtonID) { send(button.action) }
    /// Mouse wheel notches, signed as SDL's: negative moves toward the bottom of the table.
    public func wheel(_ notches: Double) { send(.scrollBy(notches: notches)) }
}
