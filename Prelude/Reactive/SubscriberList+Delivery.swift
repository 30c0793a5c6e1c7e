extension SubscriberList {
    /// Sends `element` to the current subscribers: delivers it now when nobody is
    /// delivering, else queues it (waiting for room when the queue is full and this
    /// thread delivers nothing itself).
    @inlinable
    func deliver(_ element: Element) {
        lock.lock()
        if isFinished {
            lock.unlock()
            return
        }
        if !isDraining && waiting == 0 {
            // Nobody delivering, nobody ahead: deliver on this thread now.
            isDraining = true
            let audience = entries
            lock.unlock()
            let outer = DeliveryThread.enter()
            Self.broadcast(element, to: audience)
            lock.lock()
            if queue.isEmpty {
                // The common case, kept short: nothing was sent meanwhile.
                isDraining = false
                if waiting > 0 { changed.broadcast() }
                lock.unlock()
            } else {
                lock.unlock()
                drain(delivered: 1)
            }
            DeliveryThread.leave(restoring: outer)
            return
        }
        if isDraining && waiting == 0 && !wantsRelief && queue.count < Self.queueLimit {
            queue.append(.broadcast(element, entries))
            lock.unlock()
            return
        }
        lock.unlock()
        submit(waitsForRoom: true) { isFinished ? nil : .broadcast(element, entries) }
    }

    /// Runs `makeItem` under the lock (so that, say, an observable's new value and its
    /// place in the delivery order are decided together) and delivers or queues its item,
    /// if it made one.
    ///
    /// - Parameter waitsForRoom: Whether to wait, first come first served, while the queue
    ///   is full or the delivering thread wants to hand its role over. Ignored on a thread
    ///   that is delivering: that one never waits.
    @inlinable
    func submit(waitsForRoom: Bool = true, _ makeItem: () -> Item?) {
        lock.lock()
        var takesOver = false
        if waitsForRoom && mustWait && !DeliveryThread.isDelivering {
            let ticket = nextTicket
            nextTicket += 1
            waiting += 1
            while ticket != servingTicket || !(handOver || !isDraining || hasRoom) {
                changed.wait(releasing: lock)
            }
            takesOver = handOver
            handOver = false
            waiting -= 1
            servingTicket += 1
            if waiting > 0 { changed.broadcast() }
        }
        if let item = makeItem() {
            queue.append(item)
        }
        if takesOver || (!isDraining && !queue.isEmpty) {
            isDraining = true
            lock.unlock()
            let outer = DeliveryThread.enter()
            drain(delivered: 0)
            DeliveryThread.leave(restoring: outer)
        } else {
            lock.unlock()
        }
    }

    /// Whether a sender that is not delivering must wait before it queues (lock held).
    @inlinable
    var mustWait: Bool {
        waiting > 0 || (isDraining && !hasRoom)
    }

    /// Whether the queue has room for a sender now (lock held): it is below its limit and
    /// the delivering thread is not waiting for a successor.
    @inlinable
    var hasRoom: Bool {
        queue.count < Self.queueLimit && !wantsRelief
    }

    /// Delivers queued items until the queue is empty, or until a turn is over and a
    /// waiting sender can take the role. The caller owns the role (`isDraining` is set),
    /// does not hold the lock, and has entered ``DeliveryThread``.
    @inlinable
    func drain(delivered: Int) {
        var delivered = delivered
        let resumeBelow = Self.queueLimit / 2
        lock.lock()
        while let item = queue.popFirst() {
            if waiting > 0 && queue.count == resumeBelow { changed.broadcast() }
            switch item {
            case .broadcast(let element, let audience):
                lock.unlock()
                Self.broadcast(element, to: audience)
                lock.lock()
            case .single(let entry, let element):
                lock.unlock()
                if entry.state.isActive { entry.deliver(element) }
                lock.lock()
            case .finish:
                let audience = entries
                entries = []
                queue.removeAll()
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
                if waiting > 0 && !queue.isEmpty {
                    handOver = true
                    wantsRelief = false
                    changed.broadcast()
                    lock.unlock()
                    return
                }
                wantsRelief = true
            }
        }
        isDraining = false
        wantsRelief = false
        if waiting > 0 { changed.broadcast() }
        lock.unlock()
    }

    /// Calls each subscriber of `audience` that is still active with `element`.
    @inlinable
    static func broadcast(_ element: Element, to audience: ContiguousArray<Entry>) {
        for entry in audience where entry.state.isActive {
            entry.deliver(element)
        }
    }
}
