import HubInterfaces
import Prelude

// The fast paths: no closure call, no lock, no string hashing, and no reference counting
// of the table or the receiving plugin. ``HubCore/route(_:_:from:claimed:correlationID:via:)``
// checks on the borrowed table and yields a trivial ``Route``; the handler is called
// through it. Refusals, handler errors and tracing go through separate, out-of-line
// paths so that the untraced one stays small. Inlined into the port's protocol witness,
// a send is one function plus the handler call. A command through a port has a smaller
// fast path still, in ``PluginPort``; it comes here for everything but its common case.

/// A checked route: the receiving plugin's index and the plugin itself, unretained.
///
/// Valid while the ``HubCore`` that made it is alive (the core owns the table, which owns
/// the plugin); the send paths use it only within the core's own methods.
struct Route {
    /// The receiving plugin's index.
    let receiver: Int
    /// The receiving plugin.
    let plugin: PluginReference
    /// Whether the receiver's policy sends anything, so its handler may nest deliveries.
    let nests: Bool
    /// The routing table, unretained (for naming a refused chain of nested deliveries).
    let table: UnsafeRawPointer
    /// The receiver's payload schema for the message (see ``OutgoingRoutes/Entry/payloadSchema``).
    let payloadSchema: UnsafeRawPointer?
}

extension HubCore {
    /// Routes a command tagged with the sender's own `correlationID`, which must not be in
    /// the form the hub keeps for the ids it makes (checked after the route, so that a
    /// message that is refused anyway is refused for that reason).
    ///
    /// Returns nothing: the sender has the id already, and handing back a copy would cost
    /// a retain and a release on every send (a third of the path when measured).
    @inline(__always)
    func command(
        _ message: Message, payload: JSON?, correlationID id: CorrelationID, from sender: Int,
        claimed: any PluginProtocol, via outgoing: OutgoingRoutes? = nil
    ) throws(PluginError) {
        try route(
            command: message, payload: payload, id: id, from: sender, claimed: claimed, senderChoseID: true,
            via: outgoing)
    }

    /// Routes a command under a correlation id made here, and returns that id.
    @inline(__always)
    func command(
        _ message: Message, payload: JSON?, from sender: Int, claimed: any PluginProtocol,
        via outgoing: OutgoingRoutes? = nil
    ) throws(PluginError) -> CorrelationID {
        let id = correlations.next()
        try command(message, payload: payload, madeID: id, from: sender, claimed: claimed, via: outgoing)
        return id
    }

    /// Routes a command under `id`, a correlation id made here (by ``correlations``).
    @inline(__always)
    func command(
        _ message: Message, payload: JSON?, madeID id: CorrelationID, from sender: Int, claimed: any PluginProtocol,
        via outgoing: OutgoingRoutes? = nil
    ) throws(PluginError) {
        try route(
            command: message, payload: payload, id: id, from: sender, claimed: claimed, senderChoseID: false,
            via: outgoing)
    }

    @inline(__always)
    private func route(
        command message: Message, payload: JSON?, id: CorrelationID, from sender: Int, claimed: any PluginProtocol,
        senderChoseID: Bool, via outgoing: OutgoingRoutes?
    ) throws(PluginError) {
        let route = try route(
            .command, message, payload: payload, from: sender, claimed: claimed, correlationID: id, via: outgoing)
        if senderChoseID && !id.isAllowedForSender {
            throw refusedCorrelationID(id, message, from: sender)
        }
        guard tracer.isEnabled else {
            return try deliver(command: message, payload: payload, id: id, route, from: sender)
        }
        try traced(.command, message, from: sender, to: route.receiver, correlationID: id) {
            () throws(PluginError) in
            try deliver(command: message, payload: payload, id: id, route, from: sender)
        }
    }

    /// Routes a query and returns its answer.
    @inline(__always)
    func query(
        _ message: Message, payload: JSON?, from sender: Int, claimed: any PluginProtocol,
        via outgoing: OutgoingRoutes? = nil
    ) throws(PluginError) -> JSON {
        let route = try route(.query, message, payload: payload, from: sender, claimed: claimed, via: outgoing)
        guard tracer.isEnabled else {
            return try deliver(query: message, payload: payload, route, from: sender)
        }
        return try traced(.query, message, from: sender, to: route.receiver, correlationID: nil) {
            () throws(PluginError) -> JSON in
            try deliver(query: message, payload: payload, route, from: sender)
        }
    }

    /// Routes a view query and returns the view.
    @inline(__always)
    func viewQuery(
        _ message: Message, payload: JSON?, from sender: Int, claimed: any PluginProtocol,
        via outgoing: OutgoingRoutes? = nil
    ) throws(PluginError) -> ViewNode {
        let route = try route(.viewQuery, message, payload: payload, from: sender, claimed: claimed, via: outgoing)
        guard tracer.isEnabled else {
            return try deliver(viewQuery: message, payload: payload, route, from: sender)
        }
        return try traced(.viewQuery, message, from: sender, to: route.receiver, correlationID: nil) {
            () throws(PluginError) -> ViewNode in
            try deliver(viewQuery: message, payload: payload, route, from: sender)
        }
    }

