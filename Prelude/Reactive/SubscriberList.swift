public import Synchronization

/// The multicast core shared by ``EventStream`` and ``Observable``: a list of subscribers
/// and a bounded queue of what is to be delivered to them. No lock is held while a handler
/// runs.
///
/// Delivery promises:
/// - An element's audience is fixed when it is sent: it goes to the subscribers present
///   at that moment, never to one that subscribes later, and it skips any of them that has
///   been cancelled by the time its turn comes.
/// - One thread at a time delivers (the one whose send found nobody delivering), so every
///   subscriber sees every element in one global order and a handler is never called on
///   two threads at once. Handlers may send, subscribe or cancel freely, and handlers of
///   two streams may send to each other from two threads without deadlock.
///
/// The queue behind the delivering thread holds at most ``queueLimit`` items (elements,
/// and subscriptions made while another thread delivers). A sender or subscriber that
/// finds it full (counting a place for each one already waiting) waits on ``changed``
/// until the deliverer has emptied half of it, then all waiters are woken together and
/// each finds its place held. While there is room nobody waits, not even behind waiters:
/// a hand-off from one waiter to the next in ticket order cost a scheduler wake-up per
/// send once producer threads outnumbered cores (a convoy: 0.03 M sends/s with 8 threads
/// on 2 cores, against 3.7 M for one). A sender on a thread that is delivering (a
/// handler's send) never waits and may pass the limit, since the thread it would wait for
/// could be itself. After ``turnLimit`` items the delivering thread takes no new sends
/// behind it (senders wait instead) and hands its role to a waiting sender or the next to
/// arrive, so no send delivers more than `turnLimit + queueLimit` of other producers'
/// items before it returns. The queue's storage shrinks as it empties.
///
/// How the audience stays fixed without copying it: the subscriber array is changed only
/// by the thread that holds the delivering role (``Flags/delivering``), and only while it
/// also holds `lock`. A subscription or removal made while another thread delivers goes
/// into the queue (or is left for the deliverer to sweep), in order with the sends, so
/// every element meets exactly the subscribers present when it was sent. The deliverer
/// reads the array without the lock, and nobody else reads it at all.
///
/// The uncontended send takes no lock: it claims the role by changing ``state`` from 0
/// (idle, nothing queued, nobody waiting, not finished) to ``Flags/delivering``, delivers,
/// and gives the role back by changing it from `delivering` to 0. Anything that needs the
/// deliverer's attention meanwhile sets ``Flags/pending`` (under the lock), so the give-back
/// fails and the deliverer takes the lock and drains the queue.
@usableFromInline
final class SubscriberList<Element>: @unchecked Sendable {
    // @unchecked Sendable: everything in `guarded` is read and written only while `lock` is
    // held; `entries` only by the holder of the delivering role (the `delivering` bit of
    // `state`, an atomic), which changes it only while also holding `lock`. `state` is
    // atomic. The handlers stored in entries are @Sendable.

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

    /// Something waiting to be delivered, in send order.
    @usableFromInline
    enum Item {
        /// An element for the subscribers present when it was sent.
        case broadcast(Element)
        /// A subscriber that joined while another thread was delivering.
        case add(Entry)
        /// An element for one subscriber only (an observer's value at bind).
        case single(Entry, Element)
        /// The end: every subscriber's `finish`.
        case finish
    }

    /// The bits of ``state``.
    @usableFromInline
    enum Flags {
        /// A thread holds the delivering role.
        @inlinable static var delivering: Int { 1 }
        /// The queue is not empty, a sender waits, or removed subscribers await the sweep:
        /// the deliverer must take the lock before it gives the role back.
        @inlinable static var pending: Int { 2 }
        /// ``finish()`` has been called.
        @inlinable static var finished: Int { 4 }
    }

    /// What the lock guards; kept in memory of its own so that reaching it is not checked
    /// for exclusivity at run time (the lock already makes that check redundant).
    @usableFromInline
    struct Guarded {
        @usableFromInline var queue = RingBuffer<Item>()
        /// Set by ``finish()``: later sends are ignored; the subscribers' `finish` runs once
        /// everything sent before has been delivered.
        @usableFromInline var isFinished = false
        /// Subscribers added and not yet removed or finished.
        @usableFromInline var count = 0
        /// Some entry was deactivated while another thread delivered; the deliverer sweeps.
        @usableFromInline var needsSweep = false
        /// Senders (and subscriptions) waiting for room or for the delivering role. Each
        /// holds a place in the queue: a sender that arrives later queues only while
        /// `queue.count + waiting` is below the limit, so a woken waiter always finds room.
        @usableFromInline var waiting = 0
        /// A sender has started waiting since the deliverer last woke the waiters: the
        /// deliverer wakes them all once the queue is down to half its limit.
        @usableFromInline var wakeArmed = false
        /// The delivering thread has stopped mid-queue and left the role to the first waiter.
        @usableFromInline var handOver = false
        /// The delivering thread has finished a turn and would hand its role to the next sender.
        @usableFromInline var wantsRelief = false

        @inlinable init() {}
    }

