import HubInterfaces
import PlatformHub
import Prelude
import Testing

extension PolicySource {
    /// The policy as in-memory JSON text, labelled `<name>.json`.
    static func policy(_ policy: Policy) throws -> PolicySource {
        .text(try JSON(encoding: policy).serialized(pretty: true), file: "\(policy.name).json")
    }
}

extension Hub {
    /// Registers an ``EchoPlugin`` with `policy` and returns a way to reach it after start.
    func registerEcho(_ policy: Policy) throws {
        try register(named: policy.name, policy: .policy(policy)) { sender in
            EchoPlugin(policy: policy, sender: sender)
        }
    }

    /// The started ``EchoPlugin`` called `name`.
    func echo(_ name: String) throws -> EchoPlugin {
        try #require(plugin(named: name) as? EchoPlugin)
    }
}
