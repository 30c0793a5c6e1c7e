import Foundation
import HubInterfaces
import MCP
import Prelude

extension AgentServer {
    /// `resources/list`: each view query the agent may send and each event it may subscribe to.
    func resources() -> [Resource] {
        let views = catalog.views.keys.sorted().map { (name: String) -> Resource in
            Resource(
                name: name, uri: AgentURI.view(name), title: name,
                description: summary(of: name, kind: .viewQuery, otherwise: "The view \(name), as text and as JSON."),
                mimeType: "text/plain")
        }
        let events = catalog.events.keys.sorted().map { (name: String) -> Resource in
            Resource(
                name: name, uri: AgentURI.event(name), title: name,
                description: summary(
                    of: name, kind: .event,
                    otherwise: "The latest outputs of the event \(name); subscribe to hear of each new one."),
                mimeType: "application/json")
        }
        return views + events
    }

    /// `resources/templates/list`: each view query with a payload.
    func templates() -> [Resource.Template] {
        catalog.views.keys.sorted().map { (name: String) -> Resource.Template in
            Resource.Template(
                uriTemplate: AgentURI.viewTemplate(name), name: "\(name) with a payload",
                description: summary(of: name, kind: .viewQuery, otherwise: "The view \(name).")
                    + " The payload is the view query's JSON, percent-encoded.",
                mimeType: "text/plain")
        }
    }

    /// `resources/read`: a view as text and as JSON, or an event's latest outputs.
    ///
    /// - Throws: `MCPError` naming what is wrong: an unknown URI, a payload that is not JSON or
    ///   does not fit, a denial with the policy line to add.
    func read(_ uri: String) throws -> ReadResource.Result {
        switch try Self.agentURI(uri) {
        case .view(let name, let payloadText)?:
            var params: JSON.Object = ["message": .string(name)]
            if let payloadText {
                do {
                    params["payload"] = try JSON(parsing: Array(payloadText.utf8))
                } catch {
                    throw MCPError.invalidParams(
                        "The payload in \(JSONText.quoted(uri)) is not JSON: \(error.description).")
                }
            }
            let json: JSON
            do {
                json = try session.perform("view", .object(params))
            } catch {
                throw resourceError(error, uri: uri)
            }
            let text = (try? json.decode(ViewNode.self)).map(ViewText.indented) ?? ""
            return ReadResource.Result(contents: [
                .text(text, uri: uri, mimeType: "text/plain"),
                .text((try? json.serialized()) ?? "null", uri: uri, mimeType: "application/json"),
            ])
        case .event(let name)?:
            guard catalog.events[name] != nil else {
                throw MCPError.serverError(
                    code: -32002,
                    message: "There is no event resource \(JSONText.quoted(uri)) for this agent; resources/list names "
                        + "the events its policy subscribes to.")
            }
            let outputs = events.outputs(of: name)
            let document: JSON = ["event": .string(name), "outputs": .array(JSON.Array(outputs))]
            let lines =
                outputs.isEmpty
                ? (events.subscription(of: name) == nil
                    ? "No outputs of \(name) yet: subscribe to \(uri) to keep its latest ones."
                    : "No outputs of \(name) yet.")
                : outputs.map { (try? $0.serialized()) ?? "" }.joined(separator: "\n")
            return ReadResource.Result(contents: [
                .text(lines, uri: uri, mimeType: "text/plain"),
                .text((try? document.serialized()) ?? "{}", uri: uri, mimeType: "application/json"),
            ])
        case nil:
            throw MCPError.serverError(
                code: -32002,
                message:
                    "There is no resource \(JSONText.quoted(uri)); resources are vh://view/NAME and vh://event/NAME, "
                    + "and resources/list names them.")
        }
    }

    /// `resources/subscribe`: an event's outputs are kept and announced from now on.
    ///
    /// - Throws: `MCPError` for a view (views announce nothing), an unknown URI, or a denial.
    func subscribe(_ uri: String) throws {
        guard case .event(let name)? = try Self.agentURI(uri) else {
            throw MCPError.invalidParams(
                "Only events announce updates: subscribe to a vh://event/NAME resource; read a view again to see it now."
            )
        }
        guard events.subscription(of: name) == nil else { return }
        let answer: JSON
        do {
            answer = try session.perform("subscribe", ["event": .string(name)])
        } catch {
            throw resourceError(error, uri: uri)
        }
        guard case .int(let subscription)? = answer["subscription"] else { return }
        events.subscribed(to: name, as: subscription)
    }

    /// `resources/unsubscribe`: the event is no longer kept or announced.
    ///
    /// - Throws: `MCPError` when the URI names no event the agent subscribed to.
    func unsubscribe(_ uri: String) throws {
        guard case .event(let name)? = try Self.agentURI(uri), let subscription = events.unsubscribe(from: name) else {
            throw MCPError.invalidParams("\(JSONText.quoted(uri)) is not an event resource this agent subscribed to.")
        }
        _ = try? session.perform("unsubscribe", ["subscription": .int(subscription)])
    }

    /// `uri` read as an agent's resource URI; `nil` when it is not one.
    ///
    /// - Throws: `MCPError.invalidParams` naming the part of a `vh://` URI that cannot be read.
    private static func agentURI(_ uri: String) throws -> AgentURI? {
        do {
            return try AgentURI.read(uri)
        } catch {
            throw MCPError.invalidParams(
                "params.uri: in \(JSONText.quoted(String(uri.prefix(200)))), \(error.description).")
        }
    }

    /// A message's contract sentence, or `otherwise`.
    private func summary(of name: String, kind: MessageKind, otherwise: String) -> String {
        catalog.contracts[kind]?[name]?.summary ?? otherwise
    }
}
