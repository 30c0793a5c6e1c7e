// `host serve --stdio` against a baseline, in one run:
//
//     swift build -c release --product host && swift run -c release ServeBenchmarks
//
// The client writes pipelined `query` requests through a pipe and reads the answers
// (round trips per second), then sends single requests one at a time (p50 and p99
// latency). The baseline does the same against a thread that reads each request line,
// parses it and writes a response line with the same JSON code, with no hub: the ratio is
// what the hub, the plugin and the session add.
import Foundation
import Prelude

#if canImport(Glibc)
    import Glibc
#endif

let pipelined = 200_000
let singles = 5_000
let request = #"{"jsonrpc":"2.0","id":1,"method":"query","params":{"message":"info.current"}}"#

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

func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
        let count = bytes.withUnsafeBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return write(descriptor, base + offset, buffer.count - offset)
        }
        if count <= 0 { return }
        offset += count
    }
}

/// A server: where to write requests and where to read answers.
struct Endpoint {
    let requests: Int32
    let answers: Int32
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
    return Endpoint(requests: toServer[1], answers: fromServer[0])
}

func startHost() throws -> (Endpoint, Process) {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("host")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw CocoaError(
            .fileNoSuchFile,
            userInfo: [NSFilePathErrorKey: "\(executable.path); run `swift build -c release --product host` first"])
    }
    let process = Process()
    process.executableURL = executable
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("serve-bench-\(getpid())")
    process.arguments = ["serve", "--stdio", "--data-dir", data.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (
        Endpoint(
            requests: input.fileHandleForWriting.fileDescriptor, answers: output.fileHandleForReading.fileDescriptor),
        process
    )
}

struct Figures {
    let roundTripsPerSecond: Double
    let p50: Double
    let p99: Double
}

func measure(_ endpoint: Endpoint) -> Figures {
    let line = Array(request.utf8) + [0x0A]
    // Pipelined: one thread writes every request, this one reads every answer.
    let start = DispatchTime.now().uptimeNanoseconds
    Thread {
        var batch: [UInt8] = []
        batch.reserveCapacity(line.count * 1_000)
        for index in 0..<pipelined {
            batch += line
            if index % 1_000 == 999 {
                writeAll(endpoint.requests, batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        writeAll(endpoint.requests, batch)
    }.start()
    var received = 0
    readLines(endpoint.answers) { _ in
        received += 1
        return received < pipelined
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Single round trips.
    var latencies: [Double] = []
    latencies.reserveCapacity(singles)
    for _ in 0..<singles {
        let sent = DispatchTime.now().uptimeNanoseconds
        writeAll(endpoint.requests, line)
        readLines(endpoint.answers) { _ in false }
        latencies.append(Double(DispatchTime.now().uptimeNanoseconds - sent) / 1e3)
    }
    latencies.sort()
    return Figures(
        roundTripsPerSecond: Double(pipelined) / elapsed, p50: latencies[latencies.count / 2],
        p99: latencies[latencies.count * 99 / 100])
}

let baseline = measure(startBaseline())
let (hostEndpoint, process) = try startHost()
let host = measure(hostEndpoint)
close(hostEndpoint.requests)
process.waitUntilExit()

func row(_ name: String, _ figures: Figures) -> String {
    let rate = String(format: "%10.0f", figures.roundTripsPerSecond)
    return
        "\(name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(rate) /s   p50 \(String(format: "%7.1f", figures.p50)) µs   p99 \(String(format: "%7.1f", figures.p99)) µs"
}
print("ServeBenchmarks: \(pipelined) pipelined queries, then \(singles) single round trips")
print(row("baseline (JSON only)", baseline))
print(row("host serve --stdio", host))
let ratio = baseline.roundTripsPerSecond / host.roundTripsPerSecond
print(String(format: "ratio (baseline rate / serve rate): %.2fx   goal: at most 3x and at least 100000/s", ratio))
let met = ratio <= 3 && host.roundTripsPerSecond >= 100_000
print(met ? "within the goal" : "OVER the goal")
