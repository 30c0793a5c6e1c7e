import HubInterfaces
import PlatformHub
import Prelude
import Testing

@Suite("Input cannot grow the hub")
struct InputBoundTests {
    @Test("a sender's correlation id longer than 256 bytes is refused as invalidPayload; 256 is accepted")
    func correlationIDBound() throws {
        let hub = try RoutingTests.started(Hub(tracing: true))
        let asker = try hub.echo("Asker")
        let longest = CorrelationID(String(repeating: "a", count: CorrelationID.maximumLength))
        try asker.sender.send(command: "r.do", payload: nil, correlationID: longest, sender: asker)
        let error = #expect(throws: PluginError.self) {
            try asker.sender.send(
                command: "r.do", payload: nil, correlationID: CorrelationID(String(repeating: "a", count: 257)),
                sender: asker)
        }
        #expect(error?.code == .invalidPayload)
        #expect(error?.message.contains("is 257 bytes long; an id is at most 256 bytes") == true)
        #expect(try hub.echo("Answerer").deliveries.value.count == 1)
        // The refusal is traced without the id it refused.
        #expect(hub.trace.entries.last?.correlationID == nil)
    }

    @Test("the trace's memory is bounded by its capacity: every kept id is within the bound")
    func traceBounded() throws {
        let capacity = 64
        let hub = try RoutingTests.started(Hub(tracing: true, traceCapacity: capacity))
        let asker = try hub.echo("Asker")
        for round in 0..<1_000 {
            let id = CorrelationID(String(repeating: "x", count: 200 + round % 200))
            _ = try? asker.sender.send(command: "r.do", payload: nil, correlationID: id, sender: asker)
        }
        let entries = hub.trace.entries
        #expect(entries.count == capacity)
        let idBytes = entries.compactMap(\.correlationID).map(\.rawValue.utf8.count)
        #expect(idBytes.allSatisfy { $0 <= CorrelationID.maximumLength })
        #expect(idBytes.reduce(0, +) <= capacity * CorrelationID.maximumLength)
    }

    @Test("names from input are looked up, never interned: decoding and validation")
    func namesNotInterned() throws {
        let hub = try RoutingTests.started()
        let asker = try hub.echo("Asker")
        let unrouted = Message.refreshInfo  // declared by the tests
        for index in 0..<1_000 {
            let name = "input-bound.unknown-\(index)"
            #expect(Message(existing: name) == nil)
            #expect(throws: (any Error).self) { try JSON.string(name).decode(Message.self) }
        }
        // A policy check of a file full of new names interns none of them.
        let names = (0..<1_000).map { "\"input-bound.policy-\($0)\"" }.joined(separator: ", ")
        let report = PolicyValidator.validate([
            PluginPolicy(
                plugin: "Big", source: .text(#"{"name": "Big", "send": {"commands": [\#(names)]}}"#, file: "Big.json"))
        ])
        #expect(!report.isValid)
        #expect((0..<1_000).allSatisfy { Symbol(existing: "input-bound.policy-\($0)") == nil })
        #expect((0..<1_000).allSatisfy { Symbol(existing: "input-bound.unknown-\($0)") == nil })
        // A send of a known but unrouted name is denied without interning anything either.
        #expect(throws: PluginError.self) {
            try asker.sender.send(query: unrouted, payload: nil, sender: asker)
        }
    }

    @Test("a table routes by the messages its policies name, whatever symbol ids the process reached")
    func denseRouting() throws {
        // Push the highest symbol id up, as a long-running process's declared names would.
        let filler = (0..<5_000).map { Message("input-bound.filler-\($0)") }
        let late: Message = "input-bound.late"
        #expect(late.symbol.id > filler.last?.symbol.id ?? 0)
        let sender = Policy(name: "Sender", send: .init(queries: [late]))
        let receiver = Policy(name: "Receiver", receive: .init(queries: [late]))
        let hub = Hub()
        try hub.registerEcho(sender)
        try hub.registerEcho(receiver)
        try hub.start()
        let echo = try hub.echo("Sender")
        #expect(try echo.sender.send(query: late, payload: nil, sender: echo) == .string(late.name))
        #expect(throws: PluginError.self) { try echo.sender.send(query: filler[0], payload: nil, sender: echo) }
    }
}
