import Foundation
import Prelude

/// A front end for tests: runs the built `host serve --stdio` with pipes, writes request
/// lines and reads answer lines. Every wait has a deadline, so a server that stalls fails
/// the test instead of hanging it.
final class ServeClient: @unchecked Sendable {
    // @unchecked Sendable: `lines`, `ended` and `errorText` are guarded by `condition`;
    // the process and pipes are set in `init` and never replaced.
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let condition = NSCondition()
    private var lines: [String] = []
    private var ended = false
    private var errorText = Data()
    private var paused = false
    private let dataDirectory: URL

    /// How long any one wait may take before the test fails: generous, for a loaded CI box.
    static let deadline: TimeInterval = 60

    /// Starts a server keeping its state in `dataDirectory`, which the client removes when
    /// it is released.
    init(arguments: [String] = [], dataDirectory: URL) throws {
        self.dataDirectory = dataDirectory
        process.executableURL = try HostBinary.location()
        process.arguments = ["serve", "--stdio", "--data-dir", dataDirectory.path] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let reading = output.fileHandleForReading
        Thread { [self] in
            var buffer = Data()
            while true {
                condition.withLock {
                    while paused { condition.wait() }
                }
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    condition.withLock {
                        lines.append(line)
                        condition.broadcast()
                    }
                }
            }
            condition.withLock {
                ended = true
                condition.broadcast()
            }
        }.start()
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
    }

    /// Writes one line (a newline is added).
    func send(_ line: String) {
        send(bytes: Array(line.utf8) + [0x0A])
    }

    /// Writes raw bytes.
    func send(bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
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

    /// Ends the server's input.
    func closeInput() {
        try? input.fileHandleForWriting.close()
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
