import HubInterfaces
import MCP
import PlatformHub
import Prelude

/// What an agent sees, made once at start-up from the policies and the contracts the plugins
/// registered with the hub: a tool per
/// query and command, a resource per view and event, each looked up by name (never interned).
///
/// Every query and command some plugin receives has a tool name, so that a call to one the
/// agent is not granted reaches the hub and is refused there in words; only those the agent's
/// policy sends are listed.
struct AgentCatalog: Sendable {
    /// How a tool's arguments become the message's payload.
    enum Input: Sendable {
        /// The arguments are the payload (an object schema, or no contract); when
        /// `emptyIsNone` (no contract, or a schema that also allows `null`), empty or absent
        /// arguments are no payload.
        case arguments(emptyIsNone: Bool)
        /// The message takes no payload: the arguments must be empty.
        case none
        /// The payload is not an object: it is the argument `payload`.
        case wrapped
    }

    /// One query or command as a tool.
    struct Entry: Sendable {
        let tool: Tool
        let message: HubInterfaces.Message
        let kind: MessageKind
        let receiver: String
        let input: Input
        /// For a command: the events its outcome may arrive on that the agent subscribes to
        /// (the receiver's `.outcomes` events first); empty when the agent cannot see it.
        let outcomeEvents: [HubInterfaces.Message]
        /// For a command: the events the receiver publishes, to name in a hint.
        let publishedEvents: [HubInterfaces.Message]
    }

    /// The tools the agent's policy grants, sorted by name.
    let listed: [Tool]
    /// Every query's and command's tool by name.
    let entries: [String: Entry]
    /// The view queries the agent may send, by name.
    let views: [String: HubInterfaces.Message]
    /// The events the agent may subscribe to, by name.
    let events: [String: HubInterfaces.Message]
    /// The contracts by message name and kind.
    let contracts: [MessageKind: [String: MessageContract]]

    /// The most characters of a tool name (the MCP specification's common limit).
    static let maximumToolName = 64

    /// Reads the policies and the contracts the plugins registered with `hub`.
    init(hub: Hub, agent: Policy) {
        var byKind: [MessageKind: [String: MessageContract]] = [:]
        for registered in hub.contracts {
            byKind[registered.contract.kind, default: [:]][registered.contract.message.name] = registered.contract
        }
        self.contracts = byKind
        var entries: [String: Entry] = [:]
        var listed: [Tool] = []
        var views: [String: HubInterfaces.Message] = [:]
        var events: [String: HubInterfaces.Message] = [:]
        let sentQueries = Set(agent.send.queries)
        let sentCommands = Set(agent.send.commands)
        let subscribed = Set(agent.subscribe.events)
        for plugin in hub.pluginNames where plugin != agent.name {
            guard let policy = hub.policy(of: plugin) else { continue }
            let received =
                policy.receive.queries.map { ($0, MessageKind.query) }
                + policy.receive.commands.map { ($0, MessageKind.command) }
            for (message, kind) in received {
                let name = Self.uniqueName(for: message.name, taken: entries)
                // A receiver with an `….outcomes` stream publishes every command's outcome there,
                // failures included: only that stream can be awaited. Without one, any event it
                // publishes that the agent hears may carry the outcome.
                let outcomeStreams = policy.publish.events.filter { $0.name.hasSuffix(".outcomes") }
                let awaited = (outcomeStreams.isEmpty ? policy.publish.events : outcomeStreams)
                    .filter { subscribed.contains($0) }
                let entry = Self.entry(
                    name: name, message: message, kind: kind, receiver: plugin,
                    contract: byKind[kind]?[message.name], outcomeEvents: awaited,
                    published: outcomeStreams + policy.publish.events.filter { !outcomeStreams.contains($0) })
                entries[name] = entry
                if (kind == .query ? sentQueries : sentCommands).contains(message) { listed.append(entry.tool) }
            }
            for view in policy.receive.viewQueries where agent.send.viewQueries.contains(view) {
                views[view.name] = view
            }
            for event in policy.publish.events where subscribed.contains(event) { events[event.name] = event }
        }
        self.entries = entries
        self.listed = listed.sorted { $0.name < $1.name }
        self.views = views
        self.events = events
    }

