import HubInterfaces
import Prelude
import Synchronization

/// The `MessageSending` handle one plugin receives at start-up, bound to its index.
///
/// A send through it knows its sender without a lookup; it checks with one pointer
/// comparison that the `sender` argument is the plugin it was given to, so a plugin
/// cannot send under another's policy. While the hub routes, the port holds its plugin's
/// ``OutgoingRoutes`` (the allowed routes, resolved at start-up), so an allowed send costs
/// one probe there; anything else takes the table's full path, which refuses it.
final class PluginPort: MessageSending {
    let core: HubCore
    let index: Int
    /// The core's correlation-id source, held here so that making an id reads it with one
    /// load fewer (read through the core, it was retained and released around every id).
    private let correlations: CorrelationSource
    /// The address of this plugin's ``OutgoingRoutes`` while the hub routes, else 0: stored
    /// (releasing) by ``HubCore/publish(_:)`` after the table is made, cleared by
    /// ``HubCore/retire()`` before `stop()` returns. The memory is the table's, which the
    /// core owns while the address is here.
    private let outgoing = Atomic<UInt>(0)

    init(core: HubCore, index: Int) {
        self.core = core
        self.index = index
        correlations = core.correlations
    }

    /// Hands the port its plugin's routes (when the table is published).
    func useRoutes(_ routes: OutgoingRoutes) {
        outgoing.store(routes.address, ordering: .releasing)
    }

    /// Takes the routes back (when the hub stops): later sends take the full path, which refuses them.
    func forgetRoutes() {
        outgoing.store(0, ordering: .releasing)
    }

    /// Marks the current routes while tracing is on (see ``OutgoingRoutes/setTracing(_:)``);
    /// the hub calls it under the lock that hands out routes.
    func setTracing(_ on: Bool) {
        routes?.setTracing(on)
    }

    /// The routes, or `nil` before start-up and after stop.
    private var routes: OutgoingRoutes? {
        @inline(__always) get { OutgoingRoutes(address: outgoing.load(ordering: .acquiring)) }
    }

    /// The route of a send that can take the fast path: found in the port's routes (so
    /// `sender` is the port's plugin and both policies allow it), to a receiver whose policy
    /// sends nothing (no delivery chain to keep), with tracing off; `nil` for anything else.
    /// The routes' one probe checks all of it: tracing marks the routes while it is on
    /// (see ``OutgoingRoutes/setTracing(_:)``), and a route that nests is keyed apart.
    @inline(__always)
    private func fastRoute(
        _ kind: MessageKind, _ message: Message, _ sender: any PluginProtocol
    ) -> UnsafePointer<OutgoingRoutes.Entry>? {
        routes?.entry(kind, message.symbol.id, claimed: sender)
    }

    func publisher(
        forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
    ) throws -> EventStream<EventOutput> {
        try core.publisher(forEvent: event, payload: payload, from: index, claimed: subscriber)
    }

    /// The common case stays in this function: an allowed route (found in the port's routes,
    /// so `sender` is the port's plugin and both policies allow it) to a receiver whose
    /// policy sends nothing (so its handler cannot nest a delivery, and no chain is kept),
    /// an id the sender may choose, and tracing off. Anything else, including every
    /// refusal, takes ``routeCommand(_:payload:correlationID:sender:)``, the full path,
    /// which checks everything again; so does a handler's error, in
    /// ``HubCore/handlerFailed(_:_:_:from:to:)``. Keeping those out of line leaves the hot
    /// function with few registers to save and no route to spill (about a third of a
    /// command's cost when measured).
    @inline(__always)
    func send(
        command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol
    ) throws {
        guard let entry = fastRoute(.command, command, sender), correlationID.isAllowedForSender else {
            return try routeCommand(command, payload: payload, correlationID: correlationID, sender: sender)
        }
        // Read before the call: the table's memory is not read once the handler has run.
        let receiver = Int(entry.pointee.receiver)
        try core.checkPayload(payload, against: entry.pointee.payloadSchema, from: index, to: receiver)
        do {
            try entry.pointee.plugin.onReceive(command: command, payload: payload, correlationID: correlationID)
        } catch {
            try core.handlerFailed(error, .command, command, from: index, to: receiver)
        }
    }

    /// A command off the fast path: routed and checked in full (refusals, tracing, nesting).
    @inline(never)
    private func routeCommand(
        _ command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol
    ) throws {
        try core.command(
            command, payload: payload, correlationID: correlationID, from: index, claimed: sender, via: routes)
    }

    /// The same fast path as the command with the sender's own id, under an id made here
    /// (taken before the route, as on the full path, so a refused command uses one up too).
    @discardableResult
    @inline(__always)
    func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID {
        let id = correlations.next()
        guard let entry = fastRoute(.command, command, sender) else {
            try routeCommand(command, payload: payload, madeID: id, sender: sender)
            return id
        }
        // Read before the call: the table's memory is not read once the handler has run.
        let receiver = Int(entry.pointee.receiver)
        try core.checkPayload(payload, against: entry.pointee.payloadSchema, from: index, to: receiver)
        do {
            try entry.pointee.plugin.onReceive(command: command, payload: payload, correlationID: id)
        } catch {
            try core.handlerFailed(error, .command, command, from: index, to: receiver)
        }
        return id
    }

    /// A command under an id made here, off the fast path: routed and checked in full.
    @inline(never)
    private func routeCommand(
        _ command: Message, payload: JSON?, madeID id: CorrelationID, sender: any PluginProtocol
    ) throws {
        try core.command(command, payload: payload, madeID: id, from: index, claimed: sender, via: routes)
    }

    /// The same fast path as a command's: an allowed route to a receiver whose policy sends
    /// nothing, with tracing off, calls the handler here; anything else, including every
    /// refusal, takes ``routeQuery(_:payload:sender:)``, the full path, which checks
    /// everything again, and a handler's error goes through ``HubCore/handlerFailed(_:_:_:from:to:)``.
    @inline(__always)
    func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
        guard let entry = fastRoute(.query, query, sender) else {
            return try routeQuery(query, payload: payload, sender: sender)
        }
        // Read before the call: the table's memory is not read once the handler has run.
        let receiver = Int(entry.pointee.receiver)
        try core.checkPayload(payload, against: entry.pointee.payloadSchema, from: index, to: receiver)
        let answer: JSON
        do {
            answer = try entry.pointee.plugin.onReceive(query: query, payload: payload)
        } catch {
            try core.handlerFailed(error, .query, query, from: index, to: receiver)
        }
        #if DEBUG
            try core.checkAnswer(answer, to: query, from: receiver)
        #endif
        return answer
    }

    /// A query off the fast path: routed and checked in full (refusals, tracing, nesting).
    @inline(never)
    private func routeQuery(_ query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
        try core.query(query, payload: payload, from: index, claimed: sender, via: routes)
    }

    @inline(__always)
    func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode {
        try core.viewQuery(viewQuery, payload: payload, from: index, claimed: sender, via: routes)
    }
}
