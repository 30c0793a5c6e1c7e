import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// Over many random policy pairs: a message reaches the receiver if and only if the
/// sender's policy sends it AND the receiver's policy receives it (events: the subscriber
/// subscribes, on demand or at launch, AND the publisher publishes). A seeded generator
/// makes failures repeatable.
@Suite("Default deny, as a property")
struct DefaultDenyPropertyTests {
    static let names: [Message] = (0..<12).map { Message("prop.m\($0)") }
    static let kinds: [MessageKind] = [.command, .query, .viewQuery, .event]

    /// A random subset of ``names``.
    static func subset(_ random: inout SeededGenerator) -> [Message] {
        names.filter { _ in Bool.random(using: &random) }
    }

    @Test("delivered iff both policies allow it, over 10,000 random pairs")
    func property() throws {
        var random = SeededGenerator(seed: 0x5EED_A1FA_9)
        var checked = 0
        for _ in 0..<10_000 {
            try checkOnePair(&random)
            checked += 1
        }
        #expect(checked == 10_000)
    }

    /// Builds Sender and Receiver with random policies, plus a Sink that receives (and
    /// publishes) whatever Sender sends but Receiver does not, so the graph is valid; then
    /// sends random messages and checks where they went.
    private func checkOnePair(_ random: inout SeededGenerator) throws {
        let sends = Policy.Routes(
            commands: Self.subset(&random), queries: Self.subset(&random), viewQueries: Self.subset(&random))
        let receives = Policy.Routes(
            commands: Self.subset(&random), queries: Self.subset(&random), viewQueries: Self.subset(&random))
        let subscribes = Self.subset(&random)
        let atLaunch = Self.subset(&random)
        let publishes = Self.subset(&random)
        func rest(_ wanted: [Message], _ taken: [Message]) -> [Message] { wanted.filter { !taken.contains($0) } }
        let sender = Policy(
            name: "Sender", send: sends, subscribe: .init(events: subscribes),
            subscribeAtAppLaunch: .init(events: atLaunch))
        let receiver = Policy(name: "Receiver", receive: receives, publish: .init(events: publishes))
        let sink = Policy(
            name: "Sink",
            receive: .init(
                commands: rest(sends.commands, receives.commands), queries: rest(sends.queries, receives.queries),
                viewQueries: rest(sends.viewQueries, receives.viewQueries)),
            publish: .init(events: rest(subscribes + rest(atLaunch, subscribes), publishes)))
        let hub = Hub()
        try hub.registerEcho(sender)
        try hub.registerEcho(receiver)
        try hub.registerEcho(sink)
        try hub.start()
        let from = try hub.echo("Sender")
        let to = try hub.echo("Receiver")
        let other = try hub.echo("Sink")

        for _ in 0..<4 {
            let message = Self.names.randomElement(using: &random) ?? Self.names[0]
            let kind = Self.kinds.randomElement(using: &random) ?? .command
            let (senderAllows, receiverAllows) = allowed(kind, message, sender: sender, receiver: receiver)
            let before = (to.deliveries.value.count, other.deliveries.value.count)
            let outcome = Result { () throws(any Error) -> AnyObject? in try send(kind, message, from: from) }
            let reachedReceiver: Bool
            switch (kind, outcome) {
            case (.event, .success(let stream)):
                reachedReceiver = stream === to.outcomes.stream
            default:
                reachedReceiver = to.deliveries.value.count == before.0 + 1
            }
            #expect(reachedReceiver == (senderAllows && receiverAllows), "\(kind) \(message)")
            if senderAllows {
                #expect(throws: Never.self) { try outcome.get() }
            } else {
                let error = outcome.error as? PluginError
                #expect(error?.code == .denied)
                #expect(error?.lackingPolicy == .sender)
                #expect(error?.receiver == (receiverAllows ? "Receiver" : nil))
                #expect(to.deliveries.value.count == before.0 && other.deliveries.value.count == before.1)
            }
        }
    }

    private func allowed(_ kind: MessageKind, _ message: Message, sender: Policy, receiver: Policy) -> (Bool, Bool) {
        switch kind {
        case .command: (sender.send.commands.contains(message), receiver.receive.commands.contains(message))
        case .query: (sender.send.queries.contains(message), receiver.receive.queries.contains(message))
        case .viewQuery: (sender.send.viewQueries.contains(message), receiver.receive.viewQueries.contains(message))
        case .event:
            (
                sender.subscribe.events.contains(message) || sender.subscribeAtAppLaunch.events.contains(message),
                receiver.publish.events.contains(message)
            )
        }
    }

    /// Sends `message` as `kind`; returns the stream for an event.
    private func send(_ kind: MessageKind, _ message: Message, from plugin: EchoPlugin) throws -> AnyObject? {
        switch kind {
        case .command:
            try plugin.sender.send(command: message, payload: nil, sender: plugin)
        case .query:
            _ = try plugin.sender.send(query: message, payload: nil, sender: plugin)
        case .viewQuery:
            _ = try plugin.sender.send(viewQuery: message, payload: nil, sender: plugin)
        case .event:
            return try plugin.sender.publisher(forEvent: message, payload: nil, subscriber: plugin)
        }
        return nil
    }
}

extension Result {
    /// The failure, if any.
    var error: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
