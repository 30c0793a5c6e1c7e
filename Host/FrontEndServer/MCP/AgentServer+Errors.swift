import HubInterfaces
import MCP
import PlatformHub
import Prelude

extension AgentServer {
    /// The agent's policy file as a hint names it.
    var policyFileName: String {
        policyFile ?? "a policy file given with --agent-policy (none was given, so the agent is granted nothing)"
    }

    /// The policy key that grants the agent each kind of message.
    static let grantKeys: [MessageKind: String] = [
        .command: "send.commands", .query: "send.queries", .viewQuery: "send.viewQueries", .event: "subscribe.events",
    ]

    /// What went wrong, in words: the hub's sentence, and for a denial of the agent's own policy
    /// the line a person would add to grant it, in place of the hub's general advice (which
    /// cannot name the file).
    func describe(_ error: RPCError) -> String {
        guard let data = error.data, let failure = try? data.decode(PluginError.self) else { return error.message }
        guard failure.code == .denied, failure.lackingPolicy == .sender, failure.sender == AgentPlugin.name,
            let name = failure.messageName, let kind = failure.kind
        else { return failure.sentence }
        return failure.message + ". To grant it, add \"\(name)\" to \(Self.grantKeys[kind] ?? "send") in "
            + "\(policyFileName), then start host serve --mcp again."
    }

    /// The protocol error for a resource request that failed: a name no policy declares is MCP's
    /// "resource not found" (-32002), a payload that does not fit is invalid params, and the
    /// hub's refusals keep their codes (-32000 a denial, naming the policy line to add).
    func resourceError(_ error: RPCError, uri: String) -> MCPError {
        switch error.code {
        case -32601:
            return .serverError(
                code: -32002,
                message:
                    "There is no resource \(JSONText.quoted(uri)); resources/list names the views and events there are."
            )
        case -32602, -32002:
            return .invalidParams(describe(error))
        default:
            return .serverError(code: error.code, message: describe(error))
        }
    }
}
