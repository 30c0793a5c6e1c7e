public import Foundation
import HubInterfaces
public import Logging
import MCP
import PlatformHub
import Prelude

/// `host serve --mcp`: the Model Context Protocol server an agent drives, on the MCP Swift SDK,
/// over the same protocol core as the other transports (a ``ServeSession`` sending as the
/// `Agent` plugin), with each message written whole by a transport of its own.
///
/// - `tools/list`: a tool per query and command the agent's policy sends (and some plugin
///   receives), described by its contract.
/// - `tools/call`: sends through the hub as `Agent`; a query's answer as structured content and
///   text; a command's outcome awaited up to the call timeout; a failure, a timeout or a denial
///   (naming the policy line to add) as a tool error in words.
/// - `resources/list`, `resources/templates/list`, `resources/read`: each view query the agent may
///   send, as text and as JSON; each event it may subscribe to, with its latest outputs.
/// - `resources/subscribe`: an event's outputs then arrive as `notifications/resources/updated`.
///
/// ```swift
/// let server = AgentServer(
///     backend: backend, policyFile: "agent.json", callTimeout: 10, limits: ServeLimits(),
///     input: STDIN_FILENO, output: STDOUT_FILENO, logger: Logger(label: "mcp"))
/// await server.run()
/// ```
///
/// ``MCPTransport`` serves one on standard input and output; any two descriptors will do.
public final class AgentServer: Sendable {
    /// The version the server reports in `initialize`.
    static let version = "1.0.0"

    /// What the server tells the agent in `initialize`.
    static let instructions = """
        This server is an app of vertical features reached through a hub. Each tool is one message \
        your policy grants: a query answers at once; a command's outcome is awaited and returned. A \
        message your policy does not grant is refused with the policy line a person would add. Views \
        are resources (vh://view/NAME, with ?payload=JSON when the view takes one); events you may \
        subscribe to are resources (vh://event/NAME) that announce each new output.
        """

    let backend: FrontEndBackend
    let catalog: AgentCatalog
    /// The agent's policy file, to name in hints; `nil` when none was given.
    let policyFile: String?
    let callTimeout: TimeInterval
    let limits: ServeLimits
    let logger: Logger
    let session: ServeSession
    let outcomes = OutcomeWaiters()
    let events: EventResources
    let channel: OutputChannel
    let inbox = MessageInbox()
    private let input: Int32
    private let nextCall = Locked(1)

    /// Makes the server for an agent on `input` and `output`; nothing is read until ``run()``.
    ///
    /// - Parameters:
    ///   - backend: The started app, sending as the `Agent` plugin (its policy says what the
    ///     agent may do); the contracts its plugins registered with the hub describe the tools.
    ///   - policyFile: The agent's policy file, named in the hints of denials; `nil` when none
    ///     was given.
    ///   - callTimeout: How long a call waits for its command's outcome, in seconds.
    ///   - limits: The line bound, the notification queue's bound and the drain timeout.
    ///   - input: The descriptor the agent's messages are read from, one per line.
    ///   - output: The descriptor answers and notifications are written to, one per line.
    ///   - logger: Where the server logs (never a payload).
    public init(
        backend: FrontEndBackend, policyFile: String?, callTimeout: TimeInterval, limits: ServeLimits,
        input: Int32, output: Int32, logger: Logger
    ) {
        self.backend = backend
        self.policyFile = policyFile
        self.callTimeout = callTimeout
        self.limits = limits
        self.input = input
        self.logger = logger
        catalog = AgentCatalog(hub: backend.hub, agent: backend.sender.policy)
        let channel = OutputChannel(
            descriptor: output, maximumQueuedNotifications: limits.queuedNotifications,
            droppedReport: AgentServer.droppedReport,
            onDropping: { logger.warning("the agent is not reading: dropping notifications until it does") })
        self.channel = channel
        events = EventResources { event in
            channel.notify(
                ServeNotification(
                    method: "notifications/resources/updated", params: ["uri": .string(AgentURI.event(event))]))
        }
        session = ServeSession(backend: backend, output: AgentOutput(outcomes: outcomes, events: events))
    }

