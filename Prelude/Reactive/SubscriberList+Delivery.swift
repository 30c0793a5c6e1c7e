public import Synchronization

extension SubscriberList {
    /// Sends `element` to the current subscribers: delivers it now when nobody is
    /// delivering, else queues it (waiting for room when the queue is full and this
    /// thread delivers nothing itself).
    @inlinable
    func deliver(_ element: Element) {
        guard state.compareExchange(expected: 0, desired: Flags.delivering, ordering: .acquiring).exchanged else {
            guard state.load(ordering: .acquiring) & Flags.finished == 0 else { return }
            submit { guarded.pointee.isFinished ? nil : .broadcast(element) }
            return
        }
        // Nobody delivering, nothing queued, nobody waiting: deliver on this thread now,
        // without the lock.
        let depth = DeliveryThread.depth(deliveryKey)
        depth.pointee += 1
        broadcast(element)
        if !state.compareExchange(expected: Flags.delivering, desired: 0, ordering: .releasing).exchanged {
            // Something was queued, a sender waits or a subscriber left meanwhile.
            drain(delivered: 1)
        }
        depth.pointee -= 1
    }

    /// Runs `makeItem` under the lock (so that, say, an observable's new value and its
    /// place in the delivery order are decided together) and delivers or queues its item,
    /// if it made one.
    ///
    /// A sender that finds another thread delivering queues its item and returns; it waits
    /// only while the queue is full or the deliverer wants to hand its role over, and then
    /// on the condition, not behind the other waiters one by one: the deliverer wakes all
    /// waiters at once when the queue is down to half its limit, and each finds the place
    /// held for it. (A hand-off from one waiter to the next, in ticket order, costs a
    /// scheduler wake-up per send once producer threads outnumber cores.)
    ///
    /// - Parameter waitsForRoom: Whether to wait while the queue is full or the delivering
    ///   thread wants to hand its role over. Ignored on a thread that is delivering: that
    ///   one never waits.
    @inlinable
    func submit(waitsForRoom: Bool = true, _ makeItem: () -> Item?) {
        let shared = guarded
        lock.lock()
        // A hand-over left for whoever comes first: a running sender takes it at once.
        var takesOver = shared.pointee.handOver
        shared.pointee.handOver = false
        if !takesOver && waitsForRoom && mustWait && !DeliveryThread.isDelivering(deliveryKey) {
            shared.pointee.waiting += 1
            updatePending()
            repeat {
                shared.pointee.wakeArmed = true
                changed.wait(releasing: lock)
                if shared.pointee.handOver {
                    shared.pointee.handOver = false
                    takesOver = true
                    break
                }
            } while !waiterMayQueue
            shared.pointee.waiting -= 1
        }
        if let item = makeItem() {
            shared.pointee.queue.append(item)
        }
        updatePending()
        if takesOver || (!shared.pointee.queue.isEmpty && claimRole()) {
            lock.unlock()
            drainMarked()
        } else {
            lock.unlock()
        }
    }

    /// ``drain(delivered:)`` with this thread marked as delivering.
    @inlinable
    func drainMarked() {
        let depth = DeliveryThread.depth(deliveryKey)
        depth.pointee += 1
        drain(delivered: 0)
        depth.pointee -= 1
    }

    /// Delivers queued items until the queue is empty, or until a turn is over and a
    /// waiting sender can take the role. The caller holds the role, does not hold the
    /// lock, and is marked in ``DeliveryThread``.
    @inlinable
    func drain(delivered: Int) {
        let shared = guarded
        var delivered = delivered
        let resumeBelow = Self.queueLimit / 2
        lock.lock()
        while true {
            if shared.pointee.needsSweep { sweep() }
            guard let item = shared.pointee.queue.popFirst() else { break }
            if shared.pointee.wakeArmed && shared.pointee.queue.count <= resumeBelow {
                // Wake every waiter at once: each has a place in the queue.
                shared.pointee.wakeArmed = false
                changed.broadcast()
            }
            switch item {
            case .broadcast(let element):
                lock.unlock()
                broadcast(element)
                lock.lock()
            case .add(let entry):
                if entry.state.isActive { entries.pointee.append(entry) }
            case .single(let entry, let element):
                lock.unlock()
                if entry.state.isActive { entry.deliver(element) }
                lock.lock()
            case .finish:
                let audience = entries.pointee.filter { $0.state.isActive }
                entries.pointee = []
                shared.pointee.queue.removeAll()
                shared.pointee.count = 0
                for entry in audience {
                    entry.state.deactivate()
                }
                lock.unlock()
                for entry in audience {
                    entry.state.finish()
                }
                lock.lock()
            }
            delivered += 1
            if delivered >= Self.turnLimit {
                if shared.pointee.waiting > 0 && !shared.pointee.queue.isEmpty {
                    // Hand over: the role (still set) passes to whichever sender takes the
                    // lock first, a waiting one (woken here) or one arriving meanwhile.
                    shared.pointee.handOver = true
                    shared.pointee.wantsRelief = false
                    shared.pointee.wakeArmed = false
                    changed.broadcast()
                    lock.unlock()
                    return
                }
                shared.pointee.wantsRelief = true
            }
        }
        shared.pointee.wantsRelief = false
        releaseRole()
        updatePending()
        if shared.pointee.waiting > 0 {
            shared.pointee.wakeArmed = false
            changed.broadcast()
        }
        lock.unlock()
    }

    /// Calls each subscriber that is still active with `element`. Only the holder of the
    /// delivering role calls it, so the array cannot change under the loop: subscribing,
    /// cancelling and finishing from a handler go through the queue or the sweep.
    @inlinable
    func broadcast(_ element: Element) {
        Self.call(entries.pointee, with: element)
    }

    /// Calls each active entry of `entries` with `element`. The array is borrowed, not
    /// copied: its storage is retained once for the loop and no entry is copied.
    @inlinable
    static func call(_ entries: borrowing ContiguousArray<Entry>, with element: Element) {
        for index in entries.indices where entries[index].state.isActive {
            entries[index].deliver(element)
        }
    }
}
