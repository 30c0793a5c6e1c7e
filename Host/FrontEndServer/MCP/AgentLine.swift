import Prelude

/// One line an agent wrote, checked before the MCP SDK sees it: the SDK decodes with
/// Foundation, answers what it cannot read with a made-up id, and accepts batches; the server
/// answers those lines itself, in words, with the id it could read (or `null`).
enum AgentLine {
    /// A request (it has an id), with its members: the SDK answers it, or the transport's fast
    /// path when it is a plain `tools/call` (``FastToolCalls``).
    case request(JSON.Object)
    /// A notification (no id): the SDK handles it, answering nothing.
    case notification(method: String)
    /// A response to a request of the server's (it sends none; the SDK logs and drops it).
    case response
    /// Refused: the answer to write, one JSON-RPC error line.
    case refused(String)

    /// How deeply arrays and objects may nest in a message (MCP's messages need a few levels).
    static let maximumDepth = 64

    private static let keys: Set<String> = ["jsonrpc", "id", "method", "params", "result", "error"]

    /// Reads `bytes` (one line, without its newline).
    static func classify(_ bytes: [UInt8]) -> AgentLine {
        let value: JSON
        do {
            value = try JSON(parsing: bytes)
        } catch {
            return refused(.null, .parse("Parse error: \(error.description).", at: "\(error.line):\(error.column)"))
        }
        guard case .object(let members) = value else {
            if case .array = value {
                return refused(
                    .null,
                    .invalidRequest(
                        "MCP takes one message a line and no batches (JSON arrays); send each request on a line of its own."
                    ))
            }
            return refused(.null, .invalidRequest("A message must be a JSON object, not \(value.typeName)."))
        }
        var id: JSON? = nil
        if let given = members["id"] {
            switch given {
            case .string, .int: id = given
            default:
                return refused(
                    .null,
                    .invalidRequest(
                        "An id must be a string or an integer (MCP allows no null id), not \(given.typeName)."))
            }
        }
        let answerID = id ?? .null
        for key in members.keys where !keys.contains(key) {
            return refused(
                answerID,
                .invalidRequest(
                    "A message has no member \(JSONText.quoted(key)); use jsonrpc, id, method and params "
                        + "(or result or error in a response)."))
        }
        guard members["jsonrpc"] == .string("2.0") else {
            return refused(answerID, .invalidRequest("Set \"jsonrpc\" to \"2.0\" in every message."))
        }
        guard depth(of: value, atMost: maximumDepth) else {
            return refused(
                answerID,
                .invalidRequest(
                    "A message may nest arrays and objects at most \(maximumDepth) deep; this one nests deeper."))
        }
        if let method = members["method"] {
            guard case .string(let name) = method, members["result"] == nil, members["error"] == nil else {
                return refused(
                    answerID, .invalidRequest("Give \"method\" as a string, and no result or error with it."))
            }
            switch members["params"] {
            case nil, .object?: break
            case let other?:
                return refused(answerID, .invalidRequest("Give \"params\" as an object, not \(other.typeName)."))
            }
            if id != nil, let problem = paramsProblem(method: name, params: members["params"]?.objectValue) {
                return refused(answerID, problem)
            }
            return id == nil ? .notification(method: name) : .request(members)
        }
        guard id != nil, (members["result"] == nil) != (members["error"] == nil) else {
            return refused(
                answerID,
                .invalidRequest(
                    "Give \"method\" as a string (a request or a notification), or an id with a result or an error "
                        + "(a response)."))
        }
        return .response
    }

    /// The members the SDK's methods require, checked here so that a request without them is
    /// answered -32602 naming the member, where the SDK would answer -32603 with Foundation's
    /// "The data isn't in the correct format": the method, the member, and the values allowed
    /// (`nil` for any string).
    private static let requiredMembers: [String: (member: String, allowed: [String]?)] = [
        "tools/call": ("name", nil),
        "resources/read": ("uri", nil),
        "resources/subscribe": ("uri", nil),
        "resources/unsubscribe": ("uri", nil),
        "logging/setLevel": (
            "level", ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"]
        ),
    ]

    /// What is wrong with a request's params for the SDK's method `method`, or `nil`.
    private static func paramsProblem(method: String, params: JSON.Object?) -> RPCError? {
        guard let required = requiredMembers[method] else { return nil }
        let path = "params." + required.member
        guard case .string(let value)? = params?[required.member] else {
            return .invalidParams(
                "\(method) needs \"\(required.member)\" in its params, a string"
                    + (required.allowed.map { ": one of " + $0.joined(separator: ", ") } ?? "") + ".",
                path: path)
        }
        if let allowed = required.allowed, !allowed.contains(value) {
            return .invalidParams(
                "\(JSONText.quoted(String(value.prefix(40)))) is not a level; use one of "
                    + allowed.joined(separator: ", ") + ".",
                path: path)
        }
        if method == "tools/call", let arguments = params?["arguments"], arguments.objectValue == nil {
            return .invalidParams(
                "Give \"arguments\" as an object of the tool's arguments, not \(arguments.typeName).",
                path: "params.arguments")
        }
        return nil
    }

    private static func refused(_ id: JSON, _ error: RPCError) -> AgentLine {
        .refused(ServeSession.response(id: id, error: error))
    }

    /// Whether `value` nests arrays and objects at most `limit` deep (walked without recursion).
    static func depth(of value: JSON, atMost limit: Int) -> Bool {
        var stack: [(JSON, Int)] = [(value, 1)]
        while let (node, depth) = stack.popLast() {
            switch node {
            case .array(let elements):
                guard depth <= limit else { return false }
                for element in elements { stack.append((element, depth + 1)) }
            case .object(let members):
                guard depth <= limit else { return false }
                for (_, member) in members { stack.append((member, depth + 1)) }
            default:
                continue
            }
        }
        return true
    }
}
