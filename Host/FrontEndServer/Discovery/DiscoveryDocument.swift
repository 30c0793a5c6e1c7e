import HubInterfaces
import PlatformHub
import Prelude

/// The OpenRPC 1.3 document `rpc.discover` answers: the protocol's methods (each with its
/// params and result as content descriptors, and its errors), every message the app's plugins
/// receive or publish as a content descriptor under `components.contentDescriptors`, each
/// message's payload and answer schema under `components.schemas` (the contracts), its
/// examples under `components.examples`, and, as extensions, which messages the front end's
/// sender may send (`x-sender`) and the notifications the server pushes (`x-notifications`).
///
/// Made anew for each request from the hub's policies and the contracts its plugins
/// registered: nothing from the request enters it, so its size is fixed by what the app ships.
struct DiscoveryDocument {
    /// The version of the OpenRPC specification the document follows.
    static let openRPC = "1.3.2"
    /// The protocol's own version: it changes when a method, a param or a notification does.
    static let protocolVersion = "1.0.0"

    /// The messages, in the order of the hub's plugins and then of each policy's lists.
    let messages: [DiscoveredMessage]
    /// The sender's policy.
    let sender: Policy

    /// Reads the messages of every plugin the hub knows from its policy, with their contracts.
    ///
    /// - Parameter backend: The started app and the plugin its front ends send as.
    init(backend: FrontEndBackend) {
        var contracts: [MessageKind: [Message: MessageContract]] = [:]
        for registered in backend.hub.contracts {
            contracts[registered.contract.kind, default: [:]][registered.contract.message] = registered.contract
        }
        let sender = backend.sender.policy
        let may: [MessageKind: Set<Message>] = [
            .command: Set(sender.send.commands), .query: Set(sender.send.queries),
            .viewQuery: Set(sender.send.viewQueries), .event: Set(sender.subscribe.events),
        ]
        var keys = Set<String>()
        var messages: [DiscoveredMessage] = []
        for plugin in backend.hub.pluginNames {
            guard let policy = backend.hub.policy(of: plugin) else { continue }
            let owned: [(MessageKind, [Message])] = [
                (.command, policy.receive.commands), (.query, policy.receive.queries),
                (.viewQuery, policy.receive.viewQueries), (.event, policy.publish.events),
            ]
            for (kind, names) in owned {
                for message in names {
                    messages.append(
                        DiscoveredMessage(
                            message: message, kind: kind, plugin: plugin, contract: contracts[kind]?[message],
                            senderMay: may[kind]?.contains(message) ?? false,
                            key: Self.uniqueKey(kind: kind, name: message.name, taken: &keys)))
                }
            }
        }
        self.messages = messages
        self.sender = sender
    }

    /// The document.
    var json: JSON {
        [
            "openrpc": .string(Self.openRPC),
            "info": [
                "title": "VerticalHub front-end protocol",
                "version": .string(Self.protocolVersion),
                "description": .string(Self.overview(sender: sender.name)),
            ],
            "methods": .array(JSON.Array(methods)),
            "components": components,
            "x-sender": senderSummary,
            "x-notifications": Self.notifications,
        ]
    }

    private var components: JSON {
        var schemas = Self.protocolSchemas
        var descriptors: JSON.Object = [:]
        var examples: JSON.Object = [:]
        for entry in messages {
            schemas[entry.payloadKey] = entry.payloadSchema
            if let answer = entry.answerSchema { schemas[entry.answerKey] = answer }
            descriptors[entry.key] = entry.contentDescriptor
            for (index, example) in (entry.contract?.examples ?? []).enumerated() {
                examples[entry.exampleKeys[index]] = [
                    "name": .string("\(entry.message.name) example \(index + 1)"),
                    "summary": .string(
                        "A payload \(entry.message.name) accepts (its contract's example \(index + 1))."),
                    "value": example,
                ]
            }
        }
        return [
            "contentDescriptors": .object(descriptors), "schemas": .object(schemas),
            "examples": .object(examples), "errors": .object(Self.errors),
        ]
    }

    /// What the sender's policy lets a front end do: the sender's name, the messages it sends
    /// by kind and the events it subscribes to.
    private var senderSummary: JSON {
        let names = { (messages: [Message]) in JSON.array(JSON.Array(messages.map { .string($0.name) })) }
        return [
            "plugin": .string(sender.name),
            "send": [
                "commands": names(sender.send.commands), "queries": names(sender.send.queries),
                "viewQueries": names(sender.send.viewQueries),
            ],
            "subscribe": ["events": names(sender.subscribe.events)],
        ]
    }

    /// The names of the messages of `kind` the sender may send (subscribe to, for an event), in
    /// the document's order: the values a method's `message` (or `event`) param may take.
    func allowed(_ kind: MessageKind) -> [String] {
        messages.filter { $0.kind == kind && $0.senderMay }.map(\.message.name)
    }

    // MARK: Keys and references

    /// `kind.name` in the characters OpenRPC allows in a component's key (every other
    /// character becomes `_`), with `-2`, `-3`… after a key already taken.
    static func uniqueKey(kind: MessageKind, name: String, taken: inout Set<String>) -> String {
        let allowed = name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": Character(scalar)
            default: "_"
            }
        }
        let base = kind.rawValue + "." + String(allowed)
        var key = base
        var suffix = 2
        while taken.contains(key) {
            key = "\(base)-\(suffix)"
            suffix += 1
        }
        taken.insert(key)
        return key
    }

    /// A reference to `key` under `components.schemas`.
    static func reference(schema key: String) -> JSON {
        ["$ref": .string("#/components/schemas/" + key)]
    }

    /// A reference to `key` under `components.examples`.
    static func reference(example key: String) -> JSON {
        ["$ref": .string("#/components/examples/" + key)]
    }

    /// A reference to `key` under `components.errors`.
    static func reference(error key: String) -> JSON {
        ["$ref": .string("#/components/errors/" + key)]
    }

    /// The `$id` that makes a contract's schema a resource of its own inside the document.
    static func schemaID(_ key: String) -> String {
        "urn:verticalhub:schema:" + key
    }

    /// `schema` with `id` as its `$id` unless it has one: embedded in the document, a schema's
    /// references (`#/$defs/place`) resolve against its own `$id`, not the document's root, as
    /// JSON Schema 2020-12 says of a schema resource inside another document. A boolean schema
    /// stays as it is.
    static func resource(_ schema: JSON, id: String) -> JSON {
        guard case .object(var members) = schema, members["$id"] == nil else { return schema }
        members["$id"] = .string(id)
        return .object(members)
    }
}
