import ArgumentParser
import HubInterfaces
import PlatformHub
import Prelude

/// `host send command|query|view <message>`: sends one message as the host's shell (or as
/// another plugin with `--as`) and prints the answer, the view, or the command's outcome.
struct SendCommand: AsyncParsableCommand {
    /// The kinds of message a person can send.
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        /// A command: fire and forget; its outcome arrives on an event stream.
        case command
        /// A query: returns JSON.
        case query
        /// A view query: returns a view.
        case view

        /// The hub's kind.
        var messageKind: MessageKind {
            switch self {
            case .command: .command
            case .query: .query
            case .view: .viewQuery
            }
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send a command, query or view query through the hub and print what comes back.",
        discussion: """
            The host sends as its shell plugin under its own policy (Host/CLI/Resources/Policy/Shell.json), \
            or as another plugin with --as. A query prints its JSON answer; a view prints as indented \
            text (JSON with --format json); a command subscribes to the receiver's events first, sends, \
            and waits for the output that carries its correlation id (with --format json: the id, the \
            receiver, the outcome and every output with that id). The payload is first checked against \
            the message's contract (`host messages MESSAGE` shows it): one that does not fit is not sent, \
            and the error names every place and why. --payload-file FILE reads the payload from a file (- for \
            standard input) of at most 1 MiB, for payloads too large for the command line; --example N sends \
            the contract's Nth example instead. A refused message (payload that does not fit, policy denial, \
            failed outcome) exits 1; an unknown message, malformed JSON, a payload file that cannot be read or \
            is larger than 1 MiB, or an example that does not exist exits 64.
            """
    )

    @Argument(help: "What kind of message: command, query or view.")
    var kind: Kind

    @Argument(
        help: "The message's name, such as maps.nearby; `host plugins` lists them.",
        completion: .custom { _, _, _ in SendCommand.knownMessages() })
    var message: String

    @Option(help: ArgumentHelp("The message's payload as JSON, such as '{\"text\": \"clinic\"}'.", valueName: "json"))
    var payload: String?

    @Option(
        help: ArgumentHelp(
            "Read the payload as JSON from this file (- for standard input), at most 1 MiB, instead of --payload.",
            valueName: "file"))
    var payloadFile: String?

    @Option(
        help: ArgumentHelp(
            "Send the message's Nth example payload from its contract (1 for the first) instead of --payload.",
            valueName: "n"))
    var example: Int?

    @Flag(
        help: ArgumentHelp(
            "Send the payload without checking it against the message's contract first (the receiving plugin "
                + "still checks it)."))
    var unchecked = false

    @Option(
        name: .customLong("as"),
        help: ArgumentHelp(
            "Send as this plugin instead of the shell, under its policy, to see what that policy allows.",
            valueName: "plugin"))
    var sender: String?

    @Option(
        help: ArgumentHelp(
            "For a command: the event to wait on for its outcome (repeatable); by default the receiver's "
                + "<vertical>.outcomes event, or every event it publishes.",
            valueName: "event"))
    var event: [String] = []

    @Option(help: "For a command: the correlation id to send it with; by default the hub makes one (#1).")
    var id: String?

    @Option(help: "For a command: how many seconds to wait for its outcome.")
    var timeout: Double = 10

    @OptionGroup var app: AppOptions
    @OptionGroup var output: FormatOption

    func validate() throws {
        _ = try PayloadOption.parse(payload)
        try TimeoutOption.check(timeout)
        let given = [
            ("--payload", payload != nil), ("--payload-file", payloadFile != nil), ("--example", example != nil),
        ]
        .filter(\.1).map(\.0)
        if given.count > 1 {
            throw ValidationError(
                "Give one of --payload, --payload-file and --example, not \(given.joined(separator: " and ")): each "
                    + "gives the whole payload.")
        }
        if kind != .command && (!event.isEmpty || id != nil) {
            throw ValidationError("--event and --id are for commands; a \(kind.rawValue) answers at once.")
        }
    }

    func run() async throws {
        // Read before the app starts: a payload file that cannot be used is the command line's fault.
        let given =
            try payloadFile.map { path throws(HostUsageError) in try PayloadFile.read(path) }
            ?? PayloadOption.parse(payload)
        let app = try HostApp.start(try app.configuration())
        let speaker = try app.speaker(as: sender)
        let message = try MessageLookup(hub: app.hub).message(message, kind: kind.messageKind)
        let contract = app.hub.contract(for: message, kind: kind.messageKind)
        let payload = try example.map { try ContractCheck.example($0, of: contract, message: message) } ?? given
        if let contract, !unchecked { try ContractCheck.check(payload, against: contract) }
        switch kind {
        case .query:
            let answer = try HostFailure.catching { try speaker.query(message, payload: payload) }
            if app.configuration.reportsStartup { StartupClock.reportAnswered() }
            try Console.json(answer)
        case .view:
            let view = try HostFailure.catching { try speaker.view(message, payload: payload) }
            if app.configuration.reportsStartup { StartupClock.reportAnswered() }
            switch output.format {
            case .text: Console.write(view.renderedText())
            case .json: try Console.json(try JSON(encoding: view))
            }
        case .command:
            let delivery = CommandDelivery(
                app: app, speaker: speaker, message: message, payload: payload,
                events: event, correlationID: id.map { CorrelationID($0) }, timeout: .seconds(timeout))
            let result = try await delivery.run()
            switch output.format {
            case .text: Console.write(result.text)
            case .json: try Console.json(result.json)
            }
            try result.check()
        }
    }

    /// Every message some plugin receives, for completions.
    static func knownMessages() -> [String] {
        guard let set = try? PolicySet.shipped() else { return [] }
        return [MessageKind.command, .query, .viewQuery].flatMap { set.messages(of: $0).map(\.name) }
    }
}