    @inline(__always)
    private func deliver(
        command message: Message, payload: JSON?, id: CorrelationID, _ route: Route, from sender: Int
    ) throws(PluginError) {
        let chain =
            try route.nests
            ? DeliveryChain.enter(
                .init(kind: .command, message: message, sender: sender, receiver: route.receiver, table: route.table))
            : nil
        defer { DeliveryChain.leave(chain) }
        try checkPayload(payload, against: route.payloadSchema, from: sender, to: route.receiver)
        do {
            try route.plugin.onReceive(command: message, payload: payload, correlationID: id)
        } catch {
            throw failure(error, .command, message, from: sender, to: route.receiver)
        }
    }

    @inline(__always)
    private func deliver(
        query message: Message, payload: JSON?, _ route: Route, from sender: Int
    ) throws(PluginError) -> JSON {
        let chain =
            try route.nests
            ? DeliveryChain.enter(
                .init(kind: .query, message: message, sender: sender, receiver: route.receiver, table: route.table))
            : nil
        defer { DeliveryChain.leave(chain) }
        try checkPayload(payload, against: route.payloadSchema, from: sender, to: route.receiver)
        let answer: JSON
        do {
            answer = try route.plugin.onReceive(query: message, payload: payload)
        } catch {
            throw failure(error, .query, message, from: sender, to: route.receiver)
        }
        #if DEBUG
            try checkAnswer(answer, to: message, from: route.receiver)
        #endif
        return answer
    }

    @inline(__always)
    private func deliver(
        viewQuery message: Message, payload: JSON?, _ route: Route, from sender: Int
    ) throws(PluginError) -> ViewNode {
        let chain =
            try route.nests
            ? DeliveryChain.enter(
                .init(kind: .viewQuery, message: message, sender: sender, receiver: route.receiver, table: route.table))
            : nil
        defer { DeliveryChain.leave(chain) }
        try checkPayload(payload, against: route.payloadSchema, from: sender, to: route.receiver)
        do {
            return try route.plugin.onReceive(viewQuery: message, payload: payload)
        } catch {
            throw failure(error, .viewQuery, message, from: sender, to: route.receiver)
        }
    }

    /// A sender (routed, so a started plugin sending as itself) chose an id in the hub's
    /// own `#` form, or one longer than ``CorrelationID/maximumLength``; nothing is delivered.
    @inline(never)
    private func refusedCorrelationID(_ id: CorrelationID, _ message: Message, from sender: Int) -> PluginError {
        let why =
            id.isMadeByHub
            ? "correlation id \"\(id)\" of command \"\(message.name)\" has the form the hub keeps for the ids it "
                + "makes (# and a hexadecimal number); choose an id that does not start with #, or send with "
                + "send(command:payload:sender:) and use the id it returns"
            : "the correlation id of command \"\(message.name)\" is \(id.rawValue.utf8.count) bytes long; an id "
                + "is at most \(CorrelationID.maximumLength) bytes, so choose a shorter one"
        let error = PluginError(
            code: .invalidPayload, message: why, messageName: message.name, kind: .command,
            sender: table?.names[sender])
        // The refused id is not kept: a trace holds only ids within the bound.
        recordRefusal(error, .command, message, from: sender, correlationID: id.isMadeByHub ? id : nil)
        return error
    }

    /// Checks a query's answer against its receiver's answer schema (debug builds compile
    /// answer schemas; a release build has none to check).
    ///
    /// - Throws: `PluginError` (``PluginError/Code/failed``) naming the places the answer breaks
    ///   its contract: a bug in the plugin or its contract.
    @inline(never)
    func checkAnswer(_ answer: JSON, to message: Message, from receiver: Int) throws(PluginError) {
        guard let table, let gate = table.slots[receiver].made?.contracts,
            let schema = gate.answerSchema(.query, message)
        else { return }
        try schema.check(answer: answer, from: gate.plugin)
    }

    /// Throws the error a handler threw on the port's fast path (which delivers without
    /// ``route(_:_:from:claimed:correlationID:via:)``), made into a `PluginError` naming
    /// both sides, as the full path does.
    @inline(never)
    func handlerFailed(
        _ error: any Error, _ kind: MessageKind, _ message: Message, from sender: Int, to receiver: Int
    ) throws -> Never {
        throw failure(error, kind, message, from: sender, to: receiver)
    }

    /// An error the receiver's handler threw, made into a `PluginError` naming both sides.
    @inline(never)
    private func failure(
        _ error: any Error, _ kind: MessageKind, _ message: Message, from sender: Int, to receiver: Int
    ) -> PluginError {
        // A route exists, so the table was published (and stays so).
        guard let table else { return unavailable(kind, message) }
        return .from(error, kind, message, sender: table.names[sender], receiver: table.names[receiver])
    }
}
