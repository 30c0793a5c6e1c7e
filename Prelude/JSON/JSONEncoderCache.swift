import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The encoder a thread keeps from one ``JSON/init(encoding:)`` to its next, so that an
/// encode makes no encoder, path stack or frame stack of its own, and keeps the orders of
/// the members the thread's encodes sorted (``JSONMemberOrders``) and the room their
/// containers needed.
///
/// Perf: an encoder of its own cost a struct of seven members a third of its encode (three
/// allocations, and a sort of its members every time). A decoder is not kept: it costs one
/// allocation, less than reaching a kept one (measured: a struct's decode took 0.94 us with
/// a kept decoder, 0.88 us with its own).
///
/// The encoder is taken out while it works, so an encode that starts meanwhile on the same
/// thread (from inside an `encode(to:)`) makes one of its own; and it is put back only when
/// nothing else refers to it (a container kept by the type being encoded keeps it for good)
/// and it holds nothing. Each thread has its own (a `pthread` key), freed when the thread
/// exits, so no lock is taken.
final class JSONEncoderCache {
    /// The thread's encoder, when it is not in use.
    private var encoder: JSONValueEncoder?

    /// The key of each thread's cache (an `Unmanaged` reference held at +1), made by the
    /// first thread that needs one: -1 until then, -2 if the system had no key to spare.
    private static let storedKey = Atomic<Int>(-1)

    /// This thread's cache, made now if it has none; `nil` when the system has no key.
    static func current() -> JSONEncoderCache? {
        let key = ThreadKey.made(in: storedKey) { pointer in
            #if canImport(Darwin)
                Unmanaged<JSONEncoderCache>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<JSONEncoderCache>.fromOpaque(pointer).release() }
            #endif
        }
        guard key >= 0 else { return nil }
        let threadKey = pthread_key_t(truncatingIfNeeded: key)
        if let pointer = pthread_getspecific(threadKey) {
            return Unmanaged<JSONEncoderCache>.fromOpaque(pointer).takeUnretainedValue()
        }
        let cache = JSONEncoderCache()
        let retained = Unmanaged.passRetained(cache)
        guard pthread_setspecific(threadKey, retained.toOpaque()) == 0 else {
            retained.release()
            return nil
        }
        return cache
    }

    /// The thread's encoder, or a new one when it is in use.
    static func encoder(cache: JSONEncoderCache?) -> JSONValueEncoder {
        guard let encoder = cache?.encoder else { return JSONValueEncoder() }
        cache?.encoder = nil
        return encoder
    }

    /// Keeps `encoder` for the thread's next encode, when nothing else refers to it and it
    /// holds nothing.
    static func keep(_ encoder: inout JSONValueEncoder, in cache: JSONEncoderCache?) {
        guard let cache, cache.encoder == nil, isKnownUniquelyReferenced(&encoder), encoder.isIdle else { return }
        cache.encoder = encoder
    }
}
