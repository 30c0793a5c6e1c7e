import Synchronization

/// The multicast core shared by ``EventStream`` and ``Observable``: a list of subscribers
/// and a bounded queue of what is to be delivered to them, behind one lock that is never
/// held while a handler runs.
///
/// Delivery promises:
/// - An element's audience is fixed when it is sent: it goes to the subscribers present
///   at that moment (a copy of the list travels with it), never to one that subscribes
///   later, and it skips any of them that has been cancelled by the time its turn comes.
/// - One thread at a time delivers (the one whose send found nobody delivering), so every
///   subscriber sees every element in one global order and a handler is never called on
///   two threads at once. Handlers may send, subscribe or cancel freely, and handlers of
///   two streams may send to each other from two threads without deadlock.
///
/// The queue behind the delivering thread holds at most ``queueLimit`` items. A sender
/// that finds it full waits, first come first served, until there is room; a sender on a
/// thread that is delivering (a handler's send) never waits and may pass the limit, since
/// the thread it would wait for could be itself. After ``turnLimit`` items the delivering
/// thread takes no new sends behind it (senders wait instead) and hands its role to the
/// first waiting sender, so no send delivers more than `turnLimit + queueLimit` of other
/// producers' items before it returns. The queue's storage shrinks as it empties.
@usableFromInline
final class SubscriberList<Element>: @unchecked Sendable {
    // @unchecked Sendable: `entries`, `queue`, `isDraining`, `isFinished`, `waiting`,
    // `nextTicket`, `servingTicket`, `handOver` and `wantsRelief` are read and written
    // only while `lock` is held. `Entry.State.isActive` is atomic. The handlers stored in
    // entries are @Sendable and run without the lock, on the audience copied at send time.

    /// The most items the queue holds before a sender that is not delivering waits.
    @usableFromInline static var queueLimit: Int { 8_192 }
    /// How many items one thread delivers in a turn before it hands the role to a waiting
    /// sender (it goes on while nobody waits).
    @usableFromInline static var turnLimit: Int { 16_384 }

    /// One subscriber: its handler inline (so delivery calls it without a pointer chase)
    /// and its shared state.
    @usableFromInline
    struct Entry {
        /// Whether the subscriber still wants deliveries; shared with its token.
        @usableFromInline typealias State = SubscriberState

        @usableFromInline let deliver: @Sendable (Element) -> Void
        @usableFromInline let state: State
    }

    /// Something waiting to be delivered.
    @usableFromInline
    enum Item {
        /// An element for the subscribers present when it was sent.
        case broadcast(Element, ContiguousArray<Entry>)
        /// An element for one subscriber only (an observer's value at bind).
        case single(Entry, Element)
        /// The end: every subscriber's `finish`.
        case finish
    }

    @usableFromInline let lock = Lock()
    /// Signalled when the queue has room again, when the delivering thread stops or hands
    /// its role over, and when a waiting sender has taken its turn.
    @usableFromInline let changed = Condition()
    @usableFromInline var entries: ContiguousArray<Entry> = []
    @usableFromInline var queue = RingBuffer<Item>()
    /// Whether some thread is delivering (and owns the queue's head).
    @usableFromInline var isDraining = false
    /// Set by ``finish()``: later sends are ignored; the subscribers' `finish` runs once
    /// everything sent before has been delivered.
    @usableFromInline var isFinished = false
    /// Senders waiting for room or for the delivering role, served in ticket order.
    @usableFromInline var waiting = 0
    @usableFromInline var nextTicket = 0
    @usableFromInline var servingTicket = 0
    /// The delivering thread has stopped mid-queue and left the role to the first waiter.
    @usableFromInline var handOver = false
    /// The delivering thread has finished a turn and would hand its role to the next sender.
    @usableFromInline var wantsRelief = false

    @usableFromInline init() {}

    /// Adds a subscriber; returns `nil` (after calling `finish`) when the list has finished.
    /// - Parameter first: An element for this subscriber alone, delivered before anything
    ///   sent after it subscribed (an observer's current value).
    func add(
        deliver: @escaping @Sendable (Element) -> Void,
        finish: @escaping @Sendable () -> Void,
        first: (() -> Element)? = nil
    ) -> Entry.State? {
        var state: Entry.State?
        submit(waitsForRoom: false) {
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
        // The state is only touched under `lock` or atomically; the token's closure goes
        // through `remove`.
        let box = UncheckedState(state: state)
        return SubscriptionToken { [weak self] in self?.remove(box.state) }
    }

    /// Stops deliveries to the subscriber with `state`: once this returns, no delivery to
    /// it starts (one already running on another thread may finish).
    func remove(_ state: Entry.State) {
        lock.withLock {
            state.deactivate()
            entries.removeAll { $0.state === state }
        }
    }

    /// Ends the list after what was sent before: each subscriber's `finish` runs once;
    /// later sends are ignored.
    func finish() {
        submit(waitsForRoom: false) {
            guard !isFinished else { return nil }
            isFinished = true
            return .finish
        }
    }

    var count: Int { lock.withLock { entries.count } }

    var queuedCount: Int { lock.withLock { queue.count } }
}

/// Whether a subscriber still wants deliveries, and what to call when its list finishes.
@usableFromInline
final class SubscriberState {
    /// Cleared when the subscriber is removed; read without the list's lock just before
    /// each delivery.
    private let active = Atomic<Bool>(true)
    @usableFromInline let finish: @Sendable () -> Void

    init(finish: @escaping @Sendable () -> Void) {
        self.finish = finish
    }

    /// Whether the subscriber still wants deliveries.
    @usableFromInline var isActive: Bool { active.load(ordering: .acquiring) }

    /// Stops all later deliveries to the subscriber.
    @usableFromInline func deactivate() { active.store(false, ordering: .releasing) }
}

/// Carries an entry's state into a `@Sendable` closure.
private struct UncheckedState: @unchecked Sendable {
    // @unchecked Sendable: the state is only passed back to `SubscriberList.remove`, which
    // touches it under the list's lock (its flag is atomic).
    let state: SubscriberState
}
