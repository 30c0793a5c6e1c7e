import HubInterfaces
import Prelude

/// The protocol's methods as OpenRPC method objects, and the notifications the server pushes.
extension DiscoveryDocument {
    /// Every method of ``ServeSession/methods``, in that order, each with its params (by name),
    /// its result and the errors it may answer.
    var methods: [JSON] {
        let hub = ["denied", "notFound", "invalidPayload", "failed", "unavailable"]
        return [
            Self.method(
                "command",
                summary: "Sends a command through the hub; answers its correlation id at once.",
                description:
                    "The command's outcome arrives later as an outcome notification carrying the correlation id "
                    + "(see x-notifications), on the events the sender subscribes to.",
                params: [
                    messageParam(.command), Self.payloadParam,
                    Self.param(
                        "correlationID",
                        "The id the outcome will carry; one the session makes (s1, s2…) when left out.",
                        schema: ["type": "string", "minLength": 1], required: false),
                ],
                result: Self.param(
                    "accepted", "The command's correlation id.",
                    schema: [
                        "type": "object", "properties": ["correlationID": ["type": "string"]],
                        "required": ["correlationID"], "additionalProperties": false,
                    ]),
                errors: ["unknownMessage", "invalidParams", "limit"] + hub),
            Self.method(
                "plugins", summary: "Lists every plugin with its policy.", params: [],
                result: Self.param(
                    "plugins", "Each plugin's name and policy, in the order they were registered.",
                    schema: [
                        "type": "array",
                        "items": [
                            "type": "object",
                            "properties": ["name": ["type": "string"], "policy": Self.reference(schema: "Policy")],
                            "required": ["name", "policy"], "additionalProperties": false,
                        ],
                    ]),
                errors: []),
            Self.method(
                "policy", summary: "Answers one plugin's policy.",
                params: [Self.param("plugin", "The plugin's name, as plugins lists it.", schema: ["type": "string"])],
                result: Self.param("policy", "The plugin's policy.", schema: Self.reference(schema: "Policy")),
                errors: ["invalidParams"]),
            Self.method(
                "query", summary: "Sends a query through the hub and answers the query's answer.",
                params: [messageParam(.query), Self.payloadParam],
                result: Self.param(
                    "answer", "The query's answer, as x-answer of the message's content descriptor describes it.",
                    schema: ["description": "Any JSON the query answers."]),
                errors: ["unknownMessage", "invalidParams"] + hub),
            Self.method(
                "rpc.discover", summary: "Answers this document: every method, message and schema.",
                params: [],
                result: Self.param(
                    "OpenRPC document", "The OpenRPC document that describes this protocol and the app's messages.",
                    schema: ["$ref": "https://meta.open-rpc.org/"]),
                errors: ["invalidParams"]),
            Self.method(
                "subscribe",
                summary: "Subscribes to an event; answers the subscription's number at once.",
                description: "Each output of the event follows as an event notification (see x-notifications).",
                params: [messageParam(.event), Self.payloadParam],
                result: Self.param(
                    "subscription", "The subscription's number, for unsubscribe.",
                    schema: [
                        "type": "object", "properties": ["subscription": ["type": "integer", "minimum": 1]],
                        "required": ["subscription"], "additionalProperties": false,
                    ]),
                errors: ["unknownMessage", "invalidParams", "limit"] + hub),
            Self.method(
                "unsubscribe", summary: "Ends a subscription of this session.",
                params: [
                    Self.param(
                        "subscription", "The number subscribe answered.", schema: ["type": "integer", "minimum": 1])
                ],
                result: Self.param("ended", "Always true.", schema: ["const": true]),
                errors: ["invalidParams"]),
            Self.method(
                "view", summary: "Sends a view query through the hub and answers the view.",
                params: [messageParam(.viewQuery), Self.payloadParam],
                result: Self.param("view", "The view, as data.", schema: Self.reference(schema: "ViewNode")),
                errors: ["unknownMessage", "invalidParams"] + hub),
            Self.method(
                "world",
                summary: "Answers what the app's world holds: its locale, and each vertical's settings and switches.",
                params: [],
                result: Self.param(
                    "world", "The report host world --format json prints.",
                    schema: ["type": "object", "properties": ["locale": ["type": "string"]]]),
                errors: ["failed"]),
        ]
    }

