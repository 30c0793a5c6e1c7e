import HubInterfaces
import JSONSchema
import PlatformHub
import Prelude
import Testing

#if DEBUG
    /// In debug builds the hub checks what a plugin gives back against its contract: a query
    /// answer the answer schema refuses fails the query as `failed`, naming every place; an
    /// event value the event's schema refuses is reported in `Hub.contractViolations` (it is on
    /// its way already when seen).
    @Suite("Contract checks of answers and event values (debug builds)")
    struct ContractAnswerTests {
        /// Teller's contracts: a count that is never negative, and news with a headline.
        static let contracts = [
            MessageContract(
                message: "tell.count", kind: .query, summary: "Says how many there are.",
                payloadSchema: ["type": "null"],
                answerSchema: [
                    "type": "object", "properties": ["count": ["type": "integer", "minimum": 0]], "required": ["count"],
                ], examples: [nil]),
            MessageContract(
                message: "tell.publish", kind: .command, summary: "Publishes its payload as news.",
                payloadSchema: ["type": "object"], answerSchema: ["type": "object"], examples: [["headline": "Hi"]]),
            MessageContract(
                message: "tell.news", kind: .event, summary: "Carries each piece of news published.",
                payloadSchema: ["type": "null"],
                answerSchema: [
                    "type": "object", "properties": ["headline": ["type": "string"]], "required": ["headline"],
                ], examples: [nil]),
        ]

        /// A plugin that answers `tell.count` with whatever the test sets, and publishes each
        /// `tell.publish` payload on `tell.news`.
        final class Teller: PluginProtocol {
            static let policyValue = Policy(
                name: "Teller", receive: .init(commands: ["tell.publish"], queries: ["tell.count"]),
                publish: .init(events: ["tell.news"]))

            let policy = Teller.policyValue
            /// What `tell.count` answers.
            let answer = Locked<JSON>(["count": 1])
            let news = EventSource<EventOutput>(buffering: .unbounded)

            init(messageSender: any MessageSending, configurationFiles: [String: String]) {}

            func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
                news.stream
            }

            func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
                news.send(EventOutput(.success(payload ?? .null), correlationID: correlationID))
            }

            func onReceive(query: Message, payload: JSON?) throws -> JSON {
                answer.value
            }

            func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
                throw PluginError(code: .unknownMessage, message: "Teller shows nothing")
            }

            func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
        }

        /// A started hub with Teller (with its contracts) and an asker that may use it.
        static func started() throws -> (Hub, Teller, LazyPlugin) {
            let hub = Hub()
            try hub.register(
                named: "Teller", policy: try .policy(Teller.policyValue),
                contracts: PluginContracts(contracts, file: "Teller contracts")
            ) { sender in Teller(messageSender: sender, configurationFiles: [:]) }
            let asker = Policy(
                name: "Asker", send: .init(commands: ["tell.publish"], queries: ["tell.count"]),
                subscribe: .init(events: ["tell.news"]))
            try hub.registerLazy(asker, ledger: Ledger(), activation: .atLaunch)
            try hub.start()
            let teller = try #require(try hub.plugin(named: "Teller") as? Teller)
            return (hub, teller, try hub.lazy("Asker"))
        }

        /// The schema of `message`'s answer.
        static func answerSchema(_ message: Message) throws -> JSONSchema {
            try JSONSchema(try #require(contracts.first { $0.message == message }?.answerSchema))
        }

        @Test(
            "a query answer its contract refuses fails the query as failed, naming every place, by either way",
            arguments: [
                ["count": -1], ["count": "many"], ["total": 3], ["count": 2.5, "extra": true], "seven",
            ] as [JSON])
        func badAnswer(answer: JSON) throws {
            let (hub, teller, asker) = try Self.started()
            defer { hub.stop() }
            #expect(try hub.send(query: "tell.count", payload: nil, sender: asker) == ["count": 1])
            teller.answer.withLock { $0 = answer }
            let violations = try Self.answerSchema("tell.count").violations(of: answer)
            #expect(!violations.isEmpty)
            let expected =
                "Teller answered query \"tell.count\" with a value its contract's answer schema refuses: "
                + "\(JSONSchemaValidationError(violations: violations))"
            let sends: [() throws -> JSON] = [
                { try hub.send(query: "tell.count", payload: nil, sender: asker) },
                { try asker.sender.send(query: "tell.count", payload: nil, sender: asker) },
            ]
            for send in sends {
                let error = #expect(throws: PluginError.self) { try send() }
                #expect(error?.code == .failed)
                #expect(error?.message == expected, "\(error?.message ?? "no error")")
                #expect(error?.advice == "fix the plugin or its contract")
                #expect(error?.receiver == "Teller" && error?.messageName == "tell.count" && error?.kind == .query)
            }
            // An answer that fits goes through again.
            teller.answer.withLock { $0 = ["count": 0] }
            #expect(try asker.sender.send(query: "tell.count", payload: nil, sender: asker) == ["count": 0])
        }

        @Test("an event value its contract refuses is reported in contractViolations, once per value, and delivered")
        func badEventValue() async throws {
            let (hub, _, asker) = try Self.started()
            defer { hub.stop() }
            let received = Locked<[EventOutput]>([])
            // Two subscriptions to the one stream: the hub watches it once.
            let stream = try hub.publisher(forEvent: "tell.news", payload: nil, subscriber: asker)
            let again = try asker.sender.publisher(forEvent: "tell.news", payload: nil, subscriber: asker)
            #expect(stream === again)
            let token = stream.subscribe { output in received.withLock { $0.append(output) } }
            defer { token.cancel() }

            try asker.sender.send(
                command: "tell.publish", payload: ["headline": "Fine"], correlationID: "good", sender: asker)
            try asker.sender.send(
                command: "tell.publish", payload: ["headline": 7], correlationID: "bad", sender: asker)
            try asker.sender.send(
                command: "tell.publish", payload: ["title": "x"], correlationID: "worse", sender: asker)
            #expect(await eventually { received.value.count == 3 })
            #expect(await eventually { hub.contractViolations.count == 2 })
            let schema = try Self.answerSchema("tell.news")
            let expected = [["headline": 7], ["title": "x"]].map { (value: JSON) in
                "Teller answered event \"tell.news\" with a value its contract's answer schema refuses: "
                    + "\(JSONSchemaValidationError(violations: schema.violations(of: value))); "
                    + "fix the plugin or its contract"
            }
            #expect(hub.contractViolations == expected)
            // Delivered all the same: a value is on its way when it is seen.
            #expect(received.value.map(\.correlationID) == ["good", "bad", "worse"])
        }

        @Test("a subscription payload the event's contract refuses is refused as invalidPayload")
        func badSubscriptionPayload() throws {
            let (hub, _, asker) = try Self.started()
            defer { hub.stop() }
            let error = #expect(throws: PluginError.self) {
                try asker.sender.publisher(forEvent: "tell.news", payload: ["since": 3], subscriber: asker)
            }
            #expect(error?.code == .invalidPayload)
            #expect(
                error?.message
                    == "Teller cannot use the payload of event \"tell.news\": <root>: expected null, found an object of 1 field (type)",
                "\(error?.message ?? "")")
            #expect(hub.contractViolations.isEmpty)
        }
    }
#endif
