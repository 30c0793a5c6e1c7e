import Foundation
import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// A graph validated when the app was built (``ValidatedGraph``) is trusted only when the hub
/// registers the very policies and contracts it was made from, in any order; anything else
/// makes the hub validate at start and say why, and a graph with errors is never trusted stale.
@Suite("Validated graph: trusted when unchanged, validated at start otherwise")
struct GraphTrustTests {
    static let sender = """
        {
          "name": "Sender",
          "send": { "commands": ["shop.buy"], "queries": ["shop.price"] },
          "subscribe": { "events": ["shop.outcomes"] }
        }
        """

    static let shop = """
        {
          "name": "Shop",
          "receive": { "commands": ["shop.buy"], "queries": ["shop.price"] },
          "publish": { "events": ["shop.outcomes"] }
        }
        """

    static let contracts = """
        [
          {"message": "shop.buy", "kind": "command", "summary": "Buys an item.",
           "payloadSchema": {"type": "null"}, "answerSchema": {}, "examples": [null]},
          {"message": "shop.price", "kind": "query", "summary": "Gives the price.",
           "payloadSchema": {"type": "null"}, "answerSchema": {"type": "string"}, "examples": [null]},
          {"message": "shop.outcomes", "kind": "event", "summary": "Tells how each purchase went.",
           "payloadSchema": {"type": "null"}, "answerSchema": {}, "examples": [null]}
        ]
        """

    /// A plugin that neither sends nor receives.
    static let idle = #"{ "name": "Idle" }"#

    /// An agent a front end adds: it asks Shop's price.
    static let agent = #"{ "name": "Agent", "send": { "queries": ["shop.price"] } }"#

    /// A plugin's policy text and, when it declares them, its contracts text.
    struct Texts: Sendable {
        var name: String
        var policy: String
        var contracts: String?

        var entry: PluginPolicy {
            PluginPolicy(
                plugin: name, source: .text(policy, file: "Policy/\(name).json"),
                contracts: contracts.map { .text($0, file: "Contracts/\(name).json") })
        }
    }

    /// Sender and Shop (with its contracts), as built.
    static let built = [
        Texts(name: "Sender", policy: sender), Texts(name: "Shop", policy: shop, contracts: contracts),
    ]

    /// The graph `texts` make when validated, as the build makes it.
    static func graph(_ texts: [Texts]) throws -> ValidatedGraph {
        let (report, graph) = ValidatedGraph.validate(texts.map(\.entry))
        return try #require(graph, "\(report.text())")
    }

    /// A hub with `texts` registered (each plugin an ``EchoPlugin`` made at launch), not started.
    static func hub(_ texts: [Texts]) throws -> Hub {
        let hub = Hub()
        for plugin in texts {
            let entry = plugin.entry
            let policy = try JSON(parsing: plugin.policy).decode(Policy.self)
            try hub.register(named: entry.plugin, policy: entry.source, contracts: entry.contracts) { sender in
                EchoPlugin(policy: policy, sender: sender)
            }
        }
        return hub
    }

