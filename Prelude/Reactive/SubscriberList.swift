/// The multicast core shared by ``EventStream`` and ``Observable``: a list of subscribers
/// and a queue of what is to be delivered to them, behind one lock that is never held
/// while a handler runs.
///
/// One thread at a time drains the queue (the one whose send found nobody draining);
/// a send made meanwhile, from another thread or from a handler, is queued and delivered
/// by the drainer after the element in hand. So every subscriber sees every element in
/// one global order, a handler is never called on two threads at once, handlers may send,
/// subscribe or cancel freely, and handlers of two streams may send to each other from
/// two threads without deadlock. A send returns once its element is delivered or queued
/// for a drainer that is still running.
@usableFromInline
final class SubscriberList<Element>: @unchecked Sendable {
    // @unchecked Sendable: `entries`, `queue`, `isDraining`, `isFinished` and every `Entry.State.isActive` are read and written only while `lock` is held;
    // the handlers stored in entries are @Sendable. Handlers run without the lock, on
    // a snapshot of `entries` (a copy, so later changes cannot disturb the loop).

    /// One subscriber: its handler inline (so delivery calls it without a pointer chase)
    /// and its shared state.
    @usableFromInline
    struct Entry {
        /// Whether the subscriber still wants deliveries; shared with its token.
        @usableFromInline
        final class State {
            @usableFromInline var isActive = true
            let finish: @Sendable () -> Void

            init(finish: @escaping @Sendable () -> Void) {
                self.finish = finish
            }
        }

        @usableFromInline let deliver: @Sendable (Element) -> Void
        @usableFromInline let state: State
    }

    /// Something waiting to be delivered.
    @usableFromInline
    enum Item {
        /// An element for every subscriber.
        case broadcast(Element)
        /// An element for one subscriber only (an observer's value at bind).
        case single(Entry, Element)
        /// The end: every subscriber's `finish`.
        case finish
    }

    @usableFromInline let lock = Lock()
    @usableFromInline var entries: ContiguousArray<Entry> = []
    @usableFromInline var queue = RingBuffer<Item>()
    @usableFromInline var isDraining = false
    /// Set by ``finish()``: later sends are ignored; the subscribers' `finish` runs once
    /// everything sent before has been delivered.
    @usableFromInline var isFinished = false

    @usableFromInline init() {}

    /// Delivers `element` to every subscriber, or queues it for the thread that is
    /// delivering already.
    @inlinable
    func deliver(_ element: Element) {
        lock.lock()
        if isFinished {
            lock.unlock()
            return
        }
        if isDraining {
            queue.append(.broadcast(element))
            lock.unlock()
            return
        }
        isDraining = true
        let snapshot = entries
        lock.unlock()
        for entry in snapshot {
            entry.deliver(element)
        }
        lock.lock()
        if queue.count == 0 {
            isDraining = false
            lock.unlock()
            return
        }
        lock.unlock()
        drainQueue()
    }

    /// Runs `makeItem` under the lock (so that, say, an observable's new value and its
    /// place in the delivery order are decided together) and delivers or queues its item,
    /// if it made one.
    func submit(_ makeItem: () -> Item?) {
        lock.lock()
        guard let item = makeItem(), !isFinished else {
            lock.unlock()
            return
        }
        enqueueAndUnlock(item)
    }

    /// Queues `item` (the caller holds the lock, which this releases) and, unless another
    /// thread is draining already, drains the queue.
    private func enqueueAndUnlock(_ item: Item) {
        queue.append(item)
        guard !isDraining else {
            lock.unlock()
            return
        }
        isDraining = true
        lock.unlock()
        drainQueue()
    }

    /// Delivers queued items until the queue is empty, then stops draining.
    @usableFromInline
    func drainQueue() {
        lock.lock()
        while let item = queue.popFirst() {
            switch item {
            case .broadcast(let element):
                let snapshot = entries
                lock.unlock()
                for entry in snapshot {
                    entry.deliver(element)
                }
                lock.lock()
            case .single(let entry, let element):
                guard entry.state.isActive else { continue }
                lock.unlock()
                entry.deliver(element)
                lock.lock()
            case .finish:
                let snapshot = entries
                entries = []
                queue.removeAll()
                for entry in snapshot {
                    entry.state.isActive = false
                }
                lock.unlock()
                for entry in snapshot {
                    entry.state.finish()
                }
                lock.lock()
            }
        }
        isDraining = false
        lock.unlock()
    }

    /// Adds a subscriber; returns `nil` (after calling `finish`) when the list has finished.
    /// - Parameter first: An element for this subscriber alone, delivered before anything
    ///   sent after it subscribed (an observer's current value).
    func add(
        deliver: @escaping @Sendable (Element) -> Void,
        finish: @escaping @Sendable () -> Void,
        first: (() -> Element)? = nil
    ) -> Entry.State? {
        var state: Entry.State?
        submit {
            guard !isFinished else { return nil }
            let entry = Entry(deliver: deliver, state: Entry.State(finish: finish))
            entries.append(entry)
            state = entry.state
            return first.map { .single(entry, $0()) }
        }
        if state == nil { finish() }
        return state
    }

    /// A token that removes the subscriber with `state` when cancelled or released.
    func token(for state: Entry.State?) -> SubscriptionToken {
        guard let state else { return .ended }
        // The state is only touched under `lock`; the token's closure goes through `remove`.
        let box = UncheckedState(state: state)
        return SubscriptionToken { [weak self] in self?.remove(box.state) }
    }

    /// Stops deliveries to the subscriber with `state`: it gets nothing sent after this,
    /// and at most the element being delivered at this moment on another thread.
    func remove(_ state: Entry.State) {
        lock.withLock {
            state.isActive = false
            entries.removeAll { $0.state === state }
        }
    }

    /// Ends the list after what was sent before: each subscriber's `finish` runs once;
    /// later sends are ignored.
    func finish() {
        lock.lock()
        guard !isFinished else {
            lock.unlock()
            return
        }
        isFinished = true
        enqueueAndUnlock(.finish)
    }

    var count: Int { lock.withLock { entries.count } }
}

/// Carries an entry's state into a `@Sendable` closure.
private struct UncheckedState<Element>: @unchecked Sendable {
    // @unchecked Sendable: the state is only passed back to `SubscriberList.remove`, which
    // touches it under the list's lock.
    let state: SubscriberList<Element>.Entry.State
}
