/// The multicast core shared by ``EventStream`` and ``Observable``: a list of subscribers
/// behind one recursive lock that is held while elements are delivered.
///
/// Holding the lock during delivery serialises deliveries: every subscriber sees every
/// element in one global order, a handler is never called on two threads at once, and
/// after ``remove(_:)`` returns on another thread no delivery to that subscriber is in
/// flight. The lock is recursive, so a handler may send, subscribe or cancel on the same
/// stream. A handler must not block waiting for another thread that sends on the same stream.
@usableFromInline
final class SubscriberList<Element>: @unchecked Sendable {
    // @unchecked Sendable: `entries`, `mutations`, `isFinished` and every
    // `Entry.State.isActive` are read and written only while `lock` is held; the handlers
    // stored in entries are @Sendable.

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

    @usableFromInline let lock = Lock(recursive: true)
    @usableFromInline var entries: ContiguousArray<Entry> = []
    /// Counts changes to `entries`, so a delivery notices a cancellation made by a handler.
    @usableFromInline var mutations = 0
    @usableFromInline var isFinished = false

    @usableFromInline init() {}

    /// Delivers `element` to every active subscriber. The caller holds `lock`.
    @inlinable
    func deliverLocked(_ element: Element) {
        guard !isFinished else { return }
        let snapshot = entries
        let mutationsAtStart = mutations
        for entry in snapshot {
            // Only a handler that subscribed or cancelled during this delivery changes
            // `mutations`; then skip subscribers cancelled since the snapshot.
            if _slowPath(mutations != mutationsAtStart) && !entry.state.isActive { continue }
            entry.deliver(element)
        }
    }

    /// Delivers `element` to every active subscriber.
    @inlinable
    func deliver(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        deliverLocked(element)
    }

    /// Adds a subscriber; returns `nil` (after calling `finish`) when the list has finished.
    func add(
        deliver: @escaping @Sendable (Element) -> Void,
        finish: @escaping @Sendable () -> Void
    ) -> Entry.State? {
        let state = lock.withLock { () -> Entry.State? in
            guard !isFinished else { return nil }
            let state = Entry.State(finish: finish)
            entries.append(Entry(deliver: deliver, state: state))
            mutations &+= 1
            return state
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

    /// Stops deliveries to the subscriber with `state`.
    func remove(_ state: Entry.State) {
        lock.withLock {
            state.isActive = false
            entries.removeAll { $0.state === state }
            mutations &+= 1
        }
    }

    /// Ends the list: each active subscriber's `finish` runs once; later sends are ignored.
    func finish() {
        lock.withLock {
            guard !isFinished else { return }
            isFinished = true
            let snapshot = entries
            entries = []
            mutations &+= 1
            for entry in snapshot where entry.state.isActive {
                entry.state.isActive = false
                entry.state.finish()
            }
        }
    }

    var count: Int { lock.withLock { entries.count } }
}

/// Carries an entry's state into a `@Sendable` closure.
private struct UncheckedState<Element>: @unchecked Sendable {
    // @unchecked Sendable: the state is only passed back to `SubscriberList.remove`, which
    // touches it under the list's lock.
    let state: SubscriberList<Element>.Entry.State
}
