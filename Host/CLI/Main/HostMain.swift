import ArgumentParser
import Foundation
import Logging

/// The `host` executable's entry point: parses the command line, runs the command, and
/// turns every error into its message and exit code: 0 (done, or help and version), 1
/// (the operation failed) or 64 (the command line is wrong). With `--format json`, errors
/// are a JSON document on standard error too.
@main
enum HostMain {
    static func main() async {
        // Log lines (warnings about the data, `serve`'s log) go to standard error, never
        // into a command's output.
        LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
        let arguments = Array(CommandLine.arguments.dropFirst())
        let json = OutputFormat.requested(in: arguments)
        do {
            try HelpRequest.check(arguments)
            var command = try HostCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(ErrorReport(error).print(json: json))
        }
    }
}
