import ArgumentParser
import Prelude

/// `host trace <command>…`: runs another command with the hub recording its traffic, then
/// prints that traffic as a Mermaid sequence diagram.
struct TraceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run another command with tracing on and print its hub traffic as a Mermaid sequence diagram.",
        discussion: """
            For example `host trace send query maps.search --payload '{"text": "clinic"}'`. The command's \
            own output comes first, then the diagram. With --format json (before the command) the result \
            is one document: the command's output, the trace entries and the diagram. A command that \
            fails still gets its diagram, and trace exits with the command's exit code.
            """
    )

    @OptionGroup var output: FormatOption

    @Option(
        help: ArgumentHelp(
            "Also record the traffic to this trace file (made 0600), for host policy check --trace.",
            valueName: "file"),
        completion: .file())
    var record: String?

    @Argument(
        parsing: .captureForPassthrough,
        help: ArgumentHelp(
            "The command to run, with its arguments, such as: send view maps.view.", valueName: "command"))
    var command: [String] = []

    func validate() throws {
        guard let first = command.first else {
            throw ValidationError("Name the command to trace, for example: host trace send view maps.view.")
        }
        guard first != "trace" else {
            throw ValidationError("Trace a command other than trace itself, for example: host trace tour.")
        }
    }

    func run() async throws {
        var arguments = command
        if output.format == .json && !arguments.contains(where: { $0 == "--format" || $0.hasPrefix("--format=") }) {
            arguments += ["--format", "json"]
        }
        var inner = try HostCommand.parseAsRoot(arguments)
        let collector = TraceCollector()
        let capture = output.format == .json ? Locked("") : nil
        var failure: (any Error)?
        do {
            try await TraceRecorder.recording(to: record, as: "host trace \(command.first ?? "")") {
                try await TraceCollector.$current.withValue(collector) {
                    try await Console.$capture.withValue(capture) {
                        if var asyncCommand = inner as? any AsyncParsableCommand {
                            try await asyncCommand.run()
                        } else {
                            try inner.run()
                        }
                    }
                }
            }
        } catch {
            failure = error
        }
        switch output.format {
        case .text:
            Console.line()
            Console.write(collector.mermaid())
        case .json:
            let text = capture?.value ?? ""
            let innerOutput = (try? JSON(parsing: text)) ?? .string(text)
            try Console.json(
                .object([
                    "output": innerOutput, "trace": try JSON(encoding: collector.entries),
                    "droppedCount": .int(collector.droppedCount), "mermaid": .string(collector.mermaid()),
                ]))
        }
        if let failure { throw failure }
    }
}