    /// ``Flags``: who delivers, whether anything waits for the deliverer, whether finished.
    @usableFromInline let state = Atomic<Int>(0)
    @usableFromInline let lock = Lock()
    /// Broadcast when the queue is down to half its limit with a sender waiting, and when
    /// the delivering thread stops or hands its role over.
    @usableFromInline let changed = Condition()
    @usableFromInline let guarded: UnsafeMutablePointer<Guarded>
    /// The subscribers, in the order they subscribed: read and changed only by the holder of
    /// the delivering role (changed only while it also holds the lock). Apart from
    /// ``guarded`` so that the deliverer's unlocked reads and other threads' locked writes
    /// to the queue never touch the same memory.
    @usableFromInline let entries: UnsafeMutablePointer<ContiguousArray<Entry>>
    /// ``DeliveryThread/key``, copied so a send need not check that it is initialised.
    @usableFromInline let deliveryKey: Int

    @usableFromInline init() {
        guarded = .allocate(capacity: 1)
        guarded.initialize(to: Guarded())
        entries = .allocate(capacity: 1)
        entries.initialize(to: [])
        deliveryKey = DeliveryThread.key
    }

    deinit {
        guarded.deinitialize(count: 1)
        guarded.deallocate()
        entries.deinitialize(count: 1)
        entries.deallocate()
    }

    /// Adds a subscriber; returns `nil` (after calling `finish`) when the list has finished.
    ///
    /// While another thread delivers, the subscription joins the queue in send order and,
    /// like a send, waits for room when the queue is full (unless this thread is delivering).
    /// - Parameter first: An element for this subscriber alone, delivered before anything
    ///   sent after it subscribed (an observer's current value).
    func add(
        deliver: @escaping @Sendable (Element) -> Void,
        finish: @escaping @Sendable () -> Void,
        first: (() -> Element)? = nil
    ) -> Entry.State? {
        let entry = Entry(deliver: deliver, state: Entry.State(finish: finish))
        lock.lock()
        if !guarded.pointee.isFinished && claimRole() {
            guarded.pointee.count += 1
            entries.pointee.append(entry)
            if let first {
                guarded.pointee.queue.append(.single(entry, first()))
                updatePending()
                lock.unlock()
                drainMarked()
            } else {
                releaseRole()
                lock.unlock()
            }
            return entry.state
        }
        lock.unlock()
        // Finished, or another thread delivers: join in send order, behind what is queued.
        var joined = false
        submit {
            guard !guarded.pointee.isFinished else { return nil }
            joined = true
            guarded.pointee.count += 1
            guard let first else { return .add(entry) }
            guarded.pointee.queue.append(.add(entry))
            return .single(entry, first())
        }
        guard joined else {
            finish()
            return nil
        }
        return entry.state
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
        lock.lock()
        if state.isActive {
            state.deactivate()
            guarded.pointee.count -= 1
        }
        if claimRole() {
            sweep()
            releaseRole()
            lock.unlock()
            return
        }
        // The deliverer skips it from now on and drops it from the array before it gives
        // the role back. Flag that first, then try for the role again: a deliverer that gave
        // the role back without the lock before the flag was set left nobody to sweep.
        guarded.pointee.needsSweep = true
        updatePending()
        if claimRole() {
            lock.unlock()
            drainMarked()
        } else {
            lock.unlock()
        }
    }

    /// Ends the list after what was sent before: each subscriber's `finish` runs once;
    /// later sends are ignored.
    func finish() {
        submit(waitsForRoom: false) {
            guard !guarded.pointee.isFinished else { return nil }
            guarded.pointee.isFinished = true
            state.bitwiseOr(Flags.finished, ordering: .acquiringAndReleasing)
            return .finish
        }
    }

    /// How many subscribers are active now.
    var count: Int { lock.withLock { guarded.pointee.count } }

    /// How many items are queued behind the delivering thread.
    var queuedCount: Int { lock.withLock { guarded.pointee.queue.count } }

    /// Whether ``finish()`` has been called.
    var isFinished: Bool { state.load(ordering: .acquiring) & Flags.finished != 0 }
}

/// Whether a subscriber still wants deliveries, and what to call when its list finishes.
@usableFromInline
final class SubscriberState {
    /// Cleared when the subscriber is removed; read without the list's lock just before
    /// each delivery.
    @usableFromInline let active = Atomic<Bool>(true)
    @usableFromInline let finish: @Sendable () -> Void

    init(finish: @escaping @Sendable () -> Void) {
        self.finish = finish
    }

    /// Whether the subscriber still wants deliveries.
    @inlinable var isActive: Bool { active.load(ordering: .acquiring) }

    /// Stops all later deliveries to the subscriber.
    @usableFromInline func deactivate() { active.store(false, ordering: .releasing) }
}

/// Carries an entry's state into a `@Sendable` closure.
private struct UncheckedState: @unchecked Sendable {
    // @unchecked Sendable: the state is only passed back to `SubscriberList.remove`, which
    // touches it under the list's lock (its flag is atomic).
    let state: SubscriberState
}
