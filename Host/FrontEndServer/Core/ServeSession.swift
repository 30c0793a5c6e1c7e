public import Foundation
import HubInterfaces
import PlatformHub
import Prelude

/// One front end's session, over `host serve --stdio` or one WebSocket of `host serve --http`:
/// answers JSON-RPC 2.0 requests by sending through the hub as the backend's sender (the host's
/// shell plugin), and pushes events and command outcomes as notifications.
///
/// The protocol core, independent of the transport: a transport hands it each request line
/// (``answer(line:)``) and gives it a ``ServeOutput`` for notifications.
///
/// Bounds (each documented in PlatformHub.docc, `FrontEndProtocol.md` and `WebFrontEnd.md`): a
/// line is at most 1 MiB (the transport's bound, ``ServeLimits/lineBytes``); at most
/// ``maximumSubscriptions`` subscriptions and ``maximumPendingCommands`` commands awaiting
/// their outcome; outgoing notifications wait in the transport's bounded queue and are
/// dropped with a count when the client does not read. Message names from input are
/// looked up in the names the policies declare, never interned.
public final class ServeSession: @unchecked Sendable {
    // @unchecked Sendable: `state` is a Locked value and `allPending` a condition; every
    // other stored property is a `let` of a Sendable type, except `outcomeTokens`, which
    // only `init` writes (before `self` is shared) and `finish` reads.
    /// The methods a front end may call.
    public static let methods = [
        "command", "plugins", "policy", "query", "rpc.discover", "subscribe", "unsubscribe", "view", "world",
    ]
    /// The most subscriptions a session holds at once; one more is refused with -32010.
    public static let maximumSubscriptions = 256
    /// The most commands a session has sent and not yet seen the outcome of; one more is
    /// refused with -32010.
    public static let maximumPendingCommands = 4096
    /// How many issued correlation ids are remembered, so that outcomes after the first
    /// still reach the client as outcomes.
    static let rememberedCommands = 4096

    private struct State {
        var subscriptions: [Int: SubscriptionToken] = [:]
        var nextSubscription = 1
        var nextCorrelation = 1
        /// Ids sent and not yet answered by any output.
        var pending: Set<String> = []
        /// Ids sent recently, a ring of `rememberedCommands` slots (`nil`: free, or its send failed);
        /// `nextSlot` is the oldest once the ring is full.
        var issued: [String?] = Array(repeating: nil, count: ServeSession.rememberedCommands)
        var nextSlot = 0
        var issuedSet: Set<String> = []
    }

    private let backend: FrontEndBackend
    private let output: any ServeOutput
    private let state = Locked(State())
    private let allPending = NSCondition()
    private var outcomeTokens: [SubscriptionToken] = []
    /// Names a front end may use, by kind: those the policies declare.
    private let names: [MessageKind: [String: Message]]

    /// Makes a session that sends as `backend`'s sender and subscribes, as that sender, to
    /// every event its policy subscribes to, so that the outcomes of the commands it sends reach
    /// `output` as `outcome` notifications.
    ///
    /// - Parameters:
    ///   - backend: The started app and the plugin to send as.
    ///   - output: Where the session's notifications go.
    public init(backend: FrontEndBackend, output: any ServeOutput) {
        self.backend = backend
        self.output = output
        var names: [MessageKind: [String: Message]] = [:]
        for plugin in backend.hub.pluginNames {
            guard let policy = backend.hub.policy(of: plugin) else { continue }
            for message in policy.receive.commands { names[.command, default: [:]][message.name] = message }
            for message in policy.receive.queries { names[.query, default: [:]][message.name] = message }
            for message in policy.receive.viewQueries { names[.viewQuery, default: [:]][message.name] = message }
            for message in policy.publish.events { names[.event, default: [:]][message.name] = message }
        }
        self.names = names
        outcomeTokens = subscribeToOutcomes()
    }

    /// Every event the sender may subscribe to carries outcomes of the commands it sent:
    /// an output whose correlation id this session issued goes out as an `outcome`.
    private func subscribeToOutcomes() -> [SubscriptionToken] {
        let policy = backend.sender.policy
        var tokens: [SubscriptionToken] = []
        for event in policy.subscribe.events {
            guard let stream = try? backend.hub.publisher(forEvent: event, payload: nil, subscriber: backend.sender)
            else { continue }
            tokens.append(stream.subscribe { [weak self] output in self?.route(output, from: event) })
        }
        return tokens
    }

    private func route(_ element: EventOutput, from event: Message) {
        guard let id = element.correlationID?.rawValue else { return }
        let known = state.withLock { state -> Bool in
            guard state.issuedSet.contains(id) else { return false }
            state.pending.remove(id)
            return true
        }
        guard known else { return }
        var params: [String: JSON] = ["correlationID": .string(id), "event": .string(event.name)]
        Self.put(element.result, into: &params)
        output.notify(ServeNotification(method: "outcome", params: JSON.Object(params)))
        allPending.withLock { allPending.broadcast() }
    }

    // MARK: Lines