    /// The `notifications/message` (a warning) that tells the agent how many notifications it
    /// missed by not reading.
    static func droppedReport(count: Int, total: Int) -> [UInt8] {
        let data =
            "\(count) notifications were dropped because the client did not read its input (\(total) so far); "
            + "read the event resources again"
        let params: JSON.Object = ["level": "warning", "logger": "host", "data": .string(data)]
        return Array(ServeNotification(method: "notifications/message", params: params).line.utf8)
    }

    /// Serves until the input ends, then lets calls in progress finish, waits up to the drain
    /// timeout for outstanding outcomes, writes everything owed and stops the app
    /// (`backend.stop`).
    ///
    /// - Returns: The correlation ids of commands whose outcome never came.
    @discardableResult
    public func run() async -> [String] {
        let server = Server(
            name: "VerticalHub", version: Self.version, title: "VerticalHub", instructions: Self.instructions,
            capabilities: Server.Capabilities(
                logging: .init(), resources: .init(subscribe: true, listChanged: false),
                tools: .init(listChanged: false)
            ),
            // Not strict: the SDK's strict mode refuses a request that comes before `initialize`
            // by throwing inside its own task, so no answer is written and the call keeps its
            // slot for good (70 such lines locked the server). Lenient, every request is answered.
            configuration: .default)
        await register(on: server)
        let fastCalls = FastToolCalls(
            server: self, gate: SessionGate(), output: channel, inbox: inbox, priority: Task.currentPriority)
        let transport = AgentLineTransport(
            input: input, output: channel, inbox: inbox, lineBytes: limits.lineBytes, fastCalls: fastCalls,
            logger: logger)
        logger.info(
            "serving an agent on standard input",
            metadata: ["tools": "\(catalog.listed.count)", "views": "\(catalog.views.count)"])
        do {
            try await server.start(transport: transport)
            await server.waitUntilCompleted()
        } catch {
            logger.error("the MCP server could not start: \(error)")
        }
        let (inbox, session, drain, callTimeout) = (inbox, session, limits.drainTimeout, callTimeout)
        let stillAnswering = await Blocking.run { inbox.waitUntilAnswered(before: Date() + callTimeout + 1) }
        await server.stop()
        let unanswered = await Blocking.run { session.finish(waitingUntil: Date() + drain) }
        let channel = channel
        await Blocking.run { channel.close() }
        backend.stop()
        if stillAnswering > 0 || !unanswered.isEmpty {
            logger.warning(
                "end of input: some calls or commands had not finished",
                metadata: ["calls": "\(stillAnswering)", "correlationIDs": "\(unanswered.joined(separator: ","))"])
        }
        logger.info("end of input", metadata: ["droppedNotifications": "\(channel.droppedNotifications)"])
        return unanswered
    }

    /// Registers the methods the server answers besides `initialize` and `ping`.
    private func register(on server: Server) async {
        await server.withMethodHandler(ListTools.self) { [catalog] _ in ListTools.Result(tools: catalog.listed) }
        await server.withMethodHandler(CallTool.self) { [self] params in try await call(params) }
        await server.withMethodHandler(ListResources.self) { [self] _ in ListResources.Result(resources: resources()) }
        await server.withMethodHandler(ListResourceTemplates.self) { [self] _ in
            ListResourceTemplates.Result(templates: templates())
        }
        await server.withMethodHandler(ReadResource.self) { [self] params in try read(params.uri) }
        await server.withMethodHandler(ResourceSubscribe.self) { [self] params in
            try subscribe(params.uri)
            return Empty()
        }
        await server.withMethodHandler(ResourceUnsubscribe.self) { [self] params in
            try unsubscribe(params.uri)
            return Empty()
        }
        // The server logs one thing to the agent, the dropped report; any level is accepted.
        await server.withMethodHandler(SetLoggingLevel.self) { _ in Empty() }
    }

    /// A correlation id for the next command, unique in this session.
    func nextCorrelationID() -> String {
        let number = nextCall.withLock { next -> Int in
            defer { next += 1 }
            return next
        }
        return "agent-\(number)"
    }
}

/// Runs blocking work (a wait on a condition, a write to a client) on a thread of its own, so
/// that it never holds one of the few threads Swift's concurrency runs on.
enum Blocking {
    static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
