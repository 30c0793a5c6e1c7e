import HubInterfaces
import Prelude

/// A network the test answers by hand: requests wait until the test responds, so no
/// test depends on timing.
final class FakeServer: Sendable {
    typealias Completion = @Sendable (Result<JSON, PluginError>) -> Void

    private let pending = Locked<[Completion]>([])

    /// Starts a fetch; `completion` runs when the test calls ``respond(with:)``.
    func fetchInfo(_ completion: @escaping Completion) {
        pending.withLock { $0.append(completion) }
    }

    /// How many fetches wait for an answer.
    var pendingCount: Int { pending.value.count }

    /// Answers the oldest waiting fetch; returns whether there was one.
    @discardableResult
    func respond(with result: Result<JSON, PluginError>) -> Bool {
        let next = pending.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        next?(result)
        return next != nil
    }
}
