import HubInterfaces

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The deliveries under way on the current thread that can nest (a handler that sends
/// from inside its handler), so that a loop of sends is refused at ``limit`` instead of
/// overflowing the stack.
///
/// Only deliveries to a plugin whose policy sends something are counted: a handler can
/// nest a delivery only by sending (itself, or by publishing to a subscriber that sends,
/// and an event source never delivers into itself re-entrantly), so every unbounded
/// chain passes through counted deliveries. Kept in thread-local storage: a fixed array
/// of hops per thread, freed when the thread ends.
enum DeliveryChain {
    /// How many counted deliveries may be nested on one thread; the next one is refused.
    static let limit = 32

    /// One hop: the message, both plugins and the table that names them.
    struct Hop {
        var kind: MessageKind
        var message: Message
        var sender: Int
        var receiver: Int
        var table: UnsafeRawPointer
    }

    /// A thread's chain: how many hops are under way and the hops themselves.
    struct Storage {
        var depth = 0
        var hops: [Hop] = []
    }

    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                let storage = pointer.assumingMemoryBound(to: DeliveryChain.Storage.self)
            #else
                guard let storage = pointer?.assumingMemoryBound(to: DeliveryChain.Storage.self) else { return }
            #endif
            storage.deinitialize(count: 1)
            storage.deallocate()
        }
        return created == 0 ? key : nil
    }()

    /// This thread's chain, made on first use; `nil` only if the system has no key left.
    @inline(__always)
    static func current() -> UnsafeMutablePointer<Storage>? {
        guard let key else { return nil }
        if let pointer = pthread_getspecific(key) {
            return pointer.assumingMemoryBound(to: Storage.self)
        }
        let storage = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        storage.initialize(to: Storage(hops: []))
        storage.pointee.hops.reserveCapacity(limit)
        guard pthread_setspecific(key, storage) == 0 else {
            storage.deinitialize(count: 1)
            storage.deallocate()
            return nil
        }
        return storage
    }

    /// Enters `hop` on this thread's chain (returned, to leave it later; `nil` when the
    /// system has no thread-local key to spare, and nothing is counted).
    /// - Throws: `PluginError` naming the chain when ``limit`` hops are under way.
    ///
    /// Out of line: only deliveries to a plugin that sends come here, and inlined into every
    /// send path it made them all larger (more registers saved and spilled) when measured.
    @inline(never)
    static func enter(_ hop: Hop) throws(PluginError) -> UnsafeMutablePointer<Storage>? {
        guard let storage = current() else { return nil }
        guard storage.pointee.depth < limit else { throw refusal(hop) }
        storage.pointee.hops.append(hop)
        storage.pointee.depth += 1
        return storage
    }

    /// Leaves the hop entered last.
    @inline(__always)
    static func leave(_ storage: UnsafeMutablePointer<Storage>?) {
        guard let storage else { return }
        storage.pointee.depth -= 1
        storage.pointee.hops.removeLast()
    }

    /// The refusal of `hop` beyond ``limit``, naming the chain (runs of one hop shown once).
    @inline(never)
    static func refusal(_ hop: Hop) -> PluginError {
        let hops = (current()?.pointee.hops ?? []) + [hop]
        var parts: [(text: String, count: Int)] = []
        for hop in hops {
            let names = Unmanaged<RoutingTable>.fromOpaque(hop.table).takeUnretainedValue().names
            let text = "\(names[hop.sender]) -> \(names[hop.receiver]) (\(hop.kind) \"\(hop.message.name)\")"
            if let last = parts.last, last.text == text {
                parts[parts.count - 1].count += 1
            } else {
                parts.append((text, 1))
            }
        }
        let chain = parts.map { $0.count > 1 ? "\($0.text) x\($0.count)" : $0.text }.joined(separator: ", then ")
        let table = Unmanaged<RoutingTable>.fromOpaque(hop.table).takeUnretainedValue()
        return PluginError(
            code: .failed,
            message: "refused \(hop.kind) \"\(hop.message.name)\": \(limit) deliveries are already nested on this "
                + "thread (\(chain)); a handler that sends from inside its handler must not loop back into itself, "
                + "so send from outside the handler or break the loop",
            messageName: hop.message.name, kind: hop.kind, sender: table.names[hop.sender],
            receiver: table.names[hop.receiver])
    }
}
