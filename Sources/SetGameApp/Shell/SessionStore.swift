import SceneModel
import Session
import SetCore
import SoundSynth
import Layout

/// The running session as the shells hold it: the state, fed one action at a time to
/// `reduce`, and the effects it returns carried out — saves to the save queue, sounds to
/// the audio player, window sizes and fullscreen to the window, quitting to the loop.
/// Nothing but `send(_:)` changes the state.
public final class SessionStore {
    public private(set) var state: SessionState
    public let environment: SessionEnvironment
    /// The saves; nil without a data folder (nothing is saved).
    private var saves: SaveCarrier?
    /// Set by a quit (Ctrl+Q): the window or driver ends the session.
    public private(set) var wantsToQuit = false

    /// Plays a sound effect (T3): the window hands it to the audio player, headless has none.
    public var onSound: (SoundEffect) -> Void = { _ in }
    /// Asks the window for a new size (the rotate button); the headless driver resizes at once.
    public var requestWindowSize: (Size) -> Void = { _ in }
    /// Asks the window to enter or leave fullscreen.
    public var requestFullscreen: (Bool) -> Void = { _ in }

    /// The machine's calendar and wall clock.
    public static let machine = SessionEnvironment(today: { PuzzleDate.today() },
                                                   wallClock: { ProcessEnvironment.wallClockSeconds() })

    /// A session that resumes the game `saved` holds (B6), or deals a new one shuffled from
    /// `seed`, as `opening` asks; without `saved` nothing is read or saved.
    public convenience init(seed: UInt64, window: Size, now: Double = 0, saved: SavedStart? = nil,
                            opening: SessionState.Opening = .usual, environment: SessionEnvironment = machine) {
        let (state, effects) = SessionState.open(seed: seed, window: window, now: now, saved: saved?.data,
                                                 opening: opening, environment)
        self.init(state: state, saved: saved, environment: environment, effects: effects)
    }

    /// A session around a given game, played as a new one (tests build exact tables this
    /// way); later new games are shuffled from `seed`.
    public convenience init(game: Game, seed: UInt64 = 0, window: Size, now: Double = 0, saved: SavedStart? = nil,
                            environment: SessionEnvironment = machine) {
        let (state, effects) = SessionState.open(game: game, seed: seed, window: window, now: now, saved: saved?.data,
                                                 environment)
        self.init(state: state, saved: saved, environment: environment, effects: effects)
    }

    private init(state: SessionState, saved: SavedStart?, environment: SessionEnvironment, effects: [Effect]) {
        self.state = state
        self.environment = environment
        saves = saved.map(SaveCarrier.init)
        carryOut(effects)
    }

    /// Carries out one action: the only way the state changes.
    public func send(_ action: SessionAction) {
        carryOut(reduce(&state, action, environment))
    }

    private func carryOut(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .save(let wanted): saves?.carry(wanted)
            case .flushSaves:
                saves?.saves.flush()
                takeSavingNews()
            case .playSound(let sound): onSound(sound)
            case .requestWindowSize(let size): requestWindowSize(size)
            case .setFullscreen(let on): requestFullscreen(on)
            case .quit: wantsToQuit = true
            }
        }
    }

    /// Shows the line the saves report the first time a file cannot be written ("nothing
    /// will be saved"); true when there was one, and the frame should be drawn again.
    @discardableResult
    public func takeSavingNews() -> Bool {
        guard let news = saves?.saves.takeMessage() else { return false }
        send(.savedDataNews(news))
        return true
    }

    /// Everything to draw now.
    public func scene() -> Scene { state.scene(today: environment.today()) }

    /// The `state` line of the protocol.
    public func stateJSON() -> String { state.stateJSON(today: environment.today()) }
}

/// The inputs the shells and tests send most, by name.
extension SessionStore {
    public func send(_ intent: GameAction) { send(.play(intent)) }
    public func click(at point: Point) { send(.click(point)) }
    public func key(_ chord: KeyChord, isRepeat: Bool = false) { send(.key(chord, isRepeat: isRepeat)) }
    public func advance(to time: Double) { send(.clock(time)) }
    public func advance(by seconds: Double) { send(.advance(seconds: seconds)) }
    public func settle() { send(.settle) }
    public func resize(to window: Size) { send(.resized(window)) }
    public func saveNow() { send(.saveNow) }
}
