#if canImport(Glibc)
import Glibc
#endif

/// A thread of its own for work that blocks (reading standard input, waiting for a
/// signal), as Foundation's `Thread` would start, without Foundation (P3).
enum BackgroundThread {
    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Starts `body` on a new detached thread; `name` says what for, in a crash.
    static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, work)
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            fatalError("cannot start the thread \(name): error \(status)")
        }
        pthread_detach(thread)
    }
}

/// A lock with a condition to wait on, as Foundation's `NSCondition`: `withLock` runs a
/// closure holding the lock, inside which `wait()` sleeps until another thread calls
/// `broadcast()`.
final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Only inside `withLock`: lets the lock go until `broadcast()`, then takes it again.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every thread in `wait()`.
    func broadcast() { pthread_cond_broadcast(condition) }
}
