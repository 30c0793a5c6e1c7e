// `host serve --stdio`, `host serve --http` and `host serve --mcp` against a baseline, in one run:
//
//     swift build -c release --product host && swift run -c release ServeBenchmarks
//
// The client writes pipelined `query` requests and reads the answers (round trips per
// second), then sends single requests one at a time (p50 and p99 latency): through pipes to
// `serve --stdio`, and as WebSocket text frames to `serve --http` (after the token-for-cookie
// trade a browser makes). The baseline does the same against a thread that reads each
// request line, parses it and writes a response line with the same JSON code, with no hub:
// the ratio is what the hub, the plugin and the session add. The WebSocket's goal is at
// least half of stdio's rate in the same run. `serve --mcp` is sent the same query as an MCP
// tool call (`tools/call` of `info_current`, each with its own id, after `initialize`), by an
// agent whose policy grants it; its goal is also at least half of stdio's rate.
//
// With `--before PATH` (another build's `host`, such as the last release's built in a clone),
// it then measures messages with payloads over `serve --stdio` (`maps.search`, `records.add`)
// on this host and on that one alternately, three rounds, and prints the ratio of their rates:
//
//     swift run -c release ServeBenchmarks --before ../old/.build/release/host
import Foundation
import Prelude
import WebSocketTestClient

let pipelined = 200_000
let singles = 5_000
let request = #"{"jsonrpc":"2.0","id":1,"method":"query","params":{"message":"info.current"}}"#

/// Prints a line at once, also into a pipe or a file (where `print` would hold it until exit).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Reads lines from a descriptor into a callback.
func readLines(_ descriptor: Int32, _ each: ([UInt8]) -> Bool) {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var line: [UInt8] = []
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { return }
        for byte in buffer[0..<count] {
            if byte == 0x0A {
                if !each(line) { return }
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(byte)
            }
        }
    }
}

/// Writes all of `bytes`; a failure (the server has gone) shows as answers that never come.
func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    try? Descriptor.writeAll(bytes, to: descriptor)
}

/// A server as the client sees it: send `count` requests, read `count` answers.
struct Endpoint {
    let send: @Sendable (Int) -> Void
    let receive: (Int) -> Void
}

