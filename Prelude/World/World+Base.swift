import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The configured base world, shared by every task, read without a lock.
///
/// Writers (``World/update(_:)``, rare: start-up and feature flips) change the world under
/// a lock and then bump a generation number. Each thread keeps its own copy of the base
/// together with the generation it was copied at; a read compares that number with the
/// current one (one atomic load) and uses the copy while they match, so the read path
/// takes no lock and allocates nothing. Only the first read on a thread after an update
/// takes the lock to refresh its copy.
final class WorldBase: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only read or written while `lock` is held;
    // `generation` is atomic; each thread's copy is reached only by that thread through
    // its thread-specific slot.
    // The lock is recursive and `update` changes a copy, so code inside an update may
    // read `Current` (it sees the base before the update) without a deadlock or an
    // exclusivity conflict.
    private let lock = Lock(recursive: true)
    private var stored = World()
    private let generation = Atomic<Int>(0)
    /// Each thread's copy: a pointer to a `ThreadCopy` (freed when the thread exits).
    private let slot: pthread_key_t

    private struct ThreadCopy {
        var generation: Int
        var world: World
    }

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                let copy = pointer.assumingMemoryBound(to: ThreadCopy.self)
            #else
                guard let copy = pointer?.assumingMemoryBound(to: ThreadCopy.self) else { return }
            #endif
            copy.deinitialize(count: 1)
            copy.deallocate()
        }
        precondition(status == 0, "pthread_key_create failed with \(status)")
        slot = key
    }

    /// The base as configured now.
    var world: World {
        let current = generation.load(ordering: .acquiring)
        if let copy = pthread_getspecific(slot)?.assumingMemoryBound(to: ThreadCopy.self),
            copy.pointee.generation == current
        {
            return copy.pointee.world
        }
        return refresh()
    }

    /// Copies the base into this thread's slot under the lock and returns it.
    private func refresh() -> World {
        lock.withLock {
            let current = generation.load(ordering: .relaxed)
            if let copy = pthread_getspecific(slot)?.assumingMemoryBound(to: ThreadCopy.self) {
                copy.pointee = ThreadCopy(generation: current, world: stored)
            } else {
                let copy = UnsafeMutablePointer<ThreadCopy>.allocate(capacity: 1)
                copy.initialize(to: ThreadCopy(generation: current, world: stored))
                pthread_setspecific(slot, copy)
            }
            return stored
        }
    }

    func update(_ change: (inout World) throws -> Void) rethrows {
        try lock.withLock {
            var copy = stored
            try change(&copy)
            copy.clearWritten()
            stored = copy
            generation.add(1, ordering: .releasing)
        }
    }
}
