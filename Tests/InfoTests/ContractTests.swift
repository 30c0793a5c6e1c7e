import HubInterfaces
import Info
import JSONSchema
import Prelude
import Testing

/// Info's contracts (`Resources/Contracts/Info.json`) proven true against the plugin: they
/// cover exactly the policy's messages, every example is accepted, every answer and outcome
/// fits its schema, and every payload a schema refuses, the plugin refuses too.
@Suite("Info's contracts")
struct ContractTests {
    let contracts: [MessageContract]

    init() throws {
        contracts = try InfoWorld.shippedContracts()
    }

    @Test("every message the policy receives or publishes has one contract of that kind, and no contract is left over")
    func coverage() throws {
        let policy = try InfoHarness().plugin.policy
        let declared =
            policy.receive.commands.map { "command \($0)" } + policy.receive.queries.map { "query \($0)" }
            + policy.receive.viewQueries.map { "viewQuery \($0)" } + policy.publish.events.map { "event \($0)" }
        #expect(contracts.map { "\($0.kind) \($0.message)" }.sorted() == declared.sorted())
    }

    @Test("each contract has a sentence, schemas that compile and examples its schema accepts")
    func wellFormed() throws {
        for contract in contracts {
            #expect(contract.summary.hasSuffix(".") && contract.summary.count > 20, "\(contract.message)")
            let payload = try JSONSchema(contract.payloadSchema)
            #expect((contract.answerSchema == nil) == (contract.kind == .viewQuery), "\(contract.message)")
            _ = try contract.answerSchema.map { try JSONSchema($0) }
            #expect(!contract.examples.isEmpty, "\(contract.message)")
            for example in contract.examples {
                #expect(payload.violations(of: example).isEmpty, "\(contract.message): \(example)")
            }
        }
    }

    @Test("every example is accepted, and the answers and outcomes fit their schemas", arguments: [false, true])
    func examplesAndAnswers(whatsNew: Bool) throws {
        let harness = try InfoHarness(whatsNew: whatsNew)
        var refreshes = 0
        for contract in contracts {
            let answer = try contract.answerSchema.map { try JSONSchema($0) }
            for example in contract.examples {
                let payload: JSON? = example.isNull ? JSON?.none : example
                try harness.run {
                    switch contract.kind {
                    case .query:
                        let value = try harness.plugin.onReceive(query: contract.message, payload: payload)
                        #expect(answer?.violations(of: value) == [], "\(contract.message): \(value)")
                    case .viewQuery: _ = try harness.plugin.onReceive(viewQuery: contract.message, payload: payload)
                    case .command:
                        try harness.plugin.onReceive(
                            command: contract.message, payload: payload,
                            correlationID: CorrelationID("example-\(refreshes)"))
                    case .event: _ = try harness.plugin.publisher(forEvent: contract.message, payload: payload)
                    }
                }
                if contract.kind == .command {
                    #expect(harness.answer(request: refreshes, with: .success(InfoHarness.info)))
                    refreshes += 1
                    let outcome = try #require(harness.published.last?.value)
                    #expect(answer?.violations(of: outcome) == [], "\(contract.message): \(outcome)")
                }
            }
        }
        #expect(refreshes > 0)
        // After the refreshes, info.current carries the info too: check it against its schema again.
        let current = try #require(contracts.first { $0.message == InfoHarness.current }?.answerSchema)
        #expect(try JSONSchema(current).violations(of: harness.current()) == [])
        let updates = try #require(contracts.first { $0.message == InfoHarness.updates }?.answerSchema)
        for value in harness.published.compactMap(\.value) {
            #expect(try JSONSchema(updates).violations(of: value) == [])
        }
    }

    @Test("every payload the schema refuses near an example, the plugin refuses as an invalid payload")
    func counterexamples() throws {
        let harness = try InfoHarness()
        var refused: Set<Message> = []
        for contract in contracts {
            let schema = try JSONSchema(contract.payloadSchema)
            for example in contract.examples {
                for counterexample in schema.counterexamples(near: example) {
                    let error = #expect(throws: PluginError.self, "\(contract.message): \(counterexample)") {
                        try harness.run {
                            switch contract.kind {
                            case .query:
                                _ = try harness.plugin.onReceive(query: contract.message, payload: counterexample.value)
                            case .viewQuery:
                                _ = try harness.plugin.onReceive(
                                    viewQuery: contract.message, payload: counterexample.value)
                            case .command:
                                try harness.plugin.onReceive(
                                    command: contract.message, payload: counterexample.value, correlationID: "refused")
                            case .event:
                                _ = try harness.plugin.publisher(
                                    forEvent: contract.message, payload: counterexample.value)
                            }
                        }
                    }
                    #expect(error?.code == .invalidPayload, "\(contract.message): \(counterexample)")
                    refused.insert(contract.message)
                }
            }
        }
        // Every contract's schema refuses something near its examples, and the plugin refused it.
        #expect(refused == Set(contracts.map(\.message)))
        // A refused refresh asked the server nothing.
        #expect(harness.server.waitingRequests.isEmpty)
    }
}
