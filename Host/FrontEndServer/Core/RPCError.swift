import HubInterfaces
import PlatformHub
import Prelude

/// A JSON-RPC 2.0 error object, with the codes `host serve --stdio` answers.
///
/// | code | meaning |
/// |---|---|
/// | -32700 | parse error: the line is not JSON (or not UTF-8, or nested deeper than the bound) |
/// | -32600 | invalid request: not a JSON-RPC 2.0 request object, an empty batch, or a line over the size bound |
/// | -32601 | unknown method, or a message name that no policy declares |
/// | -32602 | invalid params: `data.path` names the coding path |
/// | -32000 | the hub denied the message (`data` is the hub's `PluginError`) |
/// | -32001 | no plugin handles the message, or what it names does not exist |
/// | -32002 | the payload does not fit the message (`data.path` when the plugin named it) |
/// | -32003 | the receiver accepted the message and its work failed |
/// | -32004 | the receiver cannot do it now |
/// | -32010 | a session limit was reached (subscriptions, pending commands) |
struct RPCError: Error, Sendable {
    /// The JSON-RPC error code.
    let code: Int
    /// One sentence: what was wrong and how to fix it.
    let message: String
    /// Structured detail: a coding path, the hub's error.
    let data: JSON?

    static func parse(_ message: String, at position: String? = nil) -> RPCError {
        RPCError(code: -32700, message: message, data: position.map { ["position": .string($0)] })
    }

    static func invalidRequest(_ message: String) -> RPCError {
        RPCError(code: -32600, message: message, data: nil)
    }

    static func unknownMethod(_ method: String) -> RPCError {
        RPCError(
            code: -32601,
            message:
                "There is no method \(JSONText.quoted(method)); use one of \(ServeSession.methods.joined(separator: ", ")).",
            data: ["method": .string(method)])
    }

    static func unknownMessage(_ name: String, kind: MessageKind) -> RPCError {
        RPCError(
            code: -32601,
            message:
                "No policy declares a \(kind) named \(JSONText.quoted(name)); `plugins` lists the messages there are.",
            data: ["message": .string(name), "kind": .string(kind.rawValue)])
    }

    static func invalidParams(_ error: JSONDecodingError) -> RPCError {
        RPCError(
            code: -32602, message: "Invalid params: \(error.description)",
            data: ["path": .string(error.path)])
    }

    static func invalidParams(_ message: String, path: String) -> RPCError {
        RPCError(code: -32602, message: "Invalid params: \(message)", data: ["path": .string(path)])
    }

    static func limit(_ message: String) -> RPCError {
        RPCError(code: -32010, message: message, data: nil)
    }

    /// The code for each of the hub's errors.
    static func hub(_ error: PluginError) -> RPCError {
        let code =
            switch error.code {
            case .denied: -32000
            case .unknownMessage: -32001
            case .invalidPayload: -32002
            case .failed: -32003
            case .unavailable: -32004
            }
        return RPCError(code: code, message: error.sentence, data: (try? JSON(encoding: error)) ?? .null)
    }

    /// The error object as JSON-RPC writes it.
    var json: JSON {
        var object: JSON.Object = ["code": .int(code), "message": .string(message)]
        if let data { object["data"] = data }
        return .object(object)
    }
}
