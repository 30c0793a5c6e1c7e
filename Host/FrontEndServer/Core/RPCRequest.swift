import Prelude

/// One JSON-RPC 2.0 request or notification, checked for shape.
struct RPCRequest {
    /// The request's id; `nil` for a notification, which gets no answer.
    let id: JSON?
    /// The method asked for.
    let method: String
    /// The params, `nil` when left out.
    let params: JSON?

    /// Reads a request from one element of a line (the line itself, or one of a batch).
    ///
    /// - Throws: ``RPCError`` -32600 naming what is wrong, with the id it could read (or
    ///   `null`) so the answer can still carry it.
    static func read(_ value: JSON) -> Result<RPCRequest, RequestFailure> {
        guard case .object(let members) = value else {
            return .failure(
                RequestFailure(
                    id: .null, error: .invalidRequest("A request must be a JSON object, not \(value.typeName).")))
        }
        var id: JSON? = nil
        if let given = members["id"] {
            switch given {
            case .string, .int, .double, .null: id = given
            default:
                return .failure(
                    RequestFailure(
                        id: .null,
                        error: .invalidRequest(
                            "A request's id must be a string, a number or null, not \(given.typeName).")))
            }
        }
        let answerID = id ?? .null
        for key in members.keys where !["jsonrpc", "method", "params", "id"].contains(key) {
            return .failure(
                RequestFailure(
                    id: answerID,
                    error: .invalidRequest(
                        "A request has no member \(JSONText.quoted(key)); use jsonrpc, method, params and id.")))
        }
        guard members["jsonrpc"] == .string("2.0") else {
            return .failure(
                RequestFailure(id: answerID, error: .invalidRequest("Set \"jsonrpc\" to \"2.0\" in every request.")))
        }
        guard case .string(let method)? = members["method"] else {
            return .failure(RequestFailure(id: answerID, error: .invalidRequest("Give \"method\" as a string.")))
        }
        let params = members["params"]
        switch params {
        case nil, .object?, .array?: break
        case let other?:
            return .failure(
                RequestFailure(
                    id: answerID,
                    error: .invalidRequest("Give \"params\" as an object or an array, not \(other.typeName).")))
        }
        return .success(RPCRequest(id: id, method: method, params: params))
    }
}

/// A request that is not one: the id it carried (or `null`) and the -32600 error.
struct RequestFailure: Error {
    /// The id to answer with.
    let id: JSON
    /// What was wrong.
    let error: RPCError
}

/// Text for messages: a string from input cut to a bound and quoted with every control and
/// non-printable scalar escaped (Prelude's `quotedForTerminal`), so an answer never carries
/// input's raw bytes.
enum JSONText {
    /// At most this many scalars of input are echoed in a message.
    static let maximumEcho = 80

    /// `text`'s first ``maximumEcho`` scalars (with `…` when there are more) in single quotes.
    static func quoted(_ text: String) -> String {
        text.quotedForTerminal("'", maximumLength: maximumEcho)
    }
}
