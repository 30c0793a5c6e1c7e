import Prelude

/// What a hand-rolled event bus does: an array of closures behind a pthread lock, called
/// in a loop while the lock is held.
final class LockedClosures: @unchecked Sendable {
    // @unchecked Sendable: `handlers` is only read or written while `lock` is held.
    private let lock = Lock()
    private var handlers: [@Sendable (Int) -> Void] = []

    func add(_ handler: @escaping @Sendable (Int) -> Void) {
        lock.withLock { handlers.append(handler) }
    }

    func send(_ value: Int) {
        lock.withLock {
            for handler in handlers { handler(value) }
        }
    }
}

/// A counter the subscribers add into; read at the end so the work cannot be optimised away.
final class Sink: @unchecked Sendable {
    // @unchecked Sendable: in the closure benchmarks `total` is only written by handlers,
    // which both the baseline and EventStream call while holding their lock.
    var total = 0

    func add(_ value: Int) {
        total &+= value
    }
}
