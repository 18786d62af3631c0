/// When the audio device, with nothing left to play, is closed (P1, T3).
///
/// An open SDL audio device keeps a thread of its own waking for every buffer, some 47 times
/// a second, whether it plays an effect or silence: with a sound server, the game idle took
/// 1.3 % of a core (0.1 % without one). So the device is closed once `linger` seconds have
/// passed after the last effect ended, and the next effect opens it again (1–5 ms).
///
/// The linger is long enough for a player looking for a Set between two clicks: a stream
/// opened afresh may start late while the sound server lowers its latency (PulseAudio's idle
/// null sink: 913 ms at the stream's first request, 5 ms a second later), so a device opened
/// for each first click after a quiet moment would have made that click's tick late.
/// Times are seconds on any one steady clock.
public struct DeviceRest: Sendable {
    /// How long the device stays open after its last effect ends, unless told: half a
    /// minute.
    public static let usualLinger = 30.0

    /// How long the device stays open after its last effect ends.
    public let linger: Double

    /// When the open device may be closed; nil while it is closed.
    public private(set) var due: Double?

    public init(linger: Double = usualLinger) {
        self.linger = max(0, linger)
    }

    /// The environment's variable that sets the linger in seconds (the tests and the benchmark,
    /// which would otherwise wait half a minute for the device to rest).
    public static let variable = "SET_GAME_SOUND_LINGER"

    /// The linger `variable` asks for in `environment`, else the usual one.
    public static func linger(environment: [String: String]) -> Double {
        guard let text = environment[variable], let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
            return usualLinger
        }
        return seconds
    }

    /// The device opened at `now`, nothing played yet.
    public mutating func opened(at now: Double) {
        due = max(due ?? now, now + linger)
    }

    /// An effect of `length` seconds started at `now`.
    public mutating func played(at now: Double, lasting length: Double) {
        due = max(due ?? now, now + max(0, length) + linger)
    }

    /// Whether the open device may be closed at `now`.
    public func isDue(at now: Double) -> Bool {
        guard let due else { return false }
        return now >= due
    }

    /// The device was closed.
    public mutating func closed() { due = nil }
}
