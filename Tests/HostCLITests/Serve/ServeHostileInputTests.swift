import Foundation
import Prelude
import Testing

/// Input a front end should never send, and a front end that stops reading.
@Suite struct ServeHostileInputTests {
    @Test(arguments: ServeTransport.allCases)
    func aClientThatStopsReadingKeepsMemoryBoundedAndLearnsWhatWasDropped(transport: ServeTransport) throws {
        let client = try ServeClient(
            transport: transport, arguments: ["--set", "info.latency=0", "--max-queued-notifications", "16"],
            dataDirectory: ServeProtocolTests.dataDirectory())
        let subscribed = try client.call(1, "subscribe", ["event": "info.updates"])
        #expect(subscribed["result"] != nil)
        let start = client.residentKiB
        client.pauseReading()
        // Each refresh Info accepts causes two notifications (its outcome, and the event of
        // the subscription); requests without an id get no answer, so the server keeps reading.
        let commands = 2_000
        let burst = String(
            repeating: #"{"jsonrpc":"2.0","method":"command","params":{"message":"info.refresh"}}"# + "\n",
            count: commands)
        client.send(bytes: Array(burst.utf8))
        try client.waitForStderr(containing: "dropping notifications")
        let grown = client.residentKiB - start
        #expect(grown < 64 * 1024, "resident memory grew by \(grown) KiB while the client did not read")
        client.resumeReading()
        // What fitted arrives once the client reads again, then the count of what did not.
        var notifications = 0
        let dropped = try client.next { value in
            if value["method"] == "outcome" || value["method"] == "event" { notifications += 1 }
            return value["method"] == "dropped"
        }
        #expect((dropped["params"]?["total"]?.intValue ?? 0) > 0)
        #expect(notifications > 0, "the client gets what fitted once it reads again")
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    /// At least 100,000 generated hostile lines: mutated valid requests, random bytes,
    /// deep and wide JSON. No crash, no hang, an answer for every request with an id,
    /// and memory that stays flat.
    @Test(arguments: ServeTransport.allCases)
    func fuzzedLinesNeverCrashStallOrGrowTheServer(transport: ServeTransport) throws {
        let client = try ServeClient(transport: transport, dataDirectory: ServeProtocolTests.dataDirectory())
        var generator = SplitMix(seed: 0x5EED)
        let valid = [
            #"{"jsonrpc":"2.0","id":0,"method":"query","params":{"message":"maps.nearby","payload":{"latitude":47.37,"longitude":8.54,"radiusMeters":500}}}"#,
            #"{"jsonrpc":"2.0","id":0,"method":"view","params":{"message":"info.view"}}"#,
            #"{"jsonrpc":"2.0","id":0,"method":"policy","params":{"plugin":"Maps"}}"#,
            #"{"jsonrpc":"2.0","id":0,"method":"query","params":{"message":"maps.place","payload":{"id":"nope"}}}"#,
        ]
        // Under ThreadSanitizer (ten times slower, and run for its race reports, which a
        // tenth of the lines exercises as well) 10,000 lines; 100,000 in the plain build.
        let total = LeastPrivilegeStreamingTests.underThreadSanitizer ? 10_000 : 100_000
        let rounds = 20
        var firstMemory = 0
        var nextID = 1
        for round in 0..<rounds {
            var expected: [Int] = []
            var chunk = [UInt8]()
            for _ in 0..<(total / rounds) {
                let line = FuzzLine.make(from: valid, id: nextID, using: &generator)
                if line.hasID { expected.append(nextID) }
                nextID += 1
                chunk += line.bytes + [0x0A]
            }
            // A marker request closes each round: every answer before it was owed.
            let marker = nextID
            nextID += 1
            chunk += Array(#"{"jsonrpc":"2.0","id":\#(marker),"method":"plugins"}"#.utf8) + [0x0A]
            client.send(bytes: chunk)
            var answered = Set<Int>()
            while true {
                let answer = try client.next { $0["id"] != nil || $0.isArray }
                for element in answer.elements {
                    if let id = element["id"]?.intValue { answered.insert(id) }
                }
                if answered.contains(marker) { break }
            }
            let missing = expected.filter { !answered.contains($0) }
            #expect(missing.isEmpty, "round \(round): no answer for ids \(missing.prefix(10))")
            if round == 1 { firstMemory = client.residentKiB }
        }
        let grown = client.residentKiB - firstMemory
        #expect(grown < 32 * 1024, "resident memory grew by \(grown) KiB over the fuzz run")
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }
}

/// One generated line and whether it is a request that is owed an answer by id.
struct FuzzLine {
    let bytes: [UInt8]
    let hasID: Bool

    static func make(from valid: [String], id: Int, using generator: inout SplitMix) -> FuzzLine {
        let base = Array(
            valid[Int(generator.next() % UInt64(valid.count))].replacingOccurrences(
                of: "\"id\":0", with: "\"id\":\(id)"
            ).utf8)
        switch generator.next() % 6 {
        case 0:
            return FuzzLine(bytes: base, hasID: true)
        case 1:
            // Flip bytes: the line may stop being JSON, or keep its id.
            var bytes = base
            for _ in 0..<(1 + generator.next() % 4) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            if bytes.contains(0x0A) { bytes = bytes.map { $0 == 0x0A ? 0x20 : $0 } }
            return FuzzLine(bytes: bytes, hasID: false)
        case 2:
            let count = Int(generator.next() % 200)
            return FuzzLine(
                bytes: (0..<count).map { _ in
                    let byte = UInt8(truncatingIfNeeded: generator.next())
                    return byte == 0x0A ? 0x20 : byte
                }, hasID: false)
        case 3:
            let depth = 1 + Int(generator.next() % 2_000)
            return FuzzLine(
                bytes: Array(String(repeating: "[", count: depth).utf8)
                    + Array(String(repeating: "]", count: depth).utf8),
                hasID: false)
        case 4:
            let width = Int(generator.next() % 300)
            let members = (0..<width).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
            return FuzzLine(
                bytes: Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"world","params":{\#(members)}}"#.utf8),
                hasID: true)
        default:
            let names = ["maps.nearby", "maps.\u{0}", "", "records.view", String(repeating: "x", count: 300)]
            let name = names[Int(generator.next() % UInt64(names.count))]
            let request: JSON = [
                "jsonrpc": "2.0", "id": .int(id), "method": "query",
                "params": ["message": .string(name), "payload": .double(1e308)],
            ]
            return FuzzLine(bytes: Array(((try? request.serialized()) ?? "{}").utf8), hasID: true)
        }
    }
}

/// A small deterministic generator, so a failing fuzz run can be replayed.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension JSON {
    fileprivate var intValue: Int? {
        if case .int(let value) = self { value } else { nil }
    }

    fileprivate var isArray: Bool {
        if case .array = self { true } else { false }
    }

    fileprivate var elements: [JSON] {
        if case .array(let values) = self { [JSON](values) } else { [self] }
    }
}
