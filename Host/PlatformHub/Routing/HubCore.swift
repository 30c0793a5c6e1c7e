import HubInterfaces
import Prelude
import Synchronization

/// The routing engine behind a ``Hub``: the frozen table (published once, read without a
/// lock), the tracer, and the correlation-id source. Every send path lives in extensions.
final class HubCore: Sendable {
    /// The routing table's address, stored once by ``publish(_:)``; 0 until then.
    ///
    /// Why not `AtomicLazyReference`: its `load()` is not specialised across modules and
    /// looks up generic metadata on every call (a third of a send's cost when measured).
    /// Safety: the stored address carries one retain, owned by this core and released
    /// only in `deinit`, so while any method of the core runs the table is alive; the
    /// releasing store in ``publish(_:)`` and the acquiring load in ``table`` order the
    /// table's construction before any read of it.
    private let published = Atomic<UInt>(0)
    /// Set by ``retire()``: refusals then say the hub stopped, not that it has not started.
    private let stopped = Atomic<Bool>(false)
    /// Held by ``publish(_:)`` and ``retire()`` (each runs once, at start-up and stop), so
    /// that they never interleave, and by ``setTracing(_:)``, so that the routes' tracing
    /// marks always follow the tracer's switch.
    private let transitions = Mutex(())
    /// Records traffic when switched on.
    let tracer: Tracer
    /// Makes correlation ids for commands sent without one (shared by every hub).
    let correlations = CorrelationSource.shared
    /// Records event outputs on streams the hub handed out while tracing.
    let taps = EventTaps()
    /// Checks event values against their contracts on streams the hub handed out (debug builds).
    let contractTaps = ContractTaps()

    init(tracer: Tracer) {
        self.tracer = tracer
    }

