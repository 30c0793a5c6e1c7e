import ArgumentParser
import HubInterfaces
import PlatformHub
import Prelude

/// `host messages [MESSAGE]`: every message the verticals receive or publish, described by
/// its contract: kind, owner, sentence and schemas.
struct MessagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "messages",
        abstract: "List every message with its kind, its owner, a sentence and its payload and answer schemas.",
        discussion: """
            Each vertical declares a contract for every message it receives or publishes (its \
            Resources/Contracts/<Name>.json): a sentence, the JSON Schema (draft 2020-12) of the payload \
            and of the answer (a query's answer, a command's outcome on its vertical's outcomes event, or an \
            event's values), and example payloads. Without a message, lists them all with the payload's \
            fields in one line (a ? marks an optional field); with one, shows its whole contract and a \
            `host send` command line for each example. --format json prints the contracts as data. \
            `host send` checks a payload against the contract before sending. Exits 64 for an unknown message.
            """
    )

    @Argument(
        help: "A message to show in full, such as maps.nearby; leave it out to list every message.",
        completion: .custom { _, _, _ in SendCommand.knownMessages() })
    var message: String?

    @OptionGroup var output: FormatOption

    func run() async throws {
        let contracts = try PolicySet.shipped().contracts
        var shown = contracts
        if let message {
            shown = contracts.filter { $0.contract.message.name == message }
            guard !shown.isEmpty else {
                let names = Set(contracts.map(\.contract.message.name)).sorted().joined(separator: ", ")
                throw HostUsageError(
                    "There is no message '\(String(message.prefix(200)).escapedForTerminal)'; use one of \(names).")
            }
        }
        switch output.format {
        case .json:
            let list = JSON.array(JSON.Array(shown.map(Self.json)))
            try Console.json(message == nil ? list : shown.count == 1 ? Self.json(shown[0]) : list)
        case .text:
            let blocks = shown.map { message == nil ? Self.brief($0) : Self.full($0) }
            Console.write(blocks.joined(separator: "\n"))
        }
    }

    /// The contract as data, with its owner.
    static func json(_ registered: RegisteredContract) -> JSON {
        let contract = registered.contract
        var members: JSON.Object = [
            "message": .string(contract.message.name), "kind": .string(contract.kind.rawValue),
            "owner": .string(registered.plugin), "summary": .string(contract.summary),
            "payloadSchema": contract.payloadSchema, "examples": .array(JSON.Array(contract.examples)),
        ]
        members["answerSchema"] = contract.answerSchema ?? .null
        return .object(members)
    }

    /// Three lines: the name, kind and owner; the sentence; the payload and answer in brief.
    private static func brief(_ registered: RegisteredContract) -> String {
        let contract = registered.contract
        return """
            \(contract.message) (\(kindWords(contract.kind)), \(registered.plugin))
              \(contract.summary)
              payload: \(SchemaSummary.line(contract.payloadSchema))
              \(answerLine(contract))

            """
    }

    /// The whole contract: both schemas in full, and each example as a command line.
    private static func full(_ registered: RegisteredContract) -> String {
        let contract = registered.contract
        let pretty = { (schema: JSON) in ((try? schema.serialized(pretty: true)) ?? "{}") }
        var lines = [
            "\(contract.message) (\(kindWords(contract.kind)), \(registered.plugin))", contract.summary, "",
            "Payload schema:", pretty(contract.payloadSchema), "",
        ]
        if let answer = contract.answerSchema {
            lines += ["\(answerNoun(contract.kind)) schema:", pretty(answer), ""]
        }
        lines.append("Examples:")
        lines += contract.examples.enumerated().map { index, example in
            "  " + exampleCommand(contract, example: example, number: index + 1)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func answerLine(_ contract: MessageContract) -> String {
        guard let answer = contract.answerSchema else { return "answer: a view" }
        return "\(answerNoun(contract.kind).lowercased()): \(SchemaSummary.line(answer))"
    }

    private static func answerNoun(_ kind: MessageKind) -> String {
        switch kind {
        case .query: "Answer"
        case .command: "Outcome"
        case .viewQuery: "View"
        case .event: "Value"
        }
    }

    private static func kindWords(_ kind: MessageKind) -> String {
        kind == .viewQuery ? "view query" : kind.rawValue
    }

    /// The `host` command line that sends `example`, or subscribes for an event, quoted for a
    /// POSIX shell so it can be pasted as it is.
    private static func exampleCommand(_ contract: MessageContract, example: JSON, number: Int) -> String {
        let payload = example.isNull ? "" : " --payload " + example.description.shellQuoted
        switch contract.kind {
        case .event: return "host subscribe \(contract.message)\(payload)"
        case .command, .query, .viewQuery:
            let kind = contract.kind == .viewQuery ? "view" : contract.kind.rawValue
            return "host send \(kind) \(contract.message)\(payload)    # or: --example \(number)"
        }
    }
}