    /// A message's name in the characters MCP allows in a tool name (`A-Z a-z 0-9 _ -`; every
    /// other character becomes `_`), at most ``maximumToolName`` long, and `_2`, `_3`… after a
    /// name already taken.
    static func uniqueName(for message: String, taken: [String: Entry]) -> String {
        let allowed = message.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-": Character(scalar)
            default: "_"
            }
        }
        let base = String(allowed.prefix(maximumToolName)).isEmpty ? "_" : String(allowed.prefix(maximumToolName))
        var name = base
        var suffix = 2
        while taken[name] != nil {
            let tail = "_\(suffix)"
            name = String(base.prefix(maximumToolName - tail.count)) + tail
            suffix += 1
        }
        return name
    }

    private static func entry(
        name: String, message: HubInterfaces.Message, kind: MessageKind, receiver: String,
        contract: MessageContract?,
        outcomeEvents: [HubInterfaces.Message], published: [HubInterfaces.Message]
    ) -> Entry {
        let (input, schema) = inputSchema(contract?.payloadSchema)
        let summary =
            contract?.summary
            ?? "The \(kind == .query ? "query" : "command") \(message.name), which \(receiver) receives "
            + "(no contract describes its payload: the arguments are sent as the payload)."
        let description =
            kind == .query
            ? summary
            : summary + " The call returns the command's outcome, or says why none came."
        let tool = Tool(
            name: name, title: message.name, description: description, inputSchema: Value(json: schema),
            annotations: Tool.Annotations(
                readOnlyHint: kind == .query, destructiveHint: kind == .command ? false : nil,
                idempotentHint: kind == .query, openWorldHint: false),
            outputSchema: kind == .query ? contract?.answerSchema.map { Value(json: answerSchema($0)) } : nil)
        return Entry(
            tool: tool, message: message, kind: kind, receiver: receiver, input: input,
            outcomeEvents: outcomeEvents, publishedEvents: published)
    }

    /// The tool's input schema for a payload schema, and how arguments become the payload.
    static func inputSchema(_ payload: JSON?) -> (Input, JSON) {
        guard let payload else { return (.arguments(emptyIsNone: true), ["type": "object"]) }
        let (schema, definitions) = split(payload)
        // `"type"` is a name or a list of names (`["object", "null"]`: an object, or none).
        let types: [JSON] =
            switch schema["type"] {
            case .array(let names)?: Array(names)
            case let name?: [name]
            case nil: []
            }
        switch (types.contains("object"), types.contains("null")) {
        case (true, let allowsNull):
            // MCP wants an input schema of type object: the object alternative is the tool's.
            guard case .object(var members) = schema else { return (.arguments(emptyIsNone: true), ["type": "object"]) }
            _ = members.updateValue("object", forKey: "type")
            return (.arguments(emptyIsNone: allowsNull), rejoin(.object(members), definitions))
        case (false, true) where types.count == 1:
            return (.none, ["type": "object", "properties": [:], "additionalProperties": false])
        default:
            let wrapper: JSON = [
                "type": "object", "properties": ["payload": schema], "required": ["payload"],
                "additionalProperties": false,
            ]
            return (.wrapped, rejoin(wrapper, definitions))
        }
    }

    /// A query's output schema: its answer under `answer`, as the call's structured content has it.
    static func answerSchema(_ answer: JSON) -> JSON {
        let (schema, definitions) = split(answer)
        return rejoin(
            ["type": "object", "properties": ["answer": schema], "required": ["answer"]], definitions)
    }

    /// A schema without `$schema` and `$defs`, and its `$defs`, so that it can sit inside another
    /// schema whose root carries the definitions (`#/$defs/...` still resolves).
    private static func split(_ schema: JSON) -> (JSON, JSON?) {
        guard case .object(var members) = schema else { return (schema, nil) }
        _ = members.removeValue(forKey: "$schema")
        let definitions = members.removeValue(forKey: "$defs")
        return (.object(members), definitions)
    }

    private static func rejoin(_ schema: JSON, _ definitions: JSON?) -> JSON {
        guard let definitions, case .object(var members) = schema else { return schema }
        _ = members.updateValue(definitions, forKey: "$defs")
        return .object(members)
    }
}
