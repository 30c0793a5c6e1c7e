import MCP
import Prelude

/// What a `tools/call` answers, before either path encodes it: the SDK's handler as a
/// `CallTool.Result`, the transport's fast path (``FastToolCalls``) as Prelude's JSON. One text
/// content, the structured content when there is one, and whether the call failed.
struct ToolAnswer: Sendable {
    /// The one text content.
    let text: String
    /// The structured content, when the call has one.
    let structured: JSON?
    /// Whether the call happened and failed (a tool error, in words).
    let isError: Bool

    /// A tool error: the call happened and failed, in words the agent can act on.
    static func failure(_ text: String) -> ToolAnswer {
        ToolAnswer(text: text, structured: nil, isError: true)
    }

    /// The answer as the SDK's handler returns it.
    var result: CallTool.Result {
        CallTool.Result(
            content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: structured.map(Value.init),
            isError: isError)
    }

    /// The answer as the SDK encodes a `CallTool.Result`: `content`, `structuredContent` when
    /// there is one, and `isError`.
    var json: JSON {
        var object: JSON.Object = [
            "content": [["type": "text", "text": .string(text)]], "isError": .bool(isError),
        ]
        if let structured { object["structuredContent"] = structured }
        return .object(object)
    }

    /// The JSON-RPC answer to the call with `id`, one line: ``json`` under `result`, the
    /// envelope written as text around the parts that vary (a tool call's answer is made many
    /// thousand times a second, and building and sorting the envelope's objects cost more than
    /// writing the answer itself).
    func line(id: JSON) -> String {
        do {
            var line = #"{"jsonrpc":"2.0","id":"#
            line += try id.serialized()
            line += #","result":{"content":[{"type":"text","text":"#
            line += try JSON.string(text).serialized()
            line += #"}],"isError":"#
            line += isError ? "true" : "false"
            if let structured {
                line += #","structuredContent":"#
                line += try structured.serialized()
            }
            line += "}}"
            return line
        } catch {
            return ServeSession.response(id: id, result: json)
        }
    }
}

/// Why a `tools/call` has no result: the protocol error both paths answer.
struct ToolCallError: Error, Sendable {
    /// The detail, which the SDK's `MCPError.invalidParams` prefixes with `Invalid params: `.
    let detail: String

    /// The SDK's error for it.
    var mcp: MCPError { .invalidParams(detail) }

    /// The JSON-RPC error the SDK encodes for ``mcp``: -32602, its words, and the detail as data.
    var rpc: RPCError {
        RPCError(code: -32602, message: "Invalid params: \(detail)", data: ["detail": .string(detail)])
    }
}
