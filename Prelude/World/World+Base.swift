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
    // `generationCounter` is atomic; each thread's copy is reached only by that thread through
    // its thread-specific slot.
    // The lock is recursive and `update` changes a copy, so code inside an update may
    // read `Current` (it sees the base before the update) without a deadlock or an
    // exclusivity conflict.
    private let lock = Lock(recursive: true)
    private var stored = WorldValues()
    private let generationCounter = Atomic<Int>(0)
    /// Each thread's copy: a pointer to a `Snapshot` (freed when the thread exits).
    private let slot: pthread_key_t

    /// The base values together with the generation they were copied at.
    struct Snapshot {
        var generation: Int
        var values: WorldValues
    }

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                let copy = pointer.assumingMemoryBound(to: Snapshot.self)
            #else
                guard let copy = pointer?.assumingMemoryBound(to: Snapshot.self) else { return }
            #endif
            copy.deinitialize(count: 1)
            copy.deallocate()
        }
        precondition(status == 0, "pthread_key_create failed with \(status)")
        slot = key
    }

    /// The generation of the base as configured now: it changes with every update.
    var generation: Int {
        generationCounter.load(ordering: .acquiring)
    }

    /// The base as configured now, with its generation.
    var snapshot: Snapshot {
        let current = generation
        if let copy = pthread_getspecific(slot)?.assumingMemoryBound(to: Snapshot.self),
            copy.pointee.generation == current
        {
            return copy.pointee
        }
        return refresh()
    }

    /// Copies the base into this thread's slot under the lock and returns it.
    private func refresh() -> Snapshot {
        lock.withLock {
            let fresh = Snapshot(generation: generationCounter.load(ordering: .relaxed), values: stored)
            if let copy = pthread_getspecific(slot)?.assumingMemoryBound(to: Snapshot.self) {
                copy.pointee = fresh
            } else {
                let copy = UnsafeMutablePointer<Snapshot>.allocate(capacity: 1)
                copy.initialize(to: fresh)
                pthread_setspecific(slot, copy)
            }
            return fresh
        }
    }

    func update(_ change: (inout World) throws -> Void) rethrows {
        try lock.withLock {
            var world = World(values: stored)
            try change(&world)
            world.values.clearWritten()
            stored = world.values
            generationCounter.add(1, ordering: .releasing)
        }
    }
}
