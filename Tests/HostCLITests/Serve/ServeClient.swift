import Foundation
import Prelude
import Testing
import WebSocketTestClient

/// The two transports of `host serve`: the same protocol cases run over each.
enum ServeTransport: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `serve --stdio`: lines on pipes.
    case stdio
    /// `serve --http`: text frames on a WebSocket, after the token-for-cookie trade.
    case webSocket

    var testDescription: String { rawValue }
}

/// A front end for tests: runs the built `host serve` over one transport, sends request
/// lines (over a WebSocket, each line one text message) and reads answer lines (messages).
/// Every wait has a deadline, so a server that stalls fails the test instead of hanging it.
final class ServeClient: @unchecked Sendable {
    // @unchecked Sendable: `lines`, `ended`, `errorText`, `paused` and `printed` are
    // guarded by `condition`; the process, pipes, login and socket are set in `init` and
    // never replaced.
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let condition = NSCondition()
    private var lines: [String] = []
    private var ended = false
    private var errorText = Data()
    private var paused = false
    private var printed: [String] = []
    private let dataDirectory: URL
    /// The transport spoken.
    let transport: ServeTransport
    /// With `.webSocket`: the browser's side of the login (port, token, cookie).
    private(set) var login: TestWebLogin?
    private var webSocket: TestWebSocket?

    /// How long any one wait may take before the test fails: generous, for a loaded CI box.
    static let deadline: TimeInterval = 60

    /// Over a WebSocket, messages longer than this go in several frames, as the
    /// protocol allows (and so that a message over the server's bound can be skipped).
    static let fragmentBytes = 64 * 1024

    /// Starts a server keeping its state in `dataDirectory`, which the client removes when
    /// it is released; over a WebSocket, logs in and opens one connection. `mode` replaces the
    /// transport's flags (`--mcp` speaks lines on standard input and output as `--stdio` does).
    init(transport: ServeTransport = .stdio, mode: [String]? = nil, arguments: [String] = [], dataDirectory: URL) throws
    {
        self.dataDirectory = dataDirectory
        self.transport = transport
        process.executableURL = try HostBinary.location()
        let mode = mode ?? (transport == .stdio ? ["--stdio"] : ["--http", "--port", "0"])
        process.arguments = ["serve"] + mode + ["--data-dir", dataDirectory.path] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        readLines(from: output.fileHandleForReading, intoAnswers: transport == .stdio)
        let errorReading = errors.fileHandleForReading
        Thread { [self] in
            while true {
                let chunk = errorReading.availableData
                if chunk.isEmpty { break }
                condition.withLock {
                    errorText.append(chunk)
                    condition.broadcast()
                }
            }
        }.start()
        if transport == .webSocket {
            let login = try TestWebLogin.login(printedLine: try printedLine())
            let webSocket = try login.openWebSocket()
            self.login = login
            self.webSocket = webSocket
            readMessages(from: webSocket)
        }
    }

