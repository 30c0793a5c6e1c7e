import ArgumentParser
import Foundation
import HubInterfaces
import Prelude

/// `host subscribe <event>`: subscribes as the shell and prints each `EventOutput` as it
/// arrives, optionally sending a command first to cause some.
struct SubscribeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "subscribe",
        abstract: "Subscribe to an event and print each output as it arrives.",
        discussion: """
            Only what happens in this process arrives, so --trigger sends a command once subscribed, \
            for example `host subscribe info.updates --count 1 --trigger info.refresh`. With --format json \
            each output is one JSON object on its own line. Exits 1 when --count outputs did not arrive \
            within --timeout.
            """
    )

    @Argument(
        help: "The event's name, such as info.updates; `host plugins` lists them.",
        completion: .custom { _, _, _ in SubscribeCommand.knownEvents() })
    var event: String

    @Option(help: ArgumentHelp("A payload for the subscription (a filter or parameters) as JSON.", valueName: "json"))
    var payload: String?

    @Option(help: "Stop after this many outputs (1 to 10000); without it, run until --timeout or the stream ends.")
    var count: Int?

    @Option(help: "Stop after this many seconds.")
    var timeout: Double?

    @Option(help: ArgumentHelp("A command to send once subscribed, to cause outputs.", valueName: "command"))
    var trigger: String?

    @Option(
        name: .customLong("trigger-payload"),
        help: ArgumentHelp("The payload of the --trigger command as JSON.", valueName: "json"))
    var triggerPayload: String?

    @Option(
        name: .customLong("as"),
        help: ArgumentHelp("Subscribe as this plugin instead of the shell, under its policy.", valueName: "plugin"))
    var subscriber: String?

    @OptionGroup var app: AppOptions
    @OptionGroup var output: FormatOption

    /// The most outputs `--count` may ask for.
    static let maximumCount = 10_000

    func validate() throws {
        _ = try PayloadOption.parse(payload)
        _ = try PayloadOption.parse(triggerPayload, option: "--trigger-payload")
        if let timeout { try TimeoutOption.check(timeout) }
        if let count, !(1...Self.maximumCount).contains(count) {
            throw ValidationError("Give --count as a number from 1 to \(Self.maximumCount).")
        }
        if triggerPayload != nil && trigger == nil {
            throw ValidationError("--trigger-payload goes with --trigger, which names the command to send.")
        }
    }

    func run() async throws {
        let app = try HostApp.start(try app.configuration())
        let speaker = try app.speaker(as: subscriber)
        let lookup = MessageLookup(hub: app.hub)
        let event = try lookup.message(event, kind: .event)
        let command = try trigger.map { name throws(HostUsageError) in try lookup.message(name, kind: .command) }
        let watch = try HostFailure.catching {
            try EventWatch(speaker, events: [event], payload: try PayloadOption.parse(payload))
        }
        defer { watch.cancel() }
        if let command {
            let payload = try PayloadOption.parse(triggerPayload, option: "--trigger-payload")
            let id = try HostFailure.catching { try speaker.command(command, payload: payload) }
            if output.format == .text {
                Console.line("sent command \(command.name) with correlation id \(id.rawValue)")
            }
        }
        if let timeout { watch.finish(after: .seconds(timeout)) }
        var received = 0
        for await arrival in watch.arrivals {
            switch output.format {
            case .text: Console.line(arrival.output.text(event: arrival.event))
            case .json: Console.line(try arrival.output.json(event: arrival.event).serialized())
            }
            received += 1
            if received == count { break }
        }
        if let count, received < count {
            let why = watch.timedOut ? "within \(timeout.map { "\($0)" } ?? "") s" : "before the stream ended"
            throw HostFailure("\(received) of \(count) outputs of \(event.name) arrived \(why)")
        }
    }

    /// Every event some plugin publishes, for completions.
    static func knownEvents() -> [String] {
        guard let set = try? PolicySet.shipped() else { return [] }
        return set.messages(of: .event).map(\.name)
    }
}
