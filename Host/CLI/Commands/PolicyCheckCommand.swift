import ArgumentParser
import Foundation
import PlatformHub
import VerticalInterfaces

/// `host policy check`: validates a set of policies as the hub does at start-up and
/// reports every problem at once. Exits 1 when there is an error; warnings alone pass.
struct PolicyCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the policies as the hub does at start-up, reporting every problem at once.",
        discussion: """
            Without --policy, checks the policies the app registers: each vertical's and the shell's, \
            read from their source files when run from the package's root. Each problem names the \
            plugin, the file and the key. Exits 1 when there is an error; warnings alone exit 0.
            """
    )

    @Option(
        name: .customLong("policy"),
        help: "A policy to check instead of the shipped ones, as <plugin>=<path> (repeat the option for more).")
    var policies: [String] = []

    @Option(help: "Print as text for people or as JSON for programs.")
    var format: OutputFormat = .text

    func validate() throws {
        var seen: Set<String> = []
        for entry in policies {
            guard let (plugin, _) = Self.split(entry) else {
                throw ValidationError(
                    "Give --policy as <plugin>=<path>, for example Maps=Verticals/Maps/Resources/Policy/Maps.json; "
                        + "'\(entry.terminalSafe)' is not in that form.")
            }
            if let why = Policy.pluginNameProblem(plugin) {
                throw ValidationError("--policy \(plugin.terminalSafe)=…: \(why).")
            }
            guard seen.insert(plugin).inserted else {
                throw ValidationError(
                    "Give each plugin's policy once; --policy \(plugin.terminalSafe)=… appears more than once.")
            }
        }
    }

    func run() async throws {
        let entries =
            try policies.isEmpty
            ? PolicyFiles.sources()
            : policies.compactMap(Self.split).map {
                PluginPolicy(plugin: $0.plugin, source: .file(URL(fileURLWithPath: $0.path)))
            }
        let report = PolicyValidator.validate(entries)
        switch format {
        case .text: Console.write(report.text())
        case .json: Console.line(report.jsonText(pretty: true))
        }
        if !report.isValid { throw ExitCode.failure }
    }

    private static func split(_ entry: String) -> (plugin: String, path: String)? {
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (parts[0], parts[1])
    }
}
