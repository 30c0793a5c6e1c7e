import HubInterfaces
import MCP
import Prelude

extension AgentServer {
    /// What a tool call does next: answered already (a query, a payload that does not fit the
    /// tool), or a command to send and await.
    enum ToolStep: Sendable {
        /// The answer.
        case answered(ToolAnswer)
        /// A command to send, with its payload; its outcome is awaited (``command(_:payload:)``).
        case command(AgentCatalog.Entry, JSON?)
    }

    /// `tools/call` on the SDK's dispatch: the same call as the fast path's.
    ///
    /// - Throws: `MCPError.invalidParams` for a tool that names no query or command.
    func call(_ params: CallTool.Parameters) async throws -> CallTool.Result {
        let arguments = params.arguments.map { JSON(mcp: MCP.Value.object($0)) }
        do {
            return try await call(name: params.name, arguments: arguments).result
        } catch {
            throw error.mcp
        }
    }

    /// `tools/call`: the tool's message sent through the hub as `Agent`.
    ///
    /// - Throws: ``ToolCallError`` for a tool that names no query or command.
    func call(name: String, arguments: JSON?) async throws(ToolCallError) -> ToolAnswer {
        switch try start(name: name, arguments: arguments) {
        case .answered(let answer): return answer
        case .command(let entry, let payload): return await command(entry, payload: payload)
        }
    }

    /// The part of a tool call that does not wait: a query is answered, a command is left to
    /// send and await.
    ///
    /// - Throws: ``ToolCallError`` for a tool that names no query or command.
    func start(name: String, arguments: JSON?) throws(ToolCallError) -> ToolStep {
        guard let entry = catalog.entries[name] else {
            throw ToolCallError(
                detail: "There is no tool \(JSONText.quoted(name)); tools/list names the tools this agent may call.")
        }
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
            return .answered(
                .failure("\(entry.message.name) takes no payload; call \(entry.tool.name) with no arguments."))
        case (.wrapped, _):
            guard let given = arguments?["payload"] else {
                return .answered(
                    .failure(
                        "Give \(entry.message.name)'s payload as the argument \"payload\" (see the tool's input schema)."
                    ))
            }
            payload = given
        }
        switch entry.kind {
        case .command: return .command(entry, payload)
        default: return .answered(query(entry, payload: payload))
        }
    }

    private func query(_ entry: AgentCatalog.Entry, payload: JSON?) -> ToolAnswer {
        var params: JSON.Object = ["message": .string(entry.message.name)]
        if let payload { params["payload"] = payload }
        let answer: JSON
        do {
            answer = try session.perform("query", .object(params))
        } catch {
            return .failure(describe(error))
        }
        let text = (try? answer.serialized()) ?? "null"
        return ToolAnswer(text: text, structured: ["answer": answer], isError: false)
    }

    /// Sends a command and awaits its outcome, up to the call timeout.
    func command(_ entry: AgentCatalog.Entry, payload: JSON?) async -> ToolAnswer {
        let id = nextCorrelationID()
        let events = entry.outcomeEvents.map { $0.name }
        outcomes.expect(id, on: events)
        var params: JSON.Object = ["message": .string(entry.message.name), "correlationID": .string(id)]
        if let payload { params["payload"] = payload }
        do {
            _ = try session.perform("command", .object(params))
        } catch {
            outcomes.forget(id)
            return .failure(describe(error))
        }
        let sent = "\(entry.message.name) was sent to \(entry.receiver) with correlation id \(id)"
        guard !events.isEmpty else {
            outcomes.forget(id)
            // No outcome can reach the agent: shutting down must not wait for one.
            session.stopAwaiting(id)
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
            return ToolAnswer(text: "\(sent). \(hint)", structured: ["correlationID": .string(id)], isError: false)
        }
        guard let outcome = await outcomes.wait(for: id, timeout: callTimeout) else {
            return .failure(
                "No outcome of \(entry.message.name) (correlation id \(id)) arrived on \(events.joined(separator: ", ")) "
                    + "within \(Self.seconds(callTimeout)); it was sent and may still complete. Read "
                    + "\(AgentURI.event(events[0])) after subscribing to it, or call again.")
        }
        let event = outcome["event"] ?? .null
        if let error = outcome["error"] {
            let message = error["message"]?.stringValue ?? ((try? error.serialized()) ?? "")
            return .failure("\(entry.message.name) failed (correlation id \(id)): \(message)")
        }
        let value = outcome["value"] ?? .null
        return ToolAnswer(
            text: "\(sent); its outcome on \(event.stringValue ?? "?"): \((try? value.serialized()) ?? "null")",
            structured: ["correlationID": .string(id), "event": event, "value": value], isError: false)
    }

    /// `10 s`, `0.5 s`.
    static func seconds(_ interval: Double) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
}

extension HubInterfaces.Message {
    /// The name in double quotes, as it is written in a policy file.
    var quotedName: String { "\"\(name)\"" }
}
