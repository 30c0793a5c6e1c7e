import HubInterfaces
import JSONSchema
import PlatformHub
import Prelude

/// One message a plugin receives or publishes, as `rpc.discover` describes it: its kind, the
/// plugin that owns it, its contract (when the app declares one), whether the front end's
/// sender may send it (or, for an event, subscribe to it), and the keys it has under the
/// document's `components`.
struct DiscoveredMessage {
    /// The message.
    let message: Message
    /// Its kind.
    let kind: MessageKind
    /// The plugin that receives it (or, for an event, publishes it).
    let plugin: String
    /// Its contract; `nil` when the plugin was registered without contracts.
    let contract: MessageContract?
    /// Whether the sender's policy sends it (for an event: subscribes to it).
    let senderMay: Bool
    /// Its key under `components.contentDescriptors`: the kind, a dot and the name, in the
    /// characters OpenRPC allows in a component's key (`A-Z a-z 0-9 . - _`), unique in the
    /// document.
    let key: String

    /// The protocol method that carries the message.
    var method: String {
        switch kind {
        case .command: "command"
        case .query: "query"
        case .viewQuery: "view"
        case .event: "subscribe"
        }
    }

    /// The key of the payload's schema under `components.schemas`.
    var payloadKey: String { key + ".payload" }
    /// The key of the answer's schema under `components.schemas`.
    var answerKey: String { key + ".answer" }

    /// The payload's schema as the document holds it: the contract's, made a schema resource
    /// of its own (``DiscoveryDocument/resource(_:id:)``) so that its own references
    /// (`#/$defs/place`) still resolve inside it; with no contract, a schema that accepts any
    /// payload and says why.
    var payloadSchema: JSON {
        guard let contract else {
            return [
                "description":
                    "No contract describes this payload: any JSON is sent, and the receiver checks it."
            ]
        }
        return DiscoveryDocument.resource(contract.payloadSchema, id: DiscoveryDocument.schemaID(payloadKey))
    }

    /// The answer's schema as the document holds it, when the contract has one.
    var answerSchema: JSON? {
        guard let answer = contract?.answerSchema else { return nil }
        return DiscoveryDocument.resource(answer, id: DiscoveryDocument.schemaID(answerKey))
    }

    /// The keys of its examples under `components.examples`.
    var exampleKeys: [String] {
        (contract?.examples.indices).map { $0.map { "\(key).example\($0 + 1)" } } ?? []
    }

    /// Whether the message must be sent with a payload: its payload schema refuses `null` (a
    /// message sent without a payload is checked as `null`). Without a contract, or with a
    /// schema Prelude cannot compile, the receiver decides, so the document says it is optional.
    var payloadRequired: Bool {
        guard let schema = contract?.payloadSchema, let compiled = try? JSONSchema(schema) else { return false }
        return !compiled.accepts(.null)
    }

    /// The content descriptor under `components.contentDescriptors`: the message's name and
    /// sentence, its payload's schema (by reference), and, as `x-` extensions, its kind, the
    /// method that carries it, its plugin, what it answers, its examples and whether the
    /// sender may send it.
    var contentDescriptor: JSON {
        var descriptor: JSON.Object = [
            "name": .string(message.name),
            "summary": .string(contract?.summary ?? "\(plugin)'s \(kind) \(message.name), without a contract."),
            "description": .string(howToSend),
            "schema": DiscoveryDocument.reference(schema: payloadKey),
            "required": .bool(payloadRequired),
            "x-kind": .string(kind.rawValue),
            "x-method": .string(method),
            "x-plugin": .string(plugin),
            "x-sender-may": .bool(senderMay),
            "x-contract": .bool(contract != nil),
            "x-examples": .array(JSON.Array(exampleKeys.map { DiscoveryDocument.reference(example: $0) })),
        ]
        if answerSchema != nil {
            descriptor["x-answer"] = DiscoveryDocument.reference(schema: answerKey)
        } else if kind == .viewQuery {
            descriptor["x-answer"] = DiscoveryDocument.reference(schema: "ViewNode")
        }
        return .object(descriptor)
    }

    /// Who owns it, how to send it, and whether the sender may.
    private var howToSend: String {
        let carried =
            "Send it with the method \(method) (\(kind == .event ? "\"event\"" : "\"message\""): \"\(message.name)\")."
        let sender =
            senderMay
            ? "" : " The front end's sender may not \(kind == .event ? "subscribe to" : "send") it: the hub refuses it."
        return switch kind {
        case .command:
            "A command \(plugin) receives; its outcome arrives later as an outcome notification. \(carried)\(sender)"
        case .query: "A query \(plugin) receives, answered at once. \(carried)\(sender)"
        case .viewQuery: "A view query \(plugin) receives, answered with a ViewNode. \(carried)\(sender)"
        case .event: "An event \(plugin) publishes. \(carried)\(sender)"
        }
    }
}
