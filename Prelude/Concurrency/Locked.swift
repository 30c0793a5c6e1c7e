/// A value that several threads share, guarded by a ``Lock``.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// print(hits.value)
/// ```
public final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: the value `storage` points to is only read or written inside
    // `lock.withLock`, so no two threads touch it at once; `Value` itself is Sendable.
    // (`storage` itself is an immutable `let`.)
    private let lock = Lock()
    // The value lives in memory of its own rather than in a stored `var`: an `inout`
    // access to a class's stored property is checked for exclusivity at run time (two
    // runtime calls and a thread-local look-up each time), which the lock already makes
    // redundant. The pointer is allocated and initialised in `init`, never reassigned,
    // and deinitialised and freed in `deinit`.
    private let storage: UnsafeMutablePointer<Value>

    /// Makes a guarded value.
    public init(_ value: Value) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// A copy of the current value.
    public var value: Value {
        lock.withLock { storage.pointee }
    }

    /// Runs `body` with exclusive, mutable access to the value.
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&storage.pointee) }
    }
}
