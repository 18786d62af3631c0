/// A value made on a thread of its own, waited for where it is needed: the window's launch
/// checks the fonts and reads the saved data while SDL's video starts on the main thread
/// (P3), since both wait on the disk or the X server and the window needs them only once it
/// opens.
final class Pending<Value: Sendable>: @unchecked Sendable {
    private let condition = Condition()
    /// Guarded by `condition`.
    private var result: Result<Value, LaunchError>?

    /// Starts `make` on a new thread.
    init(_ name: String, _ make: @escaping @Sendable () throws(LaunchError) -> Value) {
        BackgroundThread.start(name: name) { [self] in
            let made: Result<Value, LaunchError>
            do throws(LaunchError) { made = .success(try make()) } catch { made = .failure(error) }
            condition.withLock {
                result = made
                condition.broadcast()
            }
        }
    }

    /// A value already made.
    init(ready value: Value) {
        result = .success(value)
    }

    /// The value, once made (waiting for it), or why it could not be.
    func value() throws(LaunchError) -> Value {
        let made = condition.withLock {
            while result == nil { condition.wait() }
            return result!
        }
        return try made.get()
    }
}
