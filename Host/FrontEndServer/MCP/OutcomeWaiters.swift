import Foundation
import Prelude

/// The tool calls waiting for their command's outcome, by correlation id: the session's
/// `outcome` notifications resolve them; a timer gives each up after its bound.
///
/// A call registers before it sends (``expect(_:on:)``), so an outcome that comes at once is
/// kept until the call waits for it. At most one entry per call in flight, so the table is
/// bounded by the transport's in-flight bound.
final class OutcomeWaiters: @unchecked Sendable {
    // @unchecked Sendable: `entries` is read and written only while `lock` is held.
    private struct Entry {
        /// The events whose outputs are the outcome.
        let events: Set<String>
        /// The outcome, when it came before the call waited.
        var arrival: JSON.Object?
        /// The waiting call.
        var continuation: CheckedContinuation<JSON.Object?, Never>?
        /// The timer that gives the call up.
        var timer: Task<Void, Never>?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// Expects the outcome of the command sent with `id` on one of `events`.
    func expect(_ id: String, on events: [String]) {
        lock.withLock { entries[id] = Entry(events: Set(events)) }
    }

    /// Forgets `id` (its command was refused, so no outcome will come).
    func forget(_ id: String) {
        let entry = lock.withLock { entries.removeValue(forKey: id) }
        entry?.timer?.cancel()
        entry?.continuation?.resume(returning: nil)
    }

    /// An `outcome` notification of the session: resolves the call waiting for it, if any.
    func deliver(_ params: JSON.Object) {
        guard case .string(let id)? = params["correlationID"], case .string(let event)? = params["event"] else {
            return
        }
        let continuation = lock.withLock { () -> CheckedContinuation<JSON.Object?, Never>? in
            guard var entry = entries[id], entry.events.contains(event), entry.arrival == nil else { return nil }
            guard let continuation = entry.continuation else {
                entry.arrival = params
                entries[id] = entry
                return nil
            }
            entries[id] = nil
            entry.timer?.cancel()
            return continuation
        }
        continuation?.resume(returning: params)
    }

    /// Waits for the outcome of `id`, at most `timeout` seconds; `nil` when none came.
    func wait(for id: String, timeout: TimeInterval) async -> JSON.Object? {
        await withCheckedContinuation { (continuation: CheckedContinuation<JSON.Object?, Never>) in
            let ready = lock.withLock { () -> JSON.Object?? in
                guard var entry = entries[id] else { return .some(nil) }
                if let arrival = entry.arrival {
                    entries[id] = nil
                    return .some(arrival)
                }
                entry.continuation = continuation
                entry.timer = Task { [weak self] in
                    guard (try? await Task.sleep(for: .seconds(timeout))) != nil else { return }
                    self?.forget(id)
                }
                entries[id] = entry
                return .none
            }
            if case .some(let value) = ready { continuation.resume(returning: value) }
        }
    }
}
