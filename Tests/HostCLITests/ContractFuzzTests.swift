import Foundation
import HubInterfaces
import JSONSchema
import PlatformHub
import Prelude
import Testing

/// The hub against payloads that break the verticals' contracts: under each vertical's name
/// a ``Tripwire`` with the vertical's shipped policy and contracts, and a shell that sends
/// every message they receive. Every payload a contract's schema refuses is refused by the
/// hub as `invalidPayload` in the contract's words, whether sent through the hub or through
/// the shell's own handle, with tracing off or on; no tripwire ever receives one; and every
/// payload a schema accepts, the examples first, reaches its tripwire.
@Suite("Fuzzing the hub with payloads that break the verticals' contracts")
struct ContractFuzzTests {
    /// One hub with the tripwires and the shell.
    struct Cast {
        let hub: Hub
        let shell: EveryMessageShell
        /// Each vertical with its tripwire, in registration order.
        let verticals: [(vertical: ShippedVertical, tripwire: Tripwire)]
    }

    /// How a payload leaves the shell: through the hub on its behalf (found by identity), or
    /// through the handle the hub gave it (the routes it was handed).
    enum Path: String, CaseIterable {
        case hub, handle
    }

    /// What sending a payload showed.
    struct Tally {
        /// The messages (`<kind> <message>` of a vertical) that refused a payload.
        var refused: Set<String> = []
        /// The kinds of message that refused a payload.
        var refusedKinds: Set<MessageKind> = []
        /// How many payloads were sent.
        var sent = 0
        /// How many payloads went otherwise than their contract says.
        var failures = 0
        /// The first few of them, in words.
        var shown: [String] = []
    }

    /// Starts a hub (tracing or not) with a tripwire for each vertical, made on first use,
    /// and the shell; runs `body` and stops the hub.
    static func withTripwires<Result>(tracing: Bool, _ body: (Cast) throws -> Result) throws -> Result {
        let hub = Hub(tracing: tracing)
        defer { hub.stop() }
        var verticals: [(vertical: ShippedVertical, tripwire: Tripwire)] = []
        for entry in VerticalsOnHub.verticals {
            let vertical = try ShippedVertical(entry)
            let tripwire = try Tripwire(vertical)
            verticals.append((vertical, tripwire))
            try hub.register(
                named: entry.name, policy: .file(URL(fileURLWithPath: try entry.policyFilePath())),
                contracts: .file(URL(fileURLWithPath: try entry.contractsFilePath())), activation: .onFirstUse
            ) { _ in tripwire }
        }
        let policy = EveryMessageShell.policy(sendingTo: verticals.map(\.vertical))
        let text = try JSON(encoding: policy).serialized()
        try hub.register(named: policy.name, policy: .text(text, file: "Shell.json")) { sender in
            EveryMessageShell(policy: policy, sender: sender)
        }
        try hub.start()
        let shell = try #require(try hub.plugin(named: policy.name) as? EveryMessageShell)
        return try body(Cast(hub: hub, shell: shell, verticals: verticals))
    }

    /// Sends `payload` as `contract`'s message from the shell by `path`.
    static func send(_ contract: MessageContract, _ payload: JSON?, by path: Path, in cast: Cast) throws {
        let sender: any MessageSending = path == .hub ? cast.hub : cast.shell.sender
        switch contract.kind {
        case .command: _ = try sender.send(command: contract.message, payload: payload, sender: cast.shell)
        case .query: _ = try sender.send(query: contract.message, payload: payload, sender: cast.shell)
        case .viewQuery: _ = try sender.send(viewQuery: contract.message, payload: payload, sender: cast.shell)
        case .event: _ = try sender.publisher(forEvent: contract.message, payload: payload, subscriber: cast.shell)
        }
    }

    /// Sends `payload` to `tripwire`'s vertical as `contract`'s message and checks the outcome
    /// against what `schema` says of the payload: one it refuses is refused by the hub in the
    /// contract's words and never reaches the tripwire; one it accepts reaches the tripwire.
    /// What went otherwise is kept in `tally` (so that a broken hub reports a count and a few
    /// examples, not thousands of issues).
    static func check(
        _ payload: JSON?, _ contract: MessageContract, schema: JSONSchema, tripwire: Tripwire, by path: Path,
        in cast: Cast, what: @autoclosure () -> String, tally: inout Tally
    ) {
        let violations = schema.violations(ofPayload: payload)
        let before = tripwire.count(contract.kind, contract.message)
        var refusal: PluginError?
        var other: (any Error)?
        do {
            try send(contract, payload, by: path, in: cast)
        } catch let error as PluginError {
            refusal = error
        } catch {
            other = error
        }
        let reached = tripwire.count(contract.kind, contract.message) - before
        tally.sent += 1
        var problems: [String] = []
        if let other { problems.append("threw \(other), not a PluginError") }
        if violations.isEmpty {
            if refusal?.code == .invalidPayload {
                problems.append("accepted by the schema, refused: \(refusal?.message ?? "")")
            }
            if reached != 1 { problems.append("accepted by the schema, but reached \(tripwire.name) \(reached) times") }
        } else {
            let words = "\(tripwire.name) cannot use the payload of \(contract.kind) \"\(contract.message)\": "
            if refusal?.code != .invalidPayload {
                problems.append("not refused as invalidPayload: \(refusal.map { "\($0)" } ?? "delivered")")
            }
            if refusal?.message.hasPrefix(words) != true {
                problems.append("refused in other words: \(refusal?.message ?? "")")
            }
            if refusal?.message != words + "\(JSONSchemaValidationError(violations: violations))" {
                problems.append("refused without the contract's violations: \(refusal?.message ?? "")")
            }
            if refusal?.messageName != contract.message.name || refusal?.kind != contract.kind {
                problems.append(
                    "the refusal names \(refusal?.kind.map { "\($0)" } ?? "no kind") \(refusal?.messageName ?? "no message")"
                )
            }
            if refusal?.sender != cast.shell.policy.name || refusal?.receiver != tripwire.name {
                problems.append(
                    "the refusal names \(refusal?.sender ?? "no sender") to \(refusal?.receiver ?? "no receiver")")
            }
            if reached != 0 { problems.append("reached \(tripwire.name) although its contract refuses it") }
            tally.refused.insert(Tripwire.key(contract.kind, contract.message))
            tally.refusedKinds.insert(contract.kind)
        }
        guard !problems.isEmpty else { return }
        tally.failures += 1
        if tally.shown.count < 10 {
            tally.shown.append(
                "\(tripwire.name) \(contract.kind) \(contract.message) by \(path), \(what()): "
                    + problems.joined(separator: "; "))
        }
    }

