import Synchronization

/// What a thread-specific key calls with a thread's value when the thread exits (the
/// pointer is optional on Linux, not on Darwin).
#if canImport(Darwin)
    typealias ThreadKeyDestructor = @convention(c) (UnsafeMutableRawPointer) -> Void
#else
    typealias ThreadKeyDestructor = @convention(c) (UnsafeMutableRawPointer?) -> Void
#endif

/// Thread-specific keys made by the first thread that needs one, for per-thread caches.
enum ThreadKey {
    /// The key kept in `stored`, made now with `destructor` if no thread made it yet; -2 when
    /// the system has no key to spare (then the caller keeps nothing on the thread).
    ///
    /// `stored` holds the key as an `Int` (`pthread_key_t` differs between platforms): -1
    /// until a key is made. A static atomic rather than a lazy global, because every read
    /// of a lazy global calls `swift_once` and the callers read the key on hot paths. Two
    /// threads may make a key at once: the first to store it wins, the other gives its own
    /// back.
    static func made(in stored: borrowing Atomic<Int>, destructor: ThreadKeyDestructor) -> Int {
        let current = stored.load(ordering: .acquiring)
        guard current == -1 else { return current }
        var key = pthread_key_t()
        let status = pthread_key_create(&key, destructor)
        let made = status == 0 ? Int(key) : -2
        let (won, winner) = stored.compareExchange(expected: -1, desired: made, ordering: .acquiringAndReleasing)
        guard won else {
            if status == 0 { pthread_key_delete(key) }
            return winner
        }
        return made
    }
}
