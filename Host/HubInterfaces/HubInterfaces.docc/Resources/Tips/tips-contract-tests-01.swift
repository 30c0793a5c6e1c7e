import Foundation
import HubInterfaces
import JSONSchema
import Prelude
import Testing
import Tips

/// Tips' contracts proven true against the plugin, as the hub would call it: they name exactly
/// the policy's messages, and every example is accepted with an answer that fits its schema.
/// (What a schema refuses, the hub refuses before Tips sees it.)
struct TipsContractTests {
    let contracts: [MessageContract]
    let plugin: TipsPlugin

    init() throws {
        contracts = try TipsWorld.shippedContracts()
        plugin = try TipsPlugin(messageSender: RefusingSender(), configurationFiles: [:])
    }

    /// Sends `payload` to the plugin as the hub would for `contract`'s message.
    func send(_ contract: MessageContract, _ payload: JSON?) throws -> JSON? {
        switch contract.kind {
        case .query: return try plugin.onReceive(query: contract.message, payload: payload)
        case .viewQuery: _ = try plugin.onReceive(viewQuery: contract.message, payload: payload)
        case .command: try plugin.onReceive(command: contract.message, payload: payload, correlationID: "c")
        case .event: _ = try plugin.publisher(forEvent: contract.message, payload: payload)
        }
        return nil
    }

    @Test func coverExactlyThePolicysMessages() {
        let policy = plugin.policy
        let declared =
            policy.receive.commands.map { "command \($0)" } + policy.receive.queries.map { "query \($0)" }
            + policy.receive.viewQueries.map { "viewQuery \($0)" } + policy.publish.events.map { "event \($0)" }
        #expect(contracts.map { "\($0.kind) \($0.message)" }.sorted() == declared.sorted())
    }

    @Test func acceptEveryExampleAndAnswerToTheSchema() throws {
        for contract in contracts {
            let payloadSchema = try JSONSchema(contract.payloadSchema)
            let answerSchema = try contract.answerSchema.map { try JSONSchema($0) }
            for example in contract.examples {
                #expect(payloadSchema.violations(of: example) == [], "\(contract.message)")
                let answer = try send(contract, example.isNull ? JSON?.none : example)
                if let answer, let answerSchema {
                    #expect(answerSchema.violations(of: answer) == [], "\(contract.message)")
                }
            }
        }
    }
}
