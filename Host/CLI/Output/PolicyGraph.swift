import HubInterfaces
import Prelude

/// Who may talk to whom: one edge per sender, receiver and kind of traffic, labelled
/// with its messages. Requests (commands, queries, view queries) go from sender to
/// receiver; events go from publisher to subscriber.
struct PolicyGraph {
    /// The traffic between two plugins of one style.
    struct Edge: Hashable {
        /// The sender, or the publisher for events.
        let from: String
        /// The receiver, or the subscriber for events.
        let to: String
        /// Whether these are events (drawn dashed).
        let isEvents: Bool
        /// `command maps.select`, `event maps.outcomes`, `event records.changed (at launch)`.
        var labels: [String]
    }

    /// The plugins, in registration order.
    let plugins: [String]
    /// The edges, in the order of the plugins' policies.
    let edges: [Edge]

    /// The graph of `set`, with or without the host's shell plugin.
    init(_ set: PolicySet, includingShell: Bool) {
        let policies = set.policies.filter { includingShell || $0.name != ShellPlugin.name }
        plugins = policies.map(\.name)
        var edges: [Edge] = []
        func add(from: String, to: String, isEvents: Bool, label: String) {
            if let index = edges.firstIndex(where: { $0.from == from && $0.to == to && $0.isEvents == isEvents }) {
                edges[index].labels.append(label)
            } else {
                edges.append(Edge(from: from, to: to, isEvents: isEvents, labels: [label]))
            }
        }
        for sender in policies {
            for kind in [MessageKind.command, .query, .viewQuery] {
                for message in sender.sent(kind) {
                    guard let receiver = policies.first(where: { $0.handles(message, kind: kind) }) else { continue }
                    add(from: sender.name, to: receiver.name, isEvents: false, label: "\(kind) \(message.name)")
                }
            }
        }
        for subscriber in policies {
            let launch = Set(subscriber.subscribeAtAppLaunch.events)
            for event in subscriber.subscribe.events + subscriber.subscribeAtAppLaunch.events {
                guard let publisher = policies.first(where: { $0.handles(event, kind: .event) }) else { continue }
                let label = "event \(event.name)" + (launch.contains(event) ? " (at launch)" : "")
                add(from: publisher.name, to: subscriber.name, isEvents: true, label: label)
            }
        }
        self.edges = edges
    }

    /// The graph as data.
    var json: JSON { .object(JSON.Object(members)) }

    /// The graph as the members of a JSON object: `plugins` and `edges`.
    var members: [String: JSON] {
        [
            "plugins": .array(JSON.Array(plugins.map(JSON.string))),
            "edges": .array(
                JSON.Array(
                    edges.map { edge in
                        .object([
                            "from": .string(edge.from), "to": .string(edge.to),
                            "traffic": .string(edge.isEvents ? "events" : "requests"),
                            "messages": .array(JSON.Array(edge.labels.map(JSON.string))),
                        ])
                    })),
        ]
    }
}
