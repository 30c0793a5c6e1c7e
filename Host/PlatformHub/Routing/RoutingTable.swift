import HubInterfaces
import Prelude

/// Everything a send needs, frozen at start-up and never changed: plugins, their names
/// and identities, and one ``Lane`` per message kind.
///
/// Immutable (`let` properties of Sendable types only), so any thread reads it without a lock.
final class RoutingTable: Sendable {
    /// Each plugin's handle, by index: ``HubCore`` hands each its ``outgoing`` routes when
    /// the table is published and takes them back when the hub stops.
    let ports: [PluginPort]
    /// Each plugin's allowed commands, queries and view queries, resolved (see ``OutgoingRoutes``).
    let outgoing: [OutgoingRoutes]
    /// Plugin names by index (registration order).
    let names: [String]
    /// The plugins by index.
    let plugins: [any PluginProtocol]
    /// The same plugins, unretained, for the send paths (see ``PluginReference``).
    let references: [PluginReference]
    /// The policies the hub enforces, by index.
    let policies: [Policy]
    /// Each plugin's object identity, to check that a handle's sender is its own plugin.
    let identities: [ObjectIdentifier]
    /// Plugin index by identity, for sends through the hub itself.
    let indexByIdentity: [ObjectIdentifier: Int]
    /// The messages the policies name, numbered densely for the lanes.
    let symbols: SymbolIndex
    /// Whether each plugin's policy sends anything (command, query or view query): only a
    /// delivery to such a plugin can nest further deliveries (see ``DeliveryChain``).
    let canSend: [Bool]
    /// Routes for commands.
    let commands: Lane
    /// Routes for queries.
    let queries: Lane
    /// Routes for view queries.
    let viewQueries: Lane
    /// Routes for events: publisher by event, subscribe rights by subscriber.
    let events: Lane

    init(names: [String], plugins: [any PluginProtocol], ports: [PluginPort], policies: [Policy]) {
        self.names = names
        self.ports = ports
        self.plugins = plugins
        references = plugins.map(PluginReference.init)
        self.policies = policies
        identities = plugins.map { ObjectIdentifier($0) }
        indexByIdentity = Dictionary(
            identities.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let symbols = SymbolIndex(policies.flatMap(\.allMessages).map(\.symbol.id))
        self.symbols = symbols
        canSend = policies.map { !($0.send.commands.isEmpty && $0.send.queries.isEmpty && $0.send.viewQueries.isEmpty) }
        commands = Lane(
            index: symbols, receives: policies.map(\.receive.commands), sends: policies.map(\.send.commands))
        queries = Lane(
            index: symbols, receives: policies.map(\.receive.queries), sends: policies.map(\.send.queries))
        viewQueries = Lane(
            index: symbols, receives: policies.map(\.receive.viewQueries), sends: policies.map(\.send.viewQueries))
        events = Lane(
            index: symbols, receives: policies.map(\.publish.events),
            sends: policies.map { $0.subscribe.events + $0.subscribeAtAppLaunch.events })
        let lanes = [(MessageKind.command, commands), (.query, queries), (.viewQuery, viewQueries)]
        var outgoing: [OutgoingRoutes] = []
        for (sender, policy) in policies.enumerated() {
            var entries: [OutgoingRoutes.Entry] = []
            let sends = [policy.send.commands, policy.send.queries, policy.send.viewQueries]
            for ((kind, lane), messages) in zip(lanes, sends) {
                for message in messages {
                    let receiver = lane.route(from: sender, slot: symbols.slot(of: message.symbol.id))
                    guard receiver >= 0 else { continue }
                    entries.append(
                        .init(
                            key: OutgoingRoutes.key(kind, message.symbol.id), receiver: Int32(receiver),
                            nests: canSend[receiver], plugin: references[receiver]))
                }
            }
            outgoing.append(OutgoingRoutes(identity: identities[sender], entries: entries))
        }
        self.outgoing = outgoing
        let address = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        for routes in outgoing { routes.bind(table: address) }
    }

    deinit {
        // A port that still had these routes (the hub was never stopped) forgets them first.
        for port in ports { port.forgetRoutes() }
        for routes in outgoing { routes.deallocate() }
    }

    /// The lane for `kind`.
    @inline(__always)
    func lane(_ kind: MessageKind) -> Lane {
        switch kind {
        case .command: commands
        case .query: queries
        case .viewQuery: viewQueries
        case .event: events
        }
    }
}

extension Policy {
    /// Every message the policy mentions, in any section.
    var allMessages: [Message] {
        send.commands + send.queries + send.viewQueries + receive.commands + receive.queries + receive.viewQueries
            + publish.events + subscribe.events + subscribeAtAppLaunch.events
    }
}
