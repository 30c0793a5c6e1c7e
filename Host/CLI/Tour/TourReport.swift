import Foundation
import Prelude

/// What `host tour` prints: where it ran, each step, and the sequence diagram.
struct TourReport {
    let configuration: HostConfiguration
    let steps: [TourStep]
    let facts: [String: JSON]
    let mermaid: String

    /// The report for people.
    var text: String {
        var text = """
            A tour of the app: every step is a message through the hub, sent as `host send` would.
            Data in \(configuration.dataDirectory.path), locale \(configuration.locale).


            """
        for (index, step) in steps.enumerated() {
            text += step.text(number: index + 1) + "\n"
        }
        text += "The tour's traffic as a Mermaid sequence diagram:\n\n" + mermaid
        return text
    }

    /// The report as data.
    var json: JSON {
        .object([
            "dataDirectory": .string(configuration.dataDirectory.path),
            "locale": .string(configuration.locale.identifier),
            "steps": .array(JSON.Array(steps.map(\.json))),
            "facts": .object(JSON.Object(facts)),
            "allAsExpected": .bool(steps.allSatisfy(\.asExpected)),
            "mermaid": .string(mermaid),
        ])
    }
}
