/// The plugin's payload checks and answers' encoding.
extension VerticalTemplate {
    var payload: String {
        #"""
        import HubInterfaces
        import Prelude

        /// Payload checks and refusals for \#(name)'s messages: each names the message, the kind and
        /// what to send instead.
        enum \#(name)Payload {
            /// `\#(key).example`'s payload: `{}` for every example, `{"id": "first"}` for one.
            struct ExampleRequest: Decodable {
                var id: String?
            }

            /// Decodes `payload` (none, or `null`, counts as `{}`) as `type`, or refuses it naming the coding path.
            static func decode<Payload: Decodable>(
                _ type: Payload.Type, from payload: JSON?, for message: Message
            ) throws(PluginError) -> Payload {
                let given: JSON = if let payload, !payload.isNull { payload } else { .object([:]) }
                do {
                    return try given.decode(type)
                } catch {
                    throw PluginError(
                        code: .invalidPayload, message: "\(message.name): \(error)", messageName: message.name,
                        kind: .query, receiver: "\#(name)")
                }
            }

            /// Accepts no payload, `null` or `{}`; anything else is refused, naming what was found.
            static func requireEmpty(_ payload: JSON?, for message: Message, kind: MessageKind) throws(PluginError) {
                switch payload {
                case nil, .null?:
                    return
                case .object(let members)? where members.isEmpty:
                    return
                case let other?:
                    throw PluginError(
                        code: .invalidPayload,
                        message: "\(message.name) takes no payload (or an empty object); found \(other.typeName) at the root",
                        messageName: message.name, kind: kind, receiver: "\#(name)")
                }
            }

            /// The failure for an id no example has, listing the ids there are. It is `failed`, not
            /// `invalidPayload`: the payload fits the contract, and finding the example is what failed.
            static func notFound(_ id: String, among examples: [\#(name)Example], for message: Message) -> PluginError {
                PluginError(
                    code: .failed,
                    message: "not found: id: no example has id \"\(id.prefix(80))\"; the ids are "
                        + examples.prefix(20).map(\.id).joined(separator: ", "),
                    messageName: message.name, kind: .query, receiver: "\#(name)")
            }

            /// The service could not read the examples.
            static func failed(_ error: \#(name)ServiceError, for message: Message, kind: MessageKind) -> PluginError {
                PluginError(
                    code: .failed, message: "\#(name) cannot read its examples: \(error)", messageName: message.name,
                    kind: kind, receiver: "\#(name)")
            }

            /// The refusal of a message \#(name) does not handle.
            static func unknown(_ message: Message, kind: MessageKind, handled: [Message]) -> PluginError {
                PluginError(
                    code: .unknownMessage,
                    message: "\#(name) has no \(kind) \"\(message.name)\"; "
                        + (handled.isEmpty
                            ? "it handles none" : "it handles " + handled.map(\.name).joined(separator: ", ")),
                    messageName: message.name, kind: kind, receiver: "\#(name)")
            }
        }

        """#
    }

    var exampleJSON: String {
        #"""
        import Foundation
        import HubInterfaces
        import Prelude

        extension \#(name)Example {
            /// The example as `\#(key).example` answers it; its details only when the switch is on.
            func json(includingDetails: Bool) -> JSON {
                var members: JSON.Object = ["id": .string(id), "title": .string(title)]
                if includingDetails { members["details"] = .string(details) }
                return .object(members)
            }
        }
        \#(withCommand ? refreshOutcomeJSON : "")
        """#
    }

    private var refreshOutcomeJSON: String {
        #"""

        extension \#(name)RefreshOutcome {
            /// The outcome as an element of `\#(key).outcomes`: the number of examples and when they
            /// were read, or the failure.
            var eventOutput: EventOutput {
                let result = self.result.map { examples -> JSON in
                    .object(["count": .int(examples.count), "refreshedAt": .string(time.formatted(.iso8601))])
                }
                return EventOutput(
                    result.mapError { \#(name)Payload.failed($0, for: "\#(key).refresh", kind: .command) },
                    correlationID: correlationID)
            }
        }

        """#
    }
}
