import ArgumentParser
import HubInterfaces
import Prelude

/// `host plugins`: every plugin the app registers, with what its policy lets it send,
/// receive, publish and subscribe to.
struct PluginsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List every plugin with what it sends, receives, publishes and subscribes to.",
        discussion: """
            Read from the policies the app registers (each vertical's and the host's shell), \
            validated as at start-up. Every message is delivered only when both sides' policies list it.
            """
    )

    @OptionGroup var output: FormatOption

    func run() async throws {
        let set = try PolicySet.shipped()
        switch output.format {
        case .text:
            Console.write(set.policies.map(Self.text).joined(separator: "\n"))
        case .json:
            try Console.json(.array(JSON.Array(set.policies.map(Self.json))))
        }
    }

    /// The sections of a policy, in the order they are shown.
    private static func sections(_ policy: Policy) -> [(name: String, messages: [Message])] {
        [
            ("sends commands", policy.send.commands), ("sends queries", policy.send.queries),
            ("sends view queries", policy.send.viewQueries), ("receives commands", policy.receive.commands),
            ("receives queries", policy.receive.queries), ("receives view queries", policy.receive.viewQueries),
            ("publishes", policy.publish.events), ("subscribes to", policy.subscribe.events),
            ("subscribes at launch to", policy.subscribeAtAppLaunch.events),
        ]
    }

    private static func text(_ policy: Policy) -> String {
        var lines = [policy.name]
        for (name, messages) in sections(policy) where !messages.isEmpty {
            lines.append("  \(name): \(messages.map(\.name).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func json(_ policy: Policy) -> JSON {
        func names(_ messages: [Message]) -> JSON { .array(JSON.Array(messages.map { .string($0.name) })) }
        func routes(_ routes: Policy.Routes) -> JSON {
            [
                "commands": names(routes.commands), "queries": names(routes.queries),
                "viewQueries": names(routes.viewQueries),
            ]
        }
        return [
            "name": .string(policy.name), "send": routes(policy.send), "receive": routes(policy.receive),
            "publish": names(policy.publish.events), "subscribe": names(policy.subscribe.events),
            "subscribeAtAppLaunch": names(policy.subscribeAtAppLaunch.events),
        ]
    }
}
