/// The test that proves the vertical's contracts true against its plugin.
extension VerticalTemplate {
    var testContracts: String {
        #"""
        \#(imports(["Prelude", name, "Testing", "HubInterfaces", "JSONSchema"]))

        /// \#(name)'s contracts (`Resources/Contracts/\#(name).json`) proven true against the plugin: they
        /// cover exactly the policy's messages, every example and every payload a schema accepts near one
        /// is accepted, and every answer and event value fits its schema. (The hub refuses what a schema
        /// refuses before \#(name) sees it.)
        @Suite("\#(name)'s contracts")
        struct ContractTests {
            let contracts: [MessageContract]

            init() throws {
                contracts = try \#(name)World.shippedContracts()
            }

            /// A harness holding the examples the contracts' examples name.
            static func harness(details: Bool = false) throws -> \#(name)Harness {
                try \#(name)Harness(
                    details: details,
                    examples: [
                        \#(name)Example(id: "first", title: "First example", details: "Answered by \#(key).example"),
                        \#(name)Example(id: "second", title: "Second example", details: "Shown by \#(key).view"),
                    ])
            }

            @Test("every message the policy receives or publishes has one contract of that kind, and no contract is left over")
            func coverage() throws {
                let policy = try Self.harness().plugin.policy
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

            @Test("every example is accepted, and its answers and event values fit their schemas", arguments: [false, true])
            func examplesAndAnswers(details: Bool) throws {
                let harness = try Self.harness(details: details)
                let schemas = try Dictionary(
                    uniqueKeysWithValues: contracts.map { ($0.message, try $0.answerSchema.map { try JSONSchema($0) }) })
                let published = Locked([(event: Message, output: EventOutput)]())
                let tokens = try harness.plugin.policy.publish.events.map { event in
                    try harness.plugin.publisher(forEvent: event, payload: nil).subscribe { output in
                        published.withLock { $0.append((event, output)) }
                    }
                }
                defer { tokens.forEach { $0.cancel() } }
                for contract in contracts {
                    for (index, example) in contract.examples.enumerated() {
                        let payload: JSON? = example.isNull ? JSON?.none : example
                        try harness.run {
                            switch contract.kind {
                            case .query:
                                let answer = try harness.plugin.onReceive(query: contract.message, payload: payload)
                                #expect(schemas[contract.message]??.violations(of: answer) == [], "\(contract.message)")
                            case .viewQuery:
                                _ = try harness.plugin.onReceive(viewQuery: contract.message, payload: payload)
                            case .command:
                                let id = CorrelationID("\(contract.message)-\(index)")
                                try harness.plugin.onReceive(command: contract.message, payload: payload, correlationID: id)
                                let outcome = published.withLock { $0 }.first { $0.output.correlationID == id }?.output.value
                                let value = try #require(outcome, "\(contract.message): no successful outcome")
                                #expect(schemas[contract.message]??.violations(of: value) == [], "\(contract.message)")
                            case .event:
                                _ = try harness.plugin.publisher(forEvent: contract.message, payload: payload)
                            }
                        }
                    }
                }
                for (event, output) in published.withLock({ $0 }) {
                    guard let value = output.value else { continue }
                    #expect(schemas[event]??.violations(of: value) == [], "\(event)")
                }
            }

            @Test("every payload the schema accepts near an example, the plugin accepts too")
            func acceptedVariants() throws {
                let harness = try Self.harness()
                var tried = 0
                for contract in contracts where contract.kind != .event {
                    for variant in try JSONSchema.acceptedVariants(of: contract.payloadSchema, near: contract.examples) {
                        tried += 1
                        // Failing for a reason of the world (no such example) is fine; refusing the
                        // payload is not: the schema told the sender it was good.
                        do {
                            try harness.run { try send(harness.plugin, contract, variant.value) }
                        } catch let error as PluginError {
                            #expect(error.code != .invalidPayload, "\(contract.message): \(variant): \(error.message)")
                        }
                    }
                }
                #expect(tried > 0)
            }

            /// Sends `payload` to `plugin` as the hub would for `contract`'s message.
            private func send(_ plugin: \#(name)Plugin, _ contract: MessageContract, _ payload: JSON) throws {
                switch contract.kind {
                case .query: _ = try plugin.onReceive(query: contract.message, payload: payload)
                case .viewQuery: _ = try plugin.onReceive(viewQuery: contract.message, payload: payload)
                case .command: try plugin.onReceive(command: contract.message, payload: payload, correlationID: "refused")
                case .event: _ = try plugin.publisher(forEvent: contract.message, payload: payload)
                }
            }
        }

        """#
    }
}