    /// Answers one line: a request, a notification or a batch.
    ///
    /// - Parameter line: The line's bytes, without its line end.
    /// - Returns: The answer, one line of JSON without its line end; `nil` when nothing is
    ///   owed (the line held notifications only).
    public func answer(line: [UInt8]) -> String? {
        let value: JSON
        do {
            value = try JSON(parsing: line)
        } catch {
            return Self.response(
                id: .null, error: .parse("Parse error: \(error.description).", at: "\(error.line):\(error.column)"))
        }
        if case .array(let elements) = value {
            guard !elements.isEmpty else {
                return Self.response(id: .null, error: .invalidRequest("A batch must hold at least one request."))
            }
            let answers = elements.compactMap { answer(element: $0) }
            return answers.isEmpty ? nil : "[" + answers.joined(separator: ",") + "]"
        }
        return answer(element: value)
    }

    /// The answer to a line (or, on a WebSocket, a message) over the size bound: -32600 with
    /// its size and the bound.
    ///
    /// - Parameters:
    ///   - bytes: How many bytes the line had.
    ///   - limit: The bound it broke.
    ///   - unit: What the transport calls a request's container: `line` or `message`.
    /// - Returns: The answer, one line of JSON without its line end.
    public func answerTooLong(bytes: Int, limit: Int, unit: String = "line") -> String {
        Self.response(
            id: .null,
            error: .invalidRequest(
                "A \(unit) may hold at most \(limit) bytes; this one had \(bytes). Split the batch."))
    }

    private func answer(element: JSON) -> String? {
        switch RPCRequest.read(element) {
        case .failure(let failure):
            return Self.response(id: failure.id, error: failure.error)
        case .success(let request):
            let result: Result<JSON, RPCError>
            do throws(RPCError) {
                result = .success(try perform(request))
            } catch {
                result = .failure(error)
            }
            guard let id = request.id else { return nil }
            switch result {
            case .success(let value): return Self.response(id: id, result: value)
            case .failure(let error): return Self.response(id: id, error: error)
            }
        }
    }

    // MARK: Methods

    private func perform(_ request: RPCRequest) throws(RPCError) -> JSON {
        switch request.method {
        case "plugins": return plugins()
        case "rpc.discover": return try Self.discover(request.params, backend: backend)
        case "policy":
            let params = try Self.decode(PolicyParams.self, from: request.params)
            guard let policy = backend.hub.policy(of: params.plugin) else {
                throw .invalidParams(
                    "no plugin named \(JSONText.quoted(params.plugin)); `plugins` lists them", path: "params.plugin")
            }
            return Self.encode(policy)
        case "world":
            do {
                return try backend.world()
            } catch {
                throw RPCError(code: -32003, message: "The world could not be read: \(error)", data: nil)
            }
        case "query":
            let params = try MessageParams.read(request.params)
            let message = try lookUp(params.message, kind: .query)
            return try hub { try backend.hub.send(query: message, payload: params.payload, sender: backend.sender) }
        case "view":
            let params = try MessageParams.read(request.params)
            let message = try lookUp(params.message, kind: .viewQuery)
            let view = try hub {
                try backend.hub.send(viewQuery: message, payload: params.payload, sender: backend.sender)
            }
            return Self.encode(view)
        case "command": return try command(Self.decode(CommandParams.self, from: request.params))
        case "subscribe": return try subscribe(Self.decode(SubscribeParams.self, from: request.params))
        case "unsubscribe":
            let params = try Self.decode(UnsubscribeParams.self, from: request.params)
            let token = state.withLock { $0.subscriptions.removeValue(forKey: params.subscription) }
            guard let token else {
                throw .invalidParams(
                    "no subscription \(params.subscription) in this session", path: "params.subscription")
            }
            token.cancel()
            return .bool(true)
        default:
            throw .unknownMethod(request.method)
        }
    }

    /// Performs one method as a request would, for a transport that speaks another protocol
    /// (MCP's tool calls and resources): the same lookups, sends, bounds and errors.
    func perform(_ method: String, _ params: JSON) throws(RPCError) -> JSON {
        try perform(RPCRequest(id: nil, method: method, params: params))
    }

    private func plugins() -> JSON {
        .array(
            JSON.Array(
                backend.hub.pluginNames.compactMap { name in
                    backend.hub.policy(of: name).map { .object(["name": .string(name), "policy": Self.encode($0)]) }
                }))
    }

    private func lookUp(_ name: String, kind: MessageKind) throws(RPCError) -> Message {
        guard let message = names[kind]?[name] else { throw .unknownMessage(name, kind: kind) }
        return message
    }

