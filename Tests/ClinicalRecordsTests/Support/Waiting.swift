import Foundation
import HubInterfaces
import Prelude
import Testing

/// A wait that ran out: what was awaited and for how long.
struct DeadlinePassed: Error, CustomStringConvertible {
    let what: String
    let seconds: Int
    var description: String { "\(what) did not arrive within \(seconds) s" }
}

extension EventStream<EventOutput>.Subscription {
    /// The next output tagged `id`, skipping others; fails after `seconds` (generous: CI
    /// runs on a loaded machine).
    func output(for id: CorrelationID, within seconds: Int = 120) async throws -> EventOutput {
        try await withThrowingTaskGroup(of: EventOutput?.self) { group in
            group.addTask {
                for await output in self where output.correlationID == id { return output }
                return nil
            }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw DeadlinePassed(what: "the output for \(id)", seconds: seconds)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let output = first else {
                throw DeadlinePassed(what: "the output for \(id) (the stream ended)", seconds: seconds)
            }
            return output
        }
    }
}
