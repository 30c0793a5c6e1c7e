import Foundation
import HubInterfaces
import PlatformHub
import Prelude

/// The agent of `host serve --mcp` as a plugin: a ``SenderPlugin`` named `Agent` whose policy
/// a person writes (`--agent-policy FILE`, the format of every policy) and which is denied
/// everything without one. Registered with every vertical's plugin before the hub starts, so
/// its policy is validated with the whole graph, and every tool call it makes goes through the
/// hub like any other send.
enum AgentPlugin {
    /// The name the agent registers under; its policy's `name` must be this.
    static let name = "Agent"

    /// The policy an agent has without `--agent-policy`: its name, and nothing granted.
    static let defaultPolicy = #"{"name": "Agent"}"#

    /// What names the default policy in validation reports.
    static let defaultPolicyLabel = "the Agent's default policy (no --agent-policy: it grants nothing)"

    /// The agent's registration: its policy read from `file` (or the default), and a factory
    /// that makes it from the very text the hub validated.
    ///
    /// - Throws: ``FrontEndServerError`` naming the file when it cannot be read, is over the
    ///   policy size bound, or is not UTF-8.
    static func registration(policyFile file: String?) throws(FrontEndServerError) -> PluginRegistration {
        let text = try file.map(read) ?? defaultPolicy
        let source = PolicySource.text(text, file: file ?? defaultPolicyLabel)
        return PluginRegistration(policy: PluginPolicy(plugin: name, source: source)) { _ in
            SenderPlugin(policy: try JSON(parsing: text).decode(Policy.self))
        }
    }

    /// The file's text, read with the bound every policy has.
    private static func read(_ path: String) throws(FrontEndServerError) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FrontEndServerError(
                "the agent's policy \(path) cannot be read; give --agent-policy a policy file that exists and "
                    + "that you may read")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: PolicySource.maximumSize + 1) ?? Data()
        } catch {
            throw FrontEndServerError(
                "the agent's policy \(path) cannot be read; give --agent-policy a regular file, not a folder or a device"
            )
        }
        guard data.count <= PolicySource.maximumSize else {
            throw FrontEndServerError(
                "the agent's policy \(path) is over \(PolicySource.maximumSize) bytes; a policy lists message names "
                    + "and fits in far less")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FrontEndServerError("the agent's policy \(path) is not UTF-8 text; save it as UTF-8")
        }
        return text
    }
}
