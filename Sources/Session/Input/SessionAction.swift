import Layout

/// Every input to a session: what a player asks (`GameAction`), the raw clicks and keys
/// it comes from, and what the world does to the window and the clock. The window loop
/// and the headless driver turn their events into these; `reduce` carries them out.
public enum SessionAction: Hashable, Sendable {
    /// Something a player asks: a button, a command key, a card picked.
    case play(GameAction)
    /// A left click at a point in window coordinates; what is under it decides what it does.
    case click(Point)
    /// A key press; `isRepeat` marks the key repeat of a held key, which only scrolls.
    case key(KeyChord, isRepeat: Bool)
    /// A gamepad's button, stick or unplugging (C1, C2), the pad named by the shell's number.
    case pad(Int, PadInput)
    /// The mouse pointer moved (it hides the pads' rings, C1) (a button or settings row under it is highlighted).
    case pointerMoved(Point)
    /// The window's new size in logical points: everything is laid out again (L5).
    case resized(Size)
    /// The clock reads `time` now (never backward): cards move, the timer runs (A5).
    case clock(Double)
    /// The clock moves this many seconds forward (the protocol's `advance`).
    case advance(seconds: Double)
    /// The clock runs in frame steps until no card moves (the protocol's `settle`).
    case settle
    /// The window was minimized or hidden (true), or shown again (false): the clock pauses (B3).
    case windowHidden(Bool)
    /// The usable size of the display the window is on (for the rotate button's sizes).
    case displayFound(Size?)
    /// The game as it is this moment is to be on disk, its time included (before answering
    /// `state`, and when the game ends in any way, B6).
    case saveNow
    /// A line about the saved data the saves reported (a folder that cannot be written).
    case savedDataNews(String)
}
