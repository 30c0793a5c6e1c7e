import HubInterfaces
import Info
import Prelude
import Testing

@Suite("every payload is checked")
struct PayloadTests {
    @Test("no payload, null and {} are accepted by every message", arguments: [nil, JSON.null, [:]] as [JSON?])
    func emptyPayloads(payload: JSON?) throws {
        let harness = try InfoHarness()
        try harness.run {
            try harness.plugin.onReceive(command: InfoHarness.refresh, payload: payload, correlationID: "abc")
            _ = try harness.plugin.onReceive(query: InfoHarness.current, payload: payload)
            _ = try harness.plugin.onReceive(viewQuery: InfoHarness.view, payload: payload)
            _ = try harness.plugin.publisher(forEvent: InfoHarness.updates, payload: payload)
        }
        #expect(harness.server.requestCount == 1)
    }

    @Test(
        "a field or a non-object payload is refused at once, naming the message and what was found",
        arguments: [
            (["city": "Leeds"] as JSON, "remove \"city\""), (JSON.string("now"), "found string at the root"),
            ([1, 2] as JSON, "found array at the root"),
        ])
    func badPayloads(payload: JSON, found: String) throws {
        let harness = try InfoHarness()
        let messages: [(MessageKind, () throws -> Void)] = [
            (
                .command,
                { try harness.plugin.onReceive(command: InfoHarness.refresh, payload: payload, correlationID: "x") }
            ),
            (.query, { _ = try harness.plugin.onReceive(query: InfoHarness.current, payload: payload) }),
            (.viewQuery, { _ = try harness.plugin.onReceive(viewQuery: InfoHarness.view, payload: payload) }),
            (.event, { _ = try harness.plugin.publisher(forEvent: InfoHarness.updates, payload: payload) }),
        ]
        for (kind, send) in messages {
            let error = #expect(throws: PluginError.self) { try harness.run(send) }
            #expect(error?.code == .invalidPayload)
            #expect(error?.kind == kind)
            #expect(error?.message.contains(found) == true, "\(String(describing: error))")
        }
        #expect(harness.server.requestCount == 0)
        #expect(harness.published.isEmpty)
    }

    @Test("a message Info does not handle is refused as unknown, naming what it handles")
    func unknownMessages() throws {
        let harness = try InfoHarness()
        let command = #expect(throws: PluginError.self) {
            try harness.plugin.onReceive(command: "info.reload", payload: nil, correlationID: "x")
        }
        #expect(command?.code == .unknownMessage)
        #expect(command?.message.contains("it handles info.refresh") == true)
        let query = #expect(throws: PluginError.self) {
            try harness.plugin.onReceive(query: "info.version", payload: nil)
        }
        #expect(query?.code == .unknownMessage)
        let view = #expect(throws: PluginError.self) {
            try harness.plugin.onReceive(viewQuery: "info.screen", payload: nil)
        }
        #expect(view?.code == .unknownMessage)
        let event = #expect(throws: PluginError.self) {
            try harness.plugin.publisher(forEvent: "info.news", payload: nil)
        }
        #expect(event?.code == .unknownMessage)
        #expect(harness.sender.attempts.value.isEmpty)
    }
}
