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
    // @unchecked Sendable: `entries`, `isFinished` and every `Entry.isActive` are read and
    // written only while `lock` is held; the handlers stored in entries are @Sendable.

    /// One subscriber.
    @usableFromInline
    final class Entry {
        @usableFromInline let deliver: @Sendable (Element) -> Void
        let finish: @Sendable () -> Void
        @usableFromInline var isActive = true

        init(deliver: @escaping @Sendable (Element) -> Void, finish: @escaping @Sendable () -> Void) {
            self.deliver = deliver
            self.finish = finish
        }
    }

    @usableFromInline let lock = Lock(recursive: true)
    @usableFromInline var entries: ContiguousArray<Entry> = []
    @usableFromInline var isFinished = false

    @usableFromInline init() {}

    /// Delivers `element` to every active subscriber. The caller holds `lock`.
    @inlinable
    func deliverLocked(_ element: Element) {
        guard !isFinished else { return }
        let snapshot = entries
        for entry in snapshot where entry.isActive {
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
    ) -> Entry? {
        let entry = lock.withLock { () -> Entry? in
            guard !isFinished else { return nil }
            let entry = Entry(deliver: deliver, finish: finish)
            entries.append(entry)
            return entry
        }
        if entry == nil { finish() }
        return entry
    }

    /// A token that removes `entry` when cancelled or released.
    func token(for entry: Entry?) -> SubscriptionToken {
        guard let entry else { return .ended }
        // Entry is only touched under `lock`; the token's closure goes through `remove`.
        let box = UncheckedEntry(entry: entry)
        return SubscriptionToken { [weak self] in self?.remove(box.entry) }
    }

    /// Stops deliveries to `entry`.
    func remove(_ entry: Entry) {
        lock.withLock {
            entry.isActive = false
            entries.removeAll { $0 === entry }
        }
    }

    /// Ends the list: each active subscriber's `finish` runs once; later sends are ignored.
    func finish() {
        lock.withLock {
            guard !isFinished else { return }
            isFinished = true
            let snapshot = entries
            entries = []
            for entry in snapshot where entry.isActive {
                entry.isActive = false
                entry.finish()
            }
        }
    }

    var count: Int { lock.withLock { entries.count } }
}

/// Carries an `Entry` into a `@Sendable` closure.
private struct UncheckedEntry<Element>: @unchecked Sendable {
    // @unchecked Sendable: the entry is only passed back to `SubscriberList.remove`, which
    // touches it under the list's lock.
    let entry: SubscriberList<Element>.Entry
}