    /// The `message` param of `command`, `query` and `view` (`event` of `subscribe`): one of the
    /// names the sender may send of `kind`.
    private func messageParam(_ kind: MessageKind) -> JSON {
        let name = kind == .event ? "event" : "message"
        let noun =
            switch kind {
            case .command: "command"
            case .query: "query"
            case .viewQuery: "view query"
            case .event: "event"
            }
        return Self.param(
            name,
            "The \(noun)'s name: one the sender's policy \(kind == .event ? "subscribes to" : "sends"); "
                + "components.contentDescriptors describes each.",
            schema: ["type": "string", "enum": .array(JSON.Array(allowed(kind).map(JSON.string)))])
    }

    private static let payloadParam = param(
        "payload",
        "The message's payload, as the schema of its content descriptor under components.contentDescriptors says; "
            + "left out for a message that takes none.",
        schema: ["description": "The payload the message's contract describes."], required: false)

    /// A content descriptor.
    static func param(_ name: String, _ summary: String, schema: JSON, required: Bool = true) -> JSON {
        ["name": .string(name), "summary": .string(summary), "schema": schema, "required": .bool(required)]
    }

    /// A method object whose params go by name.
    private static func method(
        _ name: String, summary: String, description: String? = nil, params: [JSON], result: JSON, errors: [String]
    ) -> JSON {
        var method: JSON.Object = [
            "name": .string(name), "summary": .string(summary), "paramStructure": "by-name",
            "params": .array(JSON.Array(params)), "result": result,
            "errors": .array(JSON.Array((errors + ["parseError", "invalidRequest"]).map { reference(error: $0) })),
        ]
        if let description { method["description"] = .string(description) }
        return .object(method)
    }

    /// The notifications the server sends without being asked, as method-like objects (OpenRPC
    /// has no notifications): the name, what it says, and its params.
    static let notifications: JSON = [
        [
            "name": "outcome",
            "summary": "A command this session sent has an outcome: its value, or the error it failed with.",
            "params": [
                param("correlationID", "The command's correlation id.", schema: ["type": "string"]),
                param("event", "The event the outcome arrived on.", schema: ["type": "string"]),
                param("value", "The outcome's value, on success.", schema: [:], required: false),
                param("error", "Why it failed.", schema: reference(schema: "PluginError"), required: false),
            ],
        ],
        [
            "name": "event",
            "summary": "An output of an event this session subscribed to.",
            "params": [
                param("subscription", "The subscription's number.", schema: ["type": "integer"]),
                param("event", "The event's name.", schema: ["type": "string"]),
                param(
                    "correlationID", "The command it answers, when it carries an outcome.", schema: ["type": "string"],
                    required: false),
                param("value", "The output's value, on success.", schema: [:], required: false),
                param("error", "Why it failed.", schema: reference(schema: "PluginError"), required: false),
            ],
        ],
        [
            "name": "dropped",
            "summary": "Notifications were dropped because the client did not read them in time (the queue's bound).",
            "params": [
                param(
                    "count", "How many were dropped since the last dropped notification.", schema: ["type": "integer"]),
                param("total", "How many were dropped in this session.", schema: ["type": "integer"]),
            ],
        ],
    ]

    /// What the document is about, for `info.description`.
    static func overview(sender: String) -> String {
        "JSON-RPC 2.0 with one request per line on host serve --stdio and one per text message on the WebSocket "
            + "of host serve --http. Every request is sent through the hub as the plugin \(sender), so the hub "
            + "checks both sides' policies; x-sender lists what \(sender)'s policy lets a front end send and "
            + "subscribe to. Each message the app's plugins receive or publish is a content descriptor under "
            + "components.contentDescriptors (x-kind, x-plugin, x-method, x-sender-may), with its payload's and "
            + "answer's JSON Schema (draft 2020-12) under components.schemas and its examples under "
            + "components.examples: the message contracts. Events and command outcomes arrive as notifications "
            + "(x-notifications)."
    }
}