    /// The payload `example` stands for: `null` is no payload.
    static func payload(_ example: JSON) -> JSON? {
        example.isNull ? nil : example
    }

    /// Whole payloads of every type, and none.
    static let shapes: [JSON?] = [
        nil, .null, .bool(true), .int(0), .double(1.5), .string("text"), [], [1], [:], ["unexpected": 1],
    ]

    @Test(
        "every payload a contract refuses near its examples, or of the wrong shape, is refused in its words and reaches no vertical",
        arguments: [false, true])
    func counterexamples(tracing: Bool) throws {
        let tally = try Self.withTripwires(tracing: tracing) { cast in
            var tally = Tally()
            for (vertical, tripwire) in cast.verticals {
                for contract in vertical.contracts {
                    let schema = try JSONSchema(contract.payloadSchema)
                    let counterexamples = contract.examples.flatMap { schema.counterexamples(near: $0) }
                    for path in Path.allCases {
                        // The examples first: each reaches the tripwire (and makes it, the first time).
                        for example in contract.examples {
                            Self.check(
                                Self.payload(example), contract, schema: schema, tripwire: tripwire, by: path,
                                in: cast, what: "example \(example)", tally: &tally)
                        }
                        for counterexample in counterexamples {
                            Self.check(
                                counterexample.value, contract, schema: schema, tripwire: tripwire, by: path,
                                in: cast, what: "\(counterexample)", tally: &tally)
                        }
                        for shape in Self.shapes {
                            Self.check(
                                shape, contract, schema: schema, tripwire: tripwire, by: path, in: cast,
                                what: "the payload \(shape.map { "\($0)" } ?? "none")", tally: &tally)
                        }
                    }
                }
            }
            for (_, tripwire) in cast.verticals {
                #expect(tripwire.crashes.value.isEmpty, "\(tripwire.crashes.value.prefix(5))")
            }
            #expect(
                tally.failures == 0,
                "\(tally.failures) payloads went otherwise, among them:\n\(tally.shown.joined(separator: "\n"))")
            return tally
        }
        // Every message of every vertical refused something, of every kind.
        let everything = try VerticalsOnHub.verticals.flatMap { try ShippedVertical($0).contracts }
        #expect(tally.sent > 1_000)
        #expect(tally.refused == Set(everything.map { Tripwire.key($0.kind, $0.message) }))
        #expect(tally.refusedKinds == [.command, .query, .viewQuery, .event])
    }

    /// How many changed payloads each example gives.
    static let rounds = 40

    @Test(
        "payloads changed at random from the examples are refused in the contract's words when it refuses them, and reach the vertical only when it accepts them",
        arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
    func randomMutations(seed: UInt64) throws {
        var mutations = PayloadMutations(seed: seed)
        let tally = try Self.withTripwires(tracing: seed % 2 == 0) { cast in
            var tally = Tally()
            for (vertical, tripwire) in cast.verticals {
                for contract in vertical.contracts {
                    let schema = try JSONSchema(contract.payloadSchema)
                    for example in contract.examples {
                        for round in 0..<Self.rounds {
                            let (value, changes) = mutations.mutate(Self.payload(example))
                            Self.check(
                                value, contract, schema: schema, tripwire: tripwire,
                                by: round % 2 == 0 ? .hub : .handle, in: cast,
                                what:
                                    "seed \(seed), round \(round) from \(example): \(changes.joined(separator: ", "))",
                                tally: &tally)
                        }
                    }
                }
            }
            for (_, tripwire) in cast.verticals {
                #expect(tripwire.crashes.value.isEmpty, "\(tripwire.crashes.value.prefix(5))")
            }
            #expect(
                tally.failures == 0,
                "\(tally.failures) payloads went otherwise, among them:\n\(tally.shown.joined(separator: "\n"))")
            return tally
        }
        let examples = try VerticalsOnHub.verticals.flatMap { try ShippedVertical($0).contracts }.map(\.examples.count)
        #expect(tally.sent == Self.rounds * examples.reduce(0, +))
        // Most changes break a contract: the fuzzing is not testing valid payloads only.
        #expect(tally.refused.count > 15, "\(tally.refused.sorted())")
        #expect(tally.refusedKinds == [.command, .query, .viewQuery, .event])
    }
}