/// A line-based server: requests on one descriptor, answers on another; `line` makes each
/// request (the same one, unless ids must differ), and only the lines `isAnswer` accepts count
/// as answers (the others, such as a command's outcome notifications, are read and skipped).
func lineEndpoint(
    requests: Int32, answers: Int32,
    line: @escaping @Sendable (Int) -> [UInt8] = { _ in Array(request.utf8) + [0x0A] },
    isAnswer: @escaping ([UInt8]) -> Bool = { _ in true }
) -> Endpoint {
    let counter = Locked(0)
    return Endpoint(
        send: { count in
            var batch: [UInt8] = []
            batch.reserveCapacity(100 * min(count, 1_000))
            for index in 0..<count {
                let number = counter.withLock { next -> Int in
                    defer { next += 1 }
                    return next
                }
                batch += line(number)
                if index % 1_000 == 999 || index == count - 1 {
                    writeAll(requests, batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
        },
        receive: { count in
            var received = 0
            readLines(answers) { line in
                if isAnswer(line) { received += 1 }
                return received < count
            }
        })
}

/// A WebSocket: each request one text frame, each answer one.
func webSocketEndpoint(_ webSocket: TestWebSocket) -> Endpoint {
    let frame = TestWebSocket.frame(opcode: 0x1, payload: Array(request.utf8)[...], fin: true)
    return Endpoint(
        send: { count in
            var batch: [UInt8] = []
            for index in 0..<count {
                batch += frame
                if index % 1_000 == 999 || index == count - 1 {
                    try? webSocket.socket.write(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
        },
        receive: { count in
            for _ in 0..<count { _ = try? webSocket.next() }
        })
}

/// The baseline: parse each line, answer with the same JSON code, no hub.
func startBaseline() -> Endpoint {
    var toServer: [Int32] = [0, 0]
    var fromServer: [Int32] = [0, 0]
    pipe(&toServer)
    pipe(&fromServer)
    let input = toServer[0]
    let output = fromServer[1]
    Thread {
        readLines(input) { line in
            guard let value = try? JSON(parsing: line) else { return false }
            let answer: JSON = ["jsonrpc": "2.0", "id": value["id"] ?? .null, "result": value["params"] ?? .null]
            writeAll(output, Array(((try? answer.serialized()) ?? "").utf8) + [0x0A])
            return true
        }
    }.start()
    return lineEndpoint(requests: toServer[1], answers: fromServer[0])
}

/// The `host` built beside this benchmark.
let builtHost = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("host")

/// Starts `host serve` with `mode` (the `host` beside the benchmark, or `executable`) and its
/// output on a pipe, in a data folder of its own.
func startHost(_ mode: [String], executable: URL = builtHost) throws -> (Process, input: Pipe, output: Pipe) {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw CocoaError(
            .fileNoSuchFile,
            userInfo: [NSFilePathErrorKey: "\(executable.path); run `swift build -c release --product host` first"])
    }
    let process = Process()
    process.executableURL = executable
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("serve-bench-\(UUID().uuidString)")
    process.arguments = ["serve"] + mode + ["--data-dir", data.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, input, output)
}

/// `serve --http` on a free port, logged in as a browser, with one WebSocket open.
func startWebHost() throws -> (Endpoint, Process) {
    let (process, _, output) = try startHost(["--http", "--port", "0"])
    var printed = Data()
    while !printed.contains(0x0A) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { throw TestSocketError("serve --http ended before printing its URL") }
        printed += chunk
    }
    let login = try TestWebLogin.login(printedLine: String(decoding: printed, as: UTF8.self))
    return (webSocketEndpoint(try login.openWebSocket()), process)
}

/// `serve --mcp` with an agent granted `info.current`, initialised as an MCP client does; each
/// request is `call` with its own id.
func startAgentHost(call: @escaping @Sendable (Int) -> String) throws -> (Endpoint, Process) {
    let policy = FileManager.default.temporaryDirectory.appendingPathComponent("serve-bench-agent-\(getpid()).json")
    try Data(#"{"name": "Agent", "send": {"queries": ["info.current"]}}"#.utf8).write(to: policy)
    let (process, input, output) = try startHost(["--mcp", "--agent-policy", policy.path])
    let requests = input.fileHandleForWriting.fileDescriptor
    let answers = output.fileHandleForReading.fileDescriptor
    let initialize =
        #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"#
        + #""clientInfo":{"name":"ServeBenchmarks","version":"1"}}}"# + "\n"
        + #"{"jsonrpc":"2.0","method":"notifications/initialized"}"# + "\n"
    writeAll(requests, Array(initialize.utf8))
    readLines(answers) { _ in false }
    let endpoint = lineEndpoint(requests: requests, answers: answers) { id in Array(call(id + 1).utf8) + [0x0A] }
    return (endpoint, process)
}

struct Figures {
    let roundTripsPerSecond: Double
    let p50: Double
    let p99: Double
}

/// Round trips per second of `count` pipelined requests, then p50 and p99 of single ones.
func measure(_ endpoint: Endpoint, pipelined count: Int = pipelined, singles singleCount: Int = singles) -> Figures {
    // Pipelined: one thread writes every request, this one reads every answer.
    let start = DispatchTime.now().uptimeNanoseconds
    let send = endpoint.send
    Thread { send(count) }.start()
    endpoint.receive(count)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Single round trips.
    var latencies: [Double] = []
    latencies.reserveCapacity(singleCount)
    for _ in 0..<singleCount {
        let sent = DispatchTime.now().uptimeNanoseconds
        endpoint.send(1)
        endpoint.receive(1)
        latencies.append(Double(DispatchTime.now().uptimeNanoseconds - sent) / 1e3)
    }
    latencies.sort()
    return Figures(
        roundTripsPerSecond: Double(count) / elapsed, p50: latencies[latencies.count / 2],
        p99: latencies[latencies.count * 99 / 100])
}

let baseline = measure(startBaseline())
let (stdioProcess, stdioInput, stdioOutput) = try startHost(["--stdio"])
let stdio = measure(
    lineEndpoint(
        requests: stdioInput.fileHandleForWriting.fileDescriptor,
        answers: stdioOutput.fileHandleForReading.fileDescriptor))
close(stdioInput.fileHandleForWriting.fileDescriptor)
stdioProcess.waitUntilExit()
let (webEndpoint, webProcess) = try startWebHost()
let web = measure(webEndpoint)
webProcess.terminate()
webProcess.waitUntilExit()
// Tool calls take the server's fast path (see ServingAnAgent.md): as many as stdio is sent.
let (mcpEndpoint, mcpProcess) = try startAgentHost { id in
    #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"info_current"}}"#
}
let mcp = measure(mcpEndpoint)
mcpProcess.terminate()
mcpProcess.waitUntilExit()
// The SDK's own floor: `ping`, which it answers without any of the server's code; it is far
// slower, and fewer give its rate as well.
let mcpPipelined = pipelined / 10
let (pingEndpoint, pingProcess) = try startAgentHost { id in #"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"# }
let ping = measure(pingEndpoint, pipelined: mcpPipelined)
pingProcess.terminate()
pingProcess.waitUntilExit()

func row(_ name: String, _ figures: Figures, width: Int = 26) -> String {
    let rate = String(format: "%10.0f", figures.roundTripsPerSecond)
    return
        "\(name.padding(toLength: width, withPad: " ", startingAt: 0)) \(rate) /s   p50 \(String(format: "%7.1f", figures.p50)) µs   p99 \(String(format: "%7.1f", figures.p99)) µs"
}
say("ServeBenchmarks: \(pipelined) pipelined queries, then \(singles) single round trips")
say(row("baseline (JSON only)", baseline))
say(row("host serve --stdio", stdio))
say(row("host serve --http (WS)", web))
say(row("host serve --mcp (tools)", mcp) + "   (\(pipelined) pipelined)")
say(row("host serve --mcp (ping)", ping) + "   (the SDK alone)")
let ratio = baseline.roundTripsPerSecond / stdio.roundTripsPerSecond
say(String(format: "ratio (baseline rate / stdio rate): %.2fx   goal: at most 3x and at least 100000/s", ratio))
let stdioMet = ratio <= 3 && stdio.roundTripsPerSecond >= 100_000
say(stdioMet ? "stdio: within the goal" : "stdio: OVER the goal")
let webRatio = web.roundTripsPerSecond / stdio.roundTripsPerSecond
say(String(format: "ratio (WebSocket rate / stdio rate): %.2f   goal: at least 0.5", webRatio))
say(webRatio >= 0.5 ? "WebSocket: within the goal" : "WebSocket: UNDER the goal")
let mcpRatio = mcp.roundTripsPerSecond / stdio.roundTripsPerSecond
say(String(format: "ratio (MCP tool calls / stdio rate): %.2f   goal: at least 0.5", mcpRatio))
say(mcpRatio >= 0.5 ? "MCP: within the goal" : "MCP: UNDER the goal")
let floor = mcp.roundTripsPerSecond / ping.roundTripsPerSecond
say(String(format: "ratio (MCP tool calls / MCP pings): %.2f   how near the SDK's own floor", floor))

if let index = CommandLine.arguments.firstIndex(of: "--before") {
    guard index + 1 < CommandLine.arguments.count else {
        say("ServeBenchmarks: give --before the path of another build's host executable.")
        exit(64)
    }
    let before = URL(fileURLWithPath: CommandLine.arguments[index + 1])
    guard FileManager.default.isExecutableFile(atPath: before.path) else {
        say("ServeBenchmarks: --before names \(before.path), which is not an executable file.")
        exit(64)
    }
    try PayloadComparison(current: builtHost, before: before, rounds: 3).run([.mapsSearch, .recordsAdd])
}
