public import Foundation
import Logging
import PlatformHub

/// `host serve --mcp`: a Model Context Protocol server for an AI agent on standard input and
/// output, sending as the `Agent` plugin under the policy `--agent-policy` names (without one,
/// the agent is granted nothing, and the server says so on standard error).
public struct MCPTransport: FrontEndTransport {
    /// The name the agent's plugin registers under, which its policy's `name` must be.
    public static let agentName = AgentPlugin.name

    /// The agent's policy file, or `nil` to grant it nothing.
    public let agentPolicy: String?
    /// How long a call waits for its command's outcome, in seconds.
    public let callTimeout: TimeInterval
    /// The session's bounds and the drain timeout.
    public let limits: ServeLimits

    /// Makes the transport.
    ///
    /// - Parameters:
    ///   - agentPolicy: The agent's policy file (the format of every policy, named `Agent`), or
    ///     `nil` for none.
    ///   - callTimeout: How long a call waits for its command's outcome, in seconds.
    ///   - limits: The session's bounds and the drain timeout.
    public init(agentPolicy: String?, callTimeout: TimeInterval, limits: ServeLimits) {
        self.agentPolicy = agentPolicy
        self.callTimeout = callTimeout
        self.limits = limits
    }

    /// The `Agent` plugin, with the policy from ``agentPolicy`` (or one that grants nothing).
    ///
    /// - Returns: The agent's registration.
    /// - Throws: ``FrontEndServerError`` naming the policy file when it cannot be read.
    public func plugins() throws(FrontEndServerError) -> [PluginRegistration] {
        [try AgentPlugin.registration(policyFile: agentPolicy)]
    }

    /// Serves one agent on standard input and output until end of input, then stops the app.
    ///
    /// - Parameter app: The started app, with the agent registered.
    /// - Throws: ``FrontEndServerError`` when the hub started without the agent.
    public func serve(_ app: FrontEndApp) async throws(FrontEndServerError) {
        signal(SIGPIPE, SIG_IGN)
        let logger = Logger(label: "host.mcp")
        let shell = app.backend
        guard let agent = try? shell.hub.plugin(named: AgentPlugin.name) else {
            shell.stop()
            throw FrontEndServerError(
                "the hub started without the \(AgentPlugin.name) plugin; host serve --mcp registers it before the hub starts"
            )
        }
        if agentPolicy == nil {
            logger.warning(
                "the agent is granted nothing: no --agent-policy was given, so tools/list is empty and every call is denied; give --agent-policy FILE, a policy named Agent that lists what it may send"
            )
        }
        let backend = FrontEndBackend(
            hub: shell.hub, sender: agent, world: shell.world, stop: shell.stop)
        let server = AgentServer(
            backend: backend, policyFile: agentPolicy, callTimeout: callTimeout, limits: limits, input: STDIN_FILENO,
            output: STDOUT_FILENO, logger: logger)
        await server.run()
    }
}
