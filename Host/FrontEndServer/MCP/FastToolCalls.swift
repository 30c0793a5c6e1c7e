import Prelude

/// `tools/call` answered by the server's own transport, past the MCP SDK's dispatch.
///
/// The SDK's `Server` decodes each message with Foundation up to three times, reads every
/// string through a regular expression, and hops between two tasks and actors per request: a
/// tool call costs some 300 µs there. Here the line the transport has already parsed (with
/// Prelude's bounded parser) is answered by the same code the SDK's handler runs
/// (``AgentServer/start(name:arguments:)``), encoded with Prelude's JSON as the SDK encodes a
/// `CallTool.Result`, and written whole through the same output channel, in order with the
/// notifications.
///
/// Only a plain call takes this path: a request with an id, `method` `tools/call`, `params` an
/// object of a string `name` and, optionally, an object `arguments`, once the session is
/// initialised (``SessionGate``). Anything else (`_meta`, other members, arguments that are
/// not an object, a call before initialisation) goes to the SDK as before, which answers it as
/// it always did. A query is answered on the reading thread, its answer written with the
/// others the thread owes, as ``StdioServer`` writes (one system call for many); a command,
/// which awaits its outcome, in a task of its own, counted against the same in-flight bound as
/// the SDK's calls (``MessageInbox/admit()``).
struct FastToolCalls: Sendable {
    /// One call the fast path answers.
    struct Call {
        /// The request's id, a string or an integer.
        let id: JSON
        /// The tool's name, looked up, never interned.
        let name: String
        /// The arguments object, if given.
        let arguments: JSON?
    }

    /// The server whose tool-call code answers.
    let server: AgentServer
    /// Whether the session is initialised, so that the fast path may answer.
    let gate: SessionGate
    /// Where answers go, whole lines, in order with the notifications.
    let output: OutputChannel
    /// The in-flight bound the SDK's calls count against too.
    let inbox: MessageInbox
    /// The priority of the task that serves, given to the tasks that await commands' outcomes
    /// (as the SDK's tasks inherit it).
    let priority: TaskPriority?

    /// The call `message` makes, when the fast path may answer it; `nil` sends it to the SDK.
    func recognize(_ message: JSON.Object) -> Call? {
        guard case .string("tools/call")? = message["method"], let id = message["id"],
            case .object(let params)? = message["params"], case .string(let name)? = params["name"]
        else { return nil }
        for key in params.keys where key != "name" && key != "arguments" { return nil }
        switch params["arguments"] {
        case nil, .object?: break
        default: return nil
        }
        guard gate.isOpen else { return nil }
        return Call(id: id, name: name, arguments: params["arguments"])
    }

    /// Answers `call`: a query's answer (or the call's error) joins `answers`, which the
    /// reading thread writes as ``StdioServer`` does, at the latest before it waits; a command
    /// is sent and awaited in a task, once the in-flight bound lets it (`answers` is written
    /// first). False once the server stopped taking requests.
    func answer(_ call: Call, into answers: inout AnswerBuffer) -> Bool {
        // Notifications the call causes go out after its answer, as on stdio.
        output.hold()
        let step: AgentServer.ToolStep
        do throws(ToolCallError) {
            step = try server.start(name: call.name, arguments: call.arguments)
        } catch {
            answers.append(ServeSession.response(id: call.id, error: error.rpc))
            output.release(after: &answers)
            return true
        }
        switch step {
        case .answered(let answer):
            answers.append(answer.line(id: call.id))
            output.release(after: &answers)
            return true
        case .command(let entry, let payload):
            output.release(after: &answers)
            output.write(&answers)
            guard inbox.admit() else { return false }
            let (server, output, inbox, id) = (server, output, inbox, call.id)
            Task(priority: priority) {
                let answer = await server.command(entry, payload: payload)
                output.queue(answer: Array(answer.line(id: id).utf8))
                inbox.answered()
            }
            return true
        }
    }
}
