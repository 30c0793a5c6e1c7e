import Synchronization

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
    private var stored = WorldStorage.empty
    private let generationCounter = Atomic<Int>(0)
    /// How many override layers exist (made and not yet freed), in any task.
    private let layerCount = Atomic<Int>(0)
    /// Each thread's copy: a pointer to a `Snapshot` (freed when the thread exits).
    private let slot: pthread_key_t

    /// The base's storage together with the generation it was copied at.
    struct Snapshot {
        var generation: Int
        var storage: WorldStorage
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

    /// Whether any override layer exists, in any task. While none does, no task has an
    /// override in force, so ``World/current`` need not read its task-local.
    ///
    /// A layer is counted from before it is bound to a task-local until it is freed, so a
    /// task that holds one (and the tasks that inherit it, created after it was counted)
    /// always sees a count above zero: a count can fall to zero only after the last
    /// reference to every layer is gone.
    var hasLayers: Bool {
        layerCount.load(ordering: .acquiring) > 0
    }

    /// Counts a new override layer (``WorldLayer``'s `init`).
    func layerMade() {
        layerCount.add(1, ordering: .releasing)
    }

    /// Stops counting a freed override layer (``WorldLayer``'s `deinit`).
    func layerFreed() {
        layerCount.subtract(1, ordering: .releasing)
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
            let fresh = Snapshot(generation: generationCounter.load(ordering: .relaxed), storage: stored)
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
            var world = World(storage: stored)
            try change(&world)
            world.values.clearWritten()
            stored = world.storage
            generationCounter.add(1, ordering: .releasing)
        }
    }
}
