/// A mutual-exclusion lock over `pthread_mutex_t`.
///
/// Prelude uses its own pthread lock rather than `Synchronization.Mutex` because
/// ThreadSanitizer does not see `Mutex` (it locks with futexes TSan does not intercept)
/// and reports correct code as racy; a pthread mutex is seen and reports clean.
///
/// A recursive lock lets code that runs while the lock is held (an event handler, say)
/// call back into the same object on the same thread without deadlocking.
///
/// ```swift
/// let lock = Lock()
/// lock.withLock { counter += 1 }
/// ```
public final class Lock: @unchecked Sendable {
    // @unchecked Sendable: the only stored state is a heap-allocated pthread mutex whose
    // address never changes after `init`; pthread mutexes are designed to be shared
    // between threads, and every access goes through pthread_mutex_lock/unlock.
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Makes a lock.
    /// - Parameter recursive: Whether the thread holding the lock may take it again.
    public init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        let status = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock and returns its result.
    @inlinable
    public func withLock<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    @usableFromInline
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @usableFromInline
    func unlock() {
        pthread_mutex_unlock(mutex)
    }
}
