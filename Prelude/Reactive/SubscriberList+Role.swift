public import Synchronization

extension SubscriberList {
    /// Takes the delivering role if nobody holds it (lock held). Returns whether this call
    /// took it; when it returns `false` the state is unchanged.
    @inlinable
    func claimRole() -> Bool {
        state.bitwiseOr(Flags.delivering, ordering: .acquiringAndReleasing).oldValue & Flags.delivering == 0
    }

    /// Gives the delivering role back (lock and role held).
    @inlinable
    func releaseRole() {
        state.bitwiseAnd(~Flags.delivering, ordering: .acquiringAndReleasing)
    }

    /// Whether a thread holds the delivering role.
    @inlinable
    var isDraining: Bool { state.load(ordering: .acquiring) & Flags.delivering != 0 }

    /// Sets ``Flags/pending`` exactly when the deliverer has something to look at under
    /// the lock: queued items, waiting senders or removed subscribers to sweep (lock held).
    @inlinable
    func updatePending() {
        let shared = guarded
        if !shared.pointee.queue.isEmpty || shared.pointee.waiting > 0 || shared.pointee.needsSweep {
            state.bitwiseOr(Flags.pending, ordering: .acquiringAndReleasing)
        } else {
            state.bitwiseAnd(~Flags.pending, ordering: .acquiringAndReleasing)
        }
    }

    /// Drops removed subscribers from the array (lock and role held).
    @inlinable
    func sweep() {
        entries.pointee.removeAll { !$0.state.isActive }
        guarded.pointee.needsSweep = false
    }

    /// Whether a sender that arrives now (not delivering, not yet waiting) must wait before
    /// it queues (lock held): another thread delivers and either the queue, counting a
    /// place for each sender already waiting, is full, or the deliverer wants to hand its
    /// role over. A sender never waits behind other waiters while there is room: only a
    /// full queue (or a hand-over) makes it wait.
    @inlinable
    var mustWait: Bool {
        isDraining
            && (guarded.pointee.wantsRelief || guarded.pointee.queue.count + guarded.pointee.waiting >= Self.queueLimit)
    }

    /// Whether a waiting sender may stop waiting and queue its item (lock held): nobody
    /// delivers, or the queue has room and the deliverer is not waiting for a successor.
    /// Its place was held for it, so it does not count the other waiters.
    @inlinable
    var waiterMayQueue: Bool {
        !isDraining || (guarded.pointee.queue.count < Self.queueLimit && !guarded.pointee.wantsRelief)
    }
}
