public import HubInterfaces
import Prelude

/// A message contract with the plugin that declared it (the one that receives or publishes
/// the message).
public struct RegisteredContract: Sendable, Hashable {
    /// The plugin that declared the contract.
    public var plugin: String
    /// The contract.
    public var contract: MessageContract

    /// Pairs a contract with its plugin.
    ///
    /// - Parameters:
    ///   - plugin: The plugin that declared it.
    ///   - contract: The contract.
    public init(plugin: String, contract: MessageContract) {
        self.plugin = plugin
        self.contract = contract
    }
}

extension Hub {
    /// The contracts of every plugin registered with contracts, in registration order and
    /// then in each plugin's order: what front ends discover and what `host send` checks a
    /// payload against. Once the hub has started they match the policies (``start(validatedGraph:)``
    /// refuses a graph where they do not).
    ///
    /// ```swift
    /// for registered in hub.contracts { print(registered.plugin, registered.contract.message) }
    /// ```
    ///
    /// Contracts registered as a file are read when they are first needed; a file that cannot
    /// be read or decoded contributes none here (``start(validatedGraph:)`` reports it).
    public var contracts: [RegisteredContract] {
        state.withLock { $0.policies }.flatMap { entry in
            ((try? entry.contracts?.load()) ?? []).map { RegisteredContract(plugin: entry.plugin, contract: $0) }
        }
    }

    /// The contract of `message` as `kind`, with the plugin that declared it, or `nil`.
    ///
    /// Once the hub has started, only the plugin that receives the message (or publishes the
    /// event) can have declared its contract, since the validated graph holds no contract left
    /// over: only that plugin's contracts are read, not every plugin's.
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - kind: Its kind.
    /// - Returns: The contract and its plugin, when a plugin registered one.
    public func contract(for message: Message, kind: MessageKind) -> RegisteredContract? {
        let entries = state.withLock { $0.policies }
        let candidates: [PluginPolicy]
        if let table = core.table {
            candidates = entries.filter { entry in
                table.names.firstIndex(of: entry.plugin).map { table.policies[$0].declares(message, as: kind) }
                    ?? false
            }
        } else {
            candidates = entries
        }
        for entry in candidates {
            if let contract = ((try? entry.contracts?.load()) ?? []).first(where: {
                $0.message == message && $0.kind == kind
            }) {
                return RegisteredContract(plugin: entry.plugin, contract: contract)
            }
        }
        return nil
    }
}

extension Policy {
    /// Whether this policy receives `message` as `kind`, or publishes it when `kind` is an
    /// event: whether its plugin declares the message's contract.
    fileprivate func declares(_ message: Message, as kind: MessageKind) -> Bool {
        switch kind {
        case .command: receive.commands.contains(message)
        case .query: receive.queries.contains(message)
        case .viewQuery: receive.viewQueries.contains(message)
        case .event: publish.events.contains(message)
        }
    }
}
