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
    /// - Parameters:
    ///   - message: The message.
    ///   - kind: Its kind.
    /// - Returns: The contract and its plugin, when a plugin registered one.
    public func contract(for message: Message, kind: MessageKind) -> RegisteredContract? {
        contracts.first { $0.contract.message == message && $0.contract.kind == kind }
    }
}
