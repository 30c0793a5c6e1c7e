/// A value that several threads share, guarded by a ``Lock``.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// print(hits.value)
/// ```
public final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only read or written inside `lock.withLock`,
    // so no two threads touch it at once; `Value` itself is Sendable.
    private let lock = Lock()
    private var storage: Value

    /// Makes a guarded value.
    public init(_ value: Value) {
        storage = value
    }

    /// A copy of the current value.
    public var value: Value {
        lock.withLock { storage }
    }

    /// Runs `body` with exclusive, mutable access to the value.
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&storage) }
    }
}
