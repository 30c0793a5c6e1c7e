public import Prelude

/// What one message means on the wire: a sentence, the JSON Schema of its payload and of its
/// answer, and example payloads. A vertical declares one for every message it receives or
/// publishes and names the file they are in through its entry point
/// (``VerticalEntryPoint/contractsFilePath()``), as it names its policy. The hub checks every
/// payload against its message's contract before the receiver sees it; front ends discover them
/// (`rpc.discover`), the web page builds forms from them, `host send` checks a payload against
/// them before sending, and an agent sees them as tools.
///
/// A vertical ships its contracts as a JSON resource beside its policy
/// (`Resources/Contracts/<Name>.json`): an array of objects in this type's shape.
///
/// ```json
/// [{
///   "message": "maps.place", "kind": "query",
///   "summary": "Gives one place by its id.",
///   "payloadSchema": {"type": "object", "properties": {"id": {"type": "string"}},
///                     "required": ["id"], "additionalProperties": false},
///   "answerSchema": {"type": "object"},
///   "examples": [{"id": "zrh-001"}]
/// }]
/// ```
///
/// Schemas are JSON Schema draft 2020-12 documents held as `JSON` values (the `JSONSchema`
/// module compiles and checks them). A contract is proven true against the code by its
/// vertical's contract tests: every example is accepted by the schema and by the plugin, every
/// payload the schema accepts near an example is accepted by the plugin, answers fit the answer
/// schema, and the contracts and the policy name the same messages; what the schema refuses
/// never reaches the plugin, because the hub refuses it. When the policy graph is validated
/// (as the host is built, or at start-up), every message a plugin receives or publishes must
/// have one.
///
/// A contracts file declares its vertical's messages, so decoding a contract interns its
/// message name (as decoding a ``Policy`` does) after checking it against
/// ``Message/nameProblem(_:)``; decode contracts the program ships, not untrusted input.
/// Decoding is strict: an unknown key or a kind that does not exist is an error naming it.
public struct MessageContract: Sendable, Hashable, Codable {
    /// The message the contract describes: `maps.nearby`.
    public var message: Message
    /// Its kind: a command, a query, a view query or an event.
    public var kind: MessageKind
    /// One full sentence saying what the message does, for help texts, forms and tool lists.
    public var summary: String
    /// The JSON Schema of the payload a sender passes (for an event, the payload of the
    /// subscription). A message sent without a payload is checked as `null`, so a message that
    /// takes none has `{"type": "null"}`, or `{"type": ["object", "null"], "properties": {},
    /// "additionalProperties": false}` when an empty object is accepted too.
    public var payloadSchema: JSON
    /// The JSON Schema of what comes back: a query's answer, the value of a command's
    /// successful outcome on its vertical's outcomes event, or the value of each successful
    /// event output (a failure is always a `PluginError`); `nil` for a view query, whose
    /// answer is always a ``ViewNode``.
    public var answerSchema: JSON?
    /// Example payloads, at least one, each valid against ``payloadSchema`` (`null` stands for
    /// sending no payload).
    public var examples: [JSON]

    /// Makes a contract.
    ///
    /// - Parameters:
    ///   - message: The message described.
    ///   - kind: Its kind.
    ///   - summary: One full sentence saying what it does.
    ///   - payloadSchema: The JSON Schema of its payload.
    ///   - answerSchema: The JSON Schema of its answer or event value; `nil` for a view query.
    ///   - examples: Example payloads, at least one.
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

    enum CodingKeys: String, CodingKey, CaseIterable {
        case message, kind, summary, payloadSchema, answerSchema, examples
    }

    /// Decodes a contract strictly, interning its message name (a contracts file declares its
    /// vertical's messages).
    ///
    /// - Throws: `DecodingError` naming an unknown key, a missing or mistyped field, a message
    ///   name that breaks ``Message/nameProblem(_:)`` or a kind that does not exist.
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: PolicyCodingKey.self)
        let known = CodingKeys.allCases.map(\.stringValue)
        for key in keys.allKeys where !known.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: keys.codingPath + [key],
                    debugDescription:
                        "unknown key \"\(key.stringValue.prefix(40))\"; expected one of \(known.joined(separator: ", "))"
                ))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .message)
        if let problem = Message.nameProblem(name) {
            throw DecodingError.dataCorruptedError(forKey: .message, in: container, debugDescription: problem)
        }
        let kindName = try container.decode(String.self, forKey: .kind)
        guard let kind = MessageKind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown kind \"\(kindName.prefix(40))\"; use command, query, viewQuery or event")
        }
        message = Message(name)
        self.kind = kind
        summary = try container.decode(String.self, forKey: .summary)
        payloadSchema = try container.decode(JSON.self, forKey: .payloadSchema)
        let answer = try container.decodeIfPresent(JSON.self, forKey: .answerSchema)
        answerSchema = answer == .null ? nil : answer
        examples = try container.decode([JSON].self, forKey: .examples)
    }
}
