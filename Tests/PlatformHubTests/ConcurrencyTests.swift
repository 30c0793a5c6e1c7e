import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// Many tasks send commands, queries and view queries and subscribe at once, with
/// tracing on: nothing is lost, every outcome reaches every subscriber, nothing crashes.
/// Run under `swift test --sanitize=thread` to check for races.
@Suite("Concurrency")
struct ConcurrencyTests {
    static let clients = 8
    static let rounds = 200

    static let server = Policy(
        name: "Server", receive: .init(commands: ["c.do"], queries: ["c.get"], viewQueries: ["c.view"]),
        publish: .init(events: ["c.done"]))

    static func client(_ index: Int) -> Policy {
        Policy(
            name: "Client\(index)", send: .init(commands: ["c.do"], queries: ["c.get"], viewQueries: ["c.view"]),
            subscribe: .init(events: ["c.done"]))
    }

    @Test("concurrent sends and subscriptions lose nothing")
    func concurrentTraffic() async throws {
        let hub = Hub(tracing: true, traceCapacity: 512)
        try hub.registerEcho(Self.server)
        for index in 0..<Self.clients { try hub.registerEcho(Self.client(index)) }
        try hub.start()
        let clients = try (0..<Self.clients).map { try hub.echo("Client\($0)") }

        let seen = try await withThrowingTaskGroup(of: [CorrelationID].self) { group in
            for (index, client) in clients.enumerated() {
                group.addTask {
                    let stream = try client.sender.publisher(forEvent: "c.done", payload: nil, subscriber: client)
                    let mine = Locked<[CorrelationID]>([])
                    let prefix = "client\(index)-"
                    let token = stream.subscribe { output in
                        if let id = output.correlationID, id.rawValue.hasPrefix(prefix) {
                            mine.withLock { $0.append(id) }
                        }
                    }
                    for round in 0..<Self.rounds {
                        try client.sender.send(
                            command: "c.do", payload: .int(round), correlationID: CorrelationID("\(prefix)\(round)"),
                            sender: client)
                        #expect(try client.sender.send(query: "c.get", payload: nil, sender: client) == "c.get")
                        if round % 10 == 0 {
                            _ = try client.sender.send(viewQuery: "c.view", payload: nil, sender: client)
                            let extra = try client.sender.publisher(
                                forEvent: "c.done", payload: nil, subscriber: client)
                            extra.subscribe { _ in }.cancel()
                        }
                    }
                    // A send may return before another thread's drain delivers its outcome
                    // (EventSource documents this): wait for all of them before cancelling.
                    let complete = await eventually { mine.value.count >= Self.rounds }
                    #expect(complete, "client \(index) saw \(mine.value.count) of \(Self.rounds) outcomes")
                    token.cancel()
                    return mine.value
                }
            }
            var all: [[CorrelationID]] = []
            for try await ids in group { all.append(ids) }
            return all
        }

        let server = try hub.echo("Server")
        let deliveries = server.deliveries.value
        #expect(deliveries.filter { $0.kind == .command }.count == Self.clients * Self.rounds)
        #expect(deliveries.filter { $0.kind == .query }.count == Self.clients * Self.rounds)
        #expect(deliveries.filter { $0.kind == .viewQuery }.count == Self.clients * Self.rounds / 10)
        #expect(seen.count == Self.clients)
        for ids in seen {
            #expect(ids.count == Self.rounds)
            #expect(Set(ids).count == Self.rounds)
        }
        let trace = hub.trace
        #expect(trace.entries.count == trace.capacity)
        #expect(trace.droppedCount + trace.entries.count >= Self.clients * Self.rounds * 2)
        // Sequence numbers are taken when a delivery begins, so the kept entries are in
        // strictly increasing order (with gaps where a delivery finished after the ring moved on).
        let sequences = trace.entries.map(\.sequence)
        #expect(zip(sequences, sequences.dropFirst()).allSatisfy { $0 < $1 })
    }
}
