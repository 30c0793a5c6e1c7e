// How start-up grows with the number of verticals: a hub registers 10, 100 and 1,000 generated
// verticals through the path a host uses (`Hub.register(_:settings:)`, policies and contracts as
// files, the graph validated at build time handed to `Hub.start(validatedGraph:)`), and the
// time until it can route its first message is measured, with the cost of that first message
// (the vertical's world configured, its plugin made, its contracts compiled) beside it.
//
//   VERTICALHUB_BENCHMARKS=1 swift run -c release StartupBenchmarks [--rounds 21] [--sizes 10,100,1000]
//
// Each round makes a new hub; times are this thread's CPU time, so other processes' load does
// not count. Prints, per size, the median and the range of the rounds, then the ratio of each
// size's median to the smallest size's.
import Foundation
import HubInterfaces
import PlatformHub
import Prelude

/// The command line: `--rounds N`, `--sizes A,B,C`.
struct Options {
    var rounds = 21
    var sizes = [10, 100, 1_000]

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw BenchmarkError("\(argument) needs a value") }
            switch argument {
            case "--rounds":
                guard let rounds = Int(value), rounds > 0 else { throw BenchmarkError("--rounds takes a count") }
                self.rounds = rounds
            case "--sizes":
                let sizes = value.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else {
                    throw BenchmarkError("--sizes takes counts separated by commas, such as 10,100,1000")
                }
                self.sizes = sizes
            default:
                throw BenchmarkError("unknown argument \(argument); use --rounds or --sizes")
            }
        }
    }
}

/// One size's app: its verticals' files, the shell's policy and the graph validated "at build time".
struct App {
    let verticals: [GeneratedVertical]
    let shellPolicy: String
    let graph: ValidatedGraph

    init(size: Int, folder: URL) throws {
        verticals = (0..<size).map { GeneratedVertical(name: "P\($0)", key: "p\($0)", folder: folder) }
        for vertical in verticals { try vertical.write() }
        let shell: JSON = [
            "name": "Shell", "send": ["queries": .array(JSON.Array(verticals.map { .string("\($0.key).get") }))],
        ]
        shellPolicy = try shell.serialized()
        let (report, graph) = ValidatedGraph.validate(try Self.policies(verticals, shell: shellPolicy))
        guard let graph else { throw BenchmarkError("the generated graph is not valid:\n\(report.text())") }
        self.graph = graph
    }

    static func policies(_ verticals: [GeneratedVertical], shell: String) throws -> [PluginPolicy] {
        try verticals.map {
            PluginPolicy(
                plugin: $0.name, source: .file(URL(fileURLWithPath: try $0.policyFilePath())),
                contracts: .file(URL(fileURLWithPath: try $0.contractsFilePath())))
        } + [PluginPolicy(plugin: "Shell", source: .text(shell, file: "Shell.json"))]
    }

    /// A hub with every vertical and the shell registered and started: the ready-to-route path.
    func start() throws -> (Hub, BenchmarkShell) {
        let hub = Hub()
        let settings = HostSettings(locale: .english, dataDirectory: "")
        for vertical in verticals { try hub.register(vertical, settings: settings) }
        let shell = BenchmarkShell(policy: try JSON(parsing: shellPolicy).decode(Policy.self))
        try hub.register(named: "Shell", policy: .text(shellPolicy, file: "Shell.json")) { _ in shell }
        try hub.start(validatedGraph: graph)
        guard hub.graphValidation == .whenBuilt else { throw BenchmarkError("the hub did not trust the graph") }
        return (hub, shell)
    }
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}

/// The median and range of `samples`, in microseconds, as `median (min to max)`.
func summary(_ samples: [Int]) -> (median: Double, text: String) {
    let sorted = samples.sorted()
    let median = Double(sorted[sorted.count / 2]) / 1_000
    let text = String(
        format: "%.1f µs (%.1f to %.1f)", median, Double(sorted[0]) / 1_000, Double(sorted[sorted.count - 1]) / 1_000)
    return (median, text)
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("startup-benchmark-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    var readyMedians: [Int: Double] = [:]
    print("size   ready to route                      first message (world, plugin, contracts made)")
    for size in options.sizes {
        let app = try App(size: size, folder: root.appendingPathComponent("\(size)"))
        var ready: [Int] = []
        var first: [Int] = []
        for round in 0..<options.rounds {
            let start = threadCPUNanoseconds()
            let (hub, shell) = try app.start()
            let started = threadCPUNanoseconds()
            // Each round asks another vertical, so every first message makes a plugin.
            let vertical = app.verticals[round % size]
            let answer = try hub.send(query: Message("\(vertical.key).get"), payload: ["id": 1], sender: shell)
            let answered = threadCPUNanoseconds()
            guard answer["number"] != nil else { throw BenchmarkError("no answer from \(vertical.name)") }
            hub.stop()
            ready.append(started - start)
            first.append(answered - started)
        }
        let (readyMedian, readyText) = summary(ready)
        readyMedians[size] = readyMedian
        print(
            String(format: "%-6d %@", size, readyText as NSString)
                .padding(toLength: 43, withPad: " ", startingAt: 0) + summary(first).text)
    }
    if let smallest = options.sizes.min(), let base = readyMedians[smallest] {
        for size in options.sizes where size != smallest {
            print(
                String(
                    format: "ready to route at %d against %d: %.2fx", size, smallest, (readyMedians[size] ?? 0) / base))
        }
    }
} catch {
    FileHandle.standardError.write(Data("StartupBenchmarks: \(error)\n".utf8))
    exit(1)
}
