public import ArgumentParser

/// The options of `host serve`: which transport, its options, and the session's bounds. The
/// command includes this group whole (`@OptionGroup var serve: ServeOptions`) and asks it for
/// the transport chosen (``transport``), so a new transport is added here and in its own
/// type, never in the command.
public struct ServeOptions: ParsableArguments {
    /// The command's one-line abstract.
    public static let abstract =
        "Serve the app to a front end: JSON-RPC 2.0 on standard input and output (--stdio), a web page and its "
        + "WebSocket (--http), or an AI agent over the Model Context Protocol (--mcp)."

    /// The command's discussion: the methods, how each transport ends, and where the bounds are.
    public static let discussion = """
        Methods: plugins, policy, world, query, view, command (answers the correlation id at once; \
        the outcome follows as an `outcome` notification), subscribe and unsubscribe (events follow \
        as `event` notifications). Logs go to standard error. With --stdio, at end of input the server \
        waits up to --drain-timeout seconds for the outcomes of commands already sent, then exits 0. \
        With --http, the server prints the URL to open (it carries a token new at every launch) and \
        serves until SIGINT or SIGTERM; it answers only the browser that opened that URL. With --mcp, \
        an agent speaks MCP on standard input and output as the Agent plugin: its tools are the queries \
        and commands the policy of --agent-policy grants (without it, none), views and events are \
        resources, and the server ends at end of input. The error codes, bounds and security model are \
        in PlatformHub's documentation: Host/PlatformHub/PlatformHub.docc/FrontEndProtocol.md and \
        WebFrontEnd.md; the agent's in Host/FrontEndServer/FrontEndServer.docc/ServingAnAgent.md.
        """

    @Flag(help: "Speak on standard input and output, one request per line.")
    var stdio = false

    @Flag(help: "Serve the web page and its WebSocket over HTTP, and print the URL to open.")
    var http = false

    @Flag(help: "Speak the Model Context Protocol to an AI agent on standard input and output, as the Agent plugin.")
    var mcp = false

    @OptionGroup(title: "Options of --http")
    var web: WebOptions

    @OptionGroup(title: "Options of --mcp")
    var agent: AgentOptions

    @Option(
        name: .customLong("max-line-bytes"),
        help:
            "The longest request line (or WebSocket message) accepted, in bytes; a longer one is refused with -32600 and skipped."
    )
    var maximumLineBytes = ServeLimits.defaultLineBytes

    @Option(
        name: .customLong("max-queued-notifications"),
        help:
            "How many notifications may wait for a client that is not reading before new ones are dropped and counted.")
    var maximumQueuedNotifications = ServeLimits().queuedNotifications

    @Option(
        name: .customLong("drain-timeout"),
        help:
            "How many seconds to wait, at end of input or when a connection or the server stops, for the outcomes of commands already sent."
    )
    var drainTimeout = ServeLimits().drainTimeout

    /// Makes the options with their defaults (the parser fills them in).
    public init() {}

    /// Checks that exactly one transport is chosen and that every bound is in its range.
    ///
    /// - Throws: `ValidationError` (exit code 64) naming the option and its range.
    public func validate() throws {
        guard [stdio, http, mcp].filter({ $0 }).count == 1 else {
            throw ValidationError(
                "Give one of --stdio (standard input and output), --http (a web page and its WebSocket) or --mcp "
                    + "(an AI agent over the Model Context Protocol).")
        }
        for (chosen, flag, given) in [(http, "--http", web.given), (mcp, "--mcp", agent.given)]
        where !chosen && !given.isEmpty {
            throw ValidationError(
                "\(given.joined(separator: " and ")) \(given.count == 1 ? "goes" : "go") with \(flag) only; "
                    + "leave \(given.count == 1 ? "it" : "them") out, or serve with \(flag).")
        }
        guard (1024...(64 << 20)).contains(maximumLineBytes) else {
            throw ValidationError("Give --max-line-bytes from 1024 to \(64 << 20).")
        }
        guard (1...1_000_000).contains(maximumQueuedNotifications) else {
            throw ValidationError("Give --max-queued-notifications from 1 to 1000000.")
        }
        guard drainTimeout.isFinite, (0...3600).contains(drainTimeout) else {
            throw ValidationError("Give --drain-timeout as seconds from 0 to 3600.")
        }
    }

    /// The session's bounds the options give.
    public var limits: ServeLimits {
        ServeLimits(
            lineBytes: maximumLineBytes, queuedNotifications: maximumQueuedNotifications, drainTimeout: drainTimeout)
    }

    /// The transport the options choose, with its options.
    public var transport: any FrontEndTransport {
        if http { return HTTPTransport(options: web.options, limits: limits) }
        if mcp { return MCPTransport(agentPolicy: agent.agentPolicy, callTimeout: agent.callTimeout, limits: limits) }
        return StdioTransport(limits: limits)
    }
}
