import Prelude
import VerticalInterfaces

/// Validates a set of plugin policies as a whole, reporting every problem at once: each
/// file on its own (JSON, keys, types, name), then the graph (duplicate names, messages
/// received or events published twice, sends without a receiver, subscriptions without a
/// publisher; warnings for receives and publishes nobody uses).
///
/// The hub runs this at ``Hub/start()``; the host's `policy check` calls it directly.
///
/// ```swift
/// let report = PolicyValidator.validate([PluginPolicy(plugin: "Maps", source: .file(url))])
/// print(report.text())
/// ```
///
/// Graph checks that need every policy (missing receivers and publishers, unused
/// messages) run only when every file loaded, so one broken file does not bury the
/// report in follow-on problems.
public enum PolicyValidator {
    /// Validates `policies` and returns every problem found.
    public static func validate(_ policies: [PluginPolicy]) -> PolicyReport {
        analyse(policies).report
    }

    /// Validates `policies`, also returning the decoded policies (all of them, in order,
    /// when the report is valid).
    static func analyse(_ entries: [PluginPolicy]) -> PolicyAnalysis {
        var problems: [PolicyProblem] = []
        var loaded: [Policy?] = []
        for entry in entries {
            switch load(entry) {
            case .success(let policy):
                loaded.append(policy)
            case .failure(let found):
                loaded.append(nil)
                problems += found.problems
            }
        }
        problems += graphProblems(entries, loaded)
        let report = PolicyReport(
            plugins: entries.map(\.plugin), problems: problems, skippedGraphChecks: loaded.contains { $0 == nil })
        return PolicyAnalysis(report: report, policies: loaded.compactMap(\.self))
    }

    /// Reads, parses and decodes one policy, or says everything wrong with it.
    static func load(_ entry: PluginPolicy) -> Result<Policy, ProblemList> {
        let plugin = entry.plugin
        let file = entry.source.file
        let text: String
        do {
            text = try entry.source.read(plugin: plugin)
        } catch {
            return .failure(ProblemList(problems: [error]))
        }
        let json: JSON
        do {
            json = try JSON(parsing: text)
        } catch {
            return .failure(
                ProblemList(problems: [
                    PolicyProblem(
                        .error, .malformedJSON, plugin: plugin, file: file, key: PolicyProblem.rootKey,
                        line: error.line, column: error.column,
                        message: "the file is not valid JSON: \(error.message)")
                ]))
        }
        let found = schemaProblems(json, plugin: plugin, file: file)
        guard found.isEmpty else { return .failure(ProblemList(problems: found)) }
        do {
            return .success(try json.decode(Policy.self))
        } catch {
            return .failure(
                ProblemList(problems: [
                    PolicyProblem(
                        .error, .invalidPolicy, plugin: plugin, file: file,
                        key: error.path.isEmpty ? PolicyProblem.rootKey : error.path,
                        message: "the policy does not decode: \(error.message)")
                ]))
        }
    }
}

/// The outcome of validation: the report, and the decoded policies in registration order.
struct PolicyAnalysis: Sendable {
    let report: PolicyReport
    let policies: [Policy]
}

/// Several problems found in one file, as one error.
struct ProblemList: Error, Sendable {
    let problems: [PolicyProblem]
}
