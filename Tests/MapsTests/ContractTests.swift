import HubInterfaces
import JSONSchema
import Maps
import Prelude
import Testing
import VerticalInterfaces

/// Maps' contracts (`Resources/Contracts/Maps.json`) proven true against the plugin: they
/// cover exactly the policy's messages, every example is accepted, every answer and event
/// value fits its schema, and every payload a schema accepts, the plugin accepts too. The
/// hub refuses a payload a schema refuses before Maps sees it (HostCLITests' ContractFuzzTests).
@Suite("Maps' contracts")
struct ContractTests {
    let contracts: [MessageContract]
    let plugin: MapsPlugin

    init() throws {
        contracts = try MapsWorld.shippedContracts()
        plugin = try MapsPlugin.makeForTest()
    }

    /// Runs `body` over the bundled places with every switch on, so every example has an answer.
    func withWorld<Result>(_ body: () throws -> Result) throws -> Result {
        try Fixtures.withMaps(features: Set(MapsFeature.allCases), places: try LivePlacesService.bundled(), body)
    }

    @Test("every message the policy receives or publishes has one contract of that kind, and no contract is left over")
    func coverage() {
        let policy = plugin.policy
        let declared =
            policy.receive.commands.map { "command \($0)" } + policy.receive.queries.map { "query \($0)" }
            + policy.receive.viewQueries.map { "viewQuery \($0)" } + policy.publish.events.map { "event \($0)" }
        let contracted = contracts.map { "\($0.kind) \($0.message)" }
        #expect(contracted.sorted() == declared.sorted())
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

    @Test("the examples decode into the payload types the plugin shares with other verticals")
    func sharedTypes() throws {
        let decoders: [Message: (JSON) throws -> Void] = [
            .mapsNearby: { _ = try $0.decode(NearbyPlacesRequest.self) },
            .mapsPlace: { _ = try $0.decode(PlaceRequest.self) },
            .mapsView: { _ = try $0.decode(MapConfiguration.self) },
        ]
        for contract in contracts {
            guard let decode = decoders[contract.message] else { continue }
            for example in contract.examples { try decode(example) }
        }
    }

    @Test("every example is accepted by the plugin, and its answers and event values fit their schemas")
    func examplesAndAnswers() throws {
        let schemas = try Dictionary(
            uniqueKeysWithValues: contracts.map { ($0.message, try $0.answerSchema.map { try JSONSchema($0) }) })
        let published = Locked([(event: Message, output: EventOutput)]())
        let tokens = try plugin.policy.publish.events.map { event in
            try plugin.publisher(forEvent: event, payload: nil).subscribe { output in
                published.withLock { $0.append((event, output)) }
            }
        }
        defer { tokens.forEach { $0.cancel() } }
        try withWorld {
            for contract in contracts {
                for (index, example) in contract.examples.enumerated() {
                    let payload: JSON? = example.isNull ? JSON?.none : example
                    switch contract.kind {
                    case .query:
                        let answer = try plugin.onReceive(query: contract.message, payload: payload)
                        let violations = schemas[contract.message]??.violations(of: answer) ?? []
                        #expect(violations.isEmpty, "\(contract.message) answer: \(violations)")
                    case .viewQuery:
                        _ = try plugin.onReceive(viewQuery: contract.message, payload: payload)
                    case .command:
                        let id = CorrelationID("\(contract.message)-\(index)")
                        try plugin.onReceive(command: contract.message, payload: payload, correlationID: id)
                        let outputs = published.withLock { $0 }.filter { $0.output.correlationID == id }
                        let outcome = outputs.first { $0.event == .mapsOutcomes }?.output.value
                        #expect(outcome != nil, "\(contract.message): no successful outcome on maps.outcomes")
                        let violations = outcome.map { schemas[contract.message]??.violations(of: $0) ?? [] } ?? []
                        #expect(violations.isEmpty, "\(contract.message) outcome: \(violations)")
                    case .event:
                        _ = try plugin.publisher(forEvent: contract.message, payload: payload)
                    }
                }
            }
        }
        let outputs = published.withLock { $0 }
        #expect(Set(outputs.map(\.event)) == Set(plugin.policy.publish.events))
        for (event, output) in outputs {
            guard let value = output.value else { continue }
            let violations = schemas[event]??.violations(of: value) ?? []
            #expect(violations.isEmpty, "\(event) value: \(violations)")
        }
    }

    @Test("every payload the schema accepts near an example, the plugin accepts too")
    func acceptedVariants() throws {
        var tried = 0
        try withWorld {
            for contract in contracts where contract.kind != .event {
                for variant in try JSONSchema.acceptedVariants(of: contract.payloadSchema, near: contract.examples) {
                    tried += 1
                    // Failing for a reason of the world (no such place) is fine; refusing the
                    // payload is not: the schema told the sender it was good.
                    do { try send(contract, variant.value) } catch let error as PluginError {
                        #expect(error.code != .invalidPayload, "\(contract.message): \(variant): \(error.message)")
                    }
                }
            }
        }
        // Blank and accent-only texts, texts at each length bound in scalars, numbers at each bound.
        #expect(tried > 50)
    }

    @Test("the plugin's bounds are the contract's bounds")
    func boundsMatch() {
        let contract = { (message: Message) in contracts.first { $0.message == message } }
        #expect(
            contract(.mapsNearby)?.payloadSchema.schemaBound("maximum", of: "radiusMeters")?.doubleValue
                == PlacesWorker.maximumRadiusMeters)
        #expect(
            contract(.mapsNearby)?.payloadSchema.schemaBound("maximum", of: "limit")?.intValue
                == PlacesWorker.maximumLimit)
        #expect(
            contract(.mapsSearch)?.payloadSchema.schemaBound("maxLength", of: "text")?.intValue
                == PlacesWorker.maximumSearchLength)
        #expect(
            contract(.mapsView)?.payloadSchema.schemaBound("maxItems", of: "pins")?.intValue == MapsPlugin.maximumPins)
    }

    /// Sends `payload` to the plugin as the hub would for `contract`'s message.
    private func send(_ contract: MessageContract, _ payload: JSON) throws {
        switch contract.kind {
        case .query: _ = try plugin.onReceive(query: contract.message, payload: payload)
        case .viewQuery: _ = try plugin.onReceive(viewQuery: contract.message, payload: payload)
        case .command: try plugin.onReceive(command: contract.message, payload: payload, correlationID: "refused")
        case .event: _ = try plugin.publisher(forEvent: contract.message, payload: payload)
        }
    }
}
