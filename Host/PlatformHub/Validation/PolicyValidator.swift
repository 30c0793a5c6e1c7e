import HubInterfaces
import Prelude

/// Validates a set of plugin policies as a whole, reporting every problem at once: each
/// file on its own (size, JSON, keys, types, names), then the graph (duplicate names,
/// messages received or events published twice, sends without a receiver, subscriptions
/// without a publisher; warnings for receives and publishes nobody uses, self-sends and
/// repeated entries), then, for each plugin registered with contracts, its contracts against
/// its policy (a message received or published without a contract, at its place in the
/// policy; a contract for a message the policy does not have; a contract that cannot be used).
///
/// The hub runs this at ``Hub/start(validatedGraph:)``; the host's `policy check` calls it directly.
///
/// ```swift
/// let report = PolicyValidator.validate([PluginPolicy(plugin: "Maps", source: .file(url))])
/// print(report.text())
/// ```
///
/// Graph checks that need every policy (missing receivers and publishers, unused
/// messages) run only when every file loaded, so one broken file does not bury the
/// report in follow-on problems. Validation interns no name (a checked file may be
/// hostile); each file's problems carry the line and column of the key they concern;
/// problems of one kind in one file beyond ``PolicyReport/maximumProblemsPerKind`` are
/// summarised in one.
public enum PolicyValidator {
    /// Validates `policies` and returns every problem found.
    public static func validate(_ policies: [PluginPolicy]) -> PolicyReport {
        analyse(policies).report
    }

    /// Validates `policies`, also returning the policies as read (all of them, in order,
    /// when the report is valid).
    static func analyse(_ entries: [PluginPolicy]) -> PolicyAnalysis {
        var problems: [PolicyProblem] = []
        var loaded: [PolicyNames?] = []
        var texts: [String: (text: String, policy: PolicyNames)] = [:]
        for entry in entries {
            let (policy, found) = load(entry)
            loaded.append(policy)
            problems += found
            if let policy, let text = try? entry.source.read(plugin: entry.plugin) {
                texts[entry.source.file] = (text, policy)
            }
        }
        // A graph problem is placed at the message in its list (`send.commands[2]`), so that
        // an editor shows it on the line the developer typed.
        problems += PolicyReport.summarised(graphProblems(entries, loaded)).map { problem in
            guard let (text, policy) = texts[problem.file] else { return problem }
            return JSONLocator.locate([problem], in: text) { problem in
                guard let name = problem.messageName, let index = policy.list(at: problem.key)?.firstIndex(of: name)
                else { return problem.key }
                return "\(problem.key)[\(index)]"
            }[0]
        }
        problems += contractProblems(entries, loaded)
        let report = PolicyReport(
            plugins: entries.map(\.plugin), problems: problems, skippedGraphChecks: loaded.contains { $0 == nil })
        return PolicyAnalysis(report: report, policies: loaded.compactMap(\.self))
    }

    /// Reads, parses and checks one policy: the policy (`nil` when it has errors) and
    /// every problem in it, each with its line and column when known.
    static func load(_ entry: PluginPolicy) -> (PolicyNames?, [PolicyProblem]) {
        let plugin = entry.plugin
        let file = entry.source.file
        let text: String
        do {
            text = try entry.source.read(plugin: plugin)
        } catch {
            return (nil, [error])
        }
        let json: JSON
        do {
            json = try JSON(parsing: text)
        } catch {
            return (
                nil,
                [
                    PolicyProblem(
                        .error, .malformedJSON, plugin: plugin, file: file, key: PolicyProblem.rootKey,
                        line: error.line, column: error.column,
                        message: "the file is not valid JSON: \(error.message)")
                ]
            )
        }
        let found = JSONLocator.locate(
            PolicyReport.summarised(schemaProblems(json, plugin: plugin, file: file)), in: text)
        guard !found.contains(where: { $0.severity == .error }) else { return (nil, found) }
        return (PolicyNames(json), found)
    }
}

/// The outcome of validation: the report, and the policies as read, in registration order.
struct PolicyAnalysis: Sendable {
    let report: PolicyReport
    let policies: [PolicyNames]
}
