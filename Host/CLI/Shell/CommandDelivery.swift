import HubInterfaces
import Prelude

/// One command sent and its outcome awaited: subscribes to the receiver's events first,
/// sends, then waits for the output that carries the command's correlation id.
struct CommandDelivery {
    let app: HostApp
    let speaker: Speaker
    let message: Message
    let payload: JSON?
    /// Events named by the user to wait on; empty for the receiver's outcome event.
    let events: [String]
    /// The id to send with, or `nil` for one the hub makes.
    let correlationID: CorrelationID?
    let timeout: Duration

    /// What happened to the command.
    struct Result {
        let message: Message
        let receiver: String
        let correlationID: CorrelationID
        /// The events watched for the outcome.
        let outcomeEvents: [Message]
        /// Every output with the command's id that arrived, up to and including the outcome.
        let arrivals: [EventWatch.Arrival]
        /// The output on an outcome event, or `nil` when none arrived in time.
        let outcome: EventWatch.Arrival?
        let timeout: Duration

        /// Throws when the outcome is a failure or never came (exit code 1), naming the
        /// command, its correlation id and the events waited on.
        func check() throws(HostFailure) {
            let command = "command \(message.name) (correlation id \(correlationID.rawValue))"
            if let outcome, let error = outcome.output.error {
                throw HostFailure(
                    "the outcome of \(command) on \(outcome.event.name) is a failure: \(error)", pluginError: error)
            }
            if outcome == nil && !outcomeEvents.isEmpty {
                let waited = outcomeEvents.map(\.name).joined(separator: ", ")
                throw HostFailure("no outcome of \(command) arrived on \(waited) within \(timeout)")
            }
        }

        var text: String {
            let waited = outcomeEvents.map(\.name).joined(separator: ", ")
            var lines = [
                "sent command \(message.name) to \(receiver) with correlation id \(correlationID.rawValue)"
                    + (outcomeEvents.isEmpty ? "; \(receiver) publishes no outcome to wait for" : "")
            ]
            lines += arrivals.map { $0.output.text(event: $0.event) }
            if outcome == nil && !outcomeEvents.isEmpty {
                lines.append("no outcome on \(waited) within \(timeout)")
            }
            return lines.joined(separator: "\n") + "\n"
        }

        var json: JSON {
            var members: JSON.Object = [
                "command": .string(message.name), "receiver": .string(receiver),
                "correlationID": .string(correlationID.rawValue),
                "outcomeEvents": .array(JSON.Array(outcomeEvents.map { .string($0.name) })),
                "events": .array(JSON.Array(arrivals.map { $0.output.json(event: $0.event) })),
            ]
            members["outcome"] = outcome.map { $0.output.json(event: $0.event) } ?? .null
            return .object(members)
        }
    }

    func run() async throws -> Result {
        let lookup = MessageLookup(hub: app.hub)
        guard let receiver = lookup.receiver(of: message, kind: .command) else {
            throw HostUsageError("No plugin receives command \(message.name).")
        }
        let subscribable = Set(lookup.policy(of: speaker.name)?.subscribe.events ?? [])
        let watched: [Message]
        let outcomeEvents: [Message]
        if events.isEmpty {
            watched = receiver.publish.events.filter { subscribable.contains($0) }
            let outcomes = watched.filter { $0.name.hasSuffix(".outcomes") }
            outcomeEvents = outcomes.isEmpty ? watched : outcomes
        } else {
            var named: [Message] = []
            for name in events {
                named.append(try lookup.message(name, kind: .event))
            }
            watched = named
            outcomeEvents = named
        }
        let watch = try HostFailure.catching { try EventWatch(speaker, events: watched) }
        defer { watch.cancel() }
        let id = try HostFailure.catching { () throws -> CorrelationID in
            if let correlationID {
                try speaker.command(message, payload: payload, correlationID: correlationID)
                return correlationID
            }
            return try speaker.command(message, payload: payload)
        }
        var arrivals: [EventWatch.Arrival] = []
        var outcome: EventWatch.Arrival?
        if !outcomeEvents.isEmpty {
            watch.finish(after: timeout)
            for await arrival in watch.arrivals where arrival.output.correlationID == id {
                // Bounded: a plugin that repeats an id cannot grow the list without limit.
                if arrivals.count < EventWatch.bufferLimit { arrivals.append(arrival) }
                if outcomeEvents.contains(arrival.event) {
                    outcome = arrival
                    break
                }
            }
        }
        return Result(
            message: message, receiver: receiver.name, correlationID: id, outcomeEvents: outcomeEvents,
            arrivals: arrivals, outcome: outcome, timeout: timeout)
    }
}
