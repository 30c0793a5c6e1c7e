/// Whether the current thread is delivering events (running handlers) for any
/// ``SubscriberList``: a per-thread depth, raised while a thread drains a list.
///
/// A send never waits for room on a thread that is delivering: the thread it would wait
/// for could be itself, or a thread waiting for it (two streams' handlers sending to each
/// other). Only threads that deliver nothing wait, and nobody waits for them.
///
/// The thread-specific value is a pointer to the thread's depth counter, made on the
/// thread's first delivery and freed when the thread exits. Marking a delivery is then
/// one `pthread_getspecific` and two plain writes, rather than two
/// `pthread_setspecific` calls (the single-producer send pays it on every element).
@usableFromInline
enum DeliveryThread {
    /// The key of each thread's depth counter, as an `Int` (`pthread_key_t` differs between
    /// platforms). Lists copy it when they are made, so a send does not check a lazy
    /// global's initialisation.
    static let key: Int = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { counter in
            #if canImport(Darwin)
                counter.assumingMemoryBound(to: Int.self).deallocate()
            #else
                counter?.assumingMemoryBound(to: Int.self).deallocate()
            #endif
        }
        precondition(status == 0, "pthread_key_create failed with \(status)")
        return Int(key)
    }()

    /// This thread's depth counter: how many deliveries it is inside now (they nest when a
    /// handler's send finds another list idle and delivers it inline).
    @usableFromInline
    static func depth(_ key: Int) -> UnsafeMutablePointer<Int> {
        if let counter = pthread_getspecific(pthread_key_t(truncatingIfNeeded: key)) {
            return counter.assumingMemoryBound(to: Int.self)
        }
        return makeDepth(key)
    }

    /// Makes this thread's counter on its first delivery.
    private static func makeDepth(_ key: Int) -> UnsafeMutablePointer<Int> {
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        let status = pthread_setspecific(pthread_key_t(truncatingIfNeeded: key), counter)
        precondition(status == 0, "pthread_setspecific failed with \(status)")
        return counter
    }

    /// Whether this thread is delivering for some list now. Asked only by a sender that
    /// would otherwise wait, so it does not make a counter for a thread that has none.
    @usableFromInline
    static func isDelivering(_ key: Int) -> Bool {
        guard let counter = pthread_getspecific(pthread_key_t(truncatingIfNeeded: key)) else { return false }
        return counter.assumingMemoryBound(to: Int.self).pointee > 0
    }
}
