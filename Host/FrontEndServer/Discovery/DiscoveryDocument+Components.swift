import HubInterfaces
import Prelude

/// The protocol's own schemas and its errors, under the document's `components`.
extension DiscoveryDocument {
    /// The schemas of what the protocol itself answers: a view, a policy, a plugin's error.
    static let protocolSchemas: JSON.Object = [
        "ViewNode": [
            "description": .string(
                "A view as data: a node with a role, its text, the message a control sends (action), simple "
                    + "attributes and child nodes. A front end renders an unknown role as a plain group."),
            "type": "object",
            "properties": [
                "role": [
                    "type": "string",
                    "description":
                        "screen, section, stack, list, row, text, button, map, pin or image; a newer server may send others.",
                ],
                "text": ["type": "string"],
                "action": ["type": "string", "description": "The message a control sends, of any kind."],
                "attributes": ["type": "object"],
                "children": ["type": "array", "items": reference(schema: "ViewNode")],
            ],
            "required": ["role"],
        ],
        "Policy": [
            "description": "What a plugin may send and receive, publish and subscribe to; everything else is denied.",
            "type": "object",
            "properties": [
                "name": ["type": "string"],
                "send": reference(schema: "Routes"), "receive": reference(schema: "Routes"),
                "publish": reference(schema: "Events"), "subscribe": reference(schema: "Events"),
                "subscribeAtAppLaunch": reference(schema: "Events"),
            ],
            "required": ["name", "send", "receive", "publish", "subscribe", "subscribeAtAppLaunch"],
        ],
        "Routes": [
            "type": "object",
            "properties": [
                "commands": ["type": "array", "items": ["type": "string"]],
                "queries": ["type": "array", "items": ["type": "string"]],
                "viewQueries": ["type": "array", "items": ["type": "string"]],
            ],
        ],
        "Events": [
            "type": "object",
            "properties": ["events": ["type": "array", "items": ["type": "string"]]],
        ],
        "PluginError": [
            "description":
                "Why the hub or a plugin refused or failed a message, in words, with whom and what it concerns.",
            "type": "object",
            "properties": [
                "code": ["enum": ["denied", "invalidPayload", "unknownMessage", "failed", "unavailable"]],
                "message": ["type": "string", "description": "A sentence: what happened and how to fix it."],
                "messageName": ["type": "string"], "kind": ["enum": ["command", "query", "viewQuery", "event"]],
                "sender": ["type": "string"], "receiver": ["type": "string"],
                "lackingPolicy": ["enum": ["sender", "receiver"]],
            ],
            "required": ["code", "message"],
        ],
    ]

    /// Every error the protocol answers, by key: its code and what it means.
    static let errors: JSON.Object = [
        "parseError": error(
            -32700, "The line is not JSON, not UTF-8, or nested deeper than 512; data.position says where."),
        "invalidRequest": error(
            -32600, "Not a JSON-RPC 2.0 request object, an empty batch, or a line over the size bound."),
        "unknownMessage": error(
            -32601, "An unknown method, or a message name no policy declares; data names the message and its kind."),
        "invalidParams": error(-32602, "The params are missing or mistyped; data.path is the coding path."),
        "denied": error(
            -32000, "The hub denied the message; data is the hub's PluginError, naming the policy that lacks it."),
        "notFound": error(-32001, "No plugin handles the message, or what it names does not exist."),
        "invalidPayload": error(
            -32002, "The payload does not fit the message; the PluginError in data names the coding path."),
        "failed": error(-32003, "The receiver accepted the message and its work failed."),
        "unavailable": error(-32004, "The receiver cannot do it now."),
        "limit": error(-32010, "A session limit was reached: subscriptions or commands awaiting their outcome."),
    ]

    private static func error(_ code: Int, _ message: String) -> JSON {
        ["code": .int(code), "message": .string(message)]
    }
}