    /// Standard output's lines: the answers over stdio, the printed URL over HTTP.
    private func readLines(from reading: FileHandle, intoAnswers: Bool) {
        Thread { [self] in
            var buffer = Data()
            while true {
                if intoAnswers {
                    condition.withLock {
                        while paused { condition.wait() }
                    }
                }
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    condition.withLock {
                        if intoAnswers { lines.append(line) } else { printed.append(line) }
                        condition.broadcast()
                    }
                }
            }
            if intoAnswers {
                condition.withLock {
                    ended = true
                    condition.broadcast()
                }
            }
        }.start()
    }

    /// The WebSocket's text messages, as answer lines.
    private func readMessages(from webSocket: TestWebSocket) {
        Thread { [self] in
            while true {
                condition.withLock {
                    while paused { condition.wait() }
                }
                guard case .text(let text)? = try? webSocket.next() else { break }
                condition.withLock {
                    lines.append(text)
                    condition.broadcast()
                }
            }
            condition.withLock {
                ended = true
                condition.broadcast()
            }
        }.start()
    }

    /// The line `serve --http` printed with the URL to open; throws at the deadline.
    private func printedLine() throws -> String {
        let line: String? = condition.withLock {
            let limit = Date().addingTimeInterval(Self.deadline)
            while !printed.contains(where: { $0.contains("http://") }) {
                if !condition.wait(until: limit) { return nil }
            }
            return printed.first { $0.contains("http://") }
        }
        guard let line else { throw ServeClientError.noAnswer(stderr: stderrText) }
        return line
    }

    /// Writes one line (a newline is added); over a WebSocket, one text message.
    func send(_ line: String) {
        send(bytes: Array(line.utf8) + [0x0A])
    }

    /// Writes raw bytes; over a WebSocket, each line of them (up to a newline) is one
    /// text message, its bytes as they are (even when they are not UTF-8).
    func send(bytes: [UInt8]) {
        guard let webSocket else {
            input.fileHandleForWriting.write(Data(bytes))
            return
        }
        var frames: [UInt8] = []
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast(bytes.last == 0x0A ? 1 : 0)
        {
            var offset = line.startIndex
            repeat {
                let end = min(offset + Self.fragmentBytes, line.endIndex)
                frames += TestWebSocket.frame(
                    opcode: offset == line.startIndex ? 0x1 : 0x0, payload: line[offset..<end],
                    fin: end == line.endIndex)
                offset = end
            } while offset < line.endIndex
        }
        try? webSocket.socket.write(frames)
    }

    /// Stops reading the server's output (after the chunk being read), as a front end that
    /// hangs would: the pipe fills and the server's writes block.
    func pauseReading() {
        condition.withLock { paused = true }
    }

    /// Reads the server's output again.
    func resumeReading() {
        condition.withLock {
            paused = false
            condition.broadcast()
        }
    }

    /// Waits until the server's standard error contains `text`; throws at the deadline.
    func waitForStderr(containing text: String) throws {
        let found: Bool = condition.withLock {
            let limit = Date().addingTimeInterval(Self.deadline)
            while !String(decoding: errorText, as: UTF8.self).contains(text) {
                if !condition.wait(until: limit) { return false }
            }
            return true
        }
        if !found { throw ServeClientError.noAnswer(stderr: stderrText) }
    }

    /// Ends the server's input; over a WebSocket, closes the connection and asks the server
    /// to stop (SIGTERM), as a person pressing Control-C would.
    func closeInput() {
        if let webSocket {
            try? webSocket.sendClose()
            process.terminate()
        } else {
            try? input.fileHandleForWriting.close()
        }
    }

    /// The next line, parsed, or `nil` once the server has closed its output; throws when
    /// neither happens before the deadline.
    func nextUntilEnd() throws -> JSON? {
        let (line, atEnd): (String?, Bool) = condition.withLock {
            let limit = Date().addingTimeInterval(Self.deadline)
            while lines.isEmpty && !ended {
                if !condition.wait(until: limit) { break }
            }
            return (lines.isEmpty ? nil : lines.removeFirst(), ended)
        }
        guard let line else {
            if atEnd { return nil }
            throw ServeClientError.noAnswer(stderr: stderrText)
        }
        return try JSON(parsing: line)
    }

    /// The next line, parsed; throws when none comes before the deadline.
    func next() throws -> JSON {
        let line: String? = condition.withLock {
            let limit = Date().addingTimeInterval(Self.deadline)
            while lines.isEmpty && !ended {
                if !condition.wait(until: limit) { break }
            }
            return lines.isEmpty ? nil : lines.removeFirst()
        }
        guard let line else { throw ServeClientError.noAnswer(stderr: stderrText) }
        return try JSON(parsing: line)
    }

    /// Lines until one matches, keeping the others aside for later reads; throws at the deadline.
    func next(where matches: (JSON) -> Bool) throws -> JSON {
        var skipped: [String] = []
        defer {
            condition.withLock { lines.insert(contentsOf: skipped, at: 0) }
        }
        let limit = Date().addingTimeInterval(Self.deadline)
        while true {
            let line: String? = condition.withLock {
                while lines.isEmpty && !ended {
                    if !condition.wait(until: limit) { break }
                }
                return lines.isEmpty ? nil : lines.removeFirst()
            }
            guard let line else { throw ServeClientError.noAnswer(stderr: stderrText) }
            let value = try JSON(parsing: line)
            if matches(value) { return value }
            skipped.append(line)
        }
    }

    /// The answer to the request with `id`.
    func answer(id: Int) throws -> JSON {
        try next { $0["id"] == .int(id) }
    }

    /// Sends a request and returns its answer.
    func call(_ id: Int, _ method: String, _ params: JSON? = nil) throws -> JSON {
        var request: JSON.Object = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
        if let params { request["params"] = params }
        send(try JSON.object(request).serialized())
        return try answer(id: id)
    }

    /// Waits for the process to end and returns its exit status.
    func waitForExit() throws -> Int32 {
        let limit = Date().addingTimeInterval(Self.deadline)
        while process.isRunning {
            if Date() > limit {
                process.terminate()
                throw ServeClientError.noExit(stderr: stderrText)
            }
            condition.withLock { _ = condition.wait(until: Date().addingTimeInterval(0.05)) }
        }
        return process.terminationStatus
    }

    /// The server's resident memory in KiB, from /proc.
    var residentKiB: Int {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// The server's process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// What the server wrote on standard error so far.
    var stderrText: String { condition.withLock { String(decoding: errorText, as: UTF8.self) } }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: dataDirectory)
    }
}

enum ServeClientError: Error, CustomStringConvertible {
    case noAnswer(stderr: String)
    case noExit(stderr: String)

    var description: String {
        switch self {
        case .noAnswer(let stderr): "the server gave no answer before the deadline; its stderr: \(stderr)"
        case .noExit(let stderr): "the server did not exit before the deadline; its stderr: \(stderr)"
        }
    }
}