    deinit {
        if let address = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) {
            Unmanaged<RoutingTable>.fromOpaque(address).release()
        }
    }

    /// Unpublishes the table for good and hands over the core's +1 on it (`nil` if none
    /// was published): later sends find no table and are refused as stopped.
    ///
    /// Runs under the same lock as ``publish(_:)``, so a stop that comes while the table is
    /// being published either finds it published (and takes back every port's routes) or
    /// makes the publication refuse: a port never keeps routes after the hub stopped.
    func retire() -> RoutingTable? {
        transitions.withLock { _ in
            stopped.store(true, ordering: .releasing)
            let address = published.exchange(0, ordering: .acquiringAndReleasing)
            guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
            let table = Unmanaged<RoutingTable>.fromOpaque(pointer).takeRetainedValue()
            for port in table.ports { port.forgetRoutes() }
            return table
        }
    }

    /// Whether ``retire()`` ran.
    var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// The refusal of a send before start-up or after the hub stopped.
    @inline(never)
    func unavailable(_ kind: MessageKind, _ message: Message) -> PluginError {
        isStopped ? .stopped(kind, message) : .notStarted(kind, message)
    }

    /// Publishes `table` once, then hands each port its routes; returns `false` (and
    /// publishes nothing) if a table was already published or the hub was stopped
    /// meanwhile (under the lock ``retire()`` takes too).
    func publish(_ table: RoutingTable) -> Bool {
        transitions.withLock { _ in
            guard !stopped.load(ordering: .acquiring) else { return false }
            let address = Unmanaged.passRetained(table).toOpaque()
            let (stored, _) = published.compareExchange(
                expected: 0, desired: UInt(bitPattern: address), ordering: .acquiringAndReleasing)
            guard stored else {
                Unmanaged<RoutingTable>.fromOpaque(address).release()
                return false
            }
            let tracing = tracer.isEnabled
            for (index, port) in table.ports.enumerated() {
                let routes = table.makeRoutes(for: index)
                routes.setTracing(tracing)
                port.useRoutes(routes)
            }
            return true
        }
    }

    /// The plugin at `index` of `table`, made now if it is not made yet (see ``PluginSlot``).
    ///
    /// - Throws: `PluginError` (``PluginError/Code/unavailable``) when it cannot be made.
    @inline(__always)
    func made(_ index: Int, in table: RoutingTable) throws(PluginError) -> PluginSlot.Made {
        if let made = table.slots[index].made { return made }
        return try make(index, in: table)
    }

    @inline(never)
    private func make(_ index: Int, in table: RoutingTable) throws(PluginError) -> PluginSlot.Made {
        try table.slots[index].plugin(
            enforcing: table.policies[index], file: table.files[index], isStopped: { isStopped },
            didMake: { made in didMake(made, at: index, in: table) })
    }

    /// Hands out the routes a plugin just made changes, while threads that need it still
    /// wait: its own (which now know it as their sender) and those of every plugin that sends
    /// to it (which now reach it without the table's full path). Under the lock ``publish(_:)``,
    /// ``retire()`` and ``setTracing(_:)`` take, so the routes follow the tracing switch and a
    /// stopped hub hands out none; before the table is published there is nothing to hand out
    /// (publishing makes every port's routes).
    private func didMake(_ made: PluginSlot.Made, at index: Int, in table: RoutingTable) {
        table.recordMade(made, at: index)
        transitions.withLock { _ in
            guard !stopped.load(ordering: .acquiring), self.table === table else { return }
            let tracing = tracer.isEnabled
            for sender in Set([index] + table.sendersTo[index]).sorted() {
                let routes = table.makeRoutes(for: sender)
                routes.setTracing(tracing)
                table.ports[sender].useRoutes(routes)
            }
        }
    }

    /// Switches tracing on or off: the tracer's switch, and the mark on every port's routes
    /// that keeps a send off the fast path (which does not trace) while tracing is on.
    ///
    /// Under the lock ``publish(_:)`` and ``retire()`` take, so the marks always follow the
    /// switch: a table published meanwhile is marked from the switch at publication, and
    /// two switches never interleave their marks.
    func setTracing(_ on: Bool) {
        transitions.withLock { _ in
            tracer.setEnabled(on)
            guard let table else { return }
            for port in table.ports { port.setTracing(on) }
        }
    }

    /// The route of a command, query or view query from the handle at `sender`, after
    /// every check: the hub has started, `claimed` is the plugin the handle belongs to,
    /// the sender's policy sends the message and a receiver's policy receives it.
    ///
    /// Lock-free and without reference counting: a send through a port probes the port's
    /// ``OutgoingRoutes`` (`outgoing`), which hold only allowed routes; anything else (a
    /// send through the hub itself, a denial, an impostor, a send before start-up or after
    /// stop) takes ``tableRoute(_:_:payload:from:claimed:correlationID:)``, kept out of line so
    /// that the port's send stays small.
    @inline(__always)
    func route(
        _ kind: MessageKind, _ message: Message, payload: JSON?, from sender: Int, claimed: any PluginProtocol,
        correlationID: CorrelationID? = nil, via outgoing: OutgoingRoutes? = nil
    ) throws(PluginError) -> Route {
        if let outgoing, let route = outgoing.route(kind, message.symbol.id, claimed: claimed) { return route }
        return try tableRoute(
            kind, message, payload: payload, from: sender, claimed: claimed, correlationID: correlationID)
    }

    /// The route found in the published table (one acquiring load; the core holds the
    /// table's +1 until deinit, and the core is alive while this runs), or the refusal.
    ///
    /// A receiver not made yet is made here, after `payload` is checked against its contract:
    /// a payload the hub refuses never makes a plugin.
    @inline(never)
    func tableRoute(
        _ kind: MessageKind, _ message: Message, payload: JSON?, from sender: Int, claimed: any PluginProtocol,
        correlationID: CorrelationID?
    ) throws(PluginError) -> Route {
        guard let table else { throw unavailable(kind, message) }
        guard table.isPlugin(sender, claimed) else {
            throw impostor(table, kind, message, handle: sender, claimed: claimed, correlationID: correlationID)
        }
        let receiver = table.lane(kind).route(from: sender, slot: table.symbols.slot(of: message.symbol.id))
        guard receiver >= 0 else { throw refuse(table, kind, message, from: sender, correlationID: correlationID) }
        let made: PluginSlot.Made
        do {
            if table.slots[receiver].made == nil,
                let schema = try table.slots[receiver].contractGate()?.payloadSchema(kind, message)
            {
                try schema.check(payload: payload)
            }
            made = try self.made(receiver, in: table)
        } catch {
            throw notMade(error, kind, message, from: sender, to: receiver, in: table, correlationID: correlationID)
        }
        return Route(
            receiver: receiver, plugin: made.reference, nests: table.canSend[receiver],
            table: UnsafeRawPointer(Unmanaged.passUnretained(table).toOpaque()),
            payloadSchema: made.contracts?.payloadSchema(kind, message).map {
                UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque())
            })
    }

    /// The published table, or `nil` before start-up. Lock-free: one acquiring load.
    var table: RoutingTable? {
        @inline(__always) get {
            guard let address = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) else { return nil }
            return Unmanaged<RoutingTable>.fromOpaque(address).takeUnretainedValue()
        }
    }

    /// The table, once the hub has started and when `claimed` is the plugin the handle
    /// at `index` belongs to.
    @inline(__always)
    func check(
        _ table: RoutingTable, _ kind: MessageKind, _ message: Message, handle index: Int,
        claimed: any PluginProtocol
    ) throws(PluginError) {
        guard table.isPlugin(index, claimed) else {
            throw impostor(table, kind, message, handle: index, claimed: claimed, correlationID: nil)
        }
    }

    /// The refusal of a handle used with a `sender` other than its own plugin, recorded in
    /// the trace (from the plugin that tried, if registered) when tracing is on.
    @inline(never)
    func impostor(
        _ table: RoutingTable, _ kind: MessageKind, _ message: Message, handle: Int, claimed: any PluginProtocol,
        correlationID: CorrelationID?
    ) -> PluginError {
        let error = table.impostor(kind, message, handle: handle, claimed: claimed)
        recordRefusal(
            error, kind, message, from: table.index(of: ObjectIdentifier(claimed)),
            to: table.lane(kind).receiver(of: table.symbols.slot(of: message.symbol.id)), correlationID: correlationID)
        return error
    }

    /// Records a refused message when tracing is on; `from` is `nil` for a sender that is
    /// not a registered plugin, `to` the receiver it was meant for, if any.
    func recordRefusal(
        _ error: PluginError, _ kind: MessageKind, _ message: Message, from sender: Int?, to receiver: Int? = nil,
        correlationID: CorrelationID?
    ) {
        guard tracer.isEnabled else { return }
        tracer.record(
            kind: kind, action: TraceAction(sending: kind), from: sender ?? -1, to: receiver, message: message,
            correlationID: correlationID, outcome: TraceOutcome(error.code), since: nil, lacking: error.lackingPolicy)
    }

    /// The index of a started plugin, found by identity (for sends through the hub itself).
    func index(of plugin: any PluginProtocol, kind: MessageKind, message: Message) throws(PluginError) -> Int {
        guard let table else { throw unavailable(kind, message) }
        guard let index = table.index(of: ObjectIdentifier(plugin)) else {
            let error = PluginError(
                code: .denied,
                message: "an unregistered plugin (\(type(of: plugin))) tried to \(kind.verb) \(kind) "
                    + "\"\(message.name)\"; register it with the hub before start()",
                messageName: message.name, kind: kind, lackingPolicy: .sender)
            recordRefusal(
                error, kind, message, from: nil,
                to: table.lane(kind).receiver(of: table.symbols.slot(of: message.symbol.id)), correlationID: nil)
            throw error
        }
        return index
    }

    /// The refusal of a message whose receiver could not be made, with the sender named and
    /// recorded in the trace when tracing is on.
    @inline(never)
    func notMade(
        _ error: PluginError, _ kind: MessageKind, _ message: Message, from sender: Int, to receiver: Int,
        in table: RoutingTable, correlationID: CorrelationID?
    ) -> PluginError {
        var error = error
        error.messageName = error.messageName ?? message.name
        error.kind = error.kind ?? kind
        error.sender = table.names[sender]
        error.receiver = table.names[receiver]
        recordRefusal(error, kind, message, from: sender, to: receiver, correlationID: correlationID)
        return error
    }

    /// Refuses `payload` when it does not fit `schema` (the receiver's payload schema of the
    /// message, from a route), naming both plugins; nothing when there is no schema.
    @inline(__always)
    func checkPayload(
        _ payload: JSON?, against schema: UnsafeRawPointer?, from sender: Int, to receiver: Int
    ) throws(PluginError) {
        guard let schema else { return }
        try checkPayload(
            payload, against: Unmanaged<ContractGate.Schema>.fromOpaque(schema), from: sender, to: receiver)
    }

    @inline(never)
    private func checkPayload(
        _ payload: JSON?, against schema: Unmanaged<ContractGate.Schema>, from sender: Int, to receiver: Int
    ) throws(PluginError) {
        // Never skipped: the schema (kept alive by the receiver's slot) names its receiver, and
        // a hub stopped meanwhile only leaves the sender unnamed.
        do throws(PluginError) {
            try schema.takeUnretainedValue().check(payload: payload)
        } catch {
            var refusal = error
            refusal.sender = table?.names[sender]
            throw refusal
        }
    }

    /// The denial for a failed route, recorded in the trace when tracing is on.
    @inline(never)
    func refuse(
        _ table: RoutingTable, _ kind: MessageKind, _ message: Message, from sender: Int,
        correlationID: CorrelationID? = nil
    ) -> PluginError {
        let error = table.denial(kind, message, from: sender)
        recordRefusal(
            error, kind, message, from: sender,
            to: table.lane(kind).receiver(of: table.symbols.slot(of: message.symbol.id)),
            correlationID: correlationID)
        return error
    }

    /// Runs `body` (one delivery) and records it with its outcome and duration, under a
    /// sequence number taken before it runs (cause before effect in the trace).
    @inline(never)
    func traced<Value>(
        _ kind: MessageKind, _ message: Message, from sender: Int, to receiver: Int,
        correlationID: CorrelationID?, _ body: () throws(PluginError) -> Value
    ) throws(PluginError) -> Value {
        let sequence = tracer.reserve()
        let start = MonotonicClock.nanoseconds()
        let action = TraceAction(sending: kind)
        do {
            let value = try body()
            tracer.record(
                kind: kind, action: action, from: sender, to: receiver, message: message,
                correlationID: correlationID, outcome: .ok, since: start, sequence: sequence)
            return value
        } catch {
            tracer.record(
                kind: kind, action: action, from: sender, to: receiver, message: message,
                correlationID: correlationID, outcome: TraceOutcome(error.code), since: start, sequence: sequence)
            throw error
        }
    }
}
