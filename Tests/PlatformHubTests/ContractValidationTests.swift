import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// Start-up validation of the contracts a plugin is registered with: every message its
/// policy receives or publishes needs one, none may be left over, and each must be usable.
@Suite("Contract validation")
struct ContractValidationTests {
    static let policyText = """
        {
          "name": "Shop",
          "receive": { "commands": ["shop.buy"], "queries": ["shop.price", "shop.stock"], "viewQueries": ["shop.view"] },
          "publish": { "events": ["shop.outcomes"] }
        }
        """

    static let object: JSON = ["type": "object", "properties": ["item": ["type": "string"]], "required": ["item"]]

    static func contract(
        _ name: String, _ kind: MessageKind, payload: JSON = object, answer: JSON? = ["type": "object"],
        examples: [JSON] = [["item": "tea"]], summary: String = "Does a thing for the test."
    ) -> MessageContract {
        MessageContract(
            message: Message(name), kind: kind, summary: summary, payloadSchema: payload, answerSchema: answer,
            examples: examples)
    }

    static let complete = [
        contract("shop.buy", .command), contract("shop.price", .query), contract("shop.stock", .query),
        contract("shop.view", .viewQuery, answer: nil),
        contract("shop.outcomes", .event, payload: ["type": "null"], examples: [nil]),
    ]

    func report(_ contracts: [MessageContract]?) -> PolicyReport {
        PolicyValidator.validate([
            PluginPolicy(
                plugin: "Shop", source: .text(Self.policyText, file: "Policy/Shop.json"),
                contracts: contracts.map { PluginContracts($0, file: "Contracts/Shop.json") })
        ])
    }

    @Test("contracts that match the policy, and a plugin without contracts, raise nothing")
    func valid() {
        #expect(report(Self.complete).errors.isEmpty)
        #expect(report(nil).errors.isEmpty)
    }

    @Test("a message without a contract is reported at its place in the policy file")
    func missing() throws {
        let errors = report(Self.complete.filter { $0.message.name != "shop.stock" }).errors
        let problem = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(problem.code == .missingContract)
        #expect(problem.file == "Policy/Shop.json" && problem.key == "receive.queries[1]")
        #expect(problem.line == 3 && problem.column == 68)
        #expect(problem.messageName == "shop.stock")
        #expect(problem.message.contains("Contracts/Shop.json"))
    }

    @Test("a contract for a message the policy lacks, or of another kind, is reported at the contract")
    func leftOver() {
        let contracts = Self.complete.filter { $0.message.name != "shop.buy" } + [Self.contract("shop.buy", .query)]
        let problems = report(contracts).errors.map { "\($0.code) \($0.file) \($0.key)" }
        #expect(
            problems == [
                "missingContract Policy/Shop.json receive.commands[0]",
                "contractWithoutMessage Contracts/Shop.json [4]",
            ])
    }

    @Test("an unusable contract is reported with where and why")
    func unusable() {
        let contracts = [
            Self.contract("shop.buy", .command, payload: ["type": "object", "requried": ["item"]]),
            Self.contract("shop.price", .query, examples: [["item": 7]]),
            Self.contract("shop.stock", .query, answer: nil, examples: []),
            Self.contract("shop.view", .viewQuery, summary: " "),
            Self.contract("shop.outcomes", .event, payload: ["type": "null"], examples: [nil]),
            Self.contract("shop.outcomes", .event, payload: ["type": "null"], examples: [nil]),
        ]
        let problems = report(contracts).errors.map { "\($0.key): \($0.message)" }
        #expect(
            problems == [
                #"[0].payloadSchema: the schema cannot be used: #: unknown keyword "requried"; did you mean required? (an unknown keyword would check nothing)"#,
                "[1].examples[0]: the payload schema refuses this example: item: expected a string, found integer 7 (type)",
                "[2].answerSchema: give the JSON Schema of the query's answer",
                "[2].examples: give at least one example payload (null for none)",
                "[3].summary: give one full sentence saying what the message does",
                "[3].answerSchema: a view query answers with a view; remove the answer schema",
                #"[5]: event "shop.outcomes" has a contract at [4] already; keep one"#,
            ])
    }

    @Test("the hub refuses to start with a contract problem, and gives the contracts once started")
    func hub() throws {
        let broken = Hub()
        try broken.register(
            named: "Shop", policy: .text(Self.policyText, file: "Shop.json"),
            contracts: PluginContracts(Array(Self.complete.dropFirst()), file: "Shop contracts")
        ) { sender in EchoPlugin(policy: Policy(name: "Shop"), sender: sender) }
        let error = #expect(throws: HubStartError.self) { try broken.start() }
        #expect(error?.report.errors.map(\.code) == [.missingContract])

        let hub = Hub()
        let policy = try JSON(parsing: Self.policyText).decode(Policy.self)
        try hub.register(
            named: "Shop", policy: .text(Self.policyText, file: "Shop.json"),
            contracts: PluginContracts(Self.complete, file: "Shop contracts")
        ) { sender in EchoPlugin(policy: policy, sender: sender) }
        try hub.start()
        defer { hub.stop() }
        #expect(hub.contracts.map(\.contract.message.name) == Self.complete.map(\.message.name))
        #expect(hub.contracts.allSatisfy { $0.plugin == "Shop" })
        #expect(hub.contract(for: "shop.price", kind: .query)?.contract.kind == .query)
        #expect(hub.contract(for: "shop.price", kind: .command) == nil)
    }

    @Test("a contracts file decodes strictly: an unknown key or kind is named")
    func decoding() {
        let unknownKey = #expect(throws: JSONDecodingError.self) {
            try JSON(parsing: #"[{"message": "shop.buy", "kind": "command", "sumary": "x"}]"#)
                .decode([MessageContract].self)
        }
        #expect(unknownKey?.description.contains(#"unknown key "sumary""#) == true)
        let unknownKind = #expect(throws: JSONDecodingError.self) {
            try JSON(
                parsing:
                    #"[{"message": "shop.buy", "kind": "querry", "summary": "x", "payloadSchema": {}, "examples": []}]"#
            ).decode([MessageContract].self)
        }
        #expect(
            unknownKind?.description.contains(#"unknown kind "querry"; use command, query, viewQuery or event"#) == true
        )
        let badName = #expect(throws: JSONDecodingError.self) {
            try JSON(
                parsing:
                    #"[{"message": "shop buy", "kind": "query", "summary": "x", "payloadSchema": {}, "examples": []}]"#
            )
            .decode([MessageContract].self)
        }
        #expect(badName?.description.contains("[0].message") == true)
    }
}
