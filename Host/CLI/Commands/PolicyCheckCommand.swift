import ArgumentParser
import Foundation
import FrontEndServer
import HubInterfaces
import PlatformHub
import Prelude

/// `host policy check`: validates a set of policies as the hub does at start-up and
/// reports every problem at once. Exits 1 when there is an error; warnings alone pass.
/// With `--trace`, also compares the policies with recorded traffic (least privilege).
struct PolicyCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the policies as the hub does at start-up, reporting every problem at once.",
        discussion: """
            Without --policy, checks the policies the app registers: each vertical's and the shell's, \
            read from their source files when run from the package's root; --agent-policy adds the policy \
            host serve --mcp gives its agent. Each problem names the plugin, the file and the key. Exits 1 when there is an error; warnings alone exit 0.

            With --trace FILE..., also reads traces recorded by `host trace --record`, `host tour --record` \
            or `host serve --record` and lists every permission the policies grant that no recorded run \
            used (at its policy file's line) and every denial that happened, with how often. --fix then \
            removes the unused permissions from the policy files, or refuses and changes nothing when that \
            could deny something a recorded run did. Exits 1 when the policies have errors, a trace cannot \
            be read, or --fix refuses; unused permissions alone exit 0.
            """
    )

    @Option(
        name: .customLong("policy"),
        help: "A policy to check instead of the shipped ones, as <plugin>=<path> (repeat the option for more).")
    var policies: [String] = []

    @Option(
        name: .customLong("agent-policy"),
        help: ArgumentHelp(
            "The policy of host serve --mcp's agent (the file given there), checked with the shipped ones.",
            valueName: "file"),
        completion: .file())
    var agentPolicy: String?

    @Option(
        name: .customLong("trace"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "Trace files to compare the policies with (one or more, or repeat the option).", valueName: "file"),
        completion: .file())
    var traces: [String] = []

    @Flag(help: "Remove the permissions no recorded run used from the policy files (needs --trace).")
    var fix = false

    @Option(
        name: .customLong("only"),
        help: ArgumentHelp(
            "With --trace: report and fix the unused permissions of this plugin alone (Agent, for the policy "
                + "--agent-policy names); the other policies are still validated with it.",
            valueName: "plugin"))
    var only: String?

    @Option(help: "Print as text for people, as JSON for programs, or as a SARIF 2.1.0 log (with --trace).")
    var format: PolicyCheckFormat = .text

    func validate() throws {
        var seen: Set<String> = []
        for entry in policies {
            guard let (plugin, _) = Self.split(entry) else {
                throw ValidationError(
                    "Give --policy as <plugin>=<path>, for example Maps=Verticals/Maps/Resources/Policy/Maps.json; "
                        + "'\(entry.escapedForTerminal)' is not in that form.")
            }
            if let why = Policy.pluginNameProblem(plugin) {
                throw ValidationError("--policy \(plugin.escapedForTerminal)=…: \(why).")
            }
            guard seen.insert(plugin).inserted else {
                throw ValidationError(
                    "Give each plugin's policy once; --policy \(plugin.escapedForTerminal)=… appears more than once.")
            }
        }
        if agentPolicy != nil && policies.contains(where: { Self.split($0)?.plugin == MCPTransport.agentName }) {
            throw ValidationError("Give the agent's policy once: with --agent-policy or as --policy Agent=…, not both.")
        }
        if traces.isEmpty && fix {
            throw ValidationError("Give --trace with --fix: the fix removes what the traces show no run used.")
        }
        if let only {
            if let why = Policy.pluginNameProblem(only) {
                throw ValidationError("--only \(only.escapedForTerminal): \(why).")
            }
            if traces.isEmpty {
                throw ValidationError("Give --trace with --only: it narrows the unused permissions the traces show.")
            }
        }
        if traces.isEmpty && format == .sarif {
            throw ValidationError("Give --trace with --format sarif, or use --format text or json.")
        }
    }

    func run() async throws {
        let entries =
            try
            (policies.isEmpty
            ? PolicyFiles.sources()
            : policies.compactMap(Self.split).map {
                PluginPolicy(plugin: $0.plugin, source: .file(URL(fileURLWithPath: $0.path)))
            })
            + (agentPolicy.map {
                [PluginPolicy(plugin: MCPTransport.agentName, source: .file(URL(fileURLWithPath: $0)))]
            } ?? [])
        guard !traces.isEmpty else {
            let report = PolicyValidator.validate(entries)
            switch format {
            case .text: Console.write(report.text())
            case .json, .sarif: Console.line(report.jsonText(pretty: true))
            }
            if !report.isValid { throw ExitCode.failure }
            return
        }
        if let only, !entries.contains(where: { $0.plugin == only }) {
            throw HostUsageError(
                "There is no plugin '\(only.escapedForTerminal)' among the policies checked; use one of "
                    + entries.map(\.plugin).joined(separator: ", ") + ".")
        }
        if fix && policies.isEmpty {
            let copies = try PolicyFiles.shipped().map(\.source.file)
            let fixed = entries.filter { only == nil || $0.plugin == only }
            if let copy = fixed.first(where: { copies.contains($0.source.file) }) {
                throw HostUsageError(
                    "Run --fix from the package's root, or give the files with --policy: \(copy.plugin)'s policy "
                        + "here is the build's copy (\(copy.source.file.escapedForTerminal)), and fixing it would change "
                        + "nothing the next build keeps.")
            }
        }
        var report = LeastPrivilege.check(entries, traces: traces)
        if let only { report.sites = report.sites.filter { $0.site.grant.plugin == only } }
        let outcome = fix ? PolicyShrink.apply(report, policies: entries) : nil
        switch format {
        case .text: Console.write(report.text(fix: outcome))
        case .json: Console.line((try? report.json(fix: outcome).serialized(pretty: true)) ?? "{}")
        case .sarif:
            Console.write(
                report.sarifLog(
                    root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
                    fix: outcome
                ))
        }
        if !report.policyReport.isValid || !report.tracesRead || outcome?.refused == true {
            throw ExitCode.failure
        }
    }

    private static func split(_ entry: String) -> (plugin: String, path: String)? {
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (parts[0], parts[1])
    }
}

/// How `host policy check` prints: `--format text|json|sarif`.
enum PolicyCheckFormat: String, ExpressibleByArgument, CaseIterable {
    /// For people.
    case text
    /// For programs: one JSON document.
    case json
    /// A SARIF 2.1.0 log for code scanning (with `--trace`).
    case sarif
}
