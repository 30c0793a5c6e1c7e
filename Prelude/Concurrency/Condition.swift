/// A condition variable over `pthread_cond_t`: a thread holding a ``Lock`` waits until
/// another thread changes what it waits for and wakes it.
///
/// Wake-ups may be spurious, so always wait in a loop that re-checks the state:
///
/// ```swift
/// lock.lock()
/// while !isReady { condition.wait(releasing: lock) }
/// lock.unlock()
/// ```
@usableFromInline
final class Condition: @unchecked Sendable {
    // @unchecked Sendable: the only stored state is a heap-allocated pthread condition
    // whose address never changes after `init`; condition variables are designed to be
    // shared between threads, and every access goes through pthread_cond_*.
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    @usableFromInline
    init() {
        condition = .allocate(capacity: 1)
        let status = pthread_cond_init(condition, nil)
        precondition(status == 0, "pthread_cond_init failed with \(status)")
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    /// Releases `lock`, which the caller holds, until woken; holds it again on return.
    @usableFromInline
    func wait(releasing lock: Lock) {
        pthread_cond_wait(condition, lock.mutex)
    }

    /// Wakes every waiting thread.
    @usableFromInline
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
