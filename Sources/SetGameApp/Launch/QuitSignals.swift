import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM, SIGINT and SIGHUP end the game the way quitting does: the game is saved and the
/// process exits 0 (B6, Reliability). With a window and headless alike: SDL's own handling
/// of SIGINT and SIGTERM stays out of the way, as these handlers are in place before SDL
/// starts.
///
/// A handler may do next to nothing safely: it writes the signal's number to a pipe, and a
/// thread of its own reads it and runs what the game asked for (`whenReceived`). Later
/// signals find the game already quitting and change nothing.
///
/// A process inherits the signals its parent blocked or ignored: these three and SIGQUIT
/// are unblocked, and SIGQUIT ends the game as it always does, so that no signal meant to
/// end it leaves it running.
final class QuitSignals: Sendable {
    static let numbers = [SIGTERM, SIGINT, SIGHUP]

    private struct State {
        var arrived = false
        var action: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    /// Installs the handlers (once per process).
    init() {
        let pipe = signalPipe
        for number in Self.numbers { signal(number, forwardSignal) }
        signal(SIGQUIT, SIG_DFL)
        var ending = sigset_t()
        sigemptyset(&ending)
        for number in Self.numbers + [SIGQUIT] { sigaddset(&ending, number) }
        pthread_sigmask(SIG_UNBLOCK, &ending, nil)
        BackgroundThread.start(name: "quit signals") { [self] in
            var byte: UInt8 = 0
            var count: Int
            repeat { count = read(pipe.readEnd, &byte, 1) } while count < 0 && errno == EINTR
            guard count == 1 else { return }
            let action = state.withLock { state in
                state.arrived = true
                return state.action
            }
            action?()
        }
    }

    /// True once one of the signals came.
    var hasArrived: Bool { state.withLock { $0.arrived } }

    /// Runs `action` (on another thread) when a signal comes, or at once if one already has.
    func whenReceived(_ action: @escaping @Sendable () -> Void) {
        let arrived = state.withLock { state in
            state.action = action
            return state.arrived
        }
        if arrived { action() }
    }
}

/// The pipe from the signal handler to the watching thread, made before any handler is
/// installed (the handler only reads this constant).
private let signalPipe = SignalPipe()

private final class SignalPipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        (readEnd, writeEnd) = (ends[0], ends[1])
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    }
}

/// The signal handler: one byte down the pipe (never blocks; errno left as it was).
private func forwardSignal(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe.writeEnd, &byte, 1)
    errno = saved
}
