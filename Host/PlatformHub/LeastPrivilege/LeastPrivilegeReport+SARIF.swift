public import Foundation
import HubInterfaces
import Prelude

extension LeastPrivilegeReport {
    /// The rules a SARIF log names, with what each says.
    static let sarifRules: [(id: String, summary: String)] = [
        ("unusedPermission", "A policy grants a permission that no recorded run used."),
        ("deniedMessage", "A recorded run had a message denied by a policy."),
        ("malformedTraceLine", "A trace line could not be read and was skipped."),
        ("undescribedTraffic", "A trace recorded traffic the policies do not describe."),
        ("policyProblem", "A policy has a problem that host policy check reports."),
    ]

    /// The report as a SARIF 2.1.0 log, the shape `Scripts/check-dependencies --format sarif`
    /// writes: one run of `host policy check --trace`, its rules, and one result per
    /// finding at its file's line and column. A relative path is given relative to
    /// `%SRCROOT%`, which is `root` (the current folder); an absolute one as a `file:` URI.
    public func sarifLog(root: URL, fix: PolicyShrinkOutcome? = nil) -> String {
        func location(_ file: String, _ line: Int?, _ column: Int?) -> JSON {
            var artifact: JSON.Object
            if file.hasPrefix("/") {
                artifact = ["uri": .string(URL(fileURLWithPath: file).absoluteString)]
            } else {
                artifact = ["uri": .string(Self.relativeURI(file)), "uriBaseId": "%SRCROOT%"]
            }
            var physical: JSON.Object = ["artifactLocation": .object(artifact)]
            if let line {
                var region: JSON.Object = ["startLine": .int(line)]
                if let column { region["startColumn"] = .int(column) }
                physical["region"] = .object(region)
            }
            return .object(["physicalLocation": .object(physical)])
        }
        func result(_ rule: String, _ level: String, _ text: String, _ locations: [JSON]) -> JSON {
            .object([
                "ruleId": .string(rule), "level": .string(level), "message": .object(["text": .string(text)]),
                "locations": .array(JSON.Array(locations)),
            ])
        }
        var results: [JSON] = []
        for problem in policyReport.problems {
            results.append(
                result(
                    "policyProblem", problem.severity == .error ? "error" : "warning",
                    "[\(problem.plugin)] \(problem.key): \(problem.message) (\(problem.code.rawValue))",
                    [location(problem.file, problem.line, problem.column)]))
        }
        for site in unused {
            results.append(
                result(
                    "unusedPermission", "warning",
                    "[\(site.grant.plugin)] \(site.grant.key) \"\(site.grant.message)\": no recorded run used it",
                    [location(site.file, site.line, site.column)]))
        }
        for denial in denials {
            results.append(
                result(
                    "deniedMessage", "warning", denial.sentence,
                    denial.location.map { [location($0.file, $0.line, $0.column)] } ?? []))
        }
        for line in malformedLines {
            results.append(
                result(
                    "malformedTraceLine", "note", "line skipped: \(line.reason)", [location(line.file, line.line, nil)]
                ))
        }
        for example in undescribedExamples {
            results.append(result("undescribedTraffic", "warning", example, []))
        }
        var notifications: [JSON] = traces.compactMap { trace in
            trace.failure.map {
                .object(["level": "error", "message": .object(["text": .string("\(trace.file): \($0)")])])
            }
        }
        if let fix, fix.refused {
            notifications += fix.refusals.map {
                .object(["level": "error", "message": .object(["text": .string("--fix refused: \($0)")])])
            }
        }
        var invocation: JSON.Object = [
            "executionSuccessful": .bool(policyReport.isValid && tracesRead && fix?.refused != true)
        ]
        if !notifications.isEmpty { invocation["toolExecutionNotifications"] = .array(JSON.Array(notifications)) }
        var rootURI = root.standardizedFileURL.absoluteString
        if !rootURI.hasSuffix("/") { rootURI += "/" }
        let run: JSON = .object([
            "tool": .object([
                "driver": .object([
                    "name": "host policy check --trace",
                    "rules": .array(
                        JSON.Array(
                            Self.sarifRules.map {
                                .object([
                                    "id": .string($0.id), "shortDescription": .object(["text": .string($0.summary)]),
                                ])
                            })),
                ])
            ]),
            "originalUriBaseIds": .object(["%SRCROOT%": .object(["uri": .string(rootURI)])]),
            "results": .array(JSON.Array(results)),
            "invocations": .array([.object(invocation)]),
        ])
        let log: JSON = .object([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": .array([run]),
        ])
        return ((try? log.serialized(pretty: true)) ?? log.description) + "\n"
    }

    /// A relative path as a relative URI reference (each component percent-encoded).
    private static func relativeURI(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(
                withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/")))
                ?? String($0)
        }
        .joined(separator: "/")
    }
}
