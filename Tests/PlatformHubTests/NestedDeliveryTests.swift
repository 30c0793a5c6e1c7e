import HubInterfaces
import PlatformHub
import Prelude
import Testing

@Suite("Nested deliveries")
struct NestedDeliveryTests {
    @Test(
        "a plugin that sends itself a command from its handler is refused at the depth limit, not crashed",
        arguments: [true, false])
    func selfLoop(tracing: Bool) throws {
        let hub = Hub(tracing: tracing)
        try hub.register(LoopPlugin.self, named: "Loop", policy: .policy(LoopPlugin.policyValue))
        let report = try hub.start()
        #expect(report.warnings.map(\.code) == [.selfSend])
        let loop = try #require(try hub.plugin(named: "Loop") as? LoopPlugin)

        let error = #expect(throws: PluginError.self) {
            try hub.send(command: LoopPlugin.again, payload: nil, correlationID: "first", sender: loop)
        }
        #expect(error?.code == .failed)
        #expect(loop.calls.value == 32)
        let refusal = try #require(loop.refusal.value)
        #expect(refusal.message.contains("32 deliveries are already nested"))
        #expect(refusal.message.contains(#"Loop -> Loop (command "loop.again") x33"#))
        #expect(refusal.sender == "Loop" && refusal.receiver == "Loop")
        // The chain unwound: the next send starts from depth 0 again.
        _ = try? hub.send(command: LoopPlugin.again, payload: nil, correlationID: "second", sender: loop)
        #expect(loop.calls.value == 64)
    }

    @Test("validation reports a plugin that sends what it receives itself")
    func selfSendWarning() throws {
        let report = PolicyValidator.validate([
            PluginPolicy(plugin: "Loop", source: try .policy(LoopPlugin.policyValue))
        ])
        let warning = try #require(report.warnings.first { $0.code == .selfSend })
        #expect(warning.key == "send.commands")
        #expect(warning.messageName == "loop.again")
        #expect(report.isValid)
    }
}