    /// Expects the started `hub` to route as usual: Sender's query answered and its command
    /// delivered to Shop, and what Sender's policy lacks denied.
    static func expectRoutes(_ hub: Hub) throws {
        let sender = try hub.echo("Sender")
        #expect(try sender.sender.send(query: "shop.price", payload: nil, sender: sender) == .string("shop.price"))
        _ = try sender.sender.send(command: "shop.buy", payload: nil, sender: sender)
        #expect(
            try hub.echo("Shop").deliveries.value == [
                .init(kind: .query, message: "shop.price"), .init(kind: .command, message: "shop.buy"),
            ])
        let denied = #expect(throws: PluginError.self) {
            try sender.sender.send(command: "shop.price", payload: nil, sender: sender)
        }
        #expect(denied?.code == .denied)
    }

    @Test("the very texts the graph was made from: trusted, and the hub routes as usual")
    func trusted() throws {
        let graph = try Self.graph(Self.built)
        let hub = try Self.hub(Self.built)
        let report = try hub.start(validatedGraph: graph)
        #expect(hub.graphValidation == .whenBuilt)
        #expect(report == graph.report)
        try Self.expectRoutes(hub)
    }

    @Test("registration order does not matter for trust")
    func anyOrder() throws {
        let graph = try Self.graph(Self.built + [Texts(name: "Idle", policy: Self.idle)])
        let hub = try Self.hub([Texts(name: "Idle", policy: Self.idle)] + Self.built.reversed())
        try hub.start(validatedGraph: graph)
        #expect(hub.graphValidation == .whenBuilt)
        try Self.expectRoutes(hub)
    }

    /// A change since the build: what the hub registers instead of ``built``, and the words the
    /// reason must hold.
    struct Change: Sendable, CustomTestStringConvertible {
        let name: String
        let built: [Texts]
        let registered: [Texts]
        let reason: [String]

        var testDescription: String { name }
    }

    static let changes = [
        Change(
            name: "one byte of a policy", built: built,
            registered: [built[0], Texts(name: "Shop", policy: shop + " ", contracts: contracts)],
            reason: ["Shop's policy (Policy/Shop.json) differs"]),
        Change(
            name: "contracts no longer declared", built: built,
            registered: [built[0], Texts(name: "Shop", policy: shop)],
            reason: ["Shop was built with contracts and starts without them"]),
        Change(
            name: "a plugin added (an agent's policy)", built: built,
            registered: built + [Texts(name: "Agent", policy: agent)],
            reason: ["built with the plugins Sender, Shop", "starts with Agent, Sender, Shop"]),
        Change(
            name: "a plugin missing", built: built + [Texts(name: "Idle", policy: idle)], registered: built,
            reason: ["built with the plugins Idle, Sender, Shop", "starts with Sender, Shop"]),
        Change(
            name: "a plugin in another's place", built: built + [Texts(name: "Idle", policy: idle)],
            registered: built + [Texts(name: "Agent", policy: agent)],
            reason: ["built with the plugins Idle, Sender, Shop", "starts with Agent, Sender, Shop"]),
    ]

    @Test("a change since the build: validated at start, the reason naming it", arguments: changes)
    func validatedAtStart(_ change: Change) throws {
        let graph = try Self.graph(change.built)
        let hub = try Self.hub(change.registered)
        let report = try hub.start(validatedGraph: graph)
        guard case .atStart(let reason) = hub.graphValidation else {
            Issue.record("the hub trusted a graph made from other files: \(String(describing: hub.graphValidation))")
            return
        }
        for words in change.reason { #expect(reason.contains(words), "\(reason)") }
        // Validated as without a graph.
        #expect(report == PolicyValidator.validate(change.registered.map(\.entry)))
        try Self.expectRoutes(hub)
    }

    @Test("contracts changed since the build but still fitting the policy: trusted, and used when the plugin is made")
    func contractsChangedStillValid() throws {
        let graph = try Self.graph(Self.built)
        let changed = Self.contracts.replacingOccurrences(of: "Gives the price.", with: "Gives the price now.")
        let hub = try Self.hub([Self.built[0], Texts(name: "Shop", policy: Self.shop, contracts: changed)])
        try hub.start(validatedGraph: graph)
        // Contracts concern their own plugin only: they are compared when it is made.
        #expect(hub.graphValidation == .whenBuilt)
        try Self.expectRoutes(hub)
        #expect(hub.contracts.contains { $0.contract.summary == "Gives the price now." })
    }

    @Test("contracts changed since the build that no longer fit the policy: the plugin is not made, saying why")
    func contractsChangedBroken() throws {
        let graph = try Self.graph(Self.built)
        // shop.price loses its contract: the policy receives it without one.
        let broken = Self.contracts.replacingOccurrences(
            of: #""message": "shop.price""#, with: #""message": "shop.cost""#)
        let hub = Hub()
        for plugin in [Self.built[0], Texts(name: "Shop", policy: Self.shop, contracts: broken)] {
            let entry = plugin.entry
            let policy = try JSON(parsing: plugin.policy).decode(Policy.self)
            try hub.register(
                named: entry.plugin, policy: entry.source, contracts: entry.contracts,
                activation: plugin.name == "Shop" ? .onFirstUse : .atLaunch
            ) { sender in EchoPlugin(policy: policy, sender: sender) }
        }
        try hub.start(validatedGraph: graph)
        #expect(hub.graphValidation == .whenBuilt)
        let sender = try hub.echo("Sender")
        let error = #expect(throws: PluginError.self) {
            try sender.sender.send(query: "shop.price", payload: nil, sender: sender)
        }
        #expect(error?.code == .unavailable)
        #expect(
            error?.message.contains("Shop cannot use its contracts: they differ from those the app was built with")
                == true)
        #expect(error?.message.contains("missingContract") == true, "\(String(describing: error))")
    }

    @Test("no graph from the build: validated at start")
    func noGraph() throws {
        let hub = try Self.hub(Self.built)
        try hub.start(validatedGraph: nil)
        #expect(hub.graphValidation == .atStart(because: "no graph from the build"))
        try Self.expectRoutes(hub)
    }

    @Test("a change that breaks the graph: start throws as it does without a graph")
    func brokenSinceTheBuild() throws {
        let graph = try Self.graph(Self.built)
        let broken = [
            Texts(
                name: "Sender", policy: Self.sender.replacingOccurrences(of: #""shop.price""#, with: #""shop.cost""#)),
            Self.built[1],
        ]
        let hub = try Self.hub(broken)
        let error = #expect(throws: HubStartError.self) { try hub.start(validatedGraph: graph) }
        let unaided = #expect(throws: HubStartError.self) { try Self.hub(broken).start() }
        #expect(error?.report == unaided?.report)
        #expect(error?.report.errors.map(\.code) == [.sendWithoutReceiver])
        #expect(hub.graphValidation == nil)
    }

    @Test("a graph is never made from a set with errors, and is made (with its warnings) from one without")
    func neverMadeWithErrors() {
        let unreceived = Texts(
            name: "Sender", policy: Self.sender.replacingOccurrences(of: "shop.buy", with: "shop.sell"))
        let (report, graph) = ValidatedGraph.validate([unreceived.entry, Self.built[1].entry])
        #expect(graph == nil)
        #expect(!report.isValid)
        let duplicate = Texts(
            name: "Sender",
            policy: Self.sender.replacingOccurrences(of: #"["shop.buy"]"#, with: #"["shop.buy", "shop.buy"]"#))
        let (warned, made) = ValidatedGraph.validate([duplicate.entry, Self.built[1].entry])
        #expect(warned.isValid && !warned.warnings.isEmpty)
        #expect(made?.report == warned)
    }

    @Test("a graph of another format is refused in words, and the hub validates at start")
    func otherFormat() throws {
        let graph = try Self.graph(Self.built)
        guard case .object(var members) = try graph.json else {
            Issue.record("the graph is not written as an object")
            return
        }
        members["format"] = .int(2)
        let error = #expect(throws: ValidatedGraphError.self) { try ValidatedGraph(json: .object(members)) }
        #expect(error?.description.contains("format 2") == true, "\(String(describing: error))")
        #expect(error?.description.contains("reads format \(ValidatedGraph.currentFormat)") == true)
        #expect(error?.description.contains("build the app again") == true)

        // One made in code with another format is not trusted either.
        var other = graph
        other.format = ValidatedGraph.currentFormat + 1
        let hub = try Self.hub(Self.built)
        try hub.start(validatedGraph: other)
        guard case .atStart(let reason) = hub.graphValidation else {
            Issue.record("the hub trusted a graph of format \(other.format)")
            return
        }
        #expect(reason.contains("format \(other.format)"), "\(reason)")
        try Self.expectRoutes(hub)
    }
}
