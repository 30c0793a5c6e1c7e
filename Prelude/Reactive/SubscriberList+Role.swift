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

    /// Whether a sender that is not delivering must wait before it queues (lock held).
    @inlinable
    var mustWait: Bool {
        guarded.pointee.waiting > 0 || (isDraining && !hasRoom)
    }

    /// Whether the queue has room for a sender now (lock held): it is below its limit and
    /// the delivering thread is not waiting for a successor.
    @inlinable
    var hasRoom: Bool {
        guarded.pointee.queue.count < Self.queueLimit && !guarded.pointee.wantsRelief
    }
}
