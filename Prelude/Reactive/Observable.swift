/// A value that tells its observers about every change, thread-safe (the design's `Box`).
///
/// An observer is called at once with the current value when it binds, then with every
/// new value, in the order the values were set, until its token is cancelled or released.
/// Observers are called as ``EventStream``'s closure subscribers are: one at a time, in
/// one order for all, never under a lock, so an observer may set this or another
/// observable (two observables may even be bound to each other both ways).
///
/// ```swift
/// let title = Observable("Loading…")
/// let token = title.bind { print($0) }   // prints "Loading…"
/// title.value = "Clinics"                // prints "Clinics"
/// token.cancel()
/// ```
public final class Observable<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only read or written while `observers.lock` is held.
    private let observers = SubscriberList<Value>()
    private var storage: Value

    /// Makes an observable holding `value`.
    public init(_ value: Value) {
        storage = value
    }

    /// The current value. Setting it notifies every observer, even when it is unchanged.
    public var value: Value {
        get { observers.lock.withLock { storage } }
        set { update { $0 = newValue } }
    }

    /// Changes the value in place and notifies observers once, atomically: no other
    /// write can come between reading and writing. `change` gets the value `inout`; it
    /// must not read or set this observable itself (that would wait for itself).
    public func update(_ change: (inout Value) -> Void) {
        observers.submit {
            change(&storage)
            return .broadcast(storage)
        }
    }

    /// Calls `observer` with the current value now and with every later value.
    public func bind(_ observer: @escaping @Sendable (Value) -> Void) -> SubscriptionToken {
        observers.token(for: observers.add(deliver: observer, finish: {}, first: { self.storage }))
    }

    /// How many observers are bound now.
    public var observerCount: Int { observers.count }
}
