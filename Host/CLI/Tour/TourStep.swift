import HubInterfaces
import Prelude

/// One step of the tour: what was sent, by whom, what came back, and whether that is what
/// the tour expected (a refusal can be expected: the tour shows denials and bad payloads).
struct TourStep: Sendable {
    /// What the tour expects of a step.
    enum Expectation: Sendable {
        /// An answer, a view, or a command whose outcome is a success.
        case success
        /// A command whose outcome arrives as a failure on its stream.
        case failedOutcome
        /// The hub or the receiver refuses the message at once with this code.
        case refused(PluginError.Code)
    }

    /// The vertical (or topic) the step belongs to.
    let section: String
    /// What the step shows, as a sentence.
    let title: String
    /// The same message sent from the command line.
    let commandLine: String
    /// The message's kind.
    let kind: MessageKind
    /// The message's name.
    let message: String
    /// Who sent it.
    let sender: String
    /// What came back, for people: one line each.
    var lines: [String] = []
    /// What came back, as data.
    var result: JSON = .null
    /// Whether it went as expected.
    var asExpected = false
}

extension TourStep {
    /// The step as data.
    var json: JSON {
        .object([
            "section": .string(section), "title": .string(title), "commandLine": .string(commandLine),
            "kind": .string(kind.rawValue), "message": .string(message), "sender": .string(sender),
            "result": result, "asExpected": .bool(asExpected),
        ])
    }

    /// The step for people: its number and title, the command line, then what came back.
    func text(number: Int) -> String {
        var text = "\(number). \(section): \(title)\n   $ \(commandLine)\n"
        for line in lines {
            text += "   \(line)\n"
        }
        if !asExpected {
            text += "   UNEXPECTED: the tour expected otherwise; see above\n"
        }
        return text
    }
}
