/// When the audio device, with nothing left to play, is closed (P1, T3).
///
/// An open SDL audio device keeps a thread of its own waking for every buffer, some 47 times
/// a second, whether it plays an effect or silence: with a sound server, the game idle took
/// 1.3 % of a core (0.1 % without one). So the device is opened for the effects and closed
/// once `linger` seconds have passed after the last one ended; a player clicking away keeps
/// it open, a still table lets it go, and the next effect opens it again (1–5 ms).
/// Times are seconds on any one steady clock.
public struct DeviceRest: Equatable, Sendable {
    /// How long the device stays open after its last effect ends.
    public static let linger = 2.0

    /// When the open device may be closed; nil while it is closed.
    public private(set) var due: Double?

    public init() {}

    /// The device opened at `now`, nothing played yet.
    public mutating func opened(at now: Double) {
        due = max(due ?? now, now + Self.linger)
    }

    /// An effect of `length` seconds started at `now`.
    public mutating func played(at now: Double, lasting length: Double) {
        due = max(due ?? now, now + max(0, length) + Self.linger)
    }

    /// Whether the open device may be closed at `now`.
    public func isDue(at now: Double) -> Bool {
        guard let due else { return false }
        return now >= due
    }

    /// The device was closed.
    public mutating func closed() { due = nil }
}
