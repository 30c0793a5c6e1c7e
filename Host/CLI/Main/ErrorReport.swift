import ArgumentParser
import PlatformHub
import Prelude

/// An error as the user sees it: its message, where it goes, and the exit code.
struct ErrorReport {
    /// What kind of error it is, which sets the exit code.
    enum Kind: String {
        /// Help or the version was asked for: printed on standard output, exit code 0.
        case help
        /// The command line is wrong: exit code 64.
        case usage
        /// The operation failed: exit code 1.
        case failure
    }

    let kind: Kind
    /// The message (for usage errors from the parser, with the usage in text form).
    let text: String
    /// The one-line message for JSON.
    let message: String
    let exitCode: Int32
    /// The hub's or plugin's error, for JSON.
    let details: JSON?

    init(_ error: any Error) {
        // Help, usage messages and completion scripts come as errors; they list what the verticals offer.
        VerticalsHelp.willRender()
        switch error {
        case let failure as HostFailure:
            self.init(.failure, message: failure.description, details: failure.pluginError?.json)
        case let usage as HostUsageError:
            self.init(.usage, message: usage.description)
        case let missing as MissingSubcommand:
            self.init(.usage, message: missing.description, text: missing.text)
        case let exit as ExitCode:
            // The command printed its own output; only the code is left to give.
            self.init(
                kind: exit == .success ? .help : .failure, text: "", message: "", exitCode: exit.rawValue, details: nil)
        default:
            let code = HostCommand.exitCode(for: error).rawValue
            self.init(
                kind: code == 0 ? .help : code == ExitCode.validationFailure.rawValue ? .usage : .failure,
                text: HostCommand.fullMessage(for: error), message: HostCommand.message(for: error), exitCode: code,
                details: nil)
        }
    }

    private init(_ kind: Kind, message: String, text: String? = nil, details: JSON? = nil) {
        self.init(
            kind: kind, text: text ?? "Error: \(message)", message: message,
            exitCode: kind == .usage ? ExitCode.validationFailure.rawValue : ExitCode.failure.rawValue, details: details
        )
    }

    private init(kind: Kind, text: String, message: String, exitCode: Int32, details: JSON?) {
        self.kind = kind
        self.text = text
        self.message = message
        self.exitCode = exitCode
        self.details = details
    }

    /// Whether ``print(json:)`` writes an error on standard error (with `--format json`, a
    /// document that holds the run's warnings too).
    var printsError: Bool {
        kind != .help && (!message.isEmpty || !text.isEmpty)
    }

    /// Prints the report (help on standard output, errors on standard error) and returns
    /// the exit code.
    func print(json: Bool) -> Int32 {
        switch kind {
        case .help:
            if !text.isEmpty { Console.line(text) }
        case .usage, .failure:
            guard !message.isEmpty || !text.isEmpty else { break }
            if json {
                var members: JSON.Object = [
                    "kind": .string(kind.rawValue), "message": .string(message), "exitCode": .int(Int(exitCode)),
                ]
                members["details"] = details
                var report: JSON.Object = ["error": .object(members)]
                report["warnings"] = WarningCollector.json
                let document = JSON.object(report)
                Console.error((try? document.serialized(pretty: true)) ?? #"{"error": {"kind": "failure"}}"#)
            } else {
                // Line by line, so that the usage text keeps its lines while text from input
                // (a payload's bidirectional override, an escape sequence) is escaped.
                Console.error(
                    text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).escapedForTerminal }
                        .joined(separator: "\n"))
            }
        }
        return exitCode
    }
}
