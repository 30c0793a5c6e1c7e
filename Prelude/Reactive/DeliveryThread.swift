#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the current thread is delivering events (running handlers) for any
/// ``SubscriberList``: a thread-local depth, raised while a thread drains a list.
///
/// A send never waits for room on a thread that is delivering: the thread it would wait
/// for could be itself, or a thread waiting for it (two streams' handlers sending to each
/// other). Only threads that deliver nothing wait, and nobody waits for them.
@usableFromInline
enum DeliveryThread {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed with \(status)")
        return key
    }()

    /// Whether this thread is delivering for some list now.
    @usableFromInline static var isDelivering: Bool { depth > 0 }

    private static var depth: Int { Int(bitPattern: pthread_getspecific(key)) }

    /// Marks this thread as delivering (nests); returns the depth to restore.
    @usableFromInline static func enter() -> Int {
        let outer = depth
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: outer + 1))
        return outer
    }

    /// Ends an ``enter()``, restoring the depth it returned.
    @usableFromInline static func leave(restoring outer: Int) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: outer))
    }
}
