import MCP
import Prelude
import VerticalInterfaces

extension AgentServer {
    /// `tools/call`: the tool's message sent through the hub as `Agent`.
    ///
    /// - Throws: `MCPError.invalidParams` for a tool that names no query or command.
    func call(_ params: CallTool.Parameters) async throws -> CallTool.Result {
        guard let entry = catalog.entries[params.name] else {
            throw MCPError.invalidParams(
                "There is no tool \(JSONText.quoted(params.name)); tools/list names the tools this agent may call.")
        }
        let arguments = params.arguments.map { JSON(mcp: MCP.Value.object($0)) }
        let payload: JSON?
        switch (entry.input, arguments) {
        case (.arguments(emptyIsNone: true), .object(let members)?) where members.isEmpty:
            payload = nil
        case (.arguments, _):
            payload = arguments
        case (.none, nil):
            payload = nil
        case (.none, .object(let members)?) where members.isEmpty:
            payload = nil
        case (.none, _):
            return Self.failure("\(entry.message.name) takes no payload; call \(entry.tool.name) with no arguments.")
        case (.wrapped, _):
            guard let given = arguments?["payload"] else {
                return Self.failure(
                    "Give \(entry.message.name)'s payload as the argument \"payload\" (see the tool's input schema).")
            }
            payload = given
        }
        switch entry.kind {
        case .command: return await command(entry, payload: payload)
        default: return query(entry, payload: payload)
        }
    }

    private func query(_ entry: AgentCatalog.Entry, payload: JSON?) -> CallTool.Result {
        var params: JSON.Object = ["message": .string(entry.message.name)]
        if let payload { params["payload"] = payload }
        let answer: JSON
        do {
            answer = try session.perform("query", .object(params))
        } catch {
            return Self.failure(describe(error))
        }
        let text = (try? answer.serialized()) ?? "null"
        return CallTool.Result(
            content: [.text(text: text, annotations: nil, _meta: nil)],
            structuredContent: .object(["answer": Value(json: answer)]), isError: false)
    }

    private func command(_ entry: AgentCatalog.Entry, payload: JSON?) async -> CallTool.Result {
        let id = nextCorrelationID()
        let events = entry.outcomeEvents.map { $0.name }
        outcomes.expect(id, on: events)
        var params: JSON.Object = ["message": .string(entry.message.name), "correlationID": .string(id)]
        if let payload { params["payload"] = payload }
        do {
            _ = try session.perform("command", .object(params))
        } catch {
            outcomes.forget(id)
            return Self.failure(describe(error))
        }
        let sent = "\(entry.message.name) was sent to \(entry.receiver) with correlation id \(id)"
        guard !events.isEmpty else {
            outcomes.forget(id)
            let hint: String
            if let first = entry.publishedEvents.first, first.name.hasSuffix(".outcomes") {
                hint =
                    "Its outcome cannot be awaited: \(entry.receiver) publishes every command's outcome on "
                    + "\(first.name), to which the agent's policy does not subscribe; add \(first.quotedName) to "
                    + "subscribe.events in \(policyFileName) to see it."
            } else if let first = entry.publishedEvents.first {
                let published = entry.publishedEvents.map { $0.name }.joined(separator: ", ")
                hint =
                    "Its outcome cannot be awaited: the agent's policy subscribes to none of \(published); add "
                    + "\(first.quotedName) to subscribe.events in \(policyFileName) to see it."
            } else {
                hint = "\(entry.receiver) publishes no event, so no outcome can be awaited."
            }
            return CallTool.Result(
                content: [.text(text: "\(sent). \(hint)", annotations: nil, _meta: nil)],
                structuredContent: .object(["correlationID": .string(id)]), isError: false)
        }
        guard let outcome = await outcomes.wait(for: id, timeout: callTimeout) else {
            return Self.failure(
                "No outcome of \(entry.message.name) (correlation id \(id)) arrived on \(events.joined(separator: ", ")) "
                    + "within \(Self.seconds(callTimeout)); it was sent and may still complete. Read "
                    + "\(AgentURI.event(events[0])) after subscribing to it, or call again.")
        }
        let event = outcome["event"] ?? .null
        if let error = outcome["error"] {
            let message = error["message"]?.stringValue ?? ((try? error.serialized()) ?? "")
            return Self.failure("\(entry.message.name) failed (correlation id \(id)): \(message)")
        }
        let value = outcome["value"] ?? .null
        return CallTool.Result(
            content: [
                .text(
                    text: "\(sent); its outcome on \(event.stringValue ?? "?"): \((try? value.serialized()) ?? "null")",
                    annotations: nil, _meta: nil)
            ],
            structuredContent: .object([
                "correlationID": .string(id), "event": Value(json: event), "value": Value(json: value),
            ]),
            isError: false)
    }

    /// A tool error: the call happened and failed, in words the agent can act on.
    static func failure(_ text: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], isError: true)
    }

    /// `10 s`, `0.5 s`.
    static func seconds(_ interval: Double) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
}

extension VerticalInterfaces.Message {
    /// The name in double quotes, as it is written in a policy file.
    var quotedName: String { "\"\(name)\"" }
}
