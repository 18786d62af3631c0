import Dispatch
import SetCore
import Synchronization

/// Saves in the background, so that a click never waits for the disk (a save with its two
/// flushes takes about 10 ms): the latest value of each file is written, older ones that
/// were still waiting are skipped. Writes are at least `gap` seconds apart: a player
/// clicking ten times a second writes each file a few times a second, not ten (P4: the
/// writes and their flushes were an eighth of the CPU while clicking), and a change waits
/// at most `gap` for the disk. `flush()` writes at once and waits until everything asked
/// for is on disk (on quit, and before answering anything that promises the game is saved).
public final class SaveQueue: Sendable {
    /// What is waiting to be written to one file.
    private enum Job: Sendable {
        case game(SavedGame), removeGame, stats(Statistics), settings(Settings), daily(SavedDaily), removeDaily

        var file: SaveFile {
            switch self {
            case .game, .removeGame: .game
            case .stats: .stats
            case .settings: .settings
            case .daily, .removeDaily: .daily
            }
        }
    }

    private struct State {
        var storage: GameStorage
        var waiting: [SaveFile: Job] = [:]
        var message: String?
        /// A write is on its way for what is waiting.
        var isScheduled = false
        /// Writes wait for `release()` (`hold()`).
        var isHeld = false
        /// When the last write began (`DispatchTime`'s nanoseconds).
        var lastWrite: UInt64?
    }

    /// The least time between two writes, in seconds.
    public static let defaultGap = 0.5
    let gap: Double

    private let state: Mutex<State>
    /// Serializes the writes; only one runs at a time.
    private let writer = Mutex(())
    private let queue = DispatchQueue(label: "set-game.saving")

    public init(storage: GameStorage, gap: Double = defaultGap) {
        state = Mutex(State(storage: storage))
        self.gap = gap
    }

    public func saveGame(_ game: SavedGame) { enqueue(.game(game)) }
    public func removeGame() { enqueue(.removeGame) }
    public func saveStats(_ stats: Statistics) { enqueue(.stats(stats)) }
    public func saveSettings(_ settings: Settings) { enqueue(.settings(settings)) }
    public func saveDaily(_ daily: SavedDaily) { enqueue(.daily(daily)) }
    public func removeDaily() { enqueue(.removeDaily) }

    /// The one message that nothing will be saved, the first time it is asked for after a
    /// write failed; nil before and after.
    public func takeMessage() -> String? {
        state.withLock { state in
            defer { state.message = nil }
            return state.message
        }
    }

    /// Writes everything still waiting and returns when it is on disk.
    public func flush() { writeWaiting() }

    /// Keeps what is asked for waiting, unwritten, until `release()` (`flush()` still
    /// writes it): the window's launch holds its first saves until its first frame is on
    /// screen, so that neither the writing thread nor the disk competes with it (P3).
    public func hold() { state.withLock { $0.isHeld = true } }

    /// Lets the saves be written again: what waited is written at once.
    public func release() {
        let schedule = state.withLock { state in
            state.isHeld = false
            guard !state.waiting.isEmpty, !state.isScheduled else { return false }
            state.isScheduled = true
            return true
        }
        if schedule { queue.async { [self] in writeWaiting() } }
    }

    private func enqueue(_ job: Job) {
        let delay: Double? = state.withLock { state in
            state.waiting[job.file] = job
            guard !state.isScheduled, !state.isHeld else { return nil }
            state.isScheduled = true
            guard let last = state.lastWrite else { return 0 }
            let since = Double(DispatchTime.now().uptimeNanoseconds &- last) / 1e9
            return max(0, gap - since)
        }
        guard let delay else { return }
        queue.asyncAfter(deadline: .now() + delay) { [self] in writeWaiting() }
    }

    private func writeWaiting() {
        writer.withLock { _ in
            let (jobs, storage) = state.withLock { state in
                defer {
                    if !state.waiting.isEmpty { state.lastWrite = DispatchTime.now().uptimeNanoseconds }
                    state.waiting = [:]
                    state.isScheduled = false
                }
                return (state.waiting.values.sorted { $0.file.rawValue < $1.file.rawValue }, state.storage)
            }
            guard !jobs.isEmpty else { return }
            var written = storage
            let messages = jobs.compactMap { job in
                switch job {
                case let .game(game): written.saveGame(game)
                case .removeGame: written.removeGame()
                case let .stats(stats): written.saveStats(stats)
                case let .settings(settings): written.saveSettings(settings)
                case let .daily(daily): written.saveDaily(daily)
                case .removeDaily: written.removeDaily()
                }
            }
            state.withLock { state in
                state.storage = written
                if let first = messages.first { state.message = first }
            }
        }
    }
}
