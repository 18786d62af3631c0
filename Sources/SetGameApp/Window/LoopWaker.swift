import CSDL2
import Synchronization

/// Wakes the window's loop from another thread (a protocol line, a signal) with an SDL user
/// event; silent once the window is closing, so nothing touches SDL while it shuts down.
final class LoopWaker: Sendable {
    private let stopped = Mutex(false)

    /// Posts an SDL user event (the loop then looks at what changed).
    func wake() {
        stopped.withLock { stopped in
            guard !stopped else { return }
            var event = SDL_Event()
            event.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&event)
        }
    }

    /// From now on `wake()` does nothing: call before SDL shuts down.
    func stop() {
        stopped.withLock { $0 = true }
    }
}
