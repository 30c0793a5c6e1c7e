import ArgumentParser
import Foundation
import Logging
import Prelude

/// The `host` executable's entry point: parses the command line, runs the command, and
/// turns every error into its message and exit code: 0 (done, or help and version), 1
/// (the operation failed) or 64 (the command line is wrong). With `--format json`, errors
/// are a JSON document on standard error too, with the run's warnings in it; a run that
/// succeeds with warnings writes `{"warnings": [...]}` there.
@main
enum HostMain {
    static func main() async {
        _ = StartupClock.began
        let arguments = Array(CommandLine.arguments.dropFirst())
        let json = OutputFormat.requested(in: arguments)
        // Log lines (warnings about the data, `serve`'s log) go to standard error, never
        // into a command's output; with `--format json` they become part of the JSON there.
        LoggingSystem.bootstrap { label -> any LogHandler in
            json ? WarningCollector() : StreamLogHandler.standardError(label: label)
        }
        do {
            try HelpRequest.check(arguments)
            var command = try HostCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let report = ErrorReport(error)
            let code = report.print(json: json)
            if json && !report.printsError { printWarnings() }
            exit(code)
        }
        if json { printWarnings() }
    }

    /// Writes `{"warnings": [...]}` on standard error when the run logged any.
    private static func printWarnings() {
        guard let warnings = WarningCollector.json else { return }
        Console.error((try? JSON.object(["warnings": warnings]).serialized(pretty: true)) ?? #"{"warnings": []}"#)
    }
}
