import HubInterfaces
import PlatformHub
import Prelude
import Testing

@Suite("Tracing")
struct TraceTests {
    @Test("the server-failure diagram, replayed, exports as a Mermaid sequence diagram")
    func mermaid() throws {
        let setup = try JourneySetup(tracing: true)
        let (_, token) = try setup.subscribe()
        try setup.journey.sender.send(
            command: .refreshInfo, payload: ["city": "Leeds"], correlationID: "abc", sender: setup.journey)
        setup.server.respond(with: .failure(PluginError(code: .failed, message: "HTTP 500")))
        _ = try? setup.journey.sender.send(query: .currentInfo, payload: nil, sender: setup.journey)
        token.cancel()

        #expect(
            setup.hub.trace.mermaid() == """
                sequenceDiagram
                participant p1 as Journey
                participant p2 as DomainModel
                    p1->>p2: getPublisher(forEvent:domain.info)
                    p2->>p1: EventStream<EventOutput>
                    p1->>p2: command(domain.refreshInfo, id: `abc`)
                    p2-->>p1: domain.info-> EventOutput(failure(failed), correlationId: `abc`)
                    p1->>p2: query(domain.currentInfo)
                    p2->>p1: throw(invalidPayload)

                """)
    }

    @Test("every message is recorded with kind, sides, name, id, outcome; JSON lines carry the same")
    func jsonLines() throws {
        let setup = try JourneySetup(tracing: true)
        try setup.journey.sender.send(
            command: .refreshInfo, payload: ["city": "Leeds"], correlationID: "abc", sender: setup.journey)
        let entries = setup.hub.trace.entries
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        #expect(entry.kind == .command)
        #expect(entry.action == .send)
        #expect(entry.from == "Journey")
        #expect(entry.to == "DomainModel")
        #expect(entry.message == Message.refreshInfo.name)
        #expect(entry.correlationID == "abc")
        #expect(entry.outcome == .ok)

        let lines = setup.hub.trace.jsonLines().split(separator: "\n")
        #expect(lines.count == 1)
        let json = try JSON(parsing: String(lines[0]))
        #expect(json["kind"] == "command")
        #expect(json["from"] == "Journey")
        #expect(json["to"] == "DomainModel")
        #expect(json["correlationID"] == "abc")
        #expect(json["outcome"] == "ok")
        #expect(json["durationNanoseconds"]?.intValue != nil)
    }

    @Test("refusals before routing are traced: an impostor, a stranger, a reserved id")
    func refusalsBeforeRouting() throws {
        let hub = try RoutingTests.started(Hub(tracing: true))
        hub.trace.clear()
        let asker = try hub.echo("Asker")
        let insider = try hub.echo("Insider")
        _ = try? asker.sender.send(query: "r.secret", payload: nil, sender: insider)
        _ = try? asker.sender.publisher(forEvent: "r.done", payload: nil, subscriber: insider)
        let stranger = EchoPlugin(policy: RoutingTests.insider, sender: hub)
        _ = try? hub.send(query: "r.secret", payload: nil, sender: stranger)
        _ = try? asker.sender.send(command: "r.do", payload: nil, correlationID: "#7", sender: asker)
        let entries = hub.trace.entries
        #expect(entries.map(\.from) == ["Insider", "Insider", "(unregistered)", "Asker"])
        #expect(entries.map(\.kind) == [.query, .event, .query, .command])
        #expect(entries.map(\.outcome) == [.denied, .denied, .denied, .invalidPayload])
        // An impostor's or stranger's refusal names the receiver the message was meant for.
        #expect(entries.map(\.to) == ["Answerer", "Answerer", "Answerer", nil])
        #expect(entries.last?.correlationID == "#7")
        #expect(try hub.echo("Answerer").deliveries.value.isEmpty)
    }

    @Test("hub-made ids are traced, and # and ; are escaped for Mermaid")
    func madeIDInMermaid() throws {
        let setup = try JourneySetup(tracing: true)
        let id = try setup.journey.sender.send(
            command: .refreshInfo, payload: ["city": "Leeds"], sender: setup.journey)
        #expect(setup.hub.trace.entries.last?.correlationID == id)
        let escaped = "#35;" + id.rawValue.dropFirst()
        #expect(setup.hub.trace.mermaid().contains("command(domain.refreshInfo, id: `\(escaped)`)"))
        try setup.journey.sender.send(
            command: .refreshInfo, payload: ["city": "Leeds"], correlationID: "a;b\nc", sender: setup.journey)
        #expect(setup.hub.trace.mermaid().contains("id: `a#59;b c`)"))
        // A combining mark makes `;` part of a larger character; it is escaped all the same.
        try setup.journey.sender.send(
            command: .refreshInfo, payload: ["city": "Leeds"], correlationID: "x;\u{301}y", sender: setup.journey)
        #expect(setup.hub.trace.mermaid().contains("id: `x#59;\u{301}y`)"))
    }

    @Test("a snapshot taken while messages flow is consistent: entries in sequence, dropped count matching")
    func snapshotUnderLoad() async throws {
        let hub = try RoutingTests.started(Hub(tracing: true, traceCapacity: 64))
        let asker = try hub.echo("Asker")
        let inconsistent = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    for _ in 0..<2_000 { _ = try asker.sender.send(query: "r.ask", payload: nil, sender: asker) }
                    return 0
                }
            }
            group.addTask {
                var bad = 0
                for _ in 0..<500 {
                    let (entries, dropped) = hub.trace.snapshot()
                    let sequences = entries.map(\.sequence)
                    let increasing = zip(sequences, sequences.dropFirst()).allSatisfy { $0 < $1 }
                    if !increasing || entries.count > 64 || dropped < 0 { bad += 1 }
                }
                return bad
            }
            return try await group.reduce(0, +)
        }
        #expect(inconsistent == 0)
        #expect(hub.trace.snapshot().entries.count == 64)
    }

    @Test("denials are traced; tracing can be switched off and the buffer is bounded")
    func switchable() throws {
        let hub = try RoutingTests.started(Hub(tracing: true, traceCapacity: 3))
        #expect(hub.trace.entries.map(\.action) == [.subscribe])  // Insider's launch subscription
        hub.trace.clear()
        let asker = try hub.echo("Asker")
        _ = try? asker.sender.send(query: "r.secret", payload: nil, sender: asker)
        #expect(hub.trace.entries.map(\.outcome) == [.denied])
        #expect(hub.trace.mermaid().contains("p1-xp2: query(r.secret) denied"))
        _ = try? asker.sender.send(command: "r.nowhere", payload: nil, correlationID: "lost", sender: asker)
        let unroutable = try #require(hub.trace.entries.last)
        #expect(unroutable.from == "Asker" && unroutable.to == nil && unroutable.message == "r.nowhere")
        #expect(unroutable.correlationID == "lost" && unroutable.outcome == .denied)
        hub.trace.clear()

        for _ in 0..<5 { _ = try asker.sender.send(query: "r.ask", payload: nil, sender: asker) }
        #expect(hub.trace.entries.count == 3)
        #expect(hub.trace.droppedCount == 2)
        let snapshot = hub.trace.snapshot()
        #expect(snapshot.entries == hub.trace.entries && snapshot.droppedCount == 2)
        #expect(hub.trace.entries.map(\.sequence) == [2, 3, 4])

        hub.trace.isEnabled = false
        _ = try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
        #expect(hub.trace.entries.map(\.sequence) == [2, 3, 4])
        hub.trace.clear()
        #expect(hub.trace.entries.isEmpty)
    }
}
