import Foundation
import FrontEndServer
import Logging
import Prelude

/// A server in this process (``StdioServer`` on a thread of its own, or an MCP ``AgentServer``)
/// over two pipes: the test writes request lines into one and reads answer lines from the other.
final class PipeServer: @unchecked Sendable {
    // @unchecked Sendable: the descriptors are set in `init` and never change; `result` is a
    // Locked value, and so is `inputClosed`; `lines` is used by the test's thread only.
    private let requests: (read: Int32, write: Int32)
    private let answers: (read: Int32, write: Int32)
    private let result = Locked<[String]?>(nil)
    private let inputClosed = Locked(false)
    private let done = DispatchGroup()
    /// The answers and notifications, line by line.
    let lines: LineReading

    /// Makes the pipes and calls `launch` with the descriptors the server reads requests from
    /// and writes to, and what to call with the correlation ids it left without an outcome.
    private init(
        launch: (_ input: Int32, _ output: Int32, _ finished: @escaping @Sendable ([String]) -> Void) -> Void
    ) throws {
        requests = try Self.makePipe()
        answers = try Self.makePipe()
        lines = LineReading(descriptor: answers.read)
        // A test that ends without reading must not kill the process: writes then fail instead.
        signal(SIGPIPE, SIG_IGN)
        let (output, result, done) = (answers.write, result, done)
        done.enter()
        launch(requests.read, output) { unanswered in
            result.withLock { $0 = unanswered }
            close(output)
            done.leave()
        }
    }

    /// Starts `serve` in a task, with the descriptors it reads requests from and writes to; it
    /// returns the correlation ids left without an outcome.
    ///
    /// The task (and every task the MCP SDK starts inside it, which inherit its priority) runs
    /// at high priority: in a full `swift test` run the few threads Swift's concurrency has are
    /// queued with other suites' long synchronous tests, and a server waiting behind them would
    /// answer nothing for minutes.
    convenience init(serving serve: @escaping @Sendable (_ input: Int32, _ output: Int32) async -> [String]) throws {
        try self.init { input, output, finished in
            Task.detached(priority: .high) { finished(await serve(input, output)) }
        }
    }

    /// Starts ``StdioServer`` serving `backend` with `limits`, logging to `logger`, on a thread of
    /// its own (it blocks), so that it needs none of the threads Swift's concurrency runs tests on.
    convenience init(
        backend: FrontEndBackend, limits: ServeLimits = ServeLimits(), logger: Logger = Logger(label: "test.stdio")
    ) throws {
        try self.init { input, output, finished in
            Thread {
                finished(
                    StdioServer.run(backend: backend, input: input, output: output, limits: limits, logger: logger))
            }.start()
        }
    }

    /// Waits, on a thread of its own, for the server to return (see ``finished()``).
    func finishing() async -> [String]? {
        (try? await onThread { self.finished() }) ?? nil
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw LineReadingError("no pipe: errno \(errno)") }
        return (descriptors[0], descriptors[1])
    }

    /// Writes bytes as they are.
    func send(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(requests.write, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            offset += count
        }
    }

    /// Writes one line (a newline is added).
    func send(_ line: String) {
        send(bytes: Array(line.utf8) + [0x0A])
    }

    /// Sends a request and returns its answer (skipping notifications).
    func call(_ id: Int, _ method: String, _ params: JSON? = nil) throws -> JSON {
        var request: JSON.Object = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
        if let params { request["params"] = params }
        send(try JSON.object(request).serialized())
        return try lines.next { $0["id"] == .int(id) }
    }

    /// Ends the server's input, as a front end that quits does.
    func closeInput() {
        let first = inputClosed.withLock { closed in
            defer { closed = true }
            return !closed
        }
        if first { close(requests.write) }
    }

    /// Waits for the server to return; its unanswered correlation ids, or `nil` at the deadline.
    func finished() -> [String]? {
        guard done.wait(timeout: .now() + LineReading.deadline) == .success else { return nil }
        return result.value
    }

    deinit {
        closeInput()
        close(answers.read)
        _ = finished()
        close(requests.read)
    }
}
