import Foundation
import Prelude

/// The events an agent subscribed to as resources: which subscription each has, the latest
/// outputs of each (at most ``kept``), and the `notifications/resources/updated` each output
/// causes.
final class EventResources: @unchecked Sendable {
    // @unchecked Sendable: `subscriptions` and `recent` are read and written only while `lock`
    // is held; `updated` is an immutable Sendable closure.
    /// How many outputs of each event are kept for `resources/read`.
    static let kept = 16

    private let lock = NSLock()
    private var subscriptions: [String: Int] = [:]
    private var recent: [String: [JSON]] = [:]
    private let updated: @Sendable (_ event: String) -> Void

    /// - Parameter updated: Told the event's name when an output arrives (it sends the update).
    init(updated: @escaping @Sendable (_ event: String) -> Void) {
        self.updated = updated
    }

    /// The session's subscription to `event`, if the agent subscribed.
    func subscription(of event: String) -> Int? {
        lock.withLock { subscriptions[event] }
    }

    /// Records the session's subscription to `event`.
    func subscribed(to event: String, as subscription: Int) {
        lock.withLock { subscriptions[event] = subscription }
    }

    /// Forgets the subscription to `event`, returning it.
    func unsubscribe(from event: String) -> Int? {
        lock.withLock { subscriptions.removeValue(forKey: event) }
    }

    /// An `event` notification of the session: kept, and announced as an update.
    func deliver(_ params: JSON.Object) {
        guard case .string(let event)? = params["event"] else { return }
        var output = params
        _ = output.removeValue(forKey: "subscription")
        let subscribed = lock.withLock { () -> Bool in
            guard subscriptions[event] != nil else { return false }
            var outputs = recent[event, default: []]
            outputs.append(.object(output))
            if outputs.count > Self.kept { outputs.removeFirst(outputs.count - Self.kept) }
            recent[event] = outputs
            return true
        }
        if subscribed { updated(event) }
    }

    /// The latest outputs of `event`, oldest first.
    func outputs(of event: String) -> [JSON] {
        lock.withLock { recent[event] ?? [] }
    }
}
