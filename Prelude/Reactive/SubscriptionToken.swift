/// Keeps a subscription alive; cancelling it (or letting it go) ends the subscription.
///
/// Hold the token for as long as you want deliveries. After ``cancel()`` returns, no new
/// delivery to that subscriber starts.
///
/// ```swift
/// var tokens: [SubscriptionToken] = []
/// tokens.append(stream.subscribe { print($0) })
/// tokens.removeAll()   // unsubscribes
/// ```
public final class SubscriptionToken: Sendable, Hashable {
    private let action: Locked<(@Sendable () -> Void)?>

    /// Makes a token that runs `onCancel` once, on the first ``cancel()`` or on deinit.
    public init(onCancel: @escaping @Sendable () -> Void) {
        action = Locked(onCancel)
    }

    /// A token for a subscription that has already ended.
    public static var ended: SubscriptionToken {
        let token = SubscriptionToken {}
        token.cancel()
        return token
    }

    /// Whether the subscription has been cancelled.
    public var isCancelled: Bool { action.withLock { $0 == nil } }

    /// Ends the subscription. Calling it again does nothing.
    public func cancel() {
        let onCancel = action.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        onCancel?()
    }

    deinit { cancel() }

    /// Whether both sides are the same.
    public static func == (lhs: SubscriptionToken, rhs: SubscriptionToken) -> Bool { lhs === rhs }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension SubscriptionToken {
    /// Keeps the token alive by adding it to `set`, Combine style.
    public func store(in set: inout Set<SubscriptionToken>) {
        set.insert(self)
    }
}