    private func command(_ params: CommandParams) throws(RPCError) -> JSON {
        let message = try lookUp(params.message, kind: .command)
        let id: String = try state.withLock { (state) throws(RPCError) -> String in
            guard state.pending.count < Self.maximumPendingCommands else {
                throw .limit(
                    "At most \(Self.maximumPendingCommands) commands may await their outcome; wait for some outcomes.")
            }
            let id: String
            if let given = params.correlationID {
                guard !state.issuedSet.contains(given) else {
                    throw .invalidParams(
                        "correlation id \(JSONText.quoted(given)) is already in use in this session",
                        path: "params.correlationID")
                }
                id = given
            } else {
                var candidate = "s\(state.nextCorrelation)"
                while state.issuedSet.contains(candidate) {
                    state.nextCorrelation += 1
                    candidate = "s\(state.nextCorrelation)"
                }
                state.nextCorrelation += 1
                id = candidate
            }
            state.pending.insert(id)
            if let oldest = state.issued[state.nextSlot] {
                state.issuedSet.remove(oldest)
                state.pending.remove(oldest)
            }
            state.issued[state.nextSlot] = id
            state.nextSlot = (state.nextSlot + 1) % Self.rememberedCommands
            state.issuedSet.insert(id)
            return id
        }
        do {
            try hub {
                try backend.hub.send(
                    command: message, payload: params.payload, correlationID: CorrelationID(id),
                    sender: backend.sender)
            }
        } catch {
            state.withLock {
                $0.pending.remove(id)
                $0.issuedSet.remove(id)
                if let slot = $0.issued.lastIndex(of: id) { $0.issued[slot] = nil }
            }
            throw error
        }
        return ["correlationID": .string(id)]
    }

    private func subscribe(_ params: SubscribeParams) throws(RPCError) -> JSON {
        let event = try lookUp(params.event, kind: .event)
        let id: Int = try state.withLock { (state) throws(RPCError) -> Int in
            guard state.subscriptions.count < Self.maximumSubscriptions else {
                throw .limit(
                    "A session may hold at most \(Self.maximumSubscriptions) subscriptions; unsubscribe from some first."
                )
            }
            defer { state.nextSubscription += 1 }
            return state.nextSubscription
        }
        let stream = try hub {
            try backend.hub.publisher(forEvent: event, payload: params.payload, subscriber: backend.sender)
        }
        let output = self.output
        let token = stream.subscribe { element in
            var params: [String: JSON] = ["subscription": .int(id), "event": .string(event.name)]
            if let correlation = element.correlationID { params["correlationID"] = .string(correlation.rawValue) }
            Self.put(element.result, into: &params)
            output.notify(ServeNotification(method: "event", params: JSON.Object(params)))
        }
        state.withLock { $0.subscriptions[id] = token }
        return ["subscription": .int(id)]
    }

    private func hub<Value>(_ body: () throws -> Value) throws(RPCError) -> Value {
        do {
            return try body()
        } catch let error as PluginError {
            throw .hub(error)
        } catch {
            throw .hub(PluginError(code: .failed, message: "\(error)"))
        }
    }

    // MARK: End of input

    /// Stops awaiting the outcome of the command sent with `correlationID`, when the front end
    /// knows none can reach this session (its sender subscribes to no event the receiver
    /// publishes): ``finish(waitingUntil:)`` then neither waits for it nor reports it. An
    /// outcome that comes anyway still goes out.
    ///
    /// - Parameter correlationID: The id the command was sent with.
    func stopAwaiting(_ correlationID: String) {
        state.withLock { _ = $0.pending.remove(correlationID) }
        allPending.withLock { allPending.broadcast() }
    }

    /// Waits until every command sent has had an outcome, or `deadline` passes; then ends
    /// every subscription. Blocks the calling thread.
    ///
    /// - Parameter deadline: When to stop waiting.
    /// - Returns: The correlation ids of the commands still without an outcome, sorted.
    public func finish(waitingUntil deadline: Date) -> [String] {
        allPending.withLock {
            while !state.withLock({ $0.pending.isEmpty }) {
                if !allPending.wait(until: deadline) { break }
            }
        }
        let (tokens, pending) = state.withLock { state in
            defer { state.subscriptions = [:] }
            return (Array(state.subscriptions.values), state.pending.sorted())
        }
        for token in tokens + outcomeTokens { token.cancel() }
        return pending
    }

    // MARK: Encoding

    private static func put(_ result: Result<JSON, PluginError>, into params: inout [String: JSON]) {
        switch result {
        case .success(let value): params["value"] = value
        case .failure(let error): params["error"] = encode(error)
        }
    }

    static func encode(_ value: some Encodable) -> JSON {
        (try? JSON(encoding: value)) ?? .null
    }

    static func response(id: JSON, result: JSON) -> String {
        line(["jsonrpc": "2.0", "id": id, "result": result])
    }

    static func response(id: JSON, error: RPCError) -> String {
        line(["jsonrpc": "2.0", "id": id, "error": error.json])
    }

    static func line(_ object: [String: JSON]) -> String {
        do {
            return try JSON.object(JSON.Object(object)).serialized()
        } catch {
            let failure = RPCError(
                code: -32603, message: "The answer could not be written: \(error.description)", data: nil)
            return
                (try? JSON.object(["jsonrpc": "2.0", "id": object["id"] ?? .null, "error": failure.json]).serialized())
                ?? "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"internal error\"}}"
        }
    }
}
