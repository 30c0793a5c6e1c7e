public import Prelude

/// What one message means on the wire: a sentence, the JSON Schema of its payload and of its
/// answer, and an example payload. A vertical declares one for every message it receives or
/// publishes and hands them to the host through its entry point, as it hands over its policy;
/// front ends discover them (`rpc.discover`), the web page builds forms from them, and an agent
/// sees them as tools.
///
/// Schemas are JSON Schema draft 2020-12 documents held as ``JSON`` values.
public struct MessageContract: Sendable, Hashable, Codable {
    /// The message the contract describes: `maps.nearby`.
    public var message: Message
    /// Its kind: a command, a query, a view query or an event.
    public var kind: MessageKind
    /// One full sentence saying what the message does, for help texts, forms and tool lists.
    public var summary: String
    /// The JSON Schema of the payload a sender passes (for an event, the payload of the
    /// subscription): `{"type": "object", ...}`, or `{"type": "null"}` when it takes none.
    public var payloadSchema: JSON
    /// The JSON Schema of what comes back: a query's answer, the value of a command's outcome, or
    /// the value of each event output; `nil` for a view query, whose answer is always a
    /// ``ViewNode``.
    public var answerSchema: JSON?
    /// Example payloads, at least one, each valid against ``payloadSchema``.
    public var examples: [JSON]

    /// Makes a contract.
    public init(
        message: Message, kind: MessageKind, summary: String, payloadSchema: JSON, answerSchema: JSON?,
        examples: [JSON]
    ) {
        self.message = message
        self.kind = kind
        self.summary = summary
        self.payloadSchema = payloadSchema
        self.answerSchema = answerSchema
        self.examples = examples
    }
}
