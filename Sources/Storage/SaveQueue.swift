import Dispatch
import SetCore
import Synchronization

/// Saves in the background, so that a click never waits for the disk (a save with its two
/// flushes takes about 10 ms): the latest value of each file is written, older ones that
/// were still waiting are skipped. `flush()` waits until everything asked for is on disk
/// (on quit, and before answering anything that promises the game is saved).
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
    }

    private let state: Mutex<State>
    /// Serializes the writes; only one runs at a time.
    private let writer = Mutex(())
    private let queue = DispatchQueue(label: "set-game.saving")

    public init(storage: GameStorage) {
        state = Mutex(State(storage: storage))
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

    private func enqueue(_ job: Job) {
        state.withLock { $0.waiting[job.file] = job }
        queue.async { [self] in writeWaiting() }
    }

    private func writeWaiting() {
        writer.withLock { _ in
            let (jobs, storage) = state.withLock { state in
                defer { state.waiting = [:] }
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
