import HubInterfaces
import Prelude

/// A policy as validation sees it: the same shape as `Policy`, with message names as
/// plain strings, so that checking a file (perhaps a hostile one, in `policy check`)
/// interns nothing. The hub makes the `Policy` (interning its names, which the policy
/// declares) only after the whole graph validated.
struct PolicyNames: Sendable {
    /// Names by kind, for `send` and `receive`.
    struct Routes: Sendable {
        var commands: [String] = []
        var queries: [String] = []
        var viewQueries: [String] = []
    }

    /// Names of events, for `publish`, `subscribe` and `subscribeAtAppLaunch`.
    struct Events: Sendable {
        var events: [String] = []
    }

    var name: String
    var send = Routes()
    var receive = Routes()
    var publish = Events()
    var subscribe = Events()
    var subscribeAtAppLaunch = Events()
    var startAtAppLaunch = false

    /// Reads a policy whose shape ``PolicyValidator/schemaProblems(_:plugin:file:)`` passed.
    init(_ json: JSON) {
        name = json["name"]?.stringValue ?? ""
        func names(_ section: String, _ key: String) -> [String] {
            guard case .array(let elements)? = json[section]?[key] else { return [] }
            return elements.compactMap(\.stringValue)
        }
        func routes(_ section: String) -> Routes {
            let legacy = names(section, "viewControllerQueries")
            return Routes(
                commands: names(section, "commands"), queries: names(section, "queries"),
                viewQueries: legacy.isEmpty ? names(section, "viewQueries") : legacy)
        }
        send = routes("send")
        receive = routes("receive")
        publish = Events(events: names("publish", "events"))
        subscribe = Events(events: names("subscribe", "events"))
        subscribeAtAppLaunch = Events(events: names("subscribeAtAppLaunch", "events"))
        startAtAppLaunch = json["startAtAppLaunch"] == .bool(true)
    }

    /// The list at `key` (`send.commands`, `publish.events`), or `nil` for a key that names none.
    func list(at key: String) -> [String]? {
        switch key {
        case "send.commands": send.commands
        case "send.queries": send.queries
        case "send.viewQueries": send.viewQueries
        case "receive.commands": receive.commands
        case "receive.queries": receive.queries
        case "receive.viewQueries": receive.viewQueries
        case "publish.events": publish.events
        case "subscribe.events": subscribe.events
        case "subscribeAtAppLaunch.events": subscribeAtAppLaunch.events
        default: nil
        }
    }

    /// The policy the hub enforces, its names interned (a policy declares its messages).
    var policy: Policy {
        func messages(_ names: [String]) -> [Message] { names.map { Message($0) } }
        func routes(_ routes: Routes) -> Policy.Routes {
            Policy.Routes(
                commands: messages(routes.commands), queries: messages(routes.queries),
                viewQueries: messages(routes.viewQueries))
        }
        return Policy(
            name: name, send: routes(send), receive: routes(receive),
            publish: Policy.Events(events: messages(publish.events)),
            subscribe: Policy.Events(events: messages(subscribe.events)),
            subscribeAtAppLaunch: Policy.Events(events: messages(subscribeAtAppLaunch.events)),
            startAtAppLaunch: startAtAppLaunch)
    }
}
