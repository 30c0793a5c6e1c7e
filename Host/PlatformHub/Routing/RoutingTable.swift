import HubInterfaces
import Prelude

/// Everything a send needs: the plugins' slots, their names and policies, and one ``Lane``
/// per message kind. The routes are frozen at start-up; only the plugins change, each made
/// once (at start-up, or on its first use) in its ``PluginSlot``.
///
/// Immutable but for the slots (which publish a made plugin with one atomic store), the
/// identities of plugins made after start-up and the list of route tables handed out (both
/// under locks), so any thread reads it without a lock.
final class RoutingTable: Sendable {
    /// Each plugin's slot, by index (registration order).
    let slots: [PluginSlot]
    /// Each plugin's handle, by index: ``HubCore`` hands each its routes (see
    /// ``OutgoingRoutes``) when the table is published, and new ones when a plugin it sends
    /// to is made; it takes them back when the hub stops.
    let ports: [PluginPort]
    /// Plugin names by index.
    let names: [String]
    /// The policies the hub enforces, by index.
    let policies: [Policy]
    /// Each policy's file, by index, for refusals that name it.
    let files: [String]
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
    /// For each plugin, the plugins whose policies send it a command, query or view query it
    /// receives: the senders whose routes gain an entry when it is made.
    let sendersTo: [[Int]]
    /// Plugin index by identity for the plugins made while the hub started (the host's own
    /// among them), read without a lock by sends through the hub itself.
    private let launchIdentities: [ObjectIdentifier: Int]
    /// Plugin index by identity for the plugins made later.
    private let laterIdentities = Locked<[ObjectIdentifier: Int]>([:])
    /// Every route table handed to a port, current or replaced: a send may still read a
    /// replaced one, so each lives as long as the table (at most one per sender for each
    /// plugin made, so the list is bounded by the policies).
    private let handedOut = Locked<[OutgoingRoutes]>([])

    /// Makes the table over `slots`, after the plugins that start at launch are made.
    init(slots: [PluginSlot], policies: [Policy], files: [String]) {
        self.slots = slots
        ports = slots.map(\.port)
        names = slots.map(\.name)
        self.policies = policies
        self.files = files
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
        var sendersTo = [[Int]](repeating: [], count: slots.count)
        for (sender, policy) in policies.enumerated() {
            var receivers: Set<Int> = []
            for (lane, messages) in [
                (commands, policy.send.commands), (queries, policy.send.queries),
                (viewQueries, policy.send.viewQueries),
            ] {
                for message in messages {
                    let receiver = lane.route(from: sender, slot: symbols.slot(of: message.symbol.id))
                    if receiver >= 0 { receivers.insert(receiver) }
                }
            }
            for receiver in receivers.sorted() { sendersTo[receiver].append(sender) }
        }
        self.sendersTo = sendersTo
        var identities: [ObjectIdentifier: Int] = [:]
        for slot in slots {
            if let made = slot.made { identities[made.identity] = slot.index }
        }
        launchIdentities = identities
    }

    deinit {
        // A port that still had routes (the hub was never stopped) forgets them first.
        for port in ports { port.forgetRoutes() }
        for routes in handedOut.value { routes.deallocate() }
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

    /// Whether the plugin at `index` is made and is `claimed`.
    @inline(__always)
    func isPlugin(_ index: Int, _ claimed: any PluginProtocol) -> Bool {
        slots[index].made?.identity == ObjectIdentifier(claimed)
    }

    /// The index of a made plugin found by identity, or `nil`.
    func index(of identity: ObjectIdentifier) -> Int? {
        launchIdentities[identity] ?? laterIdentities.withLock { $0[identity] }
    }

    /// Records a plugin made after start-up, for sends through the hub itself.
    func recordMade(_ made: PluginSlot.Made, at index: Int) {
        laterIdentities.withLock { $0[made.identity] = index }
    }

    /// The routes of the plugin at `sender` as they stand: for every command, query and view
    /// query its policy sends and a made plugin's policy receives, that receiver, with the
    /// receiver's payload schema; kept with the table, which frees them.
    func makeRoutes(for sender: Int) -> OutgoingRoutes {
        let policy = policies[sender]
        var entries: [OutgoingRoutes.Entry] = []
        let lanes = [(MessageKind.command, commands), (.query, queries), (.viewQuery, viewQueries)]
        let sends = [policy.send.commands, policy.send.queries, policy.send.viewQueries]
        for ((kind, lane), messages) in zip(lanes, sends) {
            for message in messages {
                let receiver = lane.route(from: sender, slot: symbols.slot(of: message.symbol.id))
                guard receiver >= 0, let made = slots[receiver].made else { continue }
                entries.append(
                    .init(
                        key: OutgoingRoutes.key(kind, message.symbol.id), receiver: Int32(receiver),
                        nests: canSend[receiver], plugin: made.reference,
                        payloadSchema: made.contracts?.payloadSchema(kind, message).map {
                            UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque())
                        }))
            }
        }
        let routes = OutgoingRoutes(identity: slots[sender].made?.identity, entries: entries)
        routes.bind(table: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()))
        handedOut.withLock { $0.append(routes) }
        return routes
    }
}

extension Policy {
    /// Every message the policy mentions, in any section.
    var allMessages: [Message] {
        send.commands + send.queries + send.viewQueries + receive.commands + receive.queries + receive.viewQueries
            + publish.events + subscribe.events + subscribeAtAppLaunch.events
    }
}
