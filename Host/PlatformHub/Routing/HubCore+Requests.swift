import Prelude
import VerticalInterfaces

// The fast paths: no closure, no lock, no string hashing. Tracing goes through a
// separate path so that the untraced one stays small.

extension HubCore {
    /// Routes a command; returns its correlation id (the given one or a new one).
    func command(
        _ message: Message, payload: JSON?, correlationID: CorrelationID?, from sender: Int,
        claimed: any PluginProtocol
    ) throws(PluginError) -> CorrelationID {
        try withTable(.command, message) { (table) throws(PluginError) -> CorrelationID in
            try check(table, .command, message, handle: sender, claimed: claimed)
            return try command(message, payload: payload, correlationID: correlationID, from: sender, table)
        }
    }

    @inline(__always)
    private func command(
        _ message: Message, payload: JSON?, correlationID: CorrelationID?, from sender: Int, _ table: RoutingTable
    ) throws(PluginError) -> CorrelationID {
        let receiver = table.commands.route(from: sender, symbol: message.symbol.id)
        guard receiver >= 0 else {
            throw refuse(table, .command, message, from: sender, correlationID: correlationID)
        }
        let id = correlationID ?? correlations.next()
        if tracer.isEnabled {
            try traced(table, .command, message, from: sender, to: receiver, correlationID: id) {
                () throws(PluginError) in
                try Self.deliver(command: message, payload: payload, id: id, table, from: sender, to: receiver)
            }
        } else {
            try Self.deliver(command: message, payload: payload, id: id, table, from: sender, to: receiver)
        }
        return id
    }

    /// Routes a query and returns its answer.
    func query(
        _ message: Message, payload: JSON?, from sender: Int, claimed: any PluginProtocol
    ) throws(PluginError) -> JSON {
        try withTable(.query, message) { (table) throws(PluginError) -> JSON in
            try check(table, .query, message, handle: sender, claimed: claimed)
            return try query(message, payload: payload, from: sender, table)
        }
    }

    @inline(__always)
    private func query(
        _ message: Message, payload: JSON?, from sender: Int, _ table: RoutingTable
    ) throws(PluginError) -> JSON {
        let receiver = table.queries.route(from: sender, symbol: message.symbol.id)
        guard receiver >= 0 else { throw refuse(table, .query, message, from: sender) }
        guard tracer.isEnabled else {
            return try Self.deliver(query: message, payload: payload, table, from: sender, to: receiver)
        }
        return try traced(table, .query, message, from: sender, to: receiver, correlationID: nil) {
            () throws(PluginError) -> JSON in
            try Self.deliver(query: message, payload: payload, table, from: sender, to: receiver)
        }
    }

    /// Routes a view query and returns the view.
    func viewQuery(
        _ message: Message, payload: JSON?, from sender: Int, claimed: any PluginProtocol
    ) throws(PluginError) -> ViewNode {
        try withTable(.viewQuery, message) { (table) throws(PluginError) -> ViewNode in
            try check(table, .viewQuery, message, handle: sender, claimed: claimed)
            return try viewQuery(message, payload: payload, from: sender, table)
        }
    }

    @inline(__always)
    private func viewQuery(
        _ message: Message, payload: JSON?, from sender: Int, _ table: RoutingTable
    ) throws(PluginError) -> ViewNode {
        let receiver = table.viewQueries.route(from: sender, symbol: message.symbol.id)
        guard receiver >= 0 else { throw refuse(table, .viewQuery, message, from: sender) }
        guard tracer.isEnabled else {
            return try Self.deliver(viewQuery: message, payload: payload, table, from: sender, to: receiver)
        }
        return try traced(table, .viewQuery, message, from: sender, to: receiver, correlationID: nil) {
            () throws(PluginError) -> ViewNode in
            try Self.deliver(viewQuery: message, payload: payload, table, from: sender, to: receiver)
        }
    }

    @inline(__always)
    private static func deliver(
        command message: Message, payload: JSON?, id: CorrelationID, _ table: RoutingTable, from sender: Int,
        to receiver: Int
    ) throws(PluginError) {
        do {
            try table.plugins[receiver].onReceive(command: message, payload: payload, correlationID: id)
        } catch {
            throw .from(error, .command, message, sender: table.names[sender], receiver: table.names[receiver])
        }
    }

    @inline(__always)
    private static func deliver(
        query message: Message, payload: JSON?, _ table: RoutingTable, from sender: Int, to receiver: Int
    ) throws(PluginError) -> JSON {
        do {
            return try table.plugins[receiver].onReceive(query: message, payload: payload)
        } catch {
            throw .from(error, .query, message, sender: table.names[sender], receiver: table.names[receiver])
        }
    }

    @inline(__always)
    private static func deliver(
        viewQuery message: Message, payload: JSON?, _ table: RoutingTable, from sender: Int, to receiver: Int
    ) throws(PluginError) -> ViewNode {
        do {
            return try table.plugins[receiver].onReceive(viewQuery: message, payload: payload)
        } catch {
            throw .from(error, .viewQuery, message, sender: table.names[sender], receiver: table.names[receiver])
        }
    }
}
