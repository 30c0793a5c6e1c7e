import ClinicalRecords
import Foundation
import HubInterfaces
import JSONSchema
import Prelude
import Testing

/// ClinicalRecords' contracts (`Resources/Contracts/ClinicalRecords.json`) proven true against
/// the plugin: they cover exactly the policy's messages, every example is accepted (in a
/// folder with records and a set-aside database, so that every command succeeds), every answer
/// and event value fits its schema, and every payload a schema accepts, the plugin accepts too.
/// The hub refuses a payload a schema refuses before ClinicalRecords sees it (HostCLITests'
/// ContractFuzzTests).
@Suite("ClinicalRecords' contracts")
struct ContractTests {
    let contracts: [MessageContract]

    init() throws {
        contracts = try ClinicalRecordsWorld.shippedContracts()
    }

    @Test("every message the policy receives or publishes has one contract of that kind, and no contract is left over")
    func coverage() async throws {
        let policy = try await Fixture.withWorld { try Fixture.plugin().policy }
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

    /// The answer schema of `message`.
    func answerSchema(of message: Message) throws -> JSONSchema? {
        try contracts.first { $0.message == message }?.answerSchema.map { try JSONSchema($0) }
    }

    @Test("every example succeeds, and its answer, outcome and change fit their schemas")
    func examplesAndAnswers() async throws {
        for contract in contracts {
            // Each contract in a folder of its own: entry 1 stored, a healthy database aside
            // under the name the examples give.
            let (folder, _) = try SetAsideTests.folderWithHealthyFileAside()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try await SetAsideTests.withPlugin(in: folder) { plugin, _ in
                let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
                let changes = try plugin.publisher(forEvent: .recordsChanged, payload: nil).subscription()
                try plugin.onReceive(
                    command: .recordsAdd, payload: ["section": "allergy", "title": "Seed", "clinicID": "c"],
                    correlationID: "seed")
                #expect(try await outcomes.output(for: "seed").value?["entry"]?["id"] == 1)
                for (index, example) in contract.examples.enumerated() {
                    let payload: JSON? = example.isNull ? JSON?.none : example
                    let answer = try answerSchema(of: contract.message)
                    switch contract.kind {
                    case .query:
                        let value = try plugin.onReceive(query: contract.message, payload: payload)
                        #expect(answer?.violations(of: value) == [], "\(contract.message): \(value)")
                    case .viewQuery: _ = try plugin.onReceive(viewQuery: contract.message, payload: payload)
                    case .event: _ = try plugin.publisher(forEvent: contract.message, payload: payload)
                    case .command:
                        let id = CorrelationID("\(contract.message)-\(index)")
                        try plugin.onReceive(command: contract.message, payload: payload, correlationID: id)
                        let outcome = try await outcomes.output(for: id)
                        let value = try #require(outcome.value, "\(contract.message): \(outcome.error?.message ?? "")")
                        #expect(answer?.violations(of: value) == [], "\(contract.message): \(value)")
                        #expect(try answerSchema(of: .recordsOutcomes)?.violations(of: value) == [])
                        if value["action"] != "dismissed" {
                            let change = try #require(try await changes.output(for: id).value)
                            #expect(try answerSchema(of: .recordsChanged)?.violations(of: change) == [])
                        }
                    }
                }
            }
        }
    }

    @Test("every payload the schema accepts near an example, the plugin accepts too")
    func acceptedVariants() async throws {
        try await Fixture.withWorld(limits: RecordsLimits(entries: 100_000, pendingCommands: 100_000)) {
            let plugin = try Fixture.plugin()
            var tried = 0
            for contract in contracts where contract.kind != .event {
                for variant in try JSONSchema.acceptedVariants(of: contract.payloadSchema, near: contract.examples) {
                    tried += 1
                    let payload = variant.value
                    // Failing for a reason of the records (no such entry) is fine; refusing the
                    // payload is not: the schema told the sender it was good.
                    do {
                        switch contract.kind {
                        case .query: _ = try plugin.onReceive(query: contract.message, payload: payload)
                        case .viewQuery: _ = try plugin.onReceive(viewQuery: contract.message, payload: payload)
                        case .command:
                            try plugin.onReceive(command: contract.message, payload: payload, correlationID: "accepted")
                        case .event: break
                        }
                    } catch let error as PluginError {
                        #expect(error.code != .invalidPayload, "\(contract.message): \(variant): \(error.message)")
                    }
                }
            }
            // Accent-only titles, titles of 200 scalars written as 100 characters, the largest id.
            #expect(tried > 50)
        }
    }

    @Test("the records' bounds are the contract's bounds")
    func boundsMatch() {
        let contract = { (message: Message) in contracts.first { $0.message == message } }
        for message in [Message.recordsAdd, .recordsEdit] {
            #expect(
                contract(message)?.payloadSchema.schemaBound("maxLength", of: "title")?.intValue
                    == RecordsLimits.titleLength)
            #expect(
                contract(message)?.payloadSchema.schemaBound("maxLength", of: "detail")?.intValue
                    == RecordsLimits.detailLength)
            #expect(
                contract(message)?.payloadSchema.schemaBound("maxLength", of: "clinicID")?.intValue
                    == RecordsLimits.clinicIDLength)
        }
        for message in [Message.recordsEdit, .recordsRemove, .recordsEntry, .recordsView] {
            let maximum = contract(message)?.payloadSchema.schemaBound("maximum", of: "id")?.intValue
            #expect(maximum.map(Int64.init) == RecordsLimits.maximumID, "\(message)")
        }
    }
}
